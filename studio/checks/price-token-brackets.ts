import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";
import { textsOf } from "./texts.ts";

/**
 * A price token states its VAT and minimum itself, in one bracket: "(vanaf €45 per m² (minimaal €175 per klus,
 * incl. btw))" and "…incl. btw) incl. btw" read as slips.
 */
export function priceTokenBracketProblems(docs: SanityDoc[]): string[] {
  const bracketed = /\([^()]*\{(?:prijs|vanaf|totaal|spoedtoeslag)[^}]*\}[^()]*\)/;
  const vatAfter =
    /\{(?:prijs|vanaf|totaal|spoedtoeslag)[^}]*\}\)?\s*,?\s*\(?(?:incl\.?|inclusief|excl\.?)\s*(?:btw|BTW)/;
  return docs
    .flatMap(textsOf)
    .flatMap(({ where, text }) => [
      ...(bracketed.test(text) ? [`${where}: a price token inside brackets; the token brings its own bracket`] : []),
      ...(vatAfter.test(text) ? [`${where}: "incl. btw" after a price token, which says it already`] : []),
    ]);
}
