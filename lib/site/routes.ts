/**
 * The site's own pages, in one list: where each lives, which document holds its words, where it is linked and how
 * the sitemap weighs it. The menu, the footer, the sitemap, the Studio's page documents, the admin's page test and
 * the end-to-end tests all read this list, so a new page is one entry here (plus its page file and document).
 * Towns and articles are not listed: their pages come from the content. Plain data without value imports: the
 * Studio, the dataset check and server.ts (which runs without the bundler) read it too.
 */

import type { FormVariant } from "../forms/contract.ts";
import { townPath, townRoutePath } from "./town-path.ts";

export { townPath, townRoutePath };

/** The document types that each hold one page's words (one document each in the Studio). */
export type PageDocumentType =
  | "homePage"
  | "aboutPage"
  | "servicesPage"
  | "contactPage"
  | "whyUsPage"
  | "emergencyPage"
  | "quotePage"
  | "tipsPage"
  | "thankYouPage"
  | "stormReportPage"
  | "priceGuidePage";

export type SitePage = {
  /** The name code uses for the page: `pathOf("quote")`, never the path itself. */
  key: PageKey;
  path: string;
  /** The document with the page's words: a page document, or a legal page by its slug. */
  document: { type: PageDocumentType } | { type: "legalPage"; slug: string };
  /** `main`: the menu and the footer's page list. `legal`: the footer's bottom line. */
  nav: "main" | "legal" | null;
  /** Weight in the sitemap, or null for a page search engines need not list. */
  sitemapPriority: number | null;
  /**
   * The request forms the page renders (lib/forms/contract.ts variants). It sets the largest body the page accepts
   * (lib/security/body-limits.ts: photos only where a form takes them); tests/e2e/shared/client-address.spec.ts checks it
   * against the rendered pages.
   */
  forms: readonly FormVariant[];
};

const entries = [
  {
    key: "home",
    path: "/",
    document: { type: "homePage" },
    nav: "main",
    sitemapPriority: 1,
    forms: ["minimal"],
  },
  {
    key: "emergency",
    path: "/spoedhulp",
    document: { type: "emergencyPage" },
    nav: "main",
    sitemapPriority: 0.9,
    forms: [],
  },
  {
    key: "services",
    path: "/onze-diensten",
    document: { type: "servicesPage" },
    nav: "main",
    sitemapPriority: 0.8,
    forms: [],
  },
  {
    key: "priceGuide",
    path: "/kosten-dakreparatie",
    document: { type: "priceGuidePage" },
    nav: "main",
    sitemapPriority: 0.8,
    forms: [],
  },
  {
    key: "quote",
    path: "/offerte-aanvragen",
    document: { type: "quotePage" },
    nav: "main",
    sitemapPriority: 0.8,
    forms: ["full"],
  },
  {
    key: "tips",
    path: "/tips-en-advies",
    document: { type: "tipsPage" },
    nav: "main",
    sitemapPriority: 0.7,
    forms: [],
  },
  { key: "whyUs", path: "/waarom-ons", document: { type: "whyUsPage" }, nav: "main", sitemapPriority: 0.6, forms: [] },
  { key: "about", path: "/over-ons", document: { type: "aboutPage" }, nav: "main", sitemapPriority: 0.6, forms: [] },
  {
    key: "contact",
    path: "/contact",
    document: { type: "contactPage" },
    nav: "main",
    sitemapPriority: 0.7,
    forms: ["message"],
  },
  {
    key: "privacy",
    path: "/privacybeleid",
    document: { type: "legalPage", slug: "privacybeleid" },
    nav: "legal",
    sitemapPriority: 0.3,
    forms: [],
  },
  {
    key: "warranty",
    path: "/garantievoorwaarden",
    document: { type: "legalPage", slug: "garantievoorwaarden" },
    nav: "legal",
    sitemapPriority: 0.3,
    forms: [],
  },
  {
    key: "thankYou",
    path: "/bedankt",
    document: { type: "thankYouPage" },
    nav: null,
    sitemapPriority: null,
    forms: [],
  },
  // Linked from the storm banner while storm mode is on; always there for a link someone kept.
  {
    key: "stormReport",
    path: "/stormschade-melden",
    document: { type: "stormReportPage" },
    nav: null,
    sitemapPriority: null,
    forms: ["storm"],
  },
  // Where a storm report lands: after a storm nobody is called back in minutes, and nothing is free.
  {
    key: "stormThankYou",
    path: "/stormschade-melden/bedankt",
    document: { type: "stormReportPage" },
    nav: null,
    sitemapPriority: null,
    forms: [],
  },
] as const satisfies readonly (Omit<SitePage, "key"> & { key: string })[];

/** The names of the site's pages, taken from the list. */
export type PageKey = (typeof entries)[number]["key"];

export const sitePages: SitePage[] = [...entries];

/**
 * The main pages the top bar links from 1280 px, beside the contact routes, in this order (the menu keeps every main
 * page, on every screen). Five: what fits beside the call, the quote and WhatsApp.
 */
export const headerNav: readonly PageKey[] = ["emergency", "services", "priceGuide", "about", "contact"];

/** A page's address by its name: `pathOf("quote")` → "/offerte-aanvragen". */
export function pathOf(key: PageKey): string {
  const page = entries.find((entry) => entry.key === key);
  if (!page) throw new Error(`No page named ${key} in lib/site/routes.ts.`);
  return page.path;
}

/** The page document types, in the order of the list (the Studio shows them so). */
export const pageDocumentTypes = [
  ...new Set(sitePages.flatMap((page) => (page.document.type === "legalPage" ? [] : [page.document.type]))),
];

/** The legal pages' slugs. */
export const legalPageSlugs = sitePages.flatMap((page) =>
  page.document.type === "legalPage" ? [page.document.slug] : [],
);

/**
 * The forms a town page may render: the short request form in the standard and leak heroes
 * (components/town/town-heroes.tsx). A town with its own hero (Schijndel) has none; which hero a town gets is
 * content, so every town page gets the short form's body limit.
 */
export const townPageForms: readonly FormVariant[] = ["minimal"];
export const articlePath = (slug: string) => `${pathOf("tips")}/${slug}`;
/** Articles link to the quote page; they have no form of their own. */
export const articlePageForms: readonly FormVariant[] = [];

/** Whether a path has the shape of `address("{slug}")`: one slug, no further segments. */
function hasShapeOf(address: (slug: string) => string, pathname: string): boolean {
  const prefix = address("");
  return pathname.startsWith(prefix) && pathname.length > prefix.length && !pathname.slice(prefix.length).includes("/");
}

/** A town page's address, public or the app's own (a town that does not exist has the same shape). */
export const isTownPagePath = (pathname: string) =>
  hasShapeOf(townPath, pathname) || hasShapeOf(townRoutePath, pathname);

/** An article's address. */
export const isArticlePath = (pathname: string) => hasShapeOf(articlePath, pathname);
