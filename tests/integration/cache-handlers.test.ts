import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageCacheHandler } from "@/lib/cache/page-cache-handler";
import {
  type CacheStore,
  type EntryCodec,
  entryLifetimeSeconds,
  maxKeyBytes,
  memoryStore,
  redisStore,
} from "@/lib/cache/store";
import { createUseCacheHandler, type UseCacheEntry } from "@/lib/cache/use-cache-handler";
import { stormCacheLife } from "@/lib/content/storm";
import { type RedisServer, startRedisServer } from "../support/redis-server";

/**
 * Next's two caches over the store every instance shares (lib/cache/). "Two instances" are two stores on one
 * Redis server, each with its own connection and its own handlers, as two processes would have.
 */

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
/** Plain bytes, for a store read that needs no entry of Next's. */
const bytesCodec: EntryCodec<Buffer> = { encode: (b) => b, decode: (b) => b, size: (b) => b.byteLength };
const bytesOf = (text: string) => new TextEncoder().encode(text);

function entry(text: string, overrides: Partial<UseCacheEntry> = {}): UseCacheEntry {
  return {
    value: new ReadableStream({
      start(controller) {
        controller.enqueue(bytesOf(text));
        controller.close();
      },
    }),
    tags: ["sanity:town:uden"],
    stale: 300,
    timestamp: Date.now(),
    expire: 365 * 24 * 3600,
    revalidate: 30 * 24 * 3600,
    ...overrides,
  };
}

async function textOf(found: UseCacheEntry | undefined): Promise<string | undefined> {
  if (!found) return undefined;
  return new Response(found.value).text();
}

function distDir(buildId: string): string {
  const root = mkdtempSync(path.join(tmpdir(), "next-dist-"));
  mkdirSync(path.join(root, "server"));
  writeFileSync(path.join(root, "BUILD_ID"), buildId);
  return path.join(root, "server");
}

/** A rendered town page as Next hands it to the page cache: HTML, RSC payload, prefetch segments, tags header. */
const townPage = (html: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  headers: { "x-next-cache-tags": "_N_T_/layout,_N_T_/dakdekker/uden,sanity:town:uden,sanity:siteSettings" },
  status: 200,
  postponed: undefined,
});
const pageContext = { kind: "APP_PAGE", isRoutePPREnabled: true, isFallback: false };
const setContext = { cacheControl: { revalidate: 30 * 24 * 3600, expire: 365 * 24 * 3600 } };

const stores: [string, () => CacheStore, () => CacheStore][] = [
  ["memory", memoryStore, () => memoryStore()],
  ["redis", () => redisStore(redis.url, "a:"), () => redisStore(redis.url, "a:")],
];

