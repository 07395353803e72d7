import type { SanityDocument as SanityDoc } from "../sanity/ndjson.ts";
import { type Problem, stringsOf } from "./texts.ts";

/**
 * A price token states its VAT and minimum itself, in one bracket: "(vanaf € 45 per m² (minimaal € 175 per klus,
 * incl. btw))" and "…(minimaal € 175 per klus) (incl. btw)" read as slips. A text that says it in its own words
 * ("…, inclusief btw.", "Alle bedragen zijn inclusief btw.") is fine: its tokens then leave it out
 * (lib/content/price-tokens.ts).
 */
const bracketed = /\([^()]*\{(?:prijs|vanaf|totaal|spoedtoeslag)[^}]*\}[^()]*\)/;
const vatAfter = /\{(?:prijs|vanaf|totaal|spoedtoeslag)[^}]*\}\)?\s*\((?:incl\.?|inclusief|excl\.?)\s*(?:btw|BTW)/;

export function priceTokenBracketProblems(doc: SanityDoc): Problem[] {
  return stringsOf(doc).flatMap(({ path, text }) => [
    ...(bracketed.test(text)
      ? [{ path, message: "Zet een prijscode niet tussen haakjes: de prijs brengt zijn eigen haakjes mee." }]
      : []),
    ...(vatAfter.test(text)
      ? [
          {
            path,
            message:
              'Zet "(incl. btw)" niet tussen haakjes achter een prijscode. Zeg het één keer in je eigen woorden, bijvoorbeeld "Alle bedragen zijn inclusief btw."',
          },
        ]
      : []),
  ]);
}
