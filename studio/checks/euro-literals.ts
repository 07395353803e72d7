import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";
import { textsOf } from "./texts.ts";

/**
 * A euro amount typed into an article, FAQ, service or town text goes stale the day a price changes: prices and
 * worked examples come from the price list through tokens ({prijs:…}, {totaal:slug:size}, see price-tokens.ts).
 * The few amounts that are no price of ours are listed here with the reason.
 */
const euroTextTypes = new Set(["article", "faq", "service", "town"]);

export const allowedEuroLiterals: { text: string; reason: string }[] = [];

const euroAmount = /€\s?\d+(?:[.,]\d+)*/g;

export function euroLiteralProblems(docs: SanityDoc[]): string[] {
  return docs
    .filter((doc) => euroTextTypes.has(doc._type))
    .flatMap(textsOf)
    .flatMap(({ where, text }) =>
      [...text.matchAll(euroAmount)]
        .filter(
          ([amount]) =>
            !allowedEuroLiterals.some((allowed) => text.includes(allowed.text) && allowed.text.includes(amount)),
        )
        .map(
          ([amount]) =>
            `${where}: "${amount}" is typed in; name a price through a token such as {prijs:slug} or {totaal:slug:size}`,
        ),
    );
}
