/**
 * The content rules of lib/content-rules/ as the Studio's validation, so each one speaks where the owner types. The
 * rules that need other documents (the price list, the towns and articles, the settings) read them through the
 * validation context's client with one small query; `npm run content:check` runs this same validation over the
 * dataset file, its client answering from the file.
 */
import type { CustomValidatorResult, Rule, ValidationContext } from "sanity";
import { straightApostrophes } from "../lib/content-rules/apostrophes.ts";
import { type DatasetFacts, datasetFactsQuery, pagePathsOf } from "../lib/content-rules/dataset-facts.ts";
import { typedEuroValidation } from "../lib/content-rules/euro-literals.ts";
import { missingPageLinks } from "../lib/content-rules/internal-links.ts";
import { placeholderProblems } from "../lib/content-rules/placeholders.ts";
import { namesPrice, priceCodeChangeMessage } from "../lib/content-rules/price-code.ts";
import { priceTokenBracketProblems } from "../lib/content-rules/price-token-brackets.ts";
import type { Problem } from "../lib/content-rules/texts.ts";
import type { SanityDocument as SanityDoc } from "../lib/sanity/ndjson.ts";

const apiVersion = "2025-02-19";

const clientOf = (context: ValidationContext) => context.getClient({ apiVersion }).withConfig({ perspective: "raw" });

/** The facts from other documents, read at each validation: one small query. */
export const datasetFacts = (context: ValidationContext): Promise<DatasetFacts> =>
  clientOf(context).fetch<DatasetFacts>(datasetFactsQuery);

const asResult = (problems: Problem[]): CustomValidatorResult =>
  problems.length === 0 ? true : problems.map(({ path, message }) => ({ message, path }));

/**
 * The rules every document's texts follow: placeholders the site knows, price tokens that name a price, links to
 * pages that exist and no euro amounts typed into a text where a price belongs (errors: the page would be wrong);
 * typographic apostrophes and price tokens without brackets of their own (warnings: a matter of taste).
 */
export const contentRules = (rule: Rule): Rule[] => [
  rule
    .custom(async (doc, context) => {
      if (!doc) return true;
      const facts = await datasetFacts(context);
      const document = doc as SanityDoc;
      return asResult([
        ...placeholderProblems(document, facts.priceCodes),
        ...missingPageLinks(document, pagePathsOf(facts)),
      ]);
    })
    .error(),
  rule.custom((doc) => typedEuroValidation(doc as SanityDoc | undefined)).error(),
  // Matters of taste: the page is not wrong, so the owner may publish.
  rule
    .custom((doc) =>
      doc ? asResult([...straightApostrophes(doc as SanityDoc), ...priceTokenBracketProblems(doc as SanityDoc)]) : true,
    )
    .warning(),
];

/** A published price code stays: texts name the price by it. */
export async function priceCodeUnchanged(
  slug: { current?: string } | undefined,
  context: ValidationContext,
): Promise<CustomValidatorResult> {
  const id = context.document?._id;
  if (!id) return true;
  const publishedId = id.replace(/^drafts\./, "");
  const client = clientOf(context);
  const published = await client.fetch<string | null>("*[_id == $publishedId][0].slug.current", { publishedId });
  if (!published || published === slug?.current) return true;
  const texts = await client.fetch<SanityDoc[]>(
    '*[!(_id in path("drafts.**")) && _type != "priceItem" && !(_type match "sanity.*")]',
  );
  const namedIn = texts
    .filter((doc) => namesPrice(doc, published))
    .map((doc) => String(doc.title ?? doc.name ?? doc.navigationLabel ?? doc._id));
  return priceCodeChangeMessage(published, slug?.current, namedIn);
}
