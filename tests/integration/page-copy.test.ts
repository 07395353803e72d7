import { describe, expect, it } from "vitest";
import { type OfficeHours, officeHoursInSentence } from "@/lib/content/office-hours";
import type { PriceItem } from "@/lib/content/price-amounts";
import { promiseTexts } from "@/lib/content/promises";
import { resolveTokens, type SettingsForTokens } from "@/lib/content/resolve";
import { readDocuments } from "../support/dataset-file";

/**
 * The copy of the shared pages, FAQs, services, tips, price items, warranty terms and articles, read as a visitor
 * reads it: with the price tokens and the settings' placeholders filled in, as the site fills them.
 */
type Doc = { _id: string; _type: string; [field: string]: unknown };
const docs = readDocuments<Doc>();
const settings = docs.find((doc) => doc._type === "siteSettings") as unknown as SettingsForTokens;
const prices = docs
  .filter((doc) => doc._type === "priceItem")
  .map((doc) => ({ ...doc, slug: (doc.slug as { current: string }).current }) as unknown as PriceItem);
const rendered = (doc: Doc) => resolveTokens(doc, { settings, prices });

/** Documents other helpers word: the town pages, their shared words, the privacy policy, settings, price guide. */
const notThese = new Set(["town", "townPage", "siteSettings", "priceGuidePage", "testimonial", "projectPhoto"]);
const pages = docs.filter((doc) => !notThese.has(doc._type) && doc._id !== "legalPage-privacybeleid").map(rendered);
const byId = (id: string) => {
  const doc = pages.find((page) => page._id === id);
  if (!doc) throw new Error(`no document ${id}`);
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of one page type by their path
  return doc as Doc & Record<string, any>;
};

/** Every visible string of a document with where it is; a portable-text block is read as one paragraph. */
function texts(doc: unknown, where = ""): { where: string; text: string }[] {
  if (typeof doc === "string") return [{ where, text: doc }];
  if (Array.isArray(doc)) return doc.flatMap((item, index) => texts(item, `${where}[${index}]`));
  if (doc && typeof doc === "object") {
    const block = doc as { _type?: string; children?: { text?: string }[] };
    if (block._type === "block" && block.children) {
      return [{ where, text: block.children.map((child) => child.text ?? "").join("") }];
    }
    return Object.entries(doc).flatMap(([key, value]) =>
      key.startsWith("_") || ["href", "current", "style", "listItem", "season", "unit"].includes(key)
        ? []
        : texts(value, where ? `${where}.${key}` : key),
    );
  }
  return [];
}
const allTexts = pages.flatMap((doc) => texts(doc).map(({ where, text }) => ({ where: `${doc._id}.${where}`, text })));
const matching = (pattern: RegExp) => allTexts.filter(({ text }) => pattern.test(text)).map(({ where }) => where);

const promise = promiseTexts(
  (settings as unknown as { promises: Parameters<typeof promiseTexts>[0] }).promises,
  officeHoursInSentence((settings as unknown as { openingHours: OfficeHours }).openingHours),
);