describe.each(stores)("the %s store", (name, makeStore, makeOtherInstance) => {
  it("'use cache': an entry comes back as stored, until a tag it was made from is revalidated", async () => {
    const handler = createUseCacheHandler(makeStore(), `${name}-1:`);
    await handler.set("key", Promise.resolve(entry("Uden, oud")));
    expect(await textOf(await handler.get("key", []))).toBe("Uden, oud");
    expect(await handler.getExpiration(["sanity:town:uden"])).toBe(0);

    await tick();
    await handler.updateTags(["sanity:town:uden"], { expire: 0 });
    expect(await handler.get("key", [])).toBeUndefined();
    expect(await handler.getExpiration(["sanity:town:uden"])).toBeGreaterThan(0);

    await tick();
    await handler.set("key", Promise.resolve(entry("Uden, nieuw")));
    expect(await textOf(await handler.get("key", []))).toBe("Uden, nieuw");
  });

  it("'use cache': an entry is a miss past its revalidate time (how storm mode ends), and expire 0 is not kept", async () => {
    const handler = createUseCacheHandler(makeStore(), `${name}-2:`);
    await handler.set("storm", Promise.resolve(entry("storm", { revalidate: 1, expire: 300 })));
    expect(await textOf(await handler.get("storm", []))).toBe("storm");
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await handler.get("storm", [])).toBeUndefined();

    await handler.set("dynamic", Promise.resolve(entry("dynamic", { expire: 0 })));
    expect(await handler.get("dynamic", [])).toBeUndefined();
  });

  it("'use cache': a get waits for a set of the same key that is still running", async () => {
    const handler = createUseCacheHandler(makeStore(), `${name}-3:`);
    let finish: (value: UseCacheEntry) => void = () => {};
    const setting = handler.set("slow", new Promise<UseCacheEntry>((resolve) => (finish = resolve)));
    const getting = handler.get("slow", []);
    finish(entry("traag"));
    await setting;
    expect(await textOf(await getting)).toBe("traag");
  });

  it("pages: HTML, RSC payload and segments come back as stored; a 404 is never stored", async () => {
    const Handler = createPageCacheHandler(makeStore());
    const handler = new Handler({ serverDistDir: distDir(`${name}-build-1`) });
    await handler.set("/dakdekker/uden", townPage("<h1>Dakdekker Uden</h1>"), setContext);
    const found = await handler.get("/dakdekker/uden", pageContext);
    expect(found?.value).toEqual(townPage("<h1>Dakdekker Uden</h1>"));
    const stored = found?.value as unknown as { rscData: unknown } | undefined;
    expect(Buffer.isBuffer(stored?.rscData)).toBe(true);

    await handler.set("/dakdekker/atlantis", { ...townPage("<h1>Niet gevonden</h1>"), status: 404 }, setContext);
    expect(await handler.get("/dakdekker/atlantis", pageContext)).toBeNull();
  });

  it("pages: a page of another build is never served", async () => {
    const store = makeStore();
    const Handler = createPageCacheHandler(store);
    await new Handler({ serverDistDir: distDir(`${name}-old`) }).set("/", townPage("oud"), setContext);
    expect(await new Handler({ serverDistDir: distDir(`${name}-new`) }).get("/", pageContext)).toBeNull();
  });

  it("pages: a page is rendered again once its lifetime is over (a storm's end), with no publish", async () => {
    const Handler = createPageCacheHandler(makeStore());
    const handler = new Handler({ serverDistDir: distDir(`${name}-storm`) });
    const life = stormCacheLife(1_000);
    await handler.set("/", townPage("storm"), { cacheControl: { revalidate: life.revalidate, expire: life.expire } });
    expect(await handler.get("/", pageContext)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await handler.get("/", pageContext)).toBeNull();
  });

  it("pages: a render that began before a publish and was stored after it is rendered again", async () => {
    const Handler = createPageCacheHandler(makeStore());
    const handler = new Handler({ serverDistDir: distDir(`${name}-race`) });
    // The visit looks the page up (a miss) and starts rendering from the old content …
    expect(await handler.get("/dakdekker/uden", pageContext)).toBeNull();
    await tick();
    // … the webhook revalidates the town while it renders …
    await handler.revalidateTag(["sanity:town:uden"], { expire: 0 });
    await tick();
    // … and the old render is stored after the publish. It must not be served as current.
    await handler.set("/dakdekker/uden", townPage("oud"), setContext);
    expect(await handler.get("/dakdekker/uden", pageContext)).toBeNull();
    // The render that follows, after the publish, is.
    await tick();
    await handler.set("/dakdekker/uden", townPage("nieuw"), setContext);
    expect((await handler.get("/dakdekker/uden", pageContext))?.value).toMatchObject({ html: "nieuw" });
  });

  it("a hit hands back the entry as stored: no encoding in memory, one decoding per stored version with Redis", async () => {
    const counted = { encodes: 0, decodes: 0 };
    const codec: EntryCodec<{ html: string; rsc: Buffer }> = {
      encode: (value) => {
        counted.encodes++;
        return Buffer.from(JSON.stringify({ html: value.html, rsc: value.rsc.toString("base64") }));
      },
      decode: (bytes) => {
        counted.decodes++;
        const { html, rsc } = JSON.parse(bytes.toString()) as { html: string; rsc: string };
        return { html, rsc: Buffer.from(rsc, "base64") };
      },
      size: (value) => value.html.length + value.rsc.byteLength,
    };
    const a = makeStore();
    const b = makeOtherInstance();
    const page = { html: "<h1>Uden</h1>", rsc: Buffer.from("rsc") };
    await a.set(`${name}-hit`, page, codec, 60);
    for (let i = 0; i < 3; i++) expect(await a.get(`${name}-hit`, codec)).toBe(page);
    if (name === "memory") {
      expect(counted).toEqual({ encodes: 0, decodes: 0 });
      return;
    }
    // The other instance decodes it once, then hands back its decoded copy while the version in Redis is the same …
    const first = await b.get(`${name}-hit`, codec);
    expect(first).toEqual(page);
    expect(await b.get(`${name}-hit`, codec)).toBe(first);
    expect(counted).toEqual({ encodes: 1, decodes: 1 });
    // … and decodes again once another instance stored a new version.
    await a.set(`${name}-hit`, { html: "<h1>Uden, nieuw</h1>", rsc: Buffer.from("rsc2") }, codec, 60);
    expect((await b.get(`${name}-hit`, codec))?.html).toBe("<h1>Uden, nieuw</h1>");
    expect(counted).toEqual({ encodes: 2, decodes: 2 });
  });

  if (name === "redis") {
    it("pages: a publish reaches a page another instance holds decoded in its memory", async () => {
      const dist = distDir("decoded-build");
      const A = createPageCacheHandler(makeStore());
      const B = createPageCacheHandler(makeOtherInstance());
      await new A({ serverDistDir: dist }).set("/dakdekker/uden", townPage("oud"), setContext);
      // B reads it twice: the second time from its decoded copy.
      for (let i = 0; i < 2; i++) {
        expect((await new B({ serverDistDir: dist }).get("/dakdekker/uden", pageContext))?.value).toMatchObject({
          html: "oud",
        });
      }
      await tick();
      await new A({ serverDistDir: dist }).revalidateTag("sanity:town:uden", { expire: 0 });
      // The decoded copy is no longer current on B …
      expect(await new B({ serverDistDir: dist }).get("/dakdekker/uden", pageContext)).toBeNull();
      // … and the page A renders next is the one B serves.
      await tick();
      await new A({ serverDistDir: dist }).set("/dakdekker/uden", townPage("nieuw"), setContext);
      expect((await new B({ serverDistDir: dist }).get("/dakdekker/uden", pageContext))?.value).toMatchObject({
        html: "nieuw",
      });
    });

    it("pages: a publish through one instance reaches the other, which stored nothing itself", async () => {
      const dist = distDir("shared-build");
      const A = createPageCacheHandler(makeStore());
      const B = createPageCacheHandler(makeOtherInstance());
      await new A({ serverDistDir: dist }).set("/dakdekker/uden", townPage("oud"), setContext);
      expect((await new B({ serverDistDir: dist }).get("/dakdekker/uden", pageContext))?.value).toMatchObject({
        html: "oud",
      });
      await tick();
      await new A({ serverDistDir: dist }).revalidateTag("sanity:town:uden", { expire: 0 });
      expect(await new B({ serverDistDir: dist }).get("/dakdekker/uden", pageContext)).toBeNull();
      // A page that does not show the town stays.
      await new A({ serverDistDir: dist }).set(
        "/over-ons",
        { ...townPage("over ons"), headers: { "x-next-cache-tags": "sanity:aboutPage" } },
        setContext,
      );
      await new A({ serverDistDir: dist }).revalidateTag("sanity:town:uden", { expire: 0 });
      expect(await new B({ serverDistDir: dist }).get("/over-ons", pageContext)).not.toBeNull();
    });
  }
});

