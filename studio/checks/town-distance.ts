import { isPoint } from "../../lib/content-rules/town-area.ts";
import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";
import { paragraphsOf, sentencesOf } from "./resolved.ts";

export { allowedRoadKm, crowFliesKm } from "../../lib/content-rules/town-area.ts";

/**
 * A figure in kilometres in a town's own sentences that name the workshop or Veghel is the town's distance, so it
 * must agree with the field (within 2 km or 15%): a page that says 11 km in one place and 15 in another is wrong
 * in one of them. (The field itself, against the town's position and the service area, is the Studio's rule:
 * lib/content-rules/town-area.ts.)
 */
/** "11 kilometer", "ongeveer 30 km": a distance figure in a sentence. */
const kilometres = /(?<![\d,.])(\d+(?:,\d+)?)\s*(?:km|kilometer)\b/giu;
/** A sentence about the way from the workshop: it names it, or the base town. */
const fromBase = (base: string) => new RegExp(`werkplaats|\\{base\\}|\\b${base}\\b`, "i");

export function townDistanceSentenceProblems(docs: SanityDoc[]): string[] {
  const settings = docs.find((doc) => doc._type === "siteSettings");
  const base = settings?.geo;
  const baseTown = String((settings?.address as { city?: string } | undefined)?.city ?? "Veghel");
  if (!isPoint(base)) return [];
  const problems: string[] = [];
  for (const town of docs.filter((doc) => doc._type === "town")) {
    const stated = Number(town.distanceKm);
    if (!Number.isFinite(stated)) continue;
    const own = { heroIntro: town.heroIntro, localInfo: town.localInfo, faqs: town.faqs, ownFrame: town.ownFrame };
    for (const { where, text } of paragraphsOf(own, town._id)) {
      for (const sentence of sentencesOf(text).filter((s) => fromBase(baseTown).test(s))) {
        for (const match of sentence.matchAll(kilometres)) {
          const figure = Number(match[1]!.replace(",", "."));
          if (Math.abs(figure - stated) > Math.max(2, stated * 0.15)) {
            problems.push(`${where}: says ${match[0]} from the workshop, the town's distance is ${stated} km`);
          }
        }
      }
    }
  }
  return problems;
}
