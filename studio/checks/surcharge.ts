import { isAddress, textsOf } from "../../lib/content-rules/texts.ts";
import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

/**
 * "Gratis komen kijken" and "geen voorrijkosten" are true on working days only: in the evening and at the weekend the
 * surcharge applies. A text that promises either names the surcharge in the same breath, through {spoedtoeslag} (its
 * amount lives in the price list). A free quote is free at any hour. A card's title is read with its text: a title
 * such as "Geen voorrijkosten in ons werkgebied" is fine when the text under it names the surcharge.
 */
const freeOfCharge = /\bgratis\b(?!\s+offerte)|voorrijkosten|voorrijden/i;

/** The text under a card's title (`….title` → `….text`), when the document has one there. */
function cardText(doc: SanityDoc, where: string): string | undefined {
  if (!where.endsWith(".title")) return undefined;
  const path = `${where.slice(0, -".title".length)}.text`;
  return textsOf(doc).find((text) => text.where === path)?.text;
}

export function surchargeProblems(docs: SanityDoc[]): string[] {
  return docs.flatMap((doc) =>
    textsOf(doc)
      .filter(({ where, text }) => freeOfCharge.test(text) && !text.includes("{spoedtoeslag}") && !isAddress(where))
      .filter(({ where }) => !cardText(doc, where)?.includes("{spoedtoeslag}"))
      .map(
        ({ where, text }) => `${where}: "${text.slice(0, 60)}…" promises something free; name {spoedtoeslag} with it`,
      ),
  );
}