describe("a Redis server that is down", () => {
  it("makes reads misses at once and a publish fail loudly, and recovers when it is back", async () => {
    const server = await startRedisServer();
    const store = redisStore(server.url, "down:");
    const handler = createUseCacheHandler(store);
    await handler.set("key", Promise.resolve(entry("er")));
    expect(await textOf(await handler.get("key", []))).toBe("er");
    await server.stop();

    const started = Date.now();
    expect(await handler.get("key", [])).toBeUndefined();
    expect(await store.get("anything", bytesCodec)).toBeNull();
    expect(Date.now() - started).toBeLessThan(10_000);
    // A webhook that cannot record its tags must answer an error, so Sanity delivers it again.
    await expect(handler.updateTags(["sanity:town:uden"], { expire: 0 })).rejects.toThrow();
  });
});

describe("a full Redis under noeviction (Upstash's default)", () => {
  it("stores no more entries, and still takes a publish, which every instance then sees", async () => {
    const server = await startRedisServer({ maxmemory: "3mb", policy: "noeviction" });
    const raw = createClient({ url: server.url });
    await raw.connect();
    try {
      const store = redisStore(server.url, "vol:");
      const handler = createUseCacheHandler(store);
      await handler.set("town", Promise.resolve(entry("Uden, oud")));
      // Entries until the server refuses writes, as a store that filled up.
      const block = Buffer.alloc(64 * 1024, 1);
      for (let i = 0; i < 200; i++) await store.set(`page:build:/vol-${i}`, block, bytesCodec, 3600);
      // To the last byte: small writes too, until the server refuses them.
      const full = async () => {
        for (let i = 0; i < 10_000; i++) await raw.set(`vol:page:build:/klein-${i}`, "x".repeat(512), { EX: 3600 });
      };
      await expect(full()).rejects.toThrow(/^OOM /);
      await store.set("page:build:/nieuw", block, bytesCodec, 3600);
      expect(await store.get("page:build:/nieuw", bytesCodec)).toBeNull();

      await tick();
      // The webhook's tag write: before, the OOM error answered the publish with 503 for as long as it lasted.
      await handler.updateTags(["sanity:town:uden"], { expire: 0 });
      expect(await handler.get("town", [])).toBeUndefined();
      const otherInstance = createUseCacheHandler(redisStore(server.url, "vol:"));
      expect(await otherInstance.getExpiration(["sanity:town:uden"])).toBeGreaterThan(0);
      // Entries made after the publish are kept again.
      await handler.set("town", Promise.resolve(entry("Uden, nieuw")));
      expect(await textOf(await otherInstance.get("town", []))).toBe("Uden, nieuw");
    } finally {
      await raw.quit();
      await server.stop();
    }
  });
});

