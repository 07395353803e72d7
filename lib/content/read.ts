import "server-only";
import { cacheLife } from "next/cache";
import { fetchContent, type QueryName, type QueryParams, type QueryResult, readContent } from "@/lib/sanity/fetch";
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
 * A query's result as a page shows it, every token resolved (lib/content/resolve.ts). Cached like the reads it is
 * made of, with their tags (the query's own, the settings' and the prices'), so a visit neither reaches the CMS nor
 * resolves again, and a publish of any of the three renders it anew.
 */
export async function readResolved<N extends QueryName>(name: N, params: QueryParams = {}): Promise<QueryResult<N>> {
  "use cache";
  cacheLife("max");
  const [value, sources] = await Promise.all([fetchContent(name, params), tokenSources()]);
  return resolveTokens(value, sources);
}

/** The same, read per request without Next's cache: for the admin, whose content is never kept in the shared cache. */
export async function readResolvedNow<N extends QueryName>(name: N, params: QueryParams = {}): Promise<QueryResult<N>> {
  const [value, settings, prices] = await Promise.all([
    readContent(name, params),
    readContent("siteSettingsQuery"),
    readContent("priceListQuery"),
  ]);
  if (!settings) throw new Error("The dataset has no siteSettings document.");
  return resolveTokens(value, { settings, prices });
}
