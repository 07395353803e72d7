import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { sanityClient } from "./client";
import { usesContentLake } from "./env";
import { queryLocalDataset } from "./local-dataset";
import * as queries from "./queries";

/** The name of a query in queries.ts. Only these run: a caller cannot hand in GROQ of its own. */
export type QueryName = keyof typeof queries;
type QueryParams = Record<string, string | number | boolean | null>;

/** The result type TypeGen generated for a query defined with `defineQuery` (see sanity.types.ts). */
export type QueryResult<N extends QueryName> = (typeof queries)[N] extends keyof SanityQueries
  ? SanityQueries[(typeof queries)[N]]
  : never;

/** A slug, an id or a flag: parameters are short scalars, checked before any query runs. */
function checkedQuery(name: string, params: QueryParams): string {
  const query = Object.hasOwn(queries, name) ? (queries as Record<string, unknown>)[name] : undefined;
  if (typeof query !== "string") throw new Error(`Unknown content query "${name}".`);
  const values = Object.values(params);
  if (values.length > 5 || values.some((v) => (typeof v === "string" ? v.length > 200 : typeof v === "object" && v))) {
    throw new Error(`Refused parameters for content query "${name}".`);
  }
  return query;
}

async function run<T>(query: string, params: QueryParams): Promise<T> {
  if (usesContentLake) return sanityClient.fetch<T>(query, params);
  return queryLocalDataset<T>(query, params);
}

/**
 * The one way pages read content. Results are cached until a signed webhook revalidates one of `tags`, so a
 * visit never reaches the CMS. The source is the Content Lake when a project id is set, else the local dataset.
 */
export async function fetchContent<N extends QueryName>(
  name: N,
  params: QueryParams,
  tags: string[],
): Promise<QueryResult<N>> {
  "use cache";
  cacheLife("max");
  cacheTag(...tags);
  return run<QueryResult<N>>(checkedQuery(name, params), params);
}

/** The same queries without Next's cache: for background work (e-mail retries, purges) outside any request. */
export async function readContent<N extends QueryName>(name: N, params: QueryParams = {}): Promise<QueryResult<N>> {
  return run<QueryResult<N>>(checkedQuery(name, params), params);
}
