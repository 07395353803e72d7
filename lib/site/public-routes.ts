import { getArticleSlugs } from "@/lib/content/articles";
import { getTownSlugs } from "@/lib/content/towns";
import { articlePath, sitePages, townPath } from "./routes";

/** Every public page: the site's own pages plus each town and article in the content (the admin's page test). */
export async function allPublicRoutes(): Promise<string[]> {
  const [towns, articles] = await Promise.all([getTownSlugs(), getArticleSlugs()]);
  return [...sitePages.map((page) => page.path), ...towns.map(townPath), ...articles.map(articlePath)];
}
