import { Limiter } from "@/lib/security/limiter";

/**
 * The queue of requests whose photos wait for the one slot: a handful, for at most a minute. A real burst (a storm
 * evening) fits; a flood is refused with the phone number instead of holding connections and memory for minutes.
 */
export const photoQueue = { maxWaiting: 8, maxWaitMs: 60_000 } as const;

/**
 * Photos processed at once in this process, whatever their format and whichever request they came with. Each
 * decode already uses a core (and libvips may use more); one at a time keeps the server's memory at its baseline
 * plus one photo (at most about 600 MB, see photo-limits.ts) and leaves a core for everything else.
 */
export const photoSlots = new Limiter(1, photoQueue.maxWaiting, photoQueue.maxWaitMs);
