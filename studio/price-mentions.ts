import { surchargeSlug } from "../lib/content/price-amounts.ts";
import { priceTokenPattern } from "../lib/content/price-tokens.ts";

/**
 * Where texts name a price item. A text names a price by its code (the item's slug) in a price token, so it holds no
 * reference the Content Lake could guard: deleting the item would turn those prices into "(prijs op aanvraag)"
 * without a word. The tokens are read with the pattern the site fills them with (lib/content/price-tokens.ts), so
 * what counts as naming a price here is exactly what the pages would miss.
 */

/** The price codes a text names, in any of its tokens: {prijs:code}, {totaal:code:60}, {spoedtoeslag}, … */
export function priceCodesIn(text: string): Set<string> {
  const codes = new Set<string>();
  if (!text.includes("{")) return codes;
  for (const match of text.matchAll(priceTokenPattern)) {
    const [, , slug, , exampleSlug, , , surcharge] = match;
    const code = surcharge ? surchargeSlug : (slug ?? exampleSlug);
    if (code) codes.add(code);
  }
  return codes;
}

/** Whether any text anywhere in a value (a document, a Portable Text block, a list) names one of the codes. */
export function namesPrice(value: unknown, codes: ReadonlySet<string>): boolean {
  if (typeof value === "string") return [...priceCodesIn(value)].some((code) => codes.has(code));
  if (Array.isArray(value)) return value.some((item) => namesPrice(item, codes));
  if (value !== null && typeof value === "object") return Object.values(value).some((item) => namesPrice(item, codes));
  return false;
}

export type Mention<Doc> = { id: string; type: string; doc: Doc };

/**
 * The documents whose texts name one of the codes, once each by their published id (a draft or a version that
 * names it counts: publishing it would name a price that is gone). `exceptId` is the price item itself.
 */
export function priceMentions<Doc extends { _id: string; _type: string }>(
  docs: readonly Doc[],
  codes: ReadonlySet<string>,
  exceptId: string,
): Mention<Doc>[] {
  const found = new Map<string, Mention<Doc>>();
  for (const doc of docs) {
    const id = publishedIdOf(doc._id);
    if (id === exceptId || found.has(id) || !namesPrice(doc, codes)) continue;
    found.set(id, { id, type: doc._type, doc });
  }
  return [...found.values()];
}

/** `drafts.x` and `versions.<release>.x` are versions of `x`. */
const publishedIdOf = (id: string) =>
  id.startsWith("drafts.") ? id.slice("drafts.".length) : id.replace(/^versions\.[^.]+\./, "");

type Preview = {
  select?: Record<string, string>;
  prepare?: (selected: Record<string, unknown>) => { title?: unknown } | undefined;
};

/**
 * A document's title as the Studio's lists show it, from its type's preview (`select`, then `prepare`), read from
 * the document itself; a page without a title of its own (a singleton) is named by its type.
 */
export function previewTitle(
  doc: { _type: string } & Record<string, unknown>,
  schemaType: { title?: string; preview?: unknown } | undefined,
): string {
  const preview = schemaType?.preview as Preview | undefined;
  const selected = Object.fromEntries(
    Object.entries(preview?.select ?? {}).map(([key, path]) => [
      key,
      path.split(".").reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], doc),
    ]),
  );
  let title: unknown = selected.title;
  try {
    if (preview?.prepare) title = preview.prepare(selected)?.title;
  } catch {
    // A preview that needs what a plain document lacks (a referenced title): the type's name stands in.
  }
  return typeof title === "string" && title !== "" ? title : (schemaType?.title ?? doc._type);
}
