import { fetchContent } from "@/lib/sanity/fetch";
import { isArticleIn, townAddressIn } from "./known-addresses";
import { isSlug } from "./slug";

/**
 * Every address a town or an article answers on, in one cached read keyed by nothing a visitor chooses (revalidated
 * when a town or an article is published). An address is checked against it before any read keyed by its slug, so an
 * unknown town or article answers 404 without a cache entry of its own: nothing a visitor makes up is stored.
 * proxy.ts checks the same list first (lib/content/known-addresses.ts), so a page load asks only for documents that
 * existed a moment ago; this check is what holds if one went in between, and for the router's RSC requests.
 */
async function knownDocuments() {
  return fetchContent("knownDocumentsQuery", {});
}

/** What a town address names: a town's own slug, another spelling of one (with the town it leads to), or nothing. */
export async function townAddress(slug: string): Promise<{ town: string } | { aliasOf: string } | null> {
  return isSlug(slug) ? townAddressIn(await knownDocuments(), slug) : null;
}

/** Whether an article has this slug. */
export async function isArticle(slug: string): Promise<boolean> {
  return isSlug(slug) && isArticleIn(await knownDocuments(), slug);
}
