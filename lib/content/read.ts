import "server-only";
import { cacheLife } from "next/cache";
import { fetchContent, type QueryName, type QueryParams, type QueryResult, readContent } from "@/lib/sanity/fetch";
import { activeStorm, isStormOn } from "@/lib/storm/storm-state";
import { resolveTokens } from "./resolve";

/**
 * What every page resolves its words with: the site settings and the price list, each its own cached read (one
 * entry each, shared by every page).
 */
export async function tokenSources() {
  const [settings, prices] = await Promise.all([
    fetchContent("siteSettingsQuery", {}),
    fetchContent("priceListQuery", {}),
  ]);
  if (!settings) throw new Error("The dataset has no siteSettings document.");
  return { settings, prices };
}

/**
 * Whether storm mode is on now. The answer is cached with the settings and, while a storm is on, lives only until
 * its end (activeStorm): a page that reads its words through readResolved or getTownPage asks this first, so it
 * lives no longer than the storm either, like the storm banner.
 */
export async function stormNow(): Promise<boolean> {
  const settings = await fetchContent("siteSettingsQuery", {});
  return !!settings && (await activeStorm(settings.stormMode)) !== null;
}

/**
 * A query's result as a page shows it, every token resolved (lib/content/resolve.ts), the promises in the storm's
 * words while storm mode is on. Storm or not is part of the cache key rather than read inside the cached entry,
 * whose lifetime is "max": so the page renders again without the storm's words when the storm ends.
 */
export async function readResolved<N extends QueryName>(name: N, params: QueryParams = {}): Promise<QueryResult<N>> {
  return readResolvedIn(name, params, await stormNow());
}

/**
 * The same for a known storm state. Cached like the reads it is made of, with their tags (the query's own, the
 * settings' and the prices'), so a visit neither reaches the CMS nor resolves again, and a publish of any of the
 * three renders it anew.
 */
async function readResolvedIn<N extends QueryName>(
  name: N,
  params: QueryParams,
  storm: boolean,
): Promise<QueryResult<N>> {
  "use cache";
  cacheLife("max");
  const [value, sources] = await Promise.all([fetchContent(name, params), tokenSources()]);
  return resolveTokens(value, { ...sources, storm });
}

/** The same, read per request without Next's cache: for the admin, whose content is never kept in the shared cache. */
export async function readResolvedNow<N extends QueryName>(name: N, params: QueryParams = {}): Promise<QueryResult<N>> {
  const [value, settings, prices] = await Promise.all([
    readContent(name, params),
    readContent("siteSettingsQuery"),
    readContent("priceListQuery"),
  ]);
  if (!settings) throw new Error("The dataset has no siteSettings document.");
  return resolveTokens(value, { settings, prices, storm: isStormOn(settings.stormMode, Date.now()) });
}
