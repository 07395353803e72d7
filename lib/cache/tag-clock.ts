/**
 * When a cache entry is still current, given the tags it was made from. The rules are Next's own (its in-memory
 * tags manifest), kept in a store every instance reads:
 * - `revalidateTag(tag, { expire: 0 })` (the webhook): every entry made before that moment is gone;
 * - `revalidateTag(tag, "max")` and the like: entries made before it are stale (served once more while a new one is
 *   made), and gone once `expire` seconds have passed.
 * Timestamps are milliseconds on each instance's own clock: instances need synchronised clocks, as any server has.
 */

export type TagState = { stale?: number; expired?: number };

/**
 * The time in milliseconds, as Next's own cache handlers read it. Not `Date.now()`: while Next renders a route
 * statically it treats a read of `Date.now()` as dynamic use and fails the render (seen: a new town's share image
 * answered 500), and the handlers run inside that render.
 */
export const clockNow = () => Math.round(performance.timeOrigin + performance.now());
export type TagStates = Map<string, TagState>;

/** A tag's state after a revalidation at `now`. */
export function tagStateAfter(
  previous: TagState | undefined,
  now: number,
  expireSeconds: number | undefined,
): TagState {
  if (expireSeconds === undefined) return { ...previous, expired: now };
  return { ...previous, stale: now, expired: now + expireSeconds * 1000 };
}

/** True when one of the tags expired after `madeAt`, by `now`: the entry must not be served. */
export function isExpired(states: TagStates, madeAt: number, now = clockNow()): boolean {
  for (const state of states.values()) {
    if (state.expired !== undefined && state.expired > madeAt && state.expired <= now) return true;
  }
  return false;
}

/** True when one of the tags was revalidated after `madeAt`: serve it once more, but make a new one. */
export function isStale(states: TagStates, madeAt: number): boolean {
  for (const state of states.values()) if ((state.stale ?? 0) > madeAt) return true;
  return false;
}

/** The latest expiry among the tags (0 if none was ever revalidated): Next's `getExpiration`. */
export function latestExpiry(states: TagStates): number {
  let latest = 0;
  for (const state of states.values()) latest = Math.max(latest, state.expired ?? 0);
  return latest;
}
