/**
 * Where Next's caches keep their entries and their tag invalidations: in this process's memory (the embedded
 * default, one process), or in Redis/Valkey when `REDIS_URL` is set, so that every instance behind a load balancer
 * reads the same pages and sees the same publish. Both Next cache options use it: the page cache
 * (page-cache-handler.ts, Next's `cacheHandler`) and the `'use cache'` cache (use-cache-handler.ts,
 * `cacheHandlers`).
 *
 * Next loads those handlers with a plain `import()` at run time, outside its bundler: plain relative imports with
 * `.ts` extensions only, no `@/` paths, no `server-only`.
 */

import { createClient, RESP_TYPES } from "redis";
import { redisKeyPrefix, redisUrl } from "../config.ts";
import { clockNow, type TagState, type TagStates, tagStateAfter } from "./tag-clock.ts";

export interface CacheStore {
  /** What a store is, for the start-up log line. */
  readonly name: string;
  get(key: string): Promise<Buffer | null>;
  /** Stores `value` for at most `ttlSeconds`. */
  set(key: string, value: Buffer, ttlSeconds: number): Promise<void>;
  /** The invalidation state of each tag that was ever revalidated (absent tags never were). */
  tagStates(tags: string[]): Promise<TagStates>;
  /** Marks tags as revalidated now; `expireSeconds` 0 means: gone for the next reader. */
  revalidateTags(tags: string[], expireSeconds: number | undefined): Promise<void>;
}

/** Entries are re-created from the content when they are gone, so no entry needs to outlive a month. */
export const longestEntrySeconds = 30 * 24 * 60 * 60;

/**
 * The embedded default: entries in memory up to a byte budget (least recently used go first), tags in a map. One
 * process only, and empty after a restart, so a restarted server renders every page from the current content.
 */
export function memoryStore(maxBytes = 64 * 1024 * 1024): CacheStore {
  const entries = new Map<string, { value: Buffer; expiresAt: number }>();
  const tags = new Map<string, TagState>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.value.byteLength + key.length;
    entries.delete(key);
  };
  return {
    name: "memory",
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= clockNow()) {
        drop(key);
        return null;
      }
      // Map order is insertion order: moving a read entry to the end makes the first entry the least recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    async set(key, value, ttlSeconds) {
      drop(key);
      if (value.byteLength + key.length > maxBytes) return;
      entries.set(key, { value, expiresAt: clockNow() + ttlSeconds * 1000 });
      bytes += value.byteLength + key.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    async tagStates(wanted) {
      const states: TagStates = new Map();
      for (const tag of wanted) {
        const state = tags.get(tag);
        if (state) states.set(tag, state);
      }
      return states;
    },
    async revalidateTags(revalidated, expireSeconds) {
      const now = clockNow();
      for (const tag of revalidated) tags.set(tag, tagStateAfter(tags.get(tag), now, expireSeconds));
    },
  };
}

/** A Redis command that has not answered by then counts as a miss: a page is rendered, not held up. */
const readTimeoutMs = 1_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Redis or Valkey, shared by every instance. Entries are plain keys with a TTL; the tag states are one hash
 * without a TTL, so a server must run with `maxmemory-policy volatile-lru` (or `noeviction`): an eviction policy that
 * may drop keys without a TTL could forget a publish and serve an old page as current. A read that fails counts as
 * a miss (the page renders from the content); a revalidation that fails throws, so the webhook answers an error and
 * Sanity delivers it again.
 */
export function redisStore(url: string, prefix = "site:"): CacheStore {
  const client = createClient({
    url,
    // Commands fail at once while the connection is down instead of queueing: a visitor gets a rendered page.
    disableOfflineQueue: true,
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  let lastComplaint = 0;
  client.on("error", (error: Error) => {
    // Once a minute at most: a Redis outage must not flood the log.
    if (clockNow() - lastComplaint < 60_000) return;
    lastComplaint = clockNow();
    console.error("Redis cache:", error.message);
  });
  const connecting = client.connect().catch((error: Error) => {
    console.error("Redis cache: not connected yet:", error.message);
  });
  const ready = async () => {
    await connecting;
    if (!client.isReady) throw new Error("Redis is not connected");
  };
  const tagsKey = `${prefix}tags`;
  async function readTags(wanted: string[]): Promise<TagStates> {
    const states: TagStates = new Map();
    if (wanted.length === 0) return states;
    // If the tags cannot be read, nothing can be served as current: the caller treats the entry as a miss.
    await withTimeout(ready(), readTimeoutMs);
    const values = (await withTimeout(client.hmGet(tagsKey, wanted), readTimeoutMs)) as (Buffer | null)[];
    values.forEach((value, index) => {
      if (value) states.set(wanted[index]!, JSON.parse(value.toString("utf8")) as TagState);
    });
    return states;
  }

  return {
    name: `redis ${new URL(url).host}`,
    async get(key) {
      try {
        await withTimeout(ready(), readTimeoutMs);
        return (await withTimeout(client.get(prefix + key), readTimeoutMs)) as Buffer | null;
      } catch {
        return null;
      }
    },
    async set(key, value, ttlSeconds) {
      try {
        await ready();
        await client.set(prefix + key, value, {
          expiration: { type: "EX", value: Math.max(1, Math.ceil(ttlSeconds)) },
        });
      } catch {
        // Not stored: the next reader renders it again.
      }
    },
    tagStates: readTags,
    async revalidateTags(revalidated, expireSeconds) {
      if (revalidated.length === 0) return;
      await ready();
      const now = clockNow();
      const current = await readTags(revalidated);
      const fields: Record<string, string> = {};
      for (const tag of revalidated) fields[tag] = JSON.stringify(tagStateAfter(current.get(tag), now, expireSeconds));
      await client.hSet(tagsKey, fields);
    },
  };
}

/**
 * The process's store, chosen once from `REDIS_URL`. Next loads the two handlers with its own `import()`, while the
 * webhook route (app/api/revalidate) is bundled: each gets its own copy of this module, so the one store lives on
 * `globalThis`, under a key no other code uses, for all of them to share.
 */
const storeKey = Symbol.for("brabant-dakzorg.cache-store");
export function cacheStore(): CacheStore {
  const holder = globalThis as typeof globalThis & { [storeKey]?: CacheStore };
  if (!holder[storeKey]) {
    holder[storeKey] = redisUrl ? redisStore(redisUrl, redisKeyPrefix) : memoryStore();
  }
  return holder[storeKey];
}
