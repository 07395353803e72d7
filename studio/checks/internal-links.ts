import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";
import { articlePath, sitePages, townPath } from "../../lib/site/routes.ts";

/**
 * Every link to a page of this site (a link in rich text, a link under an FAQ answer) names a page that exists:
 * one of the route list, or a town or article of this dataset. Query and fragment are not checked.
 */
export function internalLinkProblems(docs: SanityDoc[]): string[] {
  const slugsOf = (type: string) =>
    docs.flatMap((doc) => {
      const slug = (doc.slug as { current?: string } | undefined)?.current;
      return doc._type === type && slug ? [slug] : [];
    });
  const paths = new Set([
    ...sitePages.map((page) => page.path),
    ...slugsOf("town").map(townPath),
    ...slugsOf("article").map(articlePath),
  ]);
  const problems: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${where}[${index}]`);
      });
    } else if (value && typeof value === "object") {
      const href = (value as { href?: unknown }).href;
      if (typeof href === "string" && href.startsWith("/") && !paths.has(href.split(/[?#]/)[0]!)) {
        problems.push(`${where}: the link to ${href} names no page of this site`);
      }
      for (const [key, item] of Object.entries(value)) visit(item, `${where}.${key}`);
    }
  };
  for (const doc of docs) visit(doc, doc._id);
  return problems;
}
