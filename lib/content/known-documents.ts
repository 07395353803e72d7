import { fetchContent } from "@/lib/sanity/fetch";
import { isSlug } from "./slug";

/**
 * Every address a town or an article answers on, in one cached read keyed by nothing a visitor chooses (revalidated
 * when a town or an article is published). An address is checked against it before any read keyed by its slug, so an
 * unknown town or article answers 404 without a cache entry of its own: nothing a visitor makes up is stored.
 */
async function knownDocuments() {
  return fetchContent("knownDocumentsQuery", {});
}

/** What a town address names: a town's own slug, another spelling of one (with the town it leads to), or nothing. */
export async function townAddress(slug: string): Promise<{ town: string } | { aliasOf: string } | null> {
  if (!isSlug(slug)) return null;
  const { towns } = await knownDocuments();
  if (towns.some((town) => town.slug === slug)) return { town: slug };
  const target = towns.find((town) => town.aliases?.includes(slug));
  return target?.slug ? { aliasOf: target.slug } : null;
}

/** Whether an article has this slug. */
export async function isArticle(slug: string): Promise<boolean> {
  return isSlug(slug) && (await knownDocuments()).articles.includes(slug);
}
