import { articlePath, pathOf, sitePages, townPath } from "@/lib/site/routes";
import { readDocuments } from "../support/dataset-file";

/** The public pages of the dataset in the repository (the e2e server starts from a copy of it). */
type Doc = { _type: string; name?: string; slug?: { current: string }; heroVariant?: string };
const docs = readDocuments<Doc>();

const townDocs = docs.filter((d) => d._type === "town");
export const towns = townDocs.map((d) => ({ name: d.name!, slug: d.slug!.current, path: townPath(d.slug!.current) }));

export const articles = docs.filter((d) => d._type === "article").map((d) => articlePath(d.slug!.current));

export const staticRoutes = sitePages.map((page) => page.path);

export const publicRoutes = [...staticRoutes, ...articles, ...towns.map((t) => t.path)];

/**
 * Answers of the price guide (its GET form's addresses): a price with the minimum charge, a price at the usual size
 * (no size given), a refused size, a job priced per klus, a size above the largest, an unknown job and no job.
 */
export const priceGuideAnswers = [
  "/kosten-dakreparatie?klus=dakpannen-vervangen&omvang=2",
  "/kosten-dakreparatie?klus=nokvorsten-vastzetten",
  "/kosten-dakreparatie?klus=schoorsteen&omvang=twee",
  "/kosten-dakreparatie?klus=lekkage-opsporen&omvang=3",
  "/kosten-dakreparatie?klus=plat-dak-epdm&omvang=600",
  "/kosten-dakreparatie?klus=dakraam&omvang=1",
  "/kosten-dakreparatie?omvang=12",
];

/**
 * The quote page with an estimate from the price guide (its "Vraag deze prijs vast aan"): a price per m², a job
 * priced per klus, and a job the guide has no price for (the plain form).
 */
export const quoteEstimatePages = [
  "/offerte-aanvragen?klus=dakpannen-vervangen&omvang=12",
  "/offerte-aanvragen?klus=lekkage-opsporen",
  "/offerte-aanvragen?klus=dakraam&omvang=4",
];

/** An address that is no page: the site's 404. */
export const unknownPath = "/pagina-die-niet-bestaat";

/** Every page a visitor can reach, with each state of the guide and the quote page, and the 404. */
export const everyPage = [...publicRoutes, ...priceGuideAnswers, ...quoteEstimatePages, unknownPath];

/**
 * One page per template and state: every site page (each has its own), the first town of each hero variant, one
 * article, the guide's answer with a price, with a refused size and for an unknown job, one quote page with an
 * estimate, and the 404. What a page shows comes from its template; the words in it come from the content, which
 * the fast tier's structural crawl (every page) and the dataset check read. The full tier checks `everyPage`.
 */
export const templatePages = [
  ...staticRoutes,
  ...[...new Set(townDocs.map((d) => d.heroVariant))].map((variant) =>
    townPath(townDocs.find((d) => d.heroVariant === variant)!.slug!.current),
  ),
  articles[0]!,
  priceGuideAnswers[0]!,
  priceGuideAnswers[2]!,
  priceGuideAnswers[5]!,
  quoteEstimatePages[0]!,
  unknownPath,
];

/**
 * The pages whose design was reviewed from screenshots: the home page, the standard inner pages, the price guide, the
 * quote page, an article, the three kinds of town page and the 404. tests/e2e/shared/design.spec.ts checks the design's
 * acceptance points on them, html-validity.spec.ts runs the W3C checker on them.
 */
export const reviewedPages = {
  home: pathOf("home"),
  services: pathOf("services"),
  prices: pathOf("priceGuide"),
  quote: pathOf("quote"),
  about: pathOf("about"),
  article: articlePath("oorzaken-daklekkage-brabant"),
  standardTown: townPath("boxtel"),
  customTown: townPath("schijndel"),
  leakTown: townPath("uden"),
  notFound: unknownPath,
} as const;
