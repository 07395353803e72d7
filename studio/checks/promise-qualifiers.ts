import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";
import { paragraphsOf, resolvedDoc, sentencesOf, tokenSourcesOf, townFacts } from "./resolved.ts";

/**
 * A roofer cannot guarantee "binnen 4 uur" on a storm night 35 km away: a promise figure says what usually happens
 * ("meestal binnen 4 uur"), or it promises what cannot be kept (art. 6:193c BW). The settings' promises carry the
 * word themselves (lib/content/promises.ts); this check reads every text as a visitor does, tokens resolved, and
 * refuses a time we promise ("binnen 4 uur", "binnen een uur", "binnen 3 werkdagen", "binnen 15 minuten") without
 * such a word before it in its sentence. A time that is advice to the reader ("meld het binnen 48 uur") promises
 * nothing from us: only sentences where we speak (we, wij, ons) count. The settings themselves are not read: the
 * storm's words there are the exception by design.
 */
export const promiseFigure = /\bbinnen\s+(?:een|één|\d+(?:[.,]\d+)?)\s+(?:uur|minuut|minuten|werkdag|werkdagen)\b/giu;
export const qualifier =
  /\b(?:meestal|doorgaans|gewoonlijk|in de regel|normaal gesproken|vrijwel altijd|bijna altijd)\b/i;
const weSpeak = /\b(?:we|wij|ons|onze)\b/i;

export function promiseQualifierProblems(docs: SanityDoc[]): string[] {
  const sources = tokenSourcesOf(docs);
  if (!sources) return [];
  return docs
    .filter((doc) => doc._type !== "siteSettings")
    .flatMap((doc) =>
      paragraphsOf(resolvedDoc(doc, sources, doc._type === "town" ? townFacts(doc) : undefined), doc._id),
    )
    .flatMap(({ where, text }) =>
      sentencesOf(text).flatMap((sentence) => {
        if (!weSpeak.test(sentence)) return [];
        return [...sentence.matchAll(promiseFigure)]
          .filter((match) => !qualifier.test(sentence.slice(0, match.index)))
          .map(
            (match) =>
              `${where}: "${match[0]}" promises a time without "meestal" ("${sentence.slice(0, 80)}…"); say what usually happens, as the settings' promises do`,
          );
      }),
    );
}
