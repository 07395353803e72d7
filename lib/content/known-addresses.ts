/**
 * The addresses a town or an article answers on, as proxy.ts and server.ts check them before a page load reaches its
 * route: which document an address names, and the list of the known ones kept in the cache store.
 *
 * Run by Node without the bundler too (server.ts): plain relative imports with `.ts` extensions only.
 */

import { createHash } from "node:crypto";
import type { KnownDocumentsQueryResult } from "../../sanity.types.ts";
import { approximateSize, cacheStore, type EntryCodec, entryLifetimeSeconds } from "../cache/store.ts";
import { clockNow, isExpired, isStale } from "../cache/tag-clock.ts";
import { tagsForQuery } from "../sanity/cache-tags.ts";
import { knownDocumentsQuery } from "../sanity/queries.ts";
import { articlePath, townPath, townRoutePath } from "../site/routes.ts";
import { isSlug } from "./slug.ts";

/** Every town's slug and other spellings, and every article's slug. */
export type KnownDocuments = KnownDocumentsQueryResult;

/** What a town address names in the list: a town's own slug, another spelling of one, or nothing. */
export function townAddressIn(known: KnownDocuments, slug: string): { town: string } | { aliasOf: string } | null {
  if (!isSlug(slug)) return null;
  if (known.towns.some((town) => town.slug === slug)) return { town: slug };
  const target = known.towns.find((town) => town.aliases?.includes(slug));
  return target?.slug ? { aliasOf: target.slug } : null;
}

/** Whether an article in the list has this slug. */
export const isArticleIn = (known: KnownDocuments, slug: string) => isSlug(slug) && known.articles.includes(slug);

/** The document a public address names: a town or an article, by its page or by its share image. */
export type DocumentAddress = { type: "town" | "article"; slug: string; image: boolean };

/** The segments after `prefix`, or null when the path does not start with it (in any capitals, if `anyCase`). */
function segmentsAfter(pathname: string, prefix: string, anyCase = false): string[] | null {
  const head = pathname.slice(0, prefix.length);
  if (pathname.length <= prefix.length || (anyCase ? head.toLowerCase() : head) !== prefix) return null;
  return pathname.slice(prefix.length).split("/");
}

/**
 * The town or article a path names, or null. The public town address is rewritten to the town route in any capitals
 * (next.config.ts), so its prefix is compared in any capitals too; the slug as written, since only a lower-case slug
 * can be a town's.
 */
export function documentAddress(pathname: string): DocumentAddress | null {
  const townPage = segmentsAfter(pathname, townPath(""), true);
  if (townPage?.length === 1) return { type: "town", slug: townPage[0]!, image: false };
  // The town route's own address is redirected to the public one (next.config.ts); below it are the share images.
  const townImage = segmentsAfter(pathname, townRoutePath(""));
  if (townImage && townImage.length > 1) return { type: "town", slug: townImage[0]!, image: true };
  const article = segmentsAfter(pathname, articlePath(""));
  if (article) return { type: "article", slug: article[0]!, image: article.length > 1 };
  return null;
}

/**
 * Whether the list has the document: a town's page by its slug or another spelling (the page redirects that), its
 * share image by its own slug only.
 */
export function namesKnownDocument(known: KnownDocuments, address: DocumentAddress): boolean {
  if (address.type === "article") return isArticleIn(known, address.slug);
  const town = townAddressIn(known, address.slug);
  return town !== null && (!address.image || "town" in town);
}

/**
 * The list lives in the store Next's caches use (lib/cache/store.ts: this process's memory, or Redis shared by every
 * instance), checked against the tag states the webhook writes, as every cached read is: a town or article published
 * or unpublished through any instance counts on the next request to any instance. Neither the proxy nor server.ts
 * can use `'use cache'` (it runs only inside Next's rendering), and a list in one process's memory would miss a
 * publish that reached another instance.
 */
type Entry = { madeAt: number; known: KnownDocuments };
const codec: EntryCodec<Entry> = {
  encode: (entry) => Buffer.from(JSON.stringify(entry), "utf8"),
  decode: (bytes) => JSON.parse(bytes.toString("utf8")) as Entry,
  size: approximateSize,
};
const tags = tagsForQuery(knownDocumentsQuery);
// Named after the query, so a deploy that changes the query does not read a list of another shape.
const key = `known-addresses:${createHash("sha256").update(knownDocumentsQuery).digest("hex").slice(0, 16)}`;

/** The list as the store holds it, when no town or article was published since it was read; else null. */
export async function storedKnownDocuments(now = clockNow()): Promise<KnownDocuments | null> {
  try {
    const entry = await cacheStore().get(key, codec);
    if (!entry) return null;
    const states = await cacheStore().tagStates(tags);
    return isExpired(states, entry.madeAt, now) || isStale(states, entry.madeAt) ? null : entry.known;
  } catch {
    return null; // Unknown whether a publish came in between: the list is read again.
  }
}

/** Keeps the list, as read from the content starting at `madeAt` (a publish meanwhile makes it old at once). */
export async function storeKnownDocuments(known: KnownDocuments, madeAt: number): Promise<void> {
  await cacheStore().set(key, { madeAt, known }, codec, entryLifetimeSeconds.read);
}

/**
 * Set by server.ts on a page load whose document the stored list has: proxy.ts's matcher skips such a request, so a
 * known town or article costs no proxy run (up to a millisecond of CPU per page on two cores). server.ts removes any
 * copy a client sends. A host without server.ts cannot: there a client that sends it gets, at an address that names
 * no document, the route's own 404 (the empty shell), as every visitor did before proxy.ts checked.
 */
export const knownAddressHeader = "x-known-address";
