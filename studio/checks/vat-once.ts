import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";
import { paragraphsOf, resolvedDoc, tokenSourcesOf, townFacts } from "./resolved.ts";

/**
 * "Incl. btw" once per block, not after every amount: a price token says it by itself, but in a text with several
 * prices the text says it once in its own words ("Alle bedragen zijn inclusief btw.") and its tokens then leave it
 * out (lib/content/price-tokens.ts). Read as the visitor reads it, tokens resolved: a text field, a paragraph of
 * portable text or a table (caption and cells) that says it more than once is refused.
 */
export const vatMention = /\bincl(?:\.|usief)\s+(?:\d+\s?%\s+)?btw\b/giu;

export function vatOnceProblems(docs: SanityDoc[]): string[] {
  const sources = tokenSourcesOf(docs);
  if (!sources) return [];
  return docs
    .flatMap((doc) =>
      paragraphsOf(resolvedDoc(doc, sources, doc._type === "town" ? townFacts(doc) : undefined), doc._id),
    )
    .flatMap(({ where, text }) => {
      const count = text.match(vatMention)?.length ?? 0;
      return count > 1
        ? [`${where}: says "incl. btw" ${count} times; say it once ("Alle bedragen zijn inclusief btw.")`]
        : [];
    });
}
