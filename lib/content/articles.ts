import { fetchContent } from "@/lib/sanity/fetch";
import { isSlug } from "./slug";

export async function getArticle(slug: string) {
  if (!isSlug(slug)) return null;
  return fetchContent("articleQuery", { slug });
}

export async function getArticleSlugs() {
  return fetchContent("articleSlugsQuery", {});
}
