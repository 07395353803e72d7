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

import { randomBytes } from "node:crypto";
import { createClient, RESP_TYPES } from "redis";
import { redisKeyPrefix, redisUrl } from "../config.ts";
import { processSingleton } from "../process-singleton.ts";
import { clockNow, type TagState, type TagStates, tagStateAfter } from "./tag-clock.ts";

/**
 * How one kind of entry (a page, a `'use cache'` result) is written as bytes for a store shared between processes,
 * and about how much memory it holds. The memory store never calls encode or decode: it keeps the entry itself.
 */
export type EntryCodec<T> = {
  encode(value: T): Buffer;
  decode(bytes: Buffer): T;
  /** About how many bytes the entry holds in memory: for the stores' memory budgets. */
  size(value: T): number;
};

export interface CacheStore {
  /** What a store is, for the start-up log line. */
  readonly name: string;
  /**
   * The entry stored under `key`, in the form it was stored in. A hit costs no decoding in the memory store (the
   * object itself is kept) and, with Redis, at most one decoding per stored version in each process.
   */
  get<T>(key: string, codec: EntryCodec<T>): Promise<T | null>;
  /** Stores `value` for at most `ttlSeconds`. */
  set<T>(key: string, value: T, codec: EntryCodec<T>, ttlSeconds: number): Promise<void>;
  /** The invalidation state of each tag that was ever revalidated (absent tags never were). */
  tagStates(tags: string[]): Promise<TagStates>;
  /** Marks tags as revalidated now; `expireSeconds` 0 means: gone for the next reader. */
  revalidateTags(tags: string[], expireSeconds: number | undefined): Promise<void>;
}

/**
 * About how many bytes a value holds: its strings and byte arrays, everywhere in it. Only an estimate, for memory
 * budgets; walked once when an entry is stored, never when it is read.
 */
export function approximateSize(value: unknown): number {
  if (typeof value === "string") return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Map) {
    let size = 0;
    for (const [k, v] of value) size += approximateSize(k) + approximateSize(v);
    return size;
  }
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + approximateSize(item), 0);
  if (value && typeof value === "object") {
    let size = 0;
    for (const [k, v] of Object.entries(value)) size += k.length + approximateSize(v);
    return size;
  }
  return 8;
}

/** Objects kept up to a byte budget (least recently used go first), each with its own end of life. */
function objectLru(maxBytes: number) {
  const entries = new Map<string, { value: unknown; size: number; expiresAt: number; version?: string }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.size + key.length;
    entries.delete(key);
  };
  return {
    get(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= clockNow()) {
        drop(key);
        return undefined;
      }
      // Map order is insertion order: moving a read entry to the end makes the first entry the least recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, value: unknown, size: number, expiresAt: number, version?: string) {
      drop(key);
      if (size + key.length > maxBytes) return;
      entries.set(key, { value, size, expiresAt, version });
      bytes += size + key.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    drop,
  };
}

/**
 * How long the store keeps each kind of entry at most (a shorter lifetime Next gives an entry, such as a storm's end,
 * still applies). Every entry is made again from the content when it is gone, and a publish renders anew anyway: a
 * rendered page or a content read nobody asked for in a week goes; what else Next may store (its fetch cache, which
 * this site does not use) a day. Nothing a visitor chooses is stored (an unknown address answers 404 before any
 * cached read, and the cached functions cannot be called from outside: scripts/build.ts), so these bound memory
 * held by the site's own entries, not by an attack.
 */
const day = 24 * 60 * 60;
export const entryLifetimeSeconds = { page: 7 * day, read: 7 * day, other: day } as const;

/**
 * The longest key stored. The site's own keys are a page's path or a content read's query and parameters (the
 * longest, the menu's read of every page, is about 320 bytes); a longer one names something no page asks for.
 */
export const maxKeyBytes = 512;
const storable = (key: string) => Buffer.byteLength(key) <= maxKeyBytes;

/**
 * The embedded default: entries in memory up to a byte budget (least recently used go first), tags in a map. One
 * process only, and empty after a restart, so a restarted server renders every page from the current content.
 * Entries are kept as Next handed them over, as Next's own in-memory cache keeps them: a hit is a map lookup.
 */
