import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

/**
 * One pattern for every page title in search results and browser tabs: what the page is, then "| {company}"
 * ("Spoedhulp bij daklekkage – dag en nacht bereikbaar | Brabant Dakzorg"). The home page opens with the name
 * instead. A title without the brand reads like another site's page in a list of results.
 */
export function titleProblems(docs: SanityDoc[]): string[] {
  const company = String(docs.find((doc) => doc._type === "siteSettings")?.companyName ?? "");
  const brand = new RegExp(
    `\\s\\|\\s(?:\\{company\\}${company ? `|${company.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}` : ""})$`,
  );
  return docs
    .filter((doc) => typeof doc.seoTitle === "string" && doc._type !== "homePage")
    .filter((doc) => !brand.test(String(doc.seoTitle)))
    .map((doc) => `${doc._id}.seoTitle: "${doc.seoTitle}" does not end with "| {company}"`);
}
