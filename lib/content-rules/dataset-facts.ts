import { articlePath, sitePages, townPath } from "../site/routes.ts";

/**
 * The few facts from other documents that the content rules need: the price codes, the slugs of the pages that
 * content makes (towns, articles) and the settings a town is measured against. The Studio reads them with this one
 * query through the validation context's client; the dataset check answers the same query from the dataset file.
 */
export type DatasetFacts = {
  priceCodes: string[];
  townSlugs: string[];
  articleSlugs: string[];
  settings: { radiusKm?: number; geo?: { lat?: number; lng?: number }; baseTown?: string } | null;
};

/** Published documents only: a draft's price or page does not exist for a visitor yet. */
export const datasetFactsQuery = `{
  "priceCodes": *[_type == "priceItem" && !(_id in path("drafts.**")) && defined(slug.current)].slug.current,
  "townSlugs": *[_type == "town" && !(_id in path("drafts.**")) && defined(slug.current)].slug.current,
  "articleSlugs": *[_type == "article" && !(_id in path("drafts.**")) && defined(slug.current)].slug.current,
  "settings": *[_id == "siteSettings"][0]{ "radiusKm": serviceArea.radiusKm, geo, "baseTown": address.city }
}`;

/** Every address of a page of this site: the route list's pages, each town's and each article's. */
export const pagePathsOf = (facts: DatasetFacts): Set<string> =>
  new Set([
    ...sitePages.map((page) => page.path),
    ...facts.townSlugs.map(townPath),
    ...facts.articleSlugs.map(articlePath),
  ]);
