import { slugTag, typeTag } from "@/lib/sanity/cache-tags";
import { fetchContent } from "@/lib/sanity/fetch";
import { articleQuery, articleSlugsQuery } from "@/lib/sanity/queries";

export async function getArticle(slug: string) {
  return fetchContent(articleQuery, { slug }, [slugTag("article", slug)]);
}

export async function getArticleSlugs() {
  return fetchContent(articleSlugsQuery, {}, [typeTag("article")]);
}

export const articlePath = (slug: string) => `/tips-en-advies/${slug}`;
