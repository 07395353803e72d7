import { describe, expect, it } from "vitest";
import { type SanityDoc, townTipArticleProblems } from "@/studio/validate-dataset";
import { readDocuments } from "../support/dataset-file";

// Every town page shows the first three tips, each with a link to the article that answers it. The dataset check
// flags tips on those pages that open one article (as all three once did: the causes article).

const docs = readDocuments<SanityDoc>();
const article = (id: string) => ({ _type: "reference", _ref: id });
const tip = (id: string, order: number, articleId: string): SanityDoc => ({
  _id: id,
  _type: "tip",
  order,
  article: article(articleId),
});

describe("the tips on the town pages", () => {
  it("each open an article of their own in the dataset", () => {
    expect(townTipArticleProblems(docs)).toEqual([]);
    const shown = docs
      .filter((doc) => doc._type === "tip")
      .sort((a, b) => Number(a.order) - Number(b.order))
      .slice(0, 3)
      .map((doc) => (doc.article as { _ref: string })._ref);
    expect(new Set(shown).size).toBe(3);
    const articles = new Set(docs.filter((doc) => doc._type === "article").map((doc) => doc._id));
    for (const id of shown) expect(articles).toContain(id);
  });

  it("are flagged when they all open one article", () => {
    const oneArticle = docs.map((doc) =>
      doc._type === "tip" ? { ...doc, article: article("article-oorzaken-daklekkage-brabant") } : doc,
    );
    expect(townTipArticleProblems(oneArticle)).toEqual([
      "tip-1, tip-2, tip-3: shown together on every town page, and all open article-oorzaken-daklekkage-brabant; link each tip to the article that answers it",
    ]);
  });

  it("are flagged when two of the three share one, whatever order the documents come in", () => {
    expect(
      townTipArticleProblems([tip("c", 3, "article-b"), tip("a", 1, "article-a"), tip("b", 2, "article-a")]),
    ).toEqual([
      "a, b: shown together on every town page, and all open article-a; link each tip to the article that answers it",
    ]);
  });

  it("are not flagged for a tip that only the tips page shows", () => {
    expect(
      townTipArticleProblems([
        tip("a", 1, "article-a"),
        tip("b", 2, "article-b"),
        tip("c", 3, "article-c"),
        tip("d", 4, "article-a"),
      ]),
    ).toEqual([]);
  });
});
