import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

/**
 * Every town page shows the first three tips (by order; townTipsQuery in lib/sanity/queries.ts), each with a link to
 * the article that answers it. Two of them opening one article send the reader to the same page for different
 * questions, and three that all do read as a template: each tip on a town page must open an article of its own.
 */
export function townTipArticleProblems(docs: SanityDoc[]): string[] {
  const order = (doc: SanityDoc) => (typeof doc.order === "number" ? doc.order : Number.POSITIVE_INFINITY);
  const tips = new Map(docs.filter((doc) => doc._type === "tip").map((tip) => [tip._id, tip]));
  const shared = [...tips.values()].sort((a, b) => order(a) - order(b)).slice(0, 3);
  const articleOf = (tip: SanityDoc | undefined) => (tip?.article as { _ref?: unknown } | undefined)?._ref;
  // The tips a page shows together: the shared three on every town page, and each town's own choice.
  const sets: { where: string; shown: SanityDoc[] }[] = [{ where: "every town page", shown: shared }];
  for (const town of docs.filter((doc) => doc._type === "town")) {
    const own = ((town.ownFrame as { tips?: { _ref?: string }[] } | undefined)?.tips ?? []).flatMap((ref) => {
      const tip = ref._ref ? tips.get(ref._ref) : undefined;
      return tip ? [tip] : [];
    });
    if (own.length > 0) sets.push({ where: town._id, shown: own });
  }
  return sets.flatMap(({ where, shown }) => {
    const tipsByArticle = new Map<string, string[]>();
    for (const tip of shown) {
      const article = articleOf(tip);
      if (typeof article === "string") tipsByArticle.set(article, [...(tipsByArticle.get(article) ?? []), tip._id]);
    }
    return [...tipsByArticle]
      .filter(([, ids]) => ids.length > 1)
      .map(
        ([article, ids]) =>
          `${ids.join(", ")}: shown together on ${where}, and all open ${article}; link each tip to the article that answers it`,
      );
  });
}
