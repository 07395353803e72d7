/**
 * Sample material: what the site is shipped with to show how it looks (invented quotes, illustrations, worked
 * examples, unconfirmed figures). It is labelled as a sample on the page until the owner marks it as real in the
 * Studio, and the launch checklist lists every piece still shown. Plain module without imports: the Studio schema
 * and the dataset check use it too.
 */

/** True when every photo of an item (`image`, or `before` and `after`) is an upload, not a shipped illustration. */
export function hasUploadedPhoto(item: unknown): boolean {
  const uploaded = (photo: unknown) => !!(photo as { image?: { asset?: unknown } } | undefined)?.image?.asset;
  const record = (item ?? {}) as { before?: unknown; after?: unknown };
  return "before" in record || "after" in record ? uploaded(record.before) && uploaded(record.after) : uploaded(item);
}

/** The placeholders that stand for the company's headline figures (Bedrijfsgegevens → Beloftes en cijfers). */
const figurePlaceholder = /\{(?:yearsExperience|customers|helpedWithin24h|googleRating)\}/;

/** True when a text names one of the headline figures, which may only be claimed once the owner confirms them. */
export const namesFigures = (text: string) => figurePlaceholder.test(text);

/**
 * The lines of a list that may be shown: a line still naming a figure by its placeholder names an unconfirmed one
 * (the settings fill the figures in only once the owner confirms them, resolve.ts), so it is left out.
 */
export const linesWithoutUnconfirmedFigures = (lines: readonly string[]) => lines.filter((line) => !namesFigures(line));

/** The only texts that may name a headline figure: lists whose unconfirmed lines the page leaves out. */
export const figureListPaths = ["townPage.whyUs.points"];
