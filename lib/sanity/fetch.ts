import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { sanityClient } from "./client";
import { usesContentLake } from "./env";
import { queryLocalDataset } from "./local-dataset";

type QueryParams = Record<string, string | number | boolean | null>;

/**
 * The one way pages read content. Results are cached until a signed webhook revalidates one of `tags`, so a
 * visit never reaches the CMS. The source is the Content Lake when a project id is set, else the local dataset.
 */
export async function fetchContent<T>(query: string, params: QueryParams, tags: string[]): Promise<T> {
  "use cache";
  cacheLife("max");
  cacheTag(...tags);
  if (usesContentLake) return sanityClient.fetch<T>(query, params);
  return queryLocalDataset<T>(query, params);
}