export function memoryStore(maxBytes = 64 * 1024 * 1024): CacheStore {
  const entries = objectLru(maxBytes);
  const tags = new Map<string, TagState>();
  return {
    name: "memory",
    async get<T>(key: string) {
      return (entries.get(key)?.value as T | undefined) ?? null;
    },
    async set<T>(key: string, value: T, codec: EntryCodec<T>, ttlSeconds: number) {
      if (storable(key)) entries.set(key, value, codec.size(value), clockNow() + ttlSeconds * 1000);
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
 * without a TTL, so a server must run with `maxmemory-policy volatile-lru` or `noeviction`: an eviction policy that
 * may drop keys without a TTL (allkeys-*) could forget a publish and serve an old page as current. A read that fails
 * counts as a miss (the page renders from the content); a revalidation that fails throws, so the webhook answers an
 * error and Sanity delivers it again. A full store under `noeviction` (Upstash's default) refuses every write: an
 * entry is then not stored (rendered again), and a revalidation first removes entries of this site, a batch at a
 * time, until its tag write fits, so a full store never holds a publish back.
 *
 * Each entry is stored with a version (random, new at every store) beside it under `<key>#v`. A process keeps the
 * entries it decoded (up to a byte budget) with their version: a read asks Redis for the version only, and decodes
 * again only when another instance stored a newer one. Whether an entry is still current is decided by its tags,
 * read from Redis on every read (the handlers), so a publish reaches every instance on its next request.
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

  /** The entries this process decoded, by key, with the version they were stored as. */
  const decoded = objectLru(64 * 1024 * 1024);
  const versionKey = (key: string) => `${prefix}${key}#v`;
  const versionLength = 16;

  return {
    name: `redis ${new URL(url).host}`,
    async get<T>(key: string, codec: EntryCodec<T>) {
      try {
        await withTimeout(ready(), readTimeoutMs);
        const known = decoded.get(key);
        if (known) {
          const version = (await withTimeout(client.get(versionKey(key)), readTimeoutMs)) as Buffer | null;
          if (version?.toString("latin1") === known.version) return known.value as T;
        }
        const bytes = (await withTimeout(client.get(prefix + key), readTimeoutMs)) as Buffer | null;
        if (!bytes || bytes.byteLength < versionLength) return null;
        const value = codec.decode(bytes.subarray(versionLength));
        // Kept while its version is current: once Redis lets the entry expire, its version key expires with it.
        const version = bytes.subarray(0, versionLength).toString("latin1");
        decoded.set(key, value, codec.size(value), clockNow() + entryLifetimeSeconds.page * 1000, version);
        return value;
      } catch {
        return null;
      }
    },
    async set<T>(key: string, value: T, codec: EntryCodec<T>, ttlSeconds: number) {
      if (!storable(key)) return;
      const version = randomBytes(versionLength / 2).toString("hex");
      const expiration = { type: "EX" as const, value: Math.max(1, Math.ceil(ttlSeconds)) };
      try {
        await ready();
        await client
          .multi()
          .set(prefix + key, Buffer.concat([Buffer.from(version, "latin1"), codec.encode(value)]), { expiration })
          .set(versionKey(key), version, { expiration })
          .exec();
        // This process needs no decoding of what it stored itself.
        decoded.set(key, value, codec.size(value), clockNow() + ttlSeconds * 1000, version);
      } catch {
        // Not stored: the next reader renders it again.
        decoded.drop(key);
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
      try {
        await client.hSet(tagsKey, fields);
      } catch (error) {
        if (!isOutOfMemory(error)) throw error;
        await writeMakingRoom(() => client.hSet(tagsKey, fields));
      }
    },
  };

  /**
   * Runs a write that a full store refused, after removing this site's entries (never the tag states) a batch at a
   * time until it fits. UNLINK is allowed on a full server; the entries are made again from the content.
   */
  async function writeMakingRoom(write: () => Promise<unknown>): Promise<void> {
    for await (const keys of client.scanIterator({ MATCH: `${escapeGlob(prefix)}*`, COUNT: 500 })) {
      const entries = (keys as (Buffer | string)[]).map(String).filter((key) => key !== tagsKey);
      if (entries.length === 0) continue;
      await client.unlink(entries);
      try {
        await write();
        return;
      } catch (error) {
        if (!isOutOfMemory(error)) throw error;
      }
    }
    await write();
  }
}

/** Redis refusing a write because its memory is full under `noeviction`. */
const isOutOfMemory = (error: unknown) => error instanceof Error && error.message.startsWith("OOM ");

/** A key prefix as a literal in a SCAN pattern. */
const escapeGlob = (text: string) => text.replace(/[*?[\]\\]/g, "\\$&");

/**
 * The process's store, chosen once from `REDIS_URL`. Next loads the two handlers with its own `import()`, while the
 * webhook route (app/api/revalidate) is bundled: each gets its own copy of this module, so the one store lives on
 * one process-wide slot, under a key no other code uses, for all of them to share.
 */
export const cacheStore = (): CacheStore =>
  processSingleton("brabant-dakzorg.cache-store", () =>
    redisUrl ? redisStore(redisUrl, redisKeyPrefix) : memoryStore(),
  );
