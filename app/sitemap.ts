import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/config";
import { articlePath } from "@/lib/content/articles";
import { townPath } from "@/lib/content/towns";
import { typeTag } from "@/lib/sanity/cache-tags";
import { fetchContent } from "@/lib/sanity/fetch";

const pagePaths: Record<string, string> = {
  homePage: "/",
  aboutPage: "/over-ons",
  servicesPage: "/onze-diensten",
  contactPage: "/contact",
  whyUsPage: "/waarom-ons",
  emergencyPage: "/spoedhulp",
  quotePage: "/offerte-aanvragen",
  tipsPage: "/tips-en-advies",
  legalPage: "/privacybeleid",
};

/** Every indexable public page, from the content: a town or article added in the Studio appears here too. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { pages, towns, articles } = await fetchContent(
    "sitemapQuery",
    {},
    ["town", "article", ...Object.keys(pagePaths)].map(typeTag),
  );
  const entry = (path: string, updatedAt: string | null, priority: number) => ({
    url: `${siteUrl}${path}`,
    ...(updatedAt ? { lastModified: updatedAt } : {}),
    priority,
  });
  return [
    ...pages.map((page) => entry(pagePaths[page._type] ?? "/", page.updatedAt, page._type === "homePage" ? 1 : 0.7)),
    ...towns.map((town) => entry(townPath(town.slug), town.updatedAt, 0.8)),
    ...articles.map((article) => entry(articlePath(article.slug), article.updatedAt, 0.6)),
  ];
}
