/**
 * Next's page cache (next.config.ts `cacheHandler`): the rendered HTML and RSC payload of each static page, kept in
 * the shared store (store.ts) instead of Next's default files under .next and tags in one process's memory. So:
 * - a webhook that reaches one instance makes every instance render the changed pages again (the tags are shared);
 * - a restarted instance serves no page from before a publish it did not see (nothing is read from disk);
 * - an address that is no page (a 404) is never stored, so unknown addresses cannot fill the disk or the cache.
 *
 * Next makes a new handler object for every request; everything that must last lives at module level.
 * Loaded by Next with `import()` outside its bundler: plain relative imports with `.ts` extensions only.
 */

import { readFileSync } from "node:fs";
import path from "node:path";
import { fromStorable, toStorable } from "./storable.ts";
import { approximateSize, type CacheStore, cacheStore, type EntryCodec, entryLifetimeSeconds } from "./store.ts";
import { clockNow, isExpired, isStale } from "./tag-clock.ts";

/** The parts of Next's context objects this handler reads (next/dist/server/response-cache). */
type HandlerContext = { serverDistDir?: string };
type GetContext = { kind: string; tags?: string[]; softTags?: string[] };
type SetContext = {
  fetchCache?: boolean;
  tags?: string[];
  cacheControl?: { revalidate: number | false; expire?: number };
};
type CachedValue = {
  kind: string;
  status?: number;
  headers?: Record<string, string | string[] | undefined>;
  tags?: string[];
  revalidate?: number | false;
} | null;
type StoredEntry = { lastModified: number; tags: string[]; revalidate: number | false; value: CachedValue };

/** A page as bytes, for Redis (the memory store keeps the entry itself): JSON with its Buffers and Map marked. */
const pageCodec: EntryCodec<StoredEntry> = {
  encode: toStorable,
  decode: (bytes) => fromStorable(bytes) as StoredEntry,
  size: approximateSize,
};

/** Entries of one build are never served by another: their pages name that build's scripts. */
const buildIds = new Map<string, string>();
function buildIdOf(serverDistDir: string | undefined): string {
  if (!serverDistDir) return "dev";
  let id = buildIds.get(serverDistDir);
  if (id === undefined) {
    try {
      id = readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
    } catch {
      id = "unknown";
    }
    buildIds.set(serverDistDir, id);
  }
  return id;
}

/** The tags an entry was made from: a page's are in its cache-tags header, a fetch's in the context. */
function tagsOf(value: CachedValue, ctx: { tags?: string[] }): string[] {
  const header = value?.headers?.["x-next-cache-tags"];
  if (typeof header === "string") return header.split(",").filter(Boolean);
  return [...(ctx.tags ?? []), ...(value?.tags ?? [])];
}

/** The handler class Next instantiates, over a store (one per process: the store of `REDIS_URL`, or memory). */
export function createPageCacheHandler(store: CacheStore) {
  /**
   * When this process began making each entry it has not stored yet. Next looks an entry up before it renders it, so
   * the first lookup that missed (or found it stale) is when the render began. An entry is stored as made then, not
   * when the render finished: a render that began before a publish and ended after it used the old content, and
   * must count as older than the publish (else it would be served as current until the next one). Bounded, since a
   * render that fails or answers 404 never stores anything.
   */
  const renderStarts = new Map<string, number>();
  const maxRenderStarts = 1_000;
  function noteRenderStart(key: string, now: number) {
    if (renderStarts.has(key)) return;
    if (renderStarts.size >= maxRenderStarts) renderStarts.delete(renderStarts.keys().next().value!);
    renderStarts.set(key, now);
  }
  function takeRenderStart(key: string, now: number): number {
    const started = renderStarts.get(key);
    renderStarts.delete(key);
    // A start older than a minute belongs to a render that never finished, not to this one.
    return started !== undefined && now - started < 60_000 ? started : now;
  }

  return class PageCacheHandler {
    private readonly build: string;

    constructor(ctx: HandlerContext) {
      this.build = buildIdOf(ctx.serverDistDir);
    }

    private key(cacheKey: string): string {
      return `page:${this.build}:${cacheKey}`;
    }

    async get(cacheKey: string, ctx: GetContext): Promise<{ lastModified: number; value: CachedValue } | null> {
      const key = this.key(cacheKey);
      const now = clockNow();
      const entry = await store.get(key, pageCodec);
      const current = entry ? await this.isCurrent(entry, ctx, now) : false;
      if (!current) {
        noteRenderStart(key, now);
        return null;
      }
      return { lastModified: entry!.lastModified, value: entry!.value };
    }

    /** Not past its own lifetime (storm mode ends so), and none of its tags revalidated since it was made. */
    private async isCurrent(entry: StoredEntry, ctx: GetContext, now: number): Promise<boolean> {
      if (typeof entry.revalidate === "number" && now > entry.lastModified + entry.revalidate * 1000) return false;
      try {
        const states = await store.tagStates([...entry.tags, ...(ctx.softTags ?? []), ...(ctx.tags ?? [])]);
        // A stale tag (a revalidation with a grace period) is treated as expired: this site publishes with expire 0.
        return !isExpired(states, entry.lastModified, now) && !isStale(states, entry.lastModified);
      } catch {
        return false; // Unknown whether it changed: render it again.
      }
    }

    async set(cacheKey: string, value: CachedValue, ctx: SetContext): Promise<void> {
      if (!value) return;
      // Only answers worth keeping: an unknown address renders its 404 each time instead of taking a cache entry.
      if (typeof value.status === "number" && value.status >= 400) return;
      const key = this.key(cacheKey);
      const now = clockNow();
      const revalidate = ctx.cacheControl?.revalidate ?? value.revalidate ?? false;
      const entry: StoredEntry = {
        lastModified: takeRenderStart(key, now),
        tags: tagsOf(value, ctx),
        revalidate,
        value,
      };
      // A rendered page or a route's output (a share image, the sitemap) lives as a page does; anything else a day.
      const longest = ["APP_PAGE", "APP_ROUTE", "PAGES"].includes(value.kind)
        ? entryLifetimeSeconds.page
        : entryLifetimeSeconds.other;
      const expire = ctx.cacheControl?.expire ?? (typeof revalidate === "number" ? revalidate : longest);
      await store.set(key, entry, pageCodec, Math.min(expire, longest));
    }

    async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
      await store.revalidateTags(typeof tags === "string" ? [tags] : tags, durations?.expire);
    }

    resetRequestCache(): void {}
  };
}

export default createPageCacheHandler(cacheStore());
