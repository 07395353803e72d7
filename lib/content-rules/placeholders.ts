import { isPriceGuidePlaceholder } from "../content/price-guide-placeholders.ts";
import { isTownPlaceholder } from "../content/town-placeholders.ts";
import type { SanityDocument as SanityDoc } from "../sanity/ndjson.ts";
import { closest, type Problem, stringsOf } from "./texts.ts";

/** The admin's reply texts name the person and the day of their request (lib/admin/replies.ts). */
const replyPlaceholders = ["{naam}", "{datum}", "{company}"];

const priceToken = /^\{(?:prijs|vanaf|minimum):([a-z0-9-]+)\}$/;
const totalToken = /^\{(?:totaal|perjaar):([a-z0-9-]+):\d{1,4}(?::\d{1,3})?\}$/;

/** A placeholder the site fills in without the price list: a town's, a setting's or the price guide's. */
const isKnownWord = (token: string, path: Problem["path"]) =>
  isTownPlaceholder(token) ||
  isPriceGuidePlaceholder(token) ||
  token === "{spoedtoeslag}" ||
  (path.includes("leadHandling") && replyPlaceholders.includes(token));

/**
 * Every {…} in a text is one the site fills in: a misspelt one ({telefoon}) would stand raw on the page, and a price
 * token that names no price item ({prijs:schoorsteenn}) shows "(prijs op aanvraag)".
 */
export function placeholderProblems(doc: SanityDoc, priceCodes: readonly string[]): Problem[] {
  const prices = new Set(priceCodes);
  return stringsOf(doc).flatMap(({ path, text }) =>
    [...text.matchAll(/\{[^{}\s]{1,80}\}/g)].flatMap(([token]): Problem[] => {
      if (isKnownWord(token, path)) return [];
      const code = (token.match(priceToken) ?? token.match(totalToken))?.[1];
      if (code === undefined) {
        const meant = closest(token.slice(1, -1), [
          ...[...prices].map((price) => `prijs:${price}`),
          ...["phone", "email", "whatsapp", "town", "company", "spoedtoeslag", "responseTime", "acuteResponseTime"],
        ]);
        return [
          {
            path,
            message: `"${token}" is geen bekende code en komt zo op de pagina te staan. ${meant ? `Bedoel je {${meant}}?` : "Controleer de spelling, bijvoorbeeld {phone} of {prijs:dakgoot}."}`,
          },
        ];
      }
      if (prices.has(code)) return [];
      const meant = closest(code, prices);
      return [
        {
          path,
          message: `${token} noemt een prijs die niet in de prijslijst staat ("${code}"), dus de pagina toont "(prijs op aanvraag)". ${meant ? `Bedoel je "${meant}"? ` : ""}Gebruik een prijscode uit de prijslijst.`,
        },
      ];
    }),
  );
}
