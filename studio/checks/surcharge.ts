import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";
import { isAddress, textsOf } from "./texts.ts";

/**
 * "Gratis komen kijken" and "geen voorrijkosten" are true on working days only: in the evening and at the weekend the
 * surcharge applies. A text that promises either names the surcharge in the same breath, through {spoedtoeslag} (its
 * amount lives in the price list). A free quote is free at any hour.
 */
const freeOfCharge = /\bgratis\b(?!\s+offerte)|voorrijkosten|voorrijden/i;

export function surchargeProblems(docs: SanityDoc[]): string[] {
  return docs
    .flatMap(textsOf)
    .filter(({ where, text }) => freeOfCharge.test(text) && !text.includes("{spoedtoeslag}") && !isAddress(where))
    .map(({ where, text }) => `${where}: "${text.slice(0, 60)}…" promises something free; name {spoedtoeslag} with it`);
}
