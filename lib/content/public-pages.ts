import { articlePath, sitePages, townPath } from "@/lib/site/routes";
import { getArticleSlugs } from "./articles";
import { getTownSlugs } from "./towns";

/**
 * The address of every public page: the route registry's pages, and a page per town and article in the content.
 * From cached content reads (revalidated on publish), so listing them costs no query per request. The sitemap, the
 * owner's page test and the checks on paths that arrive from a browser (analytics events, the owner's report) all
 * take their list from here.
 */
export async function publicPages(): Promise<string[]> {
  const [towns, articles] = await Promise.all([getTownSlugs(), getArticleSlugs()]);
  const named = (slug: string | null): slug is string => typeof slug === "string";
  return [
    ...sitePages.map((page) => page.path),
    ...towns.filter(named).map(townPath),
    ...articles.filter(named).map(articlePath),
  ];
}

/** The same addresses as a set, for checking a path a browser sent. */
export async function knownPagePaths(): Promise<Set<string>> {
  return new Set(await publicPages());
}
