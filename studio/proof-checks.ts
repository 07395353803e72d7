/**
 * The dataset check's rules for proof: what the site presents as real must be checkable. A review with a real
 * source names its date and links to it on that platform; a project or recent-work item marked as one's own work
 * shows uploaded photos, not the illustrations shipped with the site; confirmed figures link to the reviews behind
 * the rating; the KvK number and VAT id that every footer shows have their proper shape, and a text names the VAT id
 * through {vatId}, so it cannot go stale; a headline figure ({yearsExperience}) is named only in a list that leaves
 * the line out while the figures are unconfirmed. The Studio's validation
 * says the same to the editor (schemas/fields.ts, schemas/documents/site-settings/).
 */
import { isDutchVatId, isKvkNumber } from "../lib/content/company-ids.ts";
import { missingReviewProof, reviewPlatforms, sampleSource } from "../lib/content/reviews.ts";
import { figureListPaths, hasUploadedPhoto, namesFigures } from "../lib/content/samples.ts";

type Doc = { _id: string; _type: string; [field: string]: unknown };
type Review = { source?: string; date?: string; url?: string };

const platformName = (source: string) => reviewPlatforms[source as keyof typeof reviewPlatforms]?.name ?? source;

export function proofProblems(docs: Doc[], today = new Date()): string[] {
  const problems: string[] = [];

  const checkReview = (review: Review, where: string) => {
    if (!review.source || review.source === sampleSource) return;
    for (const missing of missingReviewProof(review, today)) {
      if (missing === "date") problems.push(`${where}: a real review needs its date`);
      if (missing === "future-date") problems.push(`${where}: the review's date ${review.date} lies in the future`);
      if (missing === "link") {
        problems.push(`${where}: a real review needs an https link to it on ${platformName(review.source)}`);
      }
    }
  };

  const checkOwnWork = (item: { ownWork?: unknown }, where: string) => {
    if (item.ownWork === true && !hasUploadedPhoto(item)) {
      problems.push(`${where}: marked as own work, but shows a shipped illustration instead of an uploaded photo`);
    }
  };

  let vatId: string | undefined;
  for (const doc of docs) {
    if (doc._type === "testimonial") checkReview(doc as Review, doc._id);
    if (doc._type === "projectPhoto") checkOwnWork(doc as { ownWork?: unknown }, doc._id);
    if (doc._type === "town") {
      const town = doc as { quotes?: Review[]; customHero?: { recentWork?: { ownWork?: unknown }[] } };
      town.quotes?.forEach((quote, index) => {
        checkReview(quote, `${doc._id}.quotes[${index}]`);
      });
      town.customHero?.recentWork?.forEach((work, index) => {
        checkOwnWork(work, `${doc._id}.customHero.recentWork[${index}]`);
      });
    }
    if (doc._type === "siteSettings") {
      const settings = doc as {
        kvk?: string;
        vatId?: string;
        claims?: { figuresConfirmed?: boolean; ratingLink?: string };
      };
      // A missing number is the schema check's finding ("required"); here only the shape of one that is there.
      if (settings.kvk !== undefined && !isKvkNumber(settings.kvk))
        problems.push(`${doc._id}.kvk: "${settings.kvk}" is not eight digits`);
      if (settings.vatId !== undefined && !isDutchVatId(settings.vatId)) {
        problems.push(`${doc._id}.vatId: "${settings.vatId}" is not a Dutch VAT id (NL, nine digits, B, two digits)`);
      }
      if (settings.vatId) vatId = settings.vatId;
      if (settings.claims?.figuresConfirmed && !settings.claims.ratingLink) {
        problems.push(`${doc._id}.claims.ratingLink: confirmed figures link to the reviews behind the rating`);
      }
    }
  }
  const visit = (value: unknown, where: string) => {
    if (typeof value === "string") {
      if (vatId && value.includes(vatId)) {
        problems.push(`${where}: holds the VAT id from the settings; write {vatId} instead`);
      }
      if (namesFigures(value) && !figureListPaths.some((path) => where.startsWith(`${path}[`))) {
        problems.push(
          `${where}: names a headline figure, which only ${figureListPaths.join(", ")} may (a line there is left out while the figures are unconfirmed)`,
        );
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${where}[${index}]`);
      });
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) visit(item, `${where}.${key}`);
    }
  };
  for (const doc of docs) if (doc._type !== "siteSettings") visit(doc, doc._id);
  return problems;
}
