import { typeTag } from "@/lib/sanity/cache-tags";
import { readContent } from "@/lib/sanity/fetch";
import { revalidateFromServer } from "@/lib/sanity/internal-revalidation";
import { isStormOn } from "./storm-state";

// setTimeout takes at most about 24.8 days; a storm that lasts longer is checked again then.
const longestTimer = 2 ** 31 - 1;
// A second after the end, so the page renders after the end time for certain.
const margin = 1_000;

const holder = globalThis as typeof globalThis & { __stormEndTimer?: ReturnType<typeof setTimeout> };

/**
 * Sets this server's timer for the end of storm mode, from the published settings (one read, uncached): at the end
 * time it asks its own /api/revalidate (lib/sanity/internal-revalidation.ts) to mark the site settings stale, so
 * every page renders again without the storm banner on its next visit, without anyone publishing anything. Called
 * when content is published and at start-up; a new call replaces the old timer. Never throws.
 */
export async function scheduleStormEnd(): Promise<void> {
  try {
    const storm = await readContent("stormModeQuery");
    clearTimeout(holder.__stormEndTimer);
    holder.__stormEndTimer = undefined;
    if (!isStormOn(storm, Date.now())) return;
    const delay = Math.min(Date.parse(storm!.endsAt!) - Date.now() + margin, longestTimer);
    holder.__stormEndTimer = setTimeout(() => void endStorm(), delay);
    holder.__stormEndTimer.unref?.();
  } catch (error) {
    console.error("Storm end not scheduled:", error instanceof Error ? error.message : error);
  }
}

async function endStorm() {
  await revalidateFromServer([typeTag("siteSettings")]);
  // A storm longer than one timer, or a failed request: look again.
  await scheduleStormEnd();
}
