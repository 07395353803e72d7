import { describe, expect, it } from "vitest";
import { editorialProblems } from "@/studio/editorial-checks";

const paragraph = (text: string) => ({ _type: "block", children: [{ text }] });
const table = { _type: "table", rows: [{ cells: ["Dakgoot", "€ 100"] }] };
const lorem = (n: number, seed: string) => Array.from({ length: n }, (_, i) => `${seed}${i}`).join(" ");
const town = (id: string, name: string, copy: string) => ({
  _id: id,
  _type: "town",
  name,
  description: copy,
  heroIntro: "",
  localInfo: "",
  cityBlock: { body: "" },
});
const article = (id: string, readTime: number, body: unknown[]) => ({ _id: id, _type: "article", readTime, body });

describe("the editorial checks of npm run content:check", () => {
  it("pass towns with their own copy and articles as long as their reading time, with a cost table", () => {
    expect(
      editorialProblems([
        town("t1", "Uden", lorem(60, "uden")),
        town("t2", "Erp", lorem(60, "erp")),
        article("a1", 1, [paragraph(lorem(200, "w")), table]),
      ]),
    ).toEqual([]);
  });

  it("name two towns whose copy is the same text with the name swapped", () => {
    const copy = (name: string) => `${name} ${lorem(60, "dak")}`;
    expect(editorialProblems([town("t1", "Uden", copy("Uden")), town("t2", "Erp", copy("Erp"))])).toEqual([
      expect.stringMatching(/^towns Uden \/ Erp: their copy is too alike/),
    ]);
  });

  it("name an article too short or too long for its reading time, or without its cost table", () => {
    expect(
      editorialProblems([
        article("short", 2, [paragraph(lorem(300, "w")), table]),
        article("long", 1, [paragraph(lorem(240, "w")), table]),
        article("bare", 1, [paragraph(lorem(200, "w"))]),
      ]),
    ).toEqual([
      "short: 302 words for a reading time of 2 minutes",
      "long: 242 words for a reading time of 1 minutes",
      "bare: has no cost table",
    ]);
  });
});
