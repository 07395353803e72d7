import { notText } from "../../lib/content-rules/texts.ts";
import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

/**
 * Dutch text uses the typographic apostrophe (’: zo’n, ’s ochtends, foto’s); a straight ' among them looks like a
 * typing slip next to the rest of the site.
 */
export function apostropheProblems(docs: SanityDoc[]): string[] {
  const problems: string[] = [];
  const visit = (value: unknown, where: string, key: string) => {
    if (typeof value === "string") {
      if (value.includes("'") && !key.startsWith("_") && !notText.has(key)) {
        problems.push(`${where}: a straight apostrophe (') where Dutch text uses ’: "${value.slice(0, 60)}"`);
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${where}[${index}]`, key);
      });
    } else if (value && typeof value === "object") {
      for (const [field, item] of Object.entries(value)) visit(item, `${where}.${field}`, field);
    }
  };
  for (const doc of docs) visit(doc, doc._id, "");
  return problems;
}
