import { articlePath, getArticleSlugs } from "@/lib/content/articles";
import { getTownSlugs, townPath } from "@/lib/content/towns";

/** The public pages that exist whatever the content. */
export const staticPublicRoutes = [
  "/",
  "/over-ons",
  "/onze-diensten",
  "/contact",
  "/waarom-ons",
  "/spoedhulp",
  "/offerte-aanvragen",
  "/tips-en-advies",
  "/privacybeleid",
  "/bedankt",
] as const;

/** Every public page: the fixed routes plus each town and article in the content. */
export async function allPublicRoutes(): Promise<string[]> {
  const [towns, articles] = await Promise.all([getTownSlugs(), getArticleSlugs()]);
  return [...staticPublicRoutes, ...towns.map(townPath), ...articles.map(articlePath)];
}
