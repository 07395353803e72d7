import { describe, expect, it } from "vitest";
import { type Doc, readDocuments } from "../support/dataset-file";

// What a visitor reads on one town page: the town's own words plus the shared frame for its kind of hero. Texts only
// search engines read (title, descriptions, share image, structured data) are left out.
type Town = Doc & { name: string; heroVariant: "standard" | "leak" | "custom"; seoTitle: string; heroHeading?: string };

const docs = readDocuments();
const towns = docs.filter((doc): doc is Town => doc._type === "town");
const frame = docs.find((doc) => doc._id === "townPage")!;

const notOnPage = new Set(["seoTitle", "seoDescription", "description", "shareImage", "structuredData", "breadcrumb"]);
const heroFields = { standard: "standardHero", leak: "leakHero", custom: "customHero" } as const;

function texts(value: unknown, skip: Set<string>): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, skip));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      key.startsWith("_") || skip.has(key) ? [] : texts(item, skip),
    );
  }
  return [];
}

function pageText(town: Town): string {
  const otherHeroes = Object.values(heroFields).filter((field) => field !== heroFields[town.heroVariant]);
  const hero = frame[heroFields[town.heroVariant]] as Record<string, unknown>;
  // A town's own hero heading replaces the shared one.
  const sharedHero = town.heroHeading ? { ...hero, heading: undefined } : hero;
  return [
    ...texts(town, notOnPage),
    ...texts({ ...frame, [heroFields[town.heroVariant]]: sharedHero }, new Set([...notOnPage, ...otherHeroes])),
  ].join("\n");
}

describe("the words of a town page", () => {
  it("names each promise once, through its setting", () => {
    const promises = ["{acuteResponseTime}", "{responseTime}", "{callbackRule}", "{emergencyCallback}", "{stormNote}"];
    for (const town of towns) {
      const text = pageText(town);
      for (const promise of promises) {
        expect(text.split(promise).length - 1, `${town.name}: ${promise}`).toBeLessThanOrEqual(1);
      }
      expect(text, `${town.name}: the acute promise`).toContain("{acuteResponseTime}");
      expect(text, `${town.name}: the ordinary visit`).toContain("{responseTime}");
    }
  });

  it("types no promise and no arrival time, and says 'gratis' or 'voorrijkosten' only with the surcharge", () => {
    const typed =
      /binnen (?:24 uur|een dag|een etmaal|vier uur|een kwartier|15 minuten|een uur)|(?:rijden|sturen|stappen) we (?:meteen|direct)|\d+ minuten bij je|24 uur service/i;
    for (const town of towns) {
      for (const text of texts(town, new Set(["quotes"])).concat(texts(frame, new Set()))) {
        expect(text, town.name).not.toMatch(typed);
        if (
          /\bgratis (?:inspectie|komen kijken)|komen kijken (?:en de offerte )?(?:is|zijn)[^.;]* gratis|voorrijkosten/i.test(
            text,
          )
        ) {
          expect(text, `${town.name}: free without the surcharge`).toContain("{spoedtoeslag}");
        }
      }
    }
  });

  it("puts no price token in brackets (the token says 'incl. btw' itself)", () => {
    for (const doc of [...towns, frame]) {
      for (const text of texts(doc, new Set()))
        expect(text, doc._id).not.toMatch(/\(\{(?:prijs|vanaf|spoedtoeslag)[^}]*\}\)/);
    }
  });

  it("gives every town one title pattern: 'Dakdekker {Town} – … | {company}'", () => {
    for (const town of towns) {
      expect(town.seoTitle).toMatch(new RegExp(`^Dakdekker ${town.name} – \\S.* \\| \\{company\\}$`));
    }
  });
});
