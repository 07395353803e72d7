import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

/**
 * The price guide starts from a price's usual size and stops at its largest: a price per m², meter or piece needs
 * both, the usual one no larger than the largest (the Studio's rule on the price document says the same).
 */
export function priceSizeProblems(docs: SanityDoc[]): string[] {
  return docs.flatMap((doc) => {
    if (doc._type !== "priceItem" || doc.unit === "klus") return [];
    const { typicalSize, maxSize } = doc as { typicalSize?: unknown; maxSize?: unknown };
    if (typeof typicalSize !== "number" || typeof maxSize !== "number") {
      return [`${doc._id}: a price per ${String(doc.unit)} needs typicalSize and maxSize`];
    }
    return typicalSize > maxSize ? [`${doc._id}: typicalSize ${typicalSize} is larger than maxSize ${maxSize}`] : [];
  });
}
