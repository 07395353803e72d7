import { textsOf } from "../../lib/content-rules/texts.ts";
import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

/**
 * A price token states its VAT and minimum itself, in one bracket: "(vanaf € 45 per m² (minimaal € 175 per klus,
 * incl. btw))" and "…(minimaal € 175 per klus) (incl. btw)" read as slips. A text that says it in its own words
 * ("…, inclusief btw.", "Alle bedragen zijn inclusief btw.") is fine: its tokens then leave it out
 * (lib/content/price-tokens.ts).
 */
export function priceTokenBracketProblems(docs: SanityDoc[]): string[] {
  const bracketed = /\([^()]*\{(?:prijs|vanaf|totaal|spoedtoeslag)[^}]*\}[^()]*\)/;
  const vatAfter = /\{(?:prijs|vanaf|totaal|spoedtoeslag)[^}]*\}\)?\s*\((?:incl\.?|inclusief|excl\.?)\s*(?:btw|BTW)/;
  return docs
    .flatMap(textsOf)
    .flatMap(({ where, text }) => [
      ...(bracketed.test(text) ? [`${where}: a price token inside brackets; the token brings its own bracket`] : []),
      ...(vatAfter.test(text)
        ? [`${where}: "(incl. btw)" in brackets after a price token; say it once in the text's own words`]
        : []),
    ]);
}
