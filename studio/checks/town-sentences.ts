import { tokenValues } from "../../lib/content/resolve.ts";
import { townCopy } from "../../lib/content/town-copy.ts";
import { fillPlaceholders } from "../../lib/content/town-placeholders.ts";
import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";
import {
  paragraphsOf,
  resolvedDoc,
  type Sources,
  sentencesOf,
  tokenSourcesOf,
  townFacts,
  wordCount,
} from "./resolved.ts";

/**
 * A town page reads as written for its town when no sentence of it also stands on many other town pages. Each page
 * is composed as the site composes it (lib/content/town-copy.ts): the shared frame (Studio → Plaatspagina’s) with
 * the town's own words where it has them, every token resolved for the town, and then the town's own texts. A
 * sentence that stands verbatim on more than three town pages is a template, whether it comes from the frame (the
 * storm note that stood in every first card) or was copied from town to town.
 *
 * Counted: sentences, ending in . ! or ?, of at least five words. Headings, labels, buttons and check-marks end in
 * none and are the page's furniture, the same on every page by design, like the phone number. Not counted: the
 * call-back rule, which the settings word once so that every page and the admin's clock say the same; the one line
 * that says a text's amounts include VAT ("Alle bedragen zijn inclusief btw.", lib/content/price-tokens.ts), which
 * is meant to read the same wherever prices stand; and the shared documents a town page shows (its chosen tips, the
 * services' names), which are the site's own pages' words and have their own limits
 * (tests/integration/town-frame.test.ts).
 */
export const maxTownPagesPerSentence = 3;
export const minSentenceWords = 5;

/** The frame's parts a town page shows, for its hero variant (the share image and structured data are no text). */
const frameParts = ["local", "emergency", "services", "faq", "tips", "nearby", "whyUs", "finalCta", "footerBand"];
const heroPart: Record<string, string> = { leak: "leakHero", custom: "customHero", standard: "standardHero" };
/** The town document's texts its page shows (its description and SEO words are for search engines). */
const ownParts = ["heroIntro", "localInfo", "aiOptimizedContent", "cityBlock", "faqs", "quotes", "customHero"];

/** "Alle bedragen zijn inclusief btw.", "Beide bedragen zijn inclusief btw.": a text's one VAT line. */
const vatLine = /^(?:[\p{L}]+\s+){0,2}(?:bedragen|prijzen)\s+zijn\s+inclusief\s+(?:\d+\s?%\s+)?btw\.$/iu;

const pick = (record: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));

/** Every text a town's page shows from the frame and the town document, resolved for the town. */
export function townPageTexts(town: SanityDoc, frame: SanityDoc | undefined, sources: Sources) {
  const facts = townFacts(town);
  const own = resolvedDoc(town, sources, facts) as SanityDoc;
  const texts = paragraphsOf(pick(own, ownParts), town._id);
  const filled = frame && (resolvedDoc(frame, sources, facts) as Record<string, Record<string, unknown> | undefined>);
  // A frame without the parts townCopy composes is the schema check's finding ("required"), not a crash here.
  if (filled?.standardHero && filled.leakHero && filled.local && filled.emergency && filled.finalCta) {
    const copy = townCopy(filled as never, own as never) as Record<string, unknown>;
    const hero = heroPart[String(town.heroVariant)] ?? "standardHero";
    texts.push(...paragraphsOf(pick(copy, [hero, ...frameParts]), `${town._id} (frame)`));
  }
  return texts;
}

export function townSentenceProblems(docs: SanityDoc[]): string[] {
  const sources = tokenSourcesOf(docs);
  if (!sources) return [];
  const frame = docs.find((doc) => doc._type === "townPage");
  const exempt = new Set(sentencesOf(fillPlaceholders("{callbackRule}", tokenValues(sources.settings))));
  const townsBySentence = new Map<string, Set<string>>();
  for (const town of docs.filter((doc) => doc._type === "town")) {
    for (const { text } of townPageTexts(town, frame, sources)) {
      for (const sentence of sentencesOf(text)) {
        if (!/[.!?]$/.test(sentence) || wordCount(sentence) < minSentenceWords) continue;
        if (exempt.has(sentence) || vatLine.test(sentence)) continue;
        townsBySentence.set(sentence, (townsBySentence.get(sentence) ?? new Set()).add(String(town.name)));
      }
    }
  }
  return [...townsBySentence]
    .filter(([, towns]) => towns.size > maxTownPagesPerSentence)
    .map(
      ([sentence, towns]) =>
        `town pages: "${sentence}" stands on ${towns.size} town pages (at most ${maxTownPagesPerSentence}): ${[...towns].join(", ")}; say it in each town's own words, or once on a page of its own`,
    );
}
