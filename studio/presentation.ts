import { type DocumentLocation, defineDocuments, defineLocations, presentationTool } from "sanity/presentation";
import { articlePath, pathOf, sitePages, townPath } from "../lib/site/routes.ts";

/**
 * The Presentation tool: the site's page beside the Studio's form, in draft mode (app/api/draft-mode/enable), on
 * this same origin. Where a document is shown comes from the route registry (lib/site/routes.ts): a page document
 * on its page, a town and an article on their own address, the town pages' shared words on every town, the site
 * settings on every page of the list, a price on the price guide.
 */

const pageTitle = (path: string) => (path === "/" ? "Home" : path);

/** Each page of the route list that a document type (or a legal page's slug) holds the words of. */
const pagesOf = (type: string, slug?: string): DocumentLocation[] =>
  sitePages
    .filter((page) =>
      page.document.type === "legalPage"
        ? type === "legalPage" && page.document.slug === slug
        : page.document.type === type,
    )
    .map((page) => ({ title: pageTitle(page.path), href: page.path }));

const pageLocations = Object.fromEntries(
  [...new Set(sitePages.map((page) => page.document.type))].map((type) => [
    type,
    defineLocations({
      select: { title: "title", slug: "slug.current" },
      resolve: (doc) => ({ locations: pagesOf(type, doc?.slug as string | undefined) }),
    }),
  ]),
);

export const locations = {
  ...pageLocations,
  town: defineLocations({
    select: { title: "name", slug: "slug.current" },
    resolve: (doc) => ({
      locations: doc?.slug ? [{ title: String(doc.title ?? doc.slug), href: townPath(String(doc.slug)) }] : [],
    }),
  }),
  article: defineLocations({
    select: { title: "title", slug: "slug.current" },
    resolve: (doc) => ({
      locations: doc?.slug ? [{ title: String(doc.title ?? doc.slug), href: articlePath(String(doc.slug)) }] : [],
    }),
  }),
  // The words every town page shares: shown on each town's page, so no single page to list here.
  townPage: defineLocations({ message: "Op elke plaatspagina: open een plaats om ze te zien", tone: "caution" }),
  siteSettings: defineLocations({
    message: "Op elke pagina van de site",
    tone: "caution",
    locations: sitePages.map((page) => ({ title: pageTitle(page.path), href: page.path })),
  }),
  priceItem: defineLocations({
    message: "In de prijsgids en in elke tekst die deze prijs noemt",
    tone: "caution",
    locations: [{ title: "Prijsgids", href: pathOf("priceGuide") }],
  }),
};

/** The document a page is about, for the Presentation tool's "main document": the page's own, a town, an article. */
export const mainDocuments = defineDocuments([
  { route: townPath(":slug"), filter: `_type == "town" && slug.current == $slug` },
  { route: articlePath(":slug"), filter: `_type == "article" && slug.current == $slug` },
  ...sitePages.map((page) => ({
    route: page.path,
    filter:
      page.document.type === "legalPage"
        ? `_type == "legalPage" && slug.current == "${page.document.slug}"`
        : `_type == "${page.document.type}"`,
  })),
]);

export const presentation = () =>
  presentationTool({
    title: "Voorbeeld",
    previewUrl: {
      initial: "/",
      previewMode: {
        enable: "/api/draft-mode/enable",
        disable: "/api/draft-mode/disable",
        // "Share preview access" makes a secret without an end: whoever receives the link can
        // open drafts until someone switches it off again. Whoever should see a draft signs in to the Studio.
        shareAccess: false,
      },
    },
    resolve: { locations, mainDocuments },
  });
