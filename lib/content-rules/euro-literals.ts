import type { SanityDocument as SanityDoc } from "../sanity/ndjson.ts";
import { textsOf } from "./texts.ts";

/**
 * A euro amount typed into an article, FAQ, service or town text goes stale the day a price changes: prices and
 * worked examples come from the price list through tokens ({prijs:…}, {totaal:slug:size}, see price-tokens.ts).
 * The few amounts that are no price of ours are listed here with the reason.
 */
const euroTextTypes = new Set(["article", "faq", "service", "town"]);

export const allowedEuroLiterals: { text: string; reason: string }[] = [];

const euroAmount = /€\s?\d+(?:[.,]\d+)*/g;

/** The euro amounts typed into a document's texts, with where each is. */
export function typedEuroAmounts(doc: SanityDoc): { where: string; amount: string }[] {
  if (!euroTextTypes.has(doc._type)) return [];
  return textsOf(doc).flatMap(({ where, text }) =>
    [...text.matchAll(euroAmount)]
      .filter(
        ([amount]) =>
          !allowedEuroLiterals.some((allowed) => text.includes(allowed.text) && allowed.text.includes(amount)),
      )
      .map(([amount]) => ({ where, amount })),
  );
}

export function euroLiteralProblems(docs: SanityDoc[]): string[] {
  return docs
    .flatMap(typedEuroAmounts)
    .map(
      ({ where, amount }) =>
        `${where}: "${amount}" is typed in; name a price through a token such as {prijs:slug} or {totaal:slug:size}`,
    );
}

/**
 * The same rule in the Studio, in the owner's words: a document with an amount typed in cannot be published until
 * the amount is a price token.
 */
export function typedEuroValidation(doc: SanityDoc | undefined): true | string {
  const found = doc ? typedEuroAmounts(doc) : [];
  if (found.length === 0) return true;
  const amounts = [...new Set(found.map(({ amount }) => `"${amount}"`))].join(", ");
  return `Typ geen bedragen in de tekst (${amounts}): noem een prijs met een prijscode uit de prijslijst, zoals {prijs:dakgoot}, dan klopt de tekst ook na een prijswijziging.`;
}
