import "server-only";
import { cacheLife } from "next/cache";
import { activeStorm, isStormOn, type StormMode, stormCacheLife } from "@/lib/content/storm";
import {
  fetchContent,
  type QueryName,
  type QueryParams,
  type QueryResult,
  readContent,
  readDraft,
} from "@/lib/sanity/fetch";
import { isPreview } from "@/lib/sanity/preview";
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
 * Whether storm mode is on, for a cached read of resolved words, and that read's lifetime: while a storm is on, until
 * its end (as the storm banner's, lib/content/storm.ts), so the words render again without the storm's promises
 * when it ends; otherwise none of its own ("max", renewed by a publish). The read sets it with its own cacheLife: an outer cacheLife
 * overrides every inner one, so the storm's lifetime would not reach it by itself.
 */
export async function stormState(settings: { stormMode: StormMode }) {
  const storm = await activeStorm(settings.stormMode);
  return { on: storm !== null, lifetime: storm ? stormCacheLife(Date.parse(storm.endsAt) - Date.now()) : null };
}

/**
 * A query's result as a page shows it, every token resolved (lib/content/resolve.ts), the promises in the storm's
 * words while storm mode is on. Cached like the reads it is made of, with their tags (the query's own, the
 * settings' and the prices'), so a visit neither reaches the CMS nor resolves again, and a publish of any of the
 * three renders it anew.
 */
export async function readResolved<N extends QueryName>(name: N, params: QueryParams = {}): Promise<QueryResult<N>> {
  if (await isPreview()) return readResolvedDraft(name, params);
  return readResolvedCached(name, params);
}

/**
 * The published words only, cached: what a `'use cache'` function must read (readResolved decides on draft mode,
 * and a draft read inside a cached function could be shared with a visitor's render of the same call).
 */
export async function readResolvedCached<N extends QueryName>(
  name: N,
  params: QueryParams = {},
): Promise<QueryResult<N>> {
  "use cache";
  const [value, sources] = await Promise.all([fetchContent(name, params), tokenSources()]);
  const storm = await stormState(sources.settings);
  if (storm.lifetime) cacheLife(storm.lifetime);
  else cacheLife("max");
  return resolveTokens(value, { ...sources, storm: storm.on });
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

/**
 * What a preview shows (draft mode): the drafts of the query, the settings and the prices, read past every cache
 * (lib/sanity/fetch.ts, readDraft) and resolved exactly as the live page resolves the published ones. Decided
 * before any cached function runs, so a draft is never a cache entry, nor shared with a visitor's render.
 */
export async function readResolvedDraft<N extends QueryName>(
  name: N,
  params: QueryParams = {},
): Promise<QueryResult<N>> {
  const [value, { settings, prices }] = await Promise.all([readDraft(name, params), draftTokenSources()]);
  return resolveTokens(value, { settings, prices, storm: isStormOn(settings.stormMode, Date.now()) });
}

/** The settings and prices a preview resolves its words with (the drafts of both): see tokenSources. */
export async function draftTokenSources() {
  const [settings, prices] = await Promise.all([readDraft("siteSettingsQuery"), readDraft("priceListQuery")]);
  if (!settings) throw new Error("The dataset has no siteSettings document.");
  return { settings, prices };
}
