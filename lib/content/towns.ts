import { slugTag, typeTag } from "@/lib/sanity/cache-tags";
import { fetchContent } from "@/lib/sanity/fetch";
import { serviceListQuery, townListQuery, townQuery, townSlugsQuery, townTipsQuery } from "@/lib/sanity/queries";
import type { TownQueryResult } from "@/sanity.types";

export type Town = NonNullable<TownQueryResult>;

/** One town by slug, or null for an unknown town (the page answers 404). */
export async function getTown(slug: string) {
  return fetchContent(townQuery, { slug }, [slugTag("town", slug)]);
}

export async function getTownSlugs() {
  return fetchContent(townSlugsQuery, {}, [typeTag("town")]);
}

export async function getTownList() {
  return fetchContent(townListQuery, {}, [typeTag("town")]);
}

export async function getTownTips() {
  return fetchContent(townTipsQuery, {}, [typeTag("tip")]);
}

/** The public address of a town page. */
export const townPath = (slug: string) => `/dakdekker-${slug}`;

export async function getServiceList() {
  return fetchContent(serviceListQuery, {}, [typeTag("service")]);
}
