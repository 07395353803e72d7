import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

/** Every testimonial and town quote has its own name: a name used twice reads as invented (art. 6:193g BW). */
export function reviewNameProblems(docs: SanityDoc[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  const note = (name: unknown, where: string) => {
    if (typeof name !== "string" || name.trim() === "") return;
    const key = name.trim().toLowerCase().replace(/\s+/g, " ");
    const first = seen.get(key);
    if (first) problems.push(`${where}: the name "${name}" is also used by ${first}`);
    else seen.set(key, where);
  };
  for (const doc of docs) {
    if (doc._type === "testimonial") note(doc.name, doc._id);
    const quotes = (doc as { quotes?: unknown }).quotes;
    if (doc._type === "town" && Array.isArray(quotes)) {
      quotes.forEach((quote, index) => {
        note((quote as { name?: unknown }).name, `${doc._id}.quotes[${index}]`);
      });
    }
  }
  return problems;
}
