import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { retention } from "@/lib/maintenance/purge";
import { singletonTypes } from "@/schemas/pages/singletons";
import { type SanityDoc, validateDataset } from "@/studio/validate-dataset";
import { readDocuments } from "../support/dataset-file";
import { specTownSlugs } from "../support/spec-towns";

const schema = JSON.parse(readFileSync("studio/schema.json", "utf8"));
const docs = readDocuments<SanityDoc>();
const ofType = <T = Record<string, unknown>>(type: string) => docs.filter((d) => d._type === type) as (SanityDoc & T)[];

describe("the local dataset", () => {
  it("has exactly the 19 towns the site serves, each with five FAQs", () => {
    const towns = ofType<{ slug: { current: string }; faqs: unknown[] }>("town");
    expect(towns.map((t) => t.slug.current).sort()).toEqual([...specTownSlugs].sort());
    for (const town of towns) expect(town.faqs, town._id).toHaveLength(5);
  });

  // Their length and cost tables are editorial checks: npm run content:check (studio/editorial-checks.ts).
  it("has the four articles with their reading times and categories", () => {
    const articles = ofType<{ order: number; readTime: number; category: string }>("article").sort(
      (a, b) => a.order - b.order,
    );
    expect(articles.map((a) => [a.readTime, a.category])).toEqual([
      [8, "Preventie & Onderhoud"],
      [12, "Dakmaterialen & Keuze"],
      [10, "Besluitvorming & Kosten"],
      [15, "Verzekering & Financiën"],
    ]);
  });

  it("has the privacy policy in 13 sections (one of the two on Google shown at a time) and the written warranty terms", () => {
    const legal = ofType<{ slug: { current: string }; sections: unknown[]; updatedAt: string }>("legalPage");
    const policy = legal.find((page) => page.slug.current === "privacybeleid");
    expect(policy?.sections).toHaveLength(13);
    // The terms the purge keeps (lib/maintenance/purge.ts) are the ones the policy names.
    const text = JSON.stringify(policy);
    for (const months of [retention.openLeadsMonths, retention.leadsMonths, retention.eventsMonths])
      expect(text).toContain(`${months} maanden`);
    expect(policy?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(legal.find((page) => page.slug.current === "garantievoorwaarden")?.sections.length).toBeGreaterThan(3);
  });

  it("has the tips with their priority labels and four seasons", () => {
    const tips = ofType<{ priority: string }>("tip");
    // One scale that says how soon to act (N31: "Essentieel" was no step on it).
    for (const tip of tips) expect(["Hoog", "Gemiddeld", "Laag"], tip._id).toContain(tip.priority);
    expect(
      tips
        .filter((t) => /^tip-\d$/.test(t._id))
        .map((t) => t.priority)
        .sort(),
    ).toEqual(["Gemiddeld", "Gemiddeld", "Gemiddeld", "Hoog"]);
    expect(
      ofType<{ season: string }>("seasonalTip")
        .map((t) => t.season)
        .sort(),
    ).toEqual(["herfst", "lente", "winter", "zomer"]);
    expect(ofType("service")).toHaveLength(4);
  });

  it("answers a cost question on every town page through the one price list, never with a bare figure", () => {
    // Each town asks its own questions (no fixed second "cost" question); one of them names the local job's price.
    for (const town of ofType<{ faqs: { answer: string }[] }>("town")) {
      const answers = town.faqs.map((faq) => faq.answer);
      expect(
        answers.some((answer) => /\{(prijs|vanaf|totaal):[a-z-]+/.test(answer)),
        town._id,
      ).toBe(true);
      for (const answer of answers) expect(answer, town._id).not.toMatch(/€\s?\d/);
    }
  });
});

describe("the dataset check itself", () => {
  const settings = docs.find((d) => d._id === "siteSettings")!;
  const town = docs.find((d) => d._type === "town")!;

  it("reports an unknown field, a missing required field, a duplicate slug and a broken reference", () => {
    const broken: SanityDoc[] = [
      ...docs.filter((d) => d._id !== "siteSettings" && d._id !== town._id),
      { ...settings, colour: "rood" },
      { ...town, name: "" },
      { ...town, _id: "town-copy" },
      {
        _id: "projectPhoto-x",
        _type: "projectPhoto",
        ...(docs.find((d) => d._type === "projectPhoto") as object),
        town: { _type: "reference", _ref: "town-nowhere" },
      } as SanityDoc,
    ];
    const errors = validateDataset(schema, broken, singletonTypes).join("\n");
    expect(errors).toMatch(/siteSettings\.colour: unknown field/);
    expect(errors).toMatch(/\.name: required/);
    expect(errors).toMatch(/slug ".*" is also used by/);
    expect(errors).toMatch(/does not resolve to a town/);
  });
});