describe("what the store keeps", () => {
  it.each([
    ["memory", () => memoryStore()],
    ["redis", () => redisStore(redis.url, "keys:")],
  ])("%s: no entry under a key longer than the site's own (a visitor's argument, 40 KB of it)", async (_name, make) => {
    const store = make();
    const long = `use-cache:["build","c030da38",["k${"a".repeat(40_000)}"]]`;
    await store.set(long, Buffer.from("null"), bytesCodec, 3600);
    expect(await store.get(long, bytesCodec)).toBeNull();
    const justFits = `use-cache:${"a".repeat(maxKeyBytes - "use-cache:".length)}`;
    await store.set(justFits, Buffer.from("ja"), bytesCodec, 3600);
    expect((await store.get(justFits, bytesCodec))?.toString()).toBe("ja");
  });

  it("keeps a page or a content read a week at most, whatever lifetime Next asks", async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const store = redisStore(redis.url, "life:");
      const Handler = createPageCacheHandler(store);
      await new Handler({ serverDistDir: distDir("life-build") }).set("/", townPage("thuis"), setContext);
      await createUseCacheHandler(store).set("read", Promise.resolve(entry("gelezen")));
      const week = entryLifetimeSeconds.page;
      for (const key of ["life:page:life-build:/", "life:use-cache:read"]) {
        const ttl = await client.ttl(key);
        expect(ttl, key).toBeGreaterThan(week - 60);
        expect(ttl, key).toBeLessThanOrEqual(week);
      }
    } finally {
      await client.quit();
    }
  });
});

describe("storm lifetimes", () => {
  it("end at the end time, and stay prerenderable (expire of five minutes or more)", () => {
    expect(stormCacheLife(8_000)).toEqual({ stale: 30, revalidate: 8, expire: 300 });
    expect(stormCacheLife(2 * 3600_000)).toEqual({ stale: 300, revalidate: 7200, expire: 7260 });
    expect(stormCacheLife(-5)).toMatchObject({ revalidate: 1 });
  });
});
