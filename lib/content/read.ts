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
 * Where a read comes from: the published content through Next's cache (what visitors see), the drafts past every
 * cache (a preview, in draft mode), or the published content read now without the cache (the admin, background
 * work). Every content read of the site goes through one of these three.
 */
export type ReadMode = "published" | "draft" | "now";
const readers = { published: fetchContent, draft: readDraft, now: readContent } as const;

/** One query in a mode. A draft read is never made inside a `'use cache'` function (lib/sanity/fetch.ts, readDraft). */
export function readIn<N extends QueryName>(
  mode: ReadMode,
  name: N,
  params: QueryParams = {},
): Promise<QueryResult<N>> {
  return readers[mode](name, params);
}

/**
 * What every page resolves its words with: the site settings and the price list (published: each its own cached
 * read, one entry each, shared by every page).
 */
export async function tokenSources(mode: ReadMode) {
  const [settings, prices] = await Promise.all([readIn(mode, "siteSettingsQuery"), readIn(mode, "priceListQuery")]);
  if (!settings) throw new Error("The dataset has no siteSettings document.");
  return { settings, prices };
}

/**
 * Whether storm mode is on and, for a cached (published) read of resolved words, that read's lifetime: while a storm
 * is on, until its end (as the storm banner's, lib/content/storm.ts), so the words render again without the storm's
 * promises when it ends; otherwise none of its own ("max", renewed by a publish). A draft or uncached read only asks
 * the clock.
 */
export async function stormState(mode: ReadMode, settings: { stormMode: StormMode }) {
  if (mode !== "published") return { on: isStormOn(settings.stormMode, Date.now()), lifetime: null };
  const storm = await activeStorm(settings.stormMode);
  return { on: storm !== null, lifetime: storm ? stormCacheLife(Date.parse(storm.endsAt) - Date.now()) : null };
}

/**
 * Gives the cached read it is called in the storm's lifetime, or "max". The read sets it with its own cacheLife: an
 * outer cacheLife overrides every inner one, so the storm's lifetime would not reach it by itself.
 */
export function liveFor(storm: { lifetime: ReturnType<typeof stormCacheLife> | null }) {
  if (storm.lifetime) cacheLife(storm.lifetime);
  else cacheLife("max");
}

/** A query's result with every token resolved (lib/content/resolve.ts), in a mode, and the storm it was resolved in. */
async function resolvedIn<N extends QueryName>(mode: ReadMode, name: N, params: QueryParams) {
  const [value, sources] = await Promise.all([readIn(mode, name, params), tokenSources(mode)]);
  const storm = await stormState(mode, sources.settings);
  return { value: resolveTokens(value, { ...sources, storm: storm.on }), storm };
}

/**
 * A query's result as a page shows it, every token resolved, the promises in the storm's words while storm mode is
 * on: in a preview the drafts, read past every cache and decided before any cached function runs (so a draft is
 * never a cache entry, nor shared with a visitor's render); otherwise the published words, cached.
 */
export async function readResolved<N extends QueryName>(name: N, params: QueryParams = {}): Promise<QueryResult<N>> {
  if (await isPreview()) return (await resolvedIn("draft", name, params)).value;
  return readResolvedCached(name, params);
}

/**
 * The published words only, cached with the tags of the reads it is made of (the query's own, the settings' and the
 * prices'), so a visit neither reaches the CMS nor resolves again, and a publish of any of the three renders it
 * anew. What a `'use cache'` function must read: readResolved decides on draft mode.
 */
export async function readResolvedCached<N extends QueryName>(
  name: N,
  params: QueryParams = {},
): Promise<QueryResult<N>> {
  "use cache";
  const { value, storm } = await resolvedIn("published", name, params);
  liveFor(storm);
  return value;
}

/** The same, read per request without Next's cache: for the admin, whose content is never kept in the shared cache. */
export async function readResolvedNow<N extends QueryName>(name: N, params: QueryParams = {}): Promise<QueryResult<N>> {
  return (await resolvedIn("now", name, params)).value;
}
