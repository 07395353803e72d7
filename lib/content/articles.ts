import { fetchContent } from "@/lib/sanity/fetch";
import { readResolved } from "./read";
import { isSlug } from "./slug";

export async function getArticle(slug: string) {
  if (!isSlug(slug)) return null;
  return readResolved("articleQuery", { slug });
}

export async function getArticleSlugs() {
  return fetchContent("articleSlugsQuery", {});
}
