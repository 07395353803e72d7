import { defineQuery } from "groq";

/**
 * Every GROQ query of the site. TypeGen (`npm run typegen`) types each one by its variable name, e.g.
 * `townQuery` → `TownQueryResult` in sanity.types.ts.
 */

/** Company facts, claims and contact details shown on every page. */
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings"][0]{
  companyName,
  legalName,
  tagline,
  defaultTitleSuffix,
  phone,
  contactButtons,
  whatsapp,
  email,
  address,
  kvk,
  vatId,
  geo,
  openingHours,
  claims,
  certificates,
  reviewPolicy,
  sampleLabels,
  promises,
  serviceArea,
  whatsappMessages,
  emergencyPopup,
  trustBar,
  directHelp,
  "photos": photos{
    "team": team{ "src": image.asset->url, alt, caption, standInAlt },
    "van": van{ "src": image.asset->url, alt, caption, standInAlt }
  },
  stormMode,
  gtmId,
  consent,
  formNotice
}`);

/** What the admin needs to judge and answer leads: the office hours, the callback promise, the reply texts. */
export const leadHandlingQuery = defineQuery(`*[_type == "siteSettings"][0]{
  companyName,
  "openingHours": openingHours{ weekly, closedOnPublicHolidays, exceptions },
  "callbackMinutes": promises.callbackMinutes,
  whatsapp,
  leadHandling
}`);

/** Where lead e-mails go when LEADS_NOTIFY_TO is not set. */
export const companyEmailQuery = defineQuery(`*[_type == "siteSettings"][0].email`);
export const companyNameQuery = defineQuery(`*[_type == "siteSettings"][0].companyName`);

/** Town names and addresses, for the service-area links in the footer and on the home page. */
export const townListQuery = defineQuery(`*[_type == "town" && defined(slug.current)] | order(name asc){
  name,
  "slug": slug.current
}`);

const photoProjection = `{ "src": coalesce(image.asset->url, src), alt }`;

export const homePageQuery = defineQuery(`{
  "page": *[_type == "homePage"][0],
  "testimonials": *[_type == "testimonial"] | order(_id asc){ _id, name, place, quote, service, source, date, url, consentRecorded },
  "projects": *[_type == "projectPhoto"] | order(order asc){
    _id, title, caption, "before": before${photoProjection}, "after": after${photoProjection},
    "ownWork": coalesce(ownWork, false)
  },
  "faqs": *[_type == "faq"] | order(order asc){ _id, question, answer, link },
  "services": *[_type == "service"] | order(order asc){ _id, title, "slug": slug.current, icon, summary, "priceId": price._ref }
}`);

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage"][0]`);

export const servicesPageQuery = defineQuery(`{
  "page": *[_type == "servicesPage"][0],
  "services": *[_type == "service"] | order(order asc){ _id, title, "slug": slug.current, icon, summary, body, points }
}`);

export const contactPageQuery = defineQuery(`*[_type == "contactPage"][0]`);

export const whyUsPageQuery = defineQuery(`*[_type == "whyUsPage"][0]`);

export const emergencyPageQuery = defineQuery(`*[_type == "emergencyPage"][0]`);

export const quotePageQuery = defineQuery(`*[_type == "quotePage"][0]`);

export const thankYouPageQuery = defineQuery(`*[_type == "thankYouPage"][0]`);
export const stormReportPageQuery = defineQuery(`*[_type == "stormReportPage"][0]`);

export const legalPageQuery = defineQuery(`*[_type == "legalPage" && slug.current == $slug][0]`);

const articleCardProjection = `{ _id, title, "slug": slug.current, category, readTime, excerpt, publishedAt }`;

export const tipsPageQuery = defineQuery(`{
  "page": *[_type == "tipsPage"][0],
  "tips": *[_type == "tip"] | order(order asc){ _id, title, content, action, priority, season, "articleSlug": article->slug.current },
  "seasons": *[_type == "seasonalTip"] | order(order asc){ _id, season, title, items },
  "articles": *[_type == "article"] | order(order asc)${articleCardProjection}
}`);

/**
 * One article. `pricesUpdatedAt`: when the price list last changed, since an article names its prices through tokens
 * and so is up to date with them ("Bijgewerkt: november 2026").
 */
export const articleQuery = defineQuery(`*[_type == "article" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, category, readTime, excerpt, publishedAt, "updatedAt": coalesce(_updatedAt, publishedAt), seoDescription, body,
  "pricesUpdatedAt": *[_type == "priceItem"] | order(_updatedAt desc)[0]._updatedAt
}`);

