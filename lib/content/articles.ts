import { fetchContent } from "@/lib/sanity/fetch";
import { isArticle } from "./known-documents";
import { readResolved } from "./read";

/** An article as a page shows it, or null for a slug no article has (checked first: nothing is cached for it). */
export async function getArticle(slug: string) {
  if (!(await isArticle(slug))) return null;
  return readResolved("articleQuery", { slug });
}

export async function getArticleSlugs() {
  return fetchContent("articleSlugsQuery", {});
}
