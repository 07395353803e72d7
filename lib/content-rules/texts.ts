import type { SanityDocument as SanityDoc } from "../sanity/ndjson.ts";

/** Where a value sits in a document, as the Studio names it: field names, and array items by their `_key`. */
export type FieldPath = (string | number | { _key: string })[];

/** A rule's finding: where it is and what the owner should change, in Dutch. */
export type Problem = { path: FieldPath; message: string };

/** Every string of a value with where it is: `where` for the dataset check's report, `path` for the Studio. */
export function stringsOf(value: unknown, where = "", path: FieldPath = []) {
  const out: { where: string; path: FieldPath; key: string; text: string }[] = [];
  const visit = (item: unknown, at: string, itemPath: FieldPath, key: string) => {
    if (typeof item === "string") out.push({ where: at, path: itemPath, key, text: item });
    else if (Array.isArray(item)) {
      item.forEach((entry, index) => {
        const own = (entry as { _key?: unknown } | null)?._key;
        visit(entry, `${at}[${index}]`, [...itemPath, typeof own === "string" ? { _key: own } : index], key);
      });
    } else if (item && typeof item === "object") {
      for (const [field, entry] of Object.entries(item)) {
        if (!field.startsWith("_")) visit(entry, `${at}.${field}`, [...itemPath, field], field);
      }
    }
  };
  visit(value, where, path, "");
  return out;
}

/** Every string of a document with where it is, for the text checks. */
export function textsOf(doc: SanityDoc): { where: string; text: string }[] {
  return stringsOf(doc, doc._id).map(({ where, text }) => ({ where, text }));
}

/** A field that holds no visitor-facing sentence: an identifier, a link, a slug. */
export const isAddress = (where: string) => /\.(?:href|src|url|current|_key|slug)$/.test(where);

/** Fields that hold addresses or identifiers rather than Dutch text. */
export const notText = new Set(["href", "src", "url", "email", "current", "aliases", "gtmId"]);

/** The closest of `options` to `typed` (fewest edits), when it is close enough to be the one meant. */
export function closest(typed: string, options: Iterable<string>): string | undefined {
  let best: { option: string; distance: number } | undefined;
  for (const option of options) {
    const distance = editDistance(typed, option);
    if (!best || distance < best.distance) best = { option, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(typed.length / 3)) ? best.option : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
