import { textsOf } from "../../lib/content-rules/texts.ts";
import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

/**
 * Phrases that read as boilerplate once they recur page after page. Each may stand in at most `max` documents; the
 * town pages especially should say it in their own words.
 */
export const stockPhrases: { pattern: RegExp; max: number }[] = [
  { pattern: /voorrijkosten rekenen we niet/i, max: 2 },
  { pattern: /voorrijkosten[^.]*, ook niet in /i, max: 2 },
  { pattern: /bij acute lekkage (zijn we )?\{acuteResponseTime\}/i, max: 3 },
  { pattern: /waar je aan toe bent/i, max: 3 },
  { pattern: /binnen 24 uur[^.;]*; lekt het acuut, dan/i, max: 3 },
];

export function stockPhraseProblems(docs: SanityDoc[]): string[] {
  return stockPhrases.flatMap(({ pattern, max }) => {
    const found = docs.filter((doc) => textsOf(doc).some(({ text }) => pattern.test(text))).map((doc) => doc._id);
    return found.length > max
      ? [`the stock phrase ${pattern} stands in ${found.length} documents (at most ${max}): ${found.join(", ")}`]
      : [];
  });
}
