import { beforeEach, describe, expect, it, vi } from "vitest";
import { cacheStore } from "@/lib/cache/store";
import {
  documentAddress,
  type KnownDocuments,
  namesKnownDocument,
  storedKnownDocuments,
} from "@/lib/content/known-addresses";

/**
 * What proxy.ts sends to the server-rendered 404 page (lib/content/unknown-addresses.ts) and what server.ts lets skip
 * it (lib/content/known-addresses.ts): which addresses name a town or an article, and that the list they are checked
 * against follows a publish, read from the store every instance shares (here the memory store: no REDIS_URL) and never
 * kept beside it.
 */

let list: KnownDocuments;
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/sanity/fetch", () => ({
  fetchContent: async () => {
    throw new Error("the proxy's check reads past Next's cache, never through it");
  },
  readContent: async (name: string) => {
    if (name !== "knownDocumentsQuery") throw new Error(`unexpected read ${name}`);
    reads.count++;
    return structuredClone(list);
  },
}));

const { isUnknownDocument } = await import("@/lib/content/unknown-addresses");

const known: KnownDocuments = {
  towns: [
    { slug: "uden", aliases: null },
    { slug: "st-michielsgestel", aliases: ["sint-michielsgestel"] },
  ],
  articles: ["plat-dak-of-hellend-dak"],
};

describe("documentAddress", () => {
  it("names the town of a public town address, in any capitals of its prefix, with the slug as written", () => {
    expect(documentAddress("/dakdekker-uden")).toEqual({ type: "town", slug: "uden", image: false });
    expect(documentAddress("/DAKDEKKER-Uden")).toEqual({ type: "town", slug: "Uden", image: false });
  });
  it("names the town of a share image below the town route, and the article of an article or its image", () => {
    expect(documentAddress("/dakdekker/uden/opengraph-image-1a2b/deel")).toEqual({
      type: "town",
      slug: "uden",
      image: true,
    });
    expect(documentAddress("/tips-en-advies/plat-dak-of-hellend-dak")).toEqual({
      type: "article",
      slug: "plat-dak-of-hellend-dak",
      image: false,
    });
    expect(documentAddress("/tips-en-advies/x/opengraph-image-1a2b/deel")).toEqual({
      type: "article",
      slug: "x",
      image: true,
    });
  });
  it("names nothing elsewhere: the tips page, the town route itself (redirected), other pages", () => {
    for (const path of ["/tips-en-advies", "/dakdekker", "/dakdekker-", "/dakdekker/uden", "/", "/contact"]) {
      expect(documentAddress(path), path).toBeNull();
    }
  });
});

describe("namesKnownDocument", () => {
  const names = (path: string) => namesKnownDocument(known, documentAddress(path)!);
  it("knows a town by its slug and by another spelling (its page redirects), its image by its own slug only", () => {
    expect(names("/dakdekker-uden")).toBe(true);
    expect(names("/dakdekker-sint-michielsgestel")).toBe(true);
    expect(names("/dakdekker/uden/opengraph-image-1a2b/deel")).toBe(true);
    expect(names("/dakdekker/sint-michielsgestel/opengraph-image-1a2b/deel")).toBe(false);
  });
  it("knows no made-up town or article, and no slug in capitals", () => {
    expect(names("/dakdekker-atlantis")).toBe(false);
    expect(names("/Dakdekker-Uden")).toBe(false);
    expect(names("/tips-en-advies/bestaat-niet")).toBe(false);
    expect(names("/tips-en-advies/plat-dak-of-hellend-dak")).toBe(true);
    expect(names("/tips-en-advies/plat-dak-of-hellend-dak/opengraph-image-1a2b/deel")).toBe(true);
  });
});

describe("isUnknownDocument", () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  const unknown = (path: string) => isUnknownDocument(documentAddress(path)!);

  beforeEach(async () => {
    list = structuredClone(known);
    // Every test starts after a publish: what an earlier one left in the store is old.
    await tick();
    await cacheStore().revalidateTags(["sanity:town", "sanity:article"], 0);
    await tick();
    reads.count = 0;
  });

  it("reads the list once, then answers from the store until a town or an article is published", async () => {
    expect(await unknown("/dakdekker-uden")).toBe(false);
    expect(await unknown("/dakdekker-atlantis")).toBe(true);
    expect(await unknown("/tips-en-advies/plat-dak-of-hellend-dak")).toBe(false);
    expect(reads.count).toBe(1);

    // Uden unpublished: the content changes, the list in the store does not, until the webhook's revalidation.
    list.towns = list.towns.filter((town) => town.slug !== "uden");
    expect(await unknown("/dakdekker-uden")).toBe(false);
    await tick();
    await cacheStore().revalidateTags(["sanity:town"], 0);
    await tick();
    expect(await unknown("/dakdekker-uden")).toBe(true);
    expect(reads.count).toBe(2);
  });

  it("gives server.ts the stored list while it is current, and nothing once a town is published", async () => {
    expect(await storedKnownDocuments()).toBeNull();
    await unknown("/dakdekker-uden");
    expect((await storedKnownDocuments())?.towns.map((town) => town.slug)).toEqual(["uden", "st-michielsgestel"]);
    await tick();
    await cacheStore().revalidateTags(["sanity:town"], 0);
    await tick();
    expect(await storedKnownDocuments()).toBeNull();
  });

  it("follows an article's publish too, and a publish of another type leaves the list alone", async () => {
    expect(await unknown("/tips-en-advies/nieuw-artikel")).toBe(true);
    list.articles = [...list.articles, "nieuw-artikel"];
    await tick();
    await cacheStore().revalidateTags(["sanity:siteSettings"], 0);
    await tick();
    expect(await unknown("/tips-en-advies/nieuw-artikel")).toBe(true);
    await cacheStore().revalidateTags(["sanity:article"], 0);
    await tick();
    expect(await unknown("/tips-en-advies/nieuw-artikel")).toBe(false);
    expect(reads.count).toBe(2);
  });
});
