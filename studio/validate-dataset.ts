/**
 * The dataset check's rules that are not (yet) the Studio's validation: the documents' shape against the extracted
 * schema (checks/schema.ts), each editorial rule (one file each in studio/checks/), the proof rules
 * (proof-checks.ts) and the singletons, present exactly once. The rules the Studio applies (schemas/, with the
 * shared rules of lib/content-rules/) run through the Studio's own validation: schema-validation.ts.
 * Works offline; the tests and `npm run content:check` use it. Node runs it without the bundler: plain relative
 * imports with their `.ts` extension only.
 */

import { allowedEuroLiterals } from "../lib/content-rules/euro-literals.ts";
import type { SanityDocument } from "../lib/sanity/ndjson.ts";
import { officeHoursDatasetProblems } from "./checks/office-hours.ts";
import { oneItemListProblems } from "./checks/one-item-lists.ts";
import { promiseQualifierProblems } from "./checks/promise-qualifiers.ts";
import { reviewNameProblems } from "./checks/review-names.ts";
import { type SchemaEntry, schemaProblems } from "./checks/schema.ts";
import { settingLiteralProblems } from "./checks/setting-literals.ts";
import { stockPhraseProblems, stockPhrases } from "./checks/stock-phrases.ts";
import { surchargeProblems } from "./checks/surcharge.ts";
import { titleProblems } from "./checks/titles.ts";
import { townDistanceSentenceProblems } from "./checks/town-distance.ts";
import { townSentenceProblems } from "./checks/town-sentences.ts";
import { townTipArticleProblems } from "./checks/town-tip-articles.ts";
import { vatOnceProblems } from "./checks/vat-once.ts";
import { proofProblems } from "./proof-checks.ts";

export type SanityDoc = SanityDocument;
export { allowedEuroLiterals, stockPhrases, townTipArticleProblems };

/** The schema check first, then each editorial rule (one file each in studio/checks/), then the singletons. */
export function validateDataset(schema: SchemaEntry[], docs: SanityDoc[], singletonTypes: string[]): string[] {
  const errors = schemaProblems(schema, docs);
  errors.push(
    ...settingLiteralProblems(docs),
    ...surchargeProblems(docs),
    ...officeHoursDatasetProblems(docs),
    ...stockPhraseProblems(docs),
    ...reviewNameProblems(docs),
    ...townTipArticleProblems(docs),
    ...proofProblems(docs),
    ...townSentenceProblems(docs),
    ...promiseQualifierProblems(docs),
    ...vatOnceProblems(docs),
    ...townDistanceSentenceProblems(docs),
    ...oneItemListProblems(docs),
    ...titleProblems(docs),
  );
  for (const type of singletonTypes) {
    const found = docs.filter((doc) => doc._type === type);
    if (found.length !== 1 || found[0]?._id !== type) {
      errors.push(`singleton ${type}: expected exactly one document with _id "${type}", found ${found.length}`);
    }
  }
  return errors;
}
