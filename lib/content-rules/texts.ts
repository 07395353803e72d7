import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

/** Every string of a document with where it is, for the text checks below. */
export function textsOf(doc: SanityDoc): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const visit = (value: unknown, where: string) => {
    if (typeof value === "string") out.push({ where, text: value });
    else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${where}[${index}]`);
      });
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) if (!key.startsWith("_")) visit(item, `${where}.${key}`);
    }
  };
  visit(doc, doc._id);
  return out;
}

/** A field that holds no visitor-facing sentence: an identifier, a link, a slug. */
export const isAddress = (where: string) => /\.(?:href|src|url|current|_key|slug)$/.test(where);

/** Fields that hold addresses or identifiers rather than Dutch text. */
export const notText = new Set(["href", "src", "url", "email", "current", "aliases", "gtmId"]);
