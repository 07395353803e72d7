/**
 * Next's `'use cache'` handler (next.config.ts `cacheHandlers`): every cached content read lives in the shared
 * store (store.ts), so an instance serves what another one cached, and a webhook that reaches one instance
 * revalidates the reads of all of them. Behaves like Next's default in-memory handler in production: an entry
 * past its `revalidate` time is a miss (that is how storm mode ends on time: lib/content/storm.ts).
 *
 * Loaded by Next with `import()` outside its bundler: plain relative imports with `.ts` extensions only.
 */

import { type CacheStore, cacheStore, type EntryCodec, entryLifetimeSeconds } from "./store.ts";
import { clockNow, isExpired, isStale, latestExpiry } from "./tag-clock.ts";

/** Next's `CacheEntry` (next/dist/server/lib/cache-handlers/types): the value is a stream of the RSC payload. */
export type UseCacheEntry = {
  value: ReadableStream<Uint8Array>;
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
};
type EntryMeta = Omit<UseCacheEntry, "value">;

export function encodeEntry(meta: EntryMeta, value: Uint8Array): Buffer {
  const head = Buffer.from(JSON.stringify(meta), "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.byteLength);
  return Buffer.concat([length, head, value]);
}

export function decodeEntry(bytes: Buffer): { meta: EntryMeta; value: Buffer } {
  const headLength = bytes.readUInt32BE(0);
  const meta = JSON.parse(bytes.subarray(4, 4 + headLength).toString("utf8")) as EntryMeta;
  return { meta, value: bytes.subarray(4 + headLength) };
}

/** An entry as the store keeps it: its facts and its payload's bytes (a stream is read once, so it is not kept). */
type StoredUseCacheEntry = { meta: EntryMeta; value: Buffer };

const useCacheCodec: EntryCodec<StoredUseCacheEntry> = {
  encode: ({ meta, value }) => encodeEntry(meta, value),
  decode: decodeEntry,
  size: ({ meta, value }) => value.byteLength + meta.tags.reduce((sum, tag) => sum + tag.length, 64),
};

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(chunk.value);
  return Buffer.concat(chunks);
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

export function createUseCacheHandler(store: CacheStore, keyPrefix = "use-cache:") {
  // A `get` for a key whose `set` is still running waits for it, as the interface requires.
  const pending = new Map<string, Promise<void>>();

  return {
    async get(cacheKey: string, softTags: string[]): Promise<UseCacheEntry | undefined> {
      await pending.get(cacheKey);
      const stored = await store.get(keyPrefix + cacheKey, useCacheCodec);
      if (!stored) return undefined;
      const { meta, value } = stored;
      const now = clockNow();
      if (meta.expire < 0 || now > meta.timestamp + meta.revalidate * 1000) return undefined;
      let states: Awaited<ReturnType<CacheStore["tagStates"]>>;
      try {
        states = await store.tagStates([...meta.tags, ...softTags]);
      } catch {
        return undefined; // Unknown whether it was revalidated: make it again.
      }
      if (isExpired(states, meta.timestamp, now)) return undefined;
      return { ...meta, revalidate: isStale(states, meta.timestamp) ? -1 : meta.revalidate, value: streamOf(value) };
    },

    async set(cacheKey: string, pendingEntry: Promise<UseCacheEntry>): Promise<void> {
      let done = () => {};
      pending.set(
        cacheKey,
        new Promise<void>((resolve) => {
          done = resolve;
        }),
      );
      try {
        const { value, ...meta } = await pendingEntry;
        const bytes = await readAll(value);
        // An entry that expires at once is dynamic: Next makes it again on every read, so storing it is waste.
        if (meta.expire === 0) return;
        await store.set(
          keyPrefix + cacheKey,
          { meta, value: bytes },
          useCacheCodec,
          Math.min(meta.expire, entryLifetimeSeconds.read),
        );
      } catch {
        // A render that failed leaves nothing behind; the next reader makes the entry again.
      } finally {
        pending.delete(cacheKey);
        done();
      }
    },

    /** Tags are read from the store on every `get`, so there is nothing to refresh. */
    async refreshTags(): Promise<void> {},

    async getExpiration(tags: string[]): Promise<number> {
      try {
        return latestExpiry(await store.tagStates(tags));
      } catch {
        // Infinity tells Next to hand the tags to `get` instead, which treats an unreadable store as a miss.
        return Number.POSITIVE_INFINITY;
      }
    },

    async updateTags(tags: string[], durations?: { expire?: number }): Promise<void> {
      await store.revalidateTags(tags, durations?.expire);
    },
  };
}

export default createUseCacheHandler(cacheStore());
