import { fetchContent } from "@/lib/sanity/fetch";
import type { KnownDocumentsQueryResult } from "@/sanity.types";
import { isSlug } from "./slug";

/** Every town's slug and other spellings, and every article's slug: the addresses the site answers on. */
export type KnownDocuments = KnownDocumentsQueryResult;

/**
 * Every address a town or an article answers on, in one cached read keyed by nothing a visitor chooses (revalidated
 * when a town or an article is published). An address is checked against it before any read keyed by its slug, so an
 * unknown town or article answers 404 without a cache entry of its own: nothing a visitor makes up is stored.
 * proxy.ts checks the same list first (lib/content/unknown-addresses.ts), so a page asks only for documents that
 * existed a moment ago; this check is what holds if one went in between.
 */
async function knownDocuments() {
  return fetchContent("knownDocumentsQuery", {});
}

/** What a town address names in the list: a town's own slug, another spelling of one, or nothing. */
export function townAddressIn(known: KnownDocuments, slug: string): { town: string } | { aliasOf: string } | null {
  if (!isSlug(slug)) return null;
  if (known.towns.some((town) => town.slug === slug)) return { town: slug };
  const target = known.towns.find((town) => town.aliases?.includes(slug));
  return target?.slug ? { aliasOf: target.slug } : null;
}

/** Whether an article in the list has this slug. */
export const isArticleIn = (known: KnownDocuments, slug: string) => isSlug(slug) && known.articles.includes(slug);

/** What a town address names: a town's own slug, another spelling of one (with the town it leads to), or nothing. */
export async function townAddress(slug: string): Promise<{ town: string } | { aliasOf: string } | null> {
  return isSlug(slug) ? townAddressIn(await knownDocuments(), slug) : null;
}

/** Whether an article has this slug. */
export async function isArticle(slug: string): Promise<boolean> {
  return isSlug(slug) && isArticleIn(await knownDocuments(), slug);
}
