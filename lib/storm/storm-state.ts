import { cacheLife, cacheTag } from "next/cache";
import type { SiteSettings } from "@/lib/content/site-settings";
import { typeTag } from "@/lib/sanity/cache-tags";

export type StormMode = SiteSettings["stormMode"];
export type ActiveStorm = { headline: string; message: string; whatsappMessage: string; endsAt: string };

/**
 * Storm mode as pages show it: on, and its end time still to come. Cached with the site settings, so a page stays
 * static HTML: it renders again when the settings are published, and when the server's end-of-storm timer
 * (lib/storm/end-timer.ts) marks the settings stale at the end time. The clock is read here, inside the cache,
 * because a static page may not read it while it renders.
 */
export async function activeStorm(storm: StormMode): Promise<ActiveStorm | null> {
  "use cache";
  cacheLife("max");
  // The price list tag too: the server marks it stale once at start-up (lib/sanity/startup-revalidation.ts).
  cacheTag(typeTag("siteSettings"), typeTag("priceItem"));
  return isStormOn(storm, Date.now())
    ? {
        headline: storm.headline,
        message: storm.message,
        whatsappMessage: storm.whatsappMessage,
        endsAt: storm.endsAt!,
      }
    : null;
}

/** Whether storm mode is on at `now`: switched on, with an end time that has not passed. */
export function isStormOn(storm: Pick<StormMode, "active" | "endsAt"> | null | undefined, now: number): boolean {
  if (!storm?.active || !storm.endsAt) return false;
  const ends = Date.parse(storm.endsAt);
  return Number.isFinite(ends) && ends > now;
}
