import { cacheLife, cacheTag } from "next/cache";
import { typeTag } from "@/lib/sanity/cache-tags";
import type { SiteSettingsQueryResult } from "@/sanity.types";

export type StormMode = NonNullable<SiteSettingsQueryResult>["stormMode"];
export type ActiveStorm = { headline: string; message: string; whatsappMessage: string; endsAt: string };

/**
 * Storm mode as pages show it: on, and its end time still to come. Cached with the site settings, so a page stays
 * static HTML: it renders again when the settings are published. While a storm is on, the cached answer lives only
 * until the end time (`stormCacheLife`), and so does every page that shows it: at the end time every instance, a
 * serverless function and a CDN that honours the page's lifetime render it again without the banner, with no timer,
 * no request to itself and no publish. The clock is read here, inside the cache, because a static page may not read
 * it while it renders.
 */
export async function activeStorm(storm: StormMode): Promise<ActiveStorm | null> {
  "use cache";
  cacheTag(typeTag("siteSettings"));
  const now = Date.now();
  if (!isStormOn(storm, now)) {
    cacheLife("max");
    return null;
  }
  cacheLife(stormCacheLife(Date.parse(storm.endsAt!) - now));
  return {
    headline: storm.headline,
    message: storm.message,
    whatsappMessage: storm.whatsappMessage,
    endsAt: storm.endsAt!,
  };
}

/**
 * The cache lifetime of a page during a storm that ends in `msLeft`: revalidated (rendered again) from the end time
 * on. `expire` stays at least five minutes, because Next renders a cache entry that expires sooner on every
 * request instead of keeping it in the static page; `revalidate` ends its use at the end time all the same. The
 * browser's router keeps a page at most until the end time too (`stale`, at least Next's minimum of 30 s).
 */
export function stormCacheLife(msLeft: number): { stale: number; revalidate: number; expire: number } {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  return { stale: Math.max(30, Math.min(seconds, 300)), revalidate: seconds, expire: Math.max(seconds + 60, 300) };
}

/** Whether storm mode is on at `now`: switched on, with an end time that has not passed. */
export function isStormOn(storm: Pick<StormMode, "active" | "endsAt"> | null | undefined, now: number): boolean {
  if (!storm?.active || !storm.endsAt) return false;
  const ends = Date.parse(storm.endsAt);
  return Number.isFinite(ends) && ends > now;
}
