import { createHash } from "node:crypto";
import { approximateSize, cacheStore, type EntryCodec, entryLifetimeSeconds } from "@/lib/cache/store";
import { clockNow, isExpired, isStale } from "@/lib/cache/tag-clock";
import { errorSummary } from "@/lib/logging";
import { tagsForQuery } from "@/lib/sanity/cache-tags";
import { readContent } from "@/lib/sanity/fetch";
import { knownDocumentsQuery } from "@/lib/sanity/queries";
import { articlePath, townPath, townRoutePath } from "@/lib/site/routes";
import { isArticleIn, type KnownDocuments, townAddressIn } from "./known-documents";

/**
 * Where proxy.ts sends an address of a town or an article the site does not have: a path no route has, so Next
 * answers it with app/global-not-found.tsx, rendered on the server (status 404, the site's chrome and the 404 page's
 * words in the HTML). A notFound() inside the town or article route would answer with an empty HTML shell instead
 * (vercel/next.js#62228): the browser renders the words only after the framework's scripts ran. In the App Router
 * a folder whose name starts with `_` is private, so this path can never become a route.
 */
export const notFoundRewritePath = "/_niet-gevonden";

/** The document a public address names: a town or an article, by its page or by its share image. */
export type DocumentAddress = { type: "town" | "article"; slug: string; image: boolean };

/** The segments after `prefix`, or null when the path does not start with it (in any capitals, if `anyCase`). */
function segmentsAfter(pathname: string, prefix: string, anyCase = false): string[] | null {
  const head = pathname.slice(0, prefix.length);
  if (pathname.length <= prefix.length || (anyCase ? head.toLowerCase() : head) !== prefix) return null;
  return pathname.slice(prefix.length).split("/");
}

/**
 * The town or article an address of proxy.ts's matcher names. The public town address is rewritten to the town route
 * in any capitals (next.config.ts), so its prefix is compared in any capitals too; the slug as written, since only a
 * lower-case slug can be a town's.
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

/** Whether the list has the document: a town's page by its own slug or another spelling (it redirects), its image by its own. */
export function namesKnownDocument(known: KnownDocuments, address: DocumentAddress): boolean {
  if (address.type === "article") return isArticleIn(known, address.slug);
  const town = townAddressIn(known, address.slug);
  return town !== null && (!address.image || "town" in town);
}

/**
 * The list of known addresses as proxy.ts reads it. A proxy runs outside React's rendering, where `'use cache'` is
 * not available, so the list is kept in the store Next's caches use (lib/cache/store.ts: this process's memory, or
 * Redis shared by every instance) and checked against the same tag states the webhook writes: a town or article
 * published or unpublished on any instance is answered accordingly on the next request to any instance. No list
 * lives in one process's memory beside the store.
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

async function isCurrent(entry: Entry, now: number): Promise<boolean> {
  try {
    const states = await cacheStore().tagStates(tags);
    return !isExpired(states, entry.madeAt, now) && !isStale(states, entry.madeAt);
  } catch {
    return false; // Unknown whether a publish came in between: read the list again.
  }
}

async function knownDocuments(): Promise<KnownDocuments> {
  const store = cacheStore();
  // Counted from before the read: a publish while it runs makes the entry old at once (as the page cache does).
  const now = clockNow();
  const entry = await store.get(key, codec);
  if (entry && (await isCurrent(entry, now))) return entry.known;
  const known = await readContent("knownDocumentsQuery");
  await store.set(key, { madeAt: now, known }, codec, entryLifetimeSeconds.read);
  return known;
}

/**
 * Whether an address names a town or an article the site does not have. When the list cannot be read (the Content
 * Lake unreachable), the request goes on to the route, which answers as it can: a town page the cache holds still
 * shows.
 */
export async function isUnknownDocument(address: DocumentAddress): Promise<boolean> {
  try {
    return !namesKnownDocument(await knownDocuments(), address);
  } catch (error) {
    console.error("Known addresses not read:", errorSummary(error));
    return false;
  }
}
