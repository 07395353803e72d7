import { getArticleSlugs } from "@/lib/content/articles";
import { getTownSlugs } from "@/lib/content/towns";
import { articlePath, sitePages, townPath } from "./routes";

/**
 * The address of every page the site has: the route registry's pages, and a page per town and article in the
 * content. From cached content reads (revalidated on publish), so checking a path costs no query per request.
 * Used where a path arrives from a browser and must name a real page (analytics events, the owner's report).
 */
export async function knownPagePaths(): Promise<Set<string>> {
  const [towns, articles] = await Promise.all([getTownSlugs(), getArticleSlugs()]);
  return new Set([
    ...sitePages.map((page) => page.path),
    ...towns.filter((slug): slug is string => typeof slug === "string").map(townPath),
    ...articles.filter((slug): slug is string => typeof slug === "string").map(articlePath),
  ]);
}