export const articleSlugsQuery = defineQuery(`*[_type == "article" && defined(slug.current)].slug.current`);

export const townQuery = defineQuery(`*[_type == "town" && slug.current == $slug][0]{
  ...,
  "slug": slug.current,
  "ownTips": ownFrame.tips[]->{ _id, title, content, action, priority, "articleSlug": article->slug.current },
  customHero{
    ...,
    recentWork[]{ _key, title, caption, alt, "src": coalesce(image.asset->url, src), "ownWork": coalesce(ownWork, false) }
  }
}`);

export const townSlugsQuery = defineQuery(`*[_type == "town" && defined(slug.current)].slug.current`);

/** Every address a town or article answers on: checked before any read keyed by a slug (lib/content/known-documents.ts). */
export const knownDocumentsQuery = defineQuery(`{
  "towns": *[_type == "town" && defined(slug.current)]{ "slug": slug.current, aliases },
  "articles": *[_type == "article" && defined(slug.current)].slug.current
}`);

/** The words every town page shares (Studio → Plaatspagina’s), with {town}-style placeholders. */
export const townPageQuery = defineQuery(`*[_type == "townPage"][0]`);

/** The words of the page for an address the site does not have (Studio → Pagina niet gevonden). */
export const notFoundPageQuery = defineQuery(
  `*[_type == "notFoundPage"][0]{ title, heading, text, callLabel, pagesHeading, townsHeading }`,
);

/** The three tips shown on every town page. */
export const townTipsQuery = defineQuery(
  `*[_type == "tip"] | order(order asc)[0...3]{ _id, title, content, action, priority, "articleSlug": article->slug.current }`,
);

/** The four services, for the links on town pages (each to its own place on the services page). */
export const serviceListQuery = defineQuery(
  `*[_type == "service"] | order(order asc){ _id, title, icon, "slug": slug.current }`,
);

/** The names and dates of the pages in the route list (lib/site/routes.ts): page documents and legal pages. */
export const sitePagesQuery = defineQuery(`*[_type in $types || (_type == "legalPage" && slug.current in $legalSlugs)]{
  _type, "slug": slug.current, navigationLabel, "updatedAt": _updatedAt
}`);

/** Everything the sitemap lists besides the site's own pages, with the date it last changed. */
export const sitemapQuery = defineQuery(`{
  "towns": *[_type == "town" && defined(slug.current)]{ "slug": slug.current, "updatedAt": _updatedAt },
  "articles": *[_type == "article" && defined(slug.current)]{ "slug": slug.current, "updatedAt": coalesce(_updatedAt, publishedAt) }
}`);

/** The price list: every price the site names (see lib/content/price-tokens.ts). */
export const priceListQuery = defineQuery(`*[_type == "priceItem" && defined(slug.current)] | order(order asc){
  _id, title, "slug": slug.current, unit, priceLow, priceHigh, minimumCharge, typicalSize, maxSize, summary,
  included, notIncluded, moreExpensiveWhen, "updatedAt": _updatedAt
}`);

/** The price guide's words (/kosten-dakreparatie); its jobs and figures are the price list above. */
export const priceGuidePageQuery = defineQuery(`*[_type == "priceGuidePage"][0]`);

/**
 * What the admin's launch checklist reads from the content (lib/admin/launch-checklist.ts): the company's details
 * and every piece of sample material, with what it is called and where it stands.
 */
export const launchCheckQuery = defineQuery(`{
  "settings": *[_type == "siteSettings"][0]{
    companyName, legalName, email, kvk, vatId, "phone": phone.e164, "whatsapp": whatsapp.number,
    "figuresConfirmed": coalesce(claims.figuresConfirmed, false),
    "certificates": certificates[]{ name, validUntil, url }
  },
  "testimonials": *[_type == "testimonial"] | order(_id asc){ name, place, source },
  "towns": *[_type == "town"] | order(name asc){
    name, heroVariant,
    "quotes": quotes[]{ name, source },
    "recentWork": customHero.recentWork[]{ title, "ownWork": coalesce(ownWork, false) }
  },
  "projects": *[_type == "projectPhoto"] | order(order asc){ title, "ownWork": coalesce(ownWork, false) },
  "articles": *[_type == "article"] | order(order asc){
    title,
    "caseStudies": body[_type == "caseStudy"]{ heading, "ownWork": coalesce(ownWork, false) }
  }
}`);
