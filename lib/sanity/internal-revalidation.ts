import { selfOrigin } from "@/lib/admin/self-origin";
import { startupRevalidationEnv, startupRevalidationHeader, startupRevalidationPath } from "./startup-revalidation";

/**
 * Revalidation the server asks of itself, outside any request (Next only revalidates inside one): a POST to its own
 * /api/revalidate with this process's startup token and the tags in a header. Used for the end of a storm, and for
 * the settle pass after a publish.
 */
export const internalTagsHeader = "x-revalidate-tags";

/** Cache tags as lib/sanity/cache-tags.ts makes them; the route accepts nothing else in the header. */
export const isCacheTag = (tag: string) => /^sanity:[A-Za-z0-9_.:-]{1,120}$/.test(tag);

export async function revalidateFromServer(tags: string[]): Promise<void> {
  const token = process.env[startupRevalidationEnv];
  if (!token) return;
  try {
    await fetch(`${selfOrigin()}${startupRevalidationPath}`, {
      method: "POST",
      headers: { [startupRevalidationHeader]: token, [internalTagsHeader]: tags.join(",") },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    console.error("Revalidation not applied:", error instanceof Error ? error.message : error);
  }
}

/** Pages that were rendering while a publish arrived; they may finish after it and must not keep the old content. */
const settleDelayMs = 5_000;

/**
 * Marks the published tags stale once more, a few seconds later. A render that began before the publish (a visit,
 * a link prefetch) and finished after it is stored as if it were new; the second pass sends it away too.
 */
export function settleAfterPublish(tags: string[]) {
  setTimeout(() => void revalidateFromServer(tags), settleDelayMs).unref?.();
}
