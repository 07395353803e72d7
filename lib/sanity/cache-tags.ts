/**
 * Cache tags for content, derived from the query itself: a read is tagged with every document type its GROQ
 * filters on (`_type == "town"`, `_type in $types`), so the webhook revalidates exactly the reads of the changed
 * type. A query that follows references (`->`) reads documents of types its text does not name: it is tagged with
 * `referencesTag` too, which every publish revalidates. No reader keeps a list of its own.
 */

export const typeTag = (type: string) => `sanity:${type}`;
export const slugTag = (type: string, slug: string) => `sanity:${type}:${slug}`;
/** Reads that follow references; revalidated by every publish. */
export const referencesTag = "sanity:references";

export function tagsForQuery(query: string, params: Record<string, unknown> = {}): string[] {
  const types = new Set<string>();
  for (const [, type] of query.matchAll(/_type\s*==\s*"([A-Za-z][\w.-]*)"/g)) types.add(type!);
  for (const [, list] of query.matchAll(/_type\s+in\s+\$([A-Za-z]\w*)/g)) {
    const values = params[list!];
    if (Array.isArray(values)) for (const type of values) if (typeof type === "string") types.add(type);
  }
  const tags = [...types].map(typeTag);
  if (query.includes("->")) tags.push(referencesTag);
  return tags;
}
