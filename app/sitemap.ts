import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/config";
import { getSitePages } from "@/lib/content/site-pages";
import { fetchContent } from "@/lib/sanity/fetch";
import { articlePath, townPath } from "@/lib/site/routes";

/** Every indexable public page: the route list, and every town and article in the content (new ones too). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, { towns, articles }] = await Promise.all([getSitePages(), fetchContent("sitemapQuery", {})]);
  const entry = (path: string, updatedAt: string | null, priority: number) => ({
    url: `${siteUrl}${path}`,
    ...(updatedAt ? { lastModified: updatedAt } : {}),
    priority,
  });
  return [
    ...pages.flatMap((page) =>
      page.sitemapPriority === null ? [] : [entry(page.path, page.updatedAt, page.sitemapPriority)],
    ),
    ...towns.map((town) => entry(townPath(town.slug), town.updatedAt, 0.8)),
    ...articles.map((article) => entry(articlePath(article.slug), article.updatedAt, 0.6)),
  ];
}