describe("the shared pages' copy", () => {
  it("promises a sent form one call-back rule, on every page with a form and on the thank-you page", () => {
    for (const text of [
      byId("homePage").quickQuote.text,
      byId("quotePage").formIntro.text,
      byId("contactPage").callbackNote,
      byId("thankYouPage").nextSteps.items[0],
      byId("faq-3").answer,
    ]) {
      expect(text).toContain(promise.callbackRule);
    }
    // No call-back within the hour around the clock for a form (that is the emergency line's app and voicemail).
    expect(matching(/binnen (?:een|één|1) uur/i)).toEqual([
      "emergencyPage.steps.items[0].text",
      "emergencyPage.finalCta.text",
    ]);
    // What to do at the voicemail, then the call-back, as what usually happens.
    expect(byId("emergencyPage").steps.items[0].text).toContain(
      `Is het druk en krijg je de voicemail, spreek dan je naam en adres in. Heb je ons geappt of ingesproken, dan bellen we je ${promise.emergencyCallback} terug.`,
    );
    expect(promise.emergencyCallback).toBe("meestal binnen een uur");
  });

  it("folds the app and voicemail into the first emergency step, each step title with one colon at most", () => {
    const titles: string[] = byId("emergencyPage").steps.items.map((step: { title: string }) => step.title);
    expect(titles.filter((title) => title.split(":").length > 2)).toEqual([]);
    expect(titles.some((title) => /voicemail/i.test(title))).toBe(false);
  });

  it("gives a storm report its own thank-you words: no free inspection, the storm note, the phone for water inside", () => {
    const general = texts(byId("thankYouPage")).map(({ text }) => text);
    expect(general.filter((text) => /gratis inspectie/i.test(text))).toEqual([]);
    const storm = byId("stormReportPage").thanks;
    const stormText = texts(storm)
      .map(({ text }) => text)
      .join(" ");
    expect(stormText).toContain(promise.stormNote);
    expect(stormText).toContain(settings.phone.display);
    expect(stormText).not.toMatch(/gratis|minuten/i);
  });

  it("qualifies every ordinary visit promise with working days, leads the home hero with the acute line and opens its services with the ordinary visit", () => {
    expect(matching(/(?<!op werkdagen meestal )binnen 24 uur/i)).toEqual([]);
    expect(byId("homePage").hero.heading).toBe(
      `Water binnen? Bel nu: ${promise.acuteResponseTime} ter plaatse, ook ’s nachts`,
    );
    // The hero's lead fits three phone lines: the ordinary visit opens the first section under the trust bar.
    expect(byId("homePage").hero.intro).toMatch(
      /^Eerst dicht, dan meestal binnen 3 werkdagen de definitieve reparatie\./,
    );
    expect(byId("homePage").services.text).toMatch(
      /^Geen spoed\? Dan zijn we op werkdagen meestal binnen 24 uur bij je\./,
    );
    expect(byId("homePage").seoDescription).toContain(`bij water in huis ${promise.acuteResponseTime}`);
    expect(matching(/uiterlijk binnen/i)).toEqual([]);
  });

  it("says what a weekend visit for a non-acute problem means: the next working day, or sooner with the surcharge", () => {
    for (const text of [byId("emergencyPage").steps.items[1].text, byId("faq-4").answer]) {
      expect(text).toMatch(/weekend/);
      expect(text).toMatch(/eerstvolgende werkdag/);
      expect(text).toMatch(/spoedtoeslag/);
    }
  });

  it("names the evening and weekend surcharge wherever a visit is free or travel costs nothing", () => {
    // A card's title is read with its text ("Geen voorrijkosten in ons werkgebied" above the surcharge).
    const withCardText = allTexts.map(({ where, text }) => ({
      where,
      text: where.endsWith(".title")
        ? `${text} ${allTexts.find((entry) => entry.where === where.replace(/title$/, "text"))?.text ?? ""}`
        : text,
    }));
    const free = withCardText.filter(({ text }) => /\bgratis\b(?!\s+offerte)|voorrijkosten|voorrijden/i.test(text));
    expect(free.length).toBeGreaterThan(10);
    // The surcharge with its VAT: in the token's bracket, or once in the text's own words (price-tokens.ts).
    expect(
      free
        .filter(({ text }) => !/€\u00a0\d+ spoedtoeslag/.test(text) || !/incl\. btw|inclusief btw/.test(text))
        .map(({ where }) => where),
    ).toEqual([]);
  });

  it("types no VAT words or brackets around a price, and no minimum next to a price that states it", () => {
    expect(matching(/\(incl\. btw\)\)|\(\(|btw\) incl|btw\), minimaal/)).toEqual([]);
    expect(matching(/\(vanaf €/)).toEqual([]);
    expect(matching(/\(incl\. btw\)$/).filter((where) => where.endsWith("caption"))).toEqual([]);
  });

  it("spreads a new tiled roof over 40 to 50 years in the per-year example", () => {
    const example = texts(byId("article-plat-dak-of-hellend-dak"))
      .map(({ text }) => text)
      .find((text) => /per jaar/.test(text) && /pannendak/.test(text));
    expect(example).toMatch(/ruwe schatting/);
    expect(example).toMatch(/40 tot 50 jaar/);
    expect(example).not.toMatch(/60 jaar/);
  });

  it("words the service area one way: in ons werkgebied, defined by the setting", () => {
    expect(matching(/binnen ons werkgebied|voorrijkosten rekenen we nergens/i)).toEqual([]);
    expect(byId("contactPage").serviceAreas.text).toMatch(/^We werken binnen \d+ km van Veghel/);
    expect(byId("faq-1").answer).toMatch(/in ons werkgebied \(alles binnen \d+ km van Veghel\)/);
  });

  it("defines a heavy storm in the warranty terms by a gust measured at a named KNMI station, without a Beaufort label", () => {
    const terms = texts(byId("legal-garantievoorwaarden"))
      .map(({ text }) => text)
      .join("\n");
    expect(terms).toMatch(
      /KNMI op weerstation Volkel windstoten van 89 km per uur \(24,7 meter per seconde\) of harder/,
    );
    // Windkracht is mean wind: a gust threshold labelled "windkracht 10" promised more than it gave (N5).
    expect(terms).not.toMatch(/ondergrens van windkracht 10/);
    expect(terms).toMatch(/zulke windstoten komen al voor bij windkracht 7 of 8/);
    expect(terms).toMatch(/bij minder wind .* valt dat gewoon onder de garantie/);
  });

  it("gives sealant work its own, shorter warranty term, and promises no roof to forget about (N6)", () => {
    const terms = texts(byId("legal-garantievoorwaarden"))
      .map(({ text }) => text)
      .join("\n");
    const claims = (settings as unknown as { claims: { warranty: string; sealantWarranty: string } }).claims;
    expect(terms).toContain(`Voor kitwerk is de termijn korter: ${claims.sealantWarranty}.`);
    expect(Number.parseFloat(claims.sealantWarranty)).toBeLessThan(
      Number.parseFloat(claims.warranty.replace(",", ".")),
    );
    expect(matching(/niet meer over hoeft na te denken/)).toEqual([]);
  });

  it("answers the cooling-off question with the 14 days and the urgent-repair exception", () => {
    const faq = pages.find((doc) => doc._type === "faq" && /bedenktijd/i.test(String(doc.question)));
    expect(faq?.answer).toMatch(/14 dagen/);
    expect(faq?.answer).toMatch(/dringende reparatie/);
    expect(faq?.answer).toMatch(/uitdrukkelijk/);
  });

  it("gives one inspection rule: yearly with trees around or a roof over 20 years, otherwise every two to three years", () => {
    expect(
      matching(/om de paar jaar|één keer per jaar te laten|elk jaar inspecteren|ouder (?:is )?dan dertig jaar/i),
    ).toEqual([]);
    const inspections = new Set(matching(/nakijken|inspect/i));
    const rules = matching(/\belk jaar\b|jaarlijks/i).filter((where) => inspections.has(where));
    expect(rules.sort()).toEqual([
      "article-daklekkage-en-verzekering.body[112]",
      "article-oorzaken-daklekkage-brabant.body[44]",
      "article-plat-dak-of-hellend-dak.body[33]",
      "service-dakonderhoud.body",
      "tip-4.content",
    ]);
    for (const where of rules) {
      const text = allTexts.find((entry) => entry.where === where)!.text;
      expect(text, where).toMatch(/20 jaar/);
      expect(text, where).toMatch(/twee à drie jaar/);
    }
  });

  it("sends nobody onto the roof for moss or weeds, and nobody under a bulging ceiling with a pin (C14)", () => {
    expect(matching(/\bhaal (?:mos|onkruid)/i)).toEqual([]);
    const holes = allTexts.filter(({ text }) => /gaatje/.test(text));
    expect(holes).toHaveLength(2);
    for (const { text } of holes) {
      expect(text).toMatch(/Prik er zelf geen gaatje in/);
      expect(text).not.toMatch(/gaatje in prikken/);
    }
  });

  it("names a heat pump as a possible second ISDE measure", () => {
    expect(matching(/twee isolatiemaatregelen/)).toEqual([]);
    expect(
      matching(/twee maatregelen neemt, bijvoorbeeld dak- én vloerisolatie, of dakisolatie en een warmtepomp/).sort(),
    ).toEqual(["article-plat-dak-of-hellend-dak.body[60]", "service-dakrenovatie.body"]);
  });

  it("writes natural Dutch: we repair, one percent style, the polders along the Maas", () => {
    expect(matching(/repareer je/)).toEqual([]);
    expect(matching(/\d %/)).toEqual([]);
    expect(matching(/polders, zoals tussen Veghel en Uden/)).toEqual([]);
    expect(matching(/open akkers tussen Veghel en Uden en over de polders langs de Maas/)).toHaveLength(1);
  });
});
