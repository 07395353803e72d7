import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { sanityClient } from "./client";
import { usesContentLake } from "./env";
import { queryLocalDataset } from "./local-dataset";

type QueryParams = Record<string, string | number | boolean | null>;

/** The result type TypeGen generated for a query defined with `defineQuery` (see sanity.types.ts). */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : never;

/**
 * The one way pages read content. Results are cached until a signed webhook revalidates one of `tags`, so a
 * visit never reaches the CMS. The source is the Content Lake when a project id is set, else the local dataset.
 */
export async function fetchContent<const Q extends string>(
  query: Q,
  params: QueryParams,
  tags: string[],
): Promise<QueryResult<Q>> {
  "use cache";
  cacheLife("max");
  cacheTag(...tags);
  if (usesContentLake) return sanityClient.fetch<QueryResult<Q>>(query, params);
  return queryLocalDataset<QueryResult<Q>>(query, params);
}
