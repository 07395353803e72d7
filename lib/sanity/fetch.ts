import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { usesContentLake } from "@/lib/public-config";
import { tagsForQuery } from "./cache-tags";
import { sanityClient } from "./client";
import { queryLocalDataset } from "./local-dataset";
import { previewClient } from "./preview";
import * as queries from "./queries";

/** The name of a query in queries.ts. Only these run: a caller cannot hand in GROQ of its own. */
export type QueryName = keyof typeof queries;
export type QueryParams = Record<string, string | number | boolean | null | string[]>;

/** The result type TypeGen generated for a query defined with `defineQuery` (see sanity.types.ts). */
export type QueryResult<N extends QueryName> = (typeof queries)[N] extends keyof SanityQueries
  ? SanityQueries[(typeof queries)[N]]
  : never;

const shortText = (value: unknown) => typeof value === "string" && value.length <= 200;

/** A slug, an id, a flag or a short list of names: parameters are checked before any query runs. */
function checkedQuery(name: string, params: QueryParams): string {
  const query = Object.hasOwn(queries, name) ? (queries as Record<string, unknown>)[name] : undefined;
  if (typeof query !== "string") throw new Error(`Unknown content query "${name}".`);
  const values = Object.values(params);
  const fits = (value: unknown) =>
    value === null ||
    typeof value === "number" ||
    typeof value === "boolean" ||
    shortText(value) ||
    (Array.isArray(value) && value.length <= 30 && value.every(shortText));
  if (values.length > 5 || !values.every(fits)) throw new Error(`Refused parameters for content query "${name}".`);
  return query;
}

async function run<T>(query: string, params: QueryParams): Promise<T> {
  if (usesContentLake) return sanityClient.fetch<T>(query, params);
  return queryLocalDataset<T>(query, params);
}

/**
 * Queries for the admin only (reply templates, launch checks): never through the cache, whose entries any caller of
 * its server reference could read. The admin renders per request and reads them with `readResolvedNow`
 * (lib/content/read.ts).
 */
const adminOnlyQueries = new Set<string>(["leadHandlingQuery", "launchCheckQuery"]);

/**
 * The one way pages read content: one query, its result as the editors wrote it. Results are cached until a signed
 * webhook revalidates a tag of the query (lib/sanity/cache-tags.ts: derived from the GROQ itself, never chosen by
 * the caller), so a visit never reaches the CMS. The source is the Content Lake when a project id is set, else the
 * local dataset. Tokens in the texts ({prijs:…}, {phone}, {town}, …) are resolved by the page's reader in one step
 * (lib/content/resolve.ts).
 */
export async function fetchContent<N extends QueryName>(name: N, params: QueryParams): Promise<QueryResult<N>> {
  "use cache";
  if (adminOnlyQueries.has(name)) throw new Error(`Content query "${name}" is for the admin only.`);
  cacheLife("max");
  const query = checkedQuery(name, params);
  cacheTag(...tagsForQuery(query, params));
  return run<QueryResult<N>>(query, params);
}

/**
 * The same queries without Next's cache: for the admin (read per request, never kept in the shared cache) and for
 * background work (e-mail retries, purges) outside any request.
 */
export async function readContent<N extends QueryName>(name: N, params: QueryParams = {}): Promise<QueryResult<N>> {
  return run<QueryResult<N>>(checkedQuery(name, params), params);
}

/**
 * The same queries in the drafts perspective, for a preview (draft mode, lib/sanity/preview.ts): from the Content
 * Lake the Studio edits, with the server-only Viewer token, never through Next's cache or the CDN. Never call it
 * inside a `'use cache'` function: Next lets a visitor's render join a pending cached call with the same arguments,
 * so a draft read there could reach a visitor. Callers branch before any cached function (lib/content/read.ts).
 */
export async function readDraft<N extends QueryName>(name: N, params: QueryParams = {}): Promise<QueryResult<N>> {
  if (!previewClient) throw new Error("No preview is configured (SANITY_API_READ_TOKEN and a Studio project).");
  if (adminOnlyQueries.has(name)) throw new Error(`Content query "${name}" is for the admin only.`);
  return previewClient.fetch<QueryResult<N>>(checkedQuery(name, params), params, {
    perspective: "drafts",
    cache: "no-store",
  });
}
