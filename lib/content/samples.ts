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
 * The lines of a list whose figures may be shown: all of them once the figures are confirmed, else the lines that
 * name no figure. `raw` is the list as written, with its placeholders; `filled` the same list filled in.
 */
export function linesWithConfirmedFigures(raw: readonly string[], filled: readonly string[], confirmed: boolean) {
  return confirmed ? [...filled] : filled.filter((_line, index) => !namesFigures(raw[index] ?? ""));
}
