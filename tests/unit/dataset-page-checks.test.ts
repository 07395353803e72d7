import { describe, expect, it } from "vitest";
import { allowedRoadKm, crowFliesKm, townDistanceProblems } from "@/lib/content-rules/town-area";
import { oneItemListProblems } from "@/studio/checks/one-item-lists";
import { promiseQualifierProblems } from "@/studio/checks/promise-qualifiers";
import { surchargeProblems } from "@/studio/checks/surcharge";
import { titleProblems } from "@/studio/checks/titles";
import { townDistanceSentenceProblems } from "@/studio/checks/town-distance";
import { townSentenceProblems } from "@/studio/checks/town-sentences";
import { vatOnceProblems } from "@/studio/checks/vat-once";
import type { SanityDoc } from "@/studio/validate-dataset";
import { testPromises } from "../support/company-settings";

/**
 * The dataset checks that read a page as its visitor does (tokens resolved, a town's words for that town): each
 * rule refuses an example of what it catches and accepts its fix.
 */
const veghel = { lat: 51.6167, lng: 5.5486 };
const settings: SanityDoc = {
  _id: "siteSettings",
  _type: "siteSettings",
  companyName: "Brabant Dakzorg",
  address: { city: "Veghel" },
  geo: veghel,
  serviceArea: { radiusKm: 35 },
  openingHours: { weekly: [{ from: "monday", to: "friday", opens: "08:00", closes: "17:00" }] },
  promises: testPromises,
};
const surcharge: SanityDoc = {
  _id: "price-spoedtoeslag",
  _type: "priceItem",
  slug: { current: "spoedtoeslag" },
  unit: "klus",
  priceLow: 75,
  priceHigh: 75,
  minimumCharge: 75,
};
const detection: SanityDoc = {
  _id: "price-lekkage-opsporen",
  _type: "priceItem",
  slug: { current: "lekkage-opsporen" },
  unit: "klus",
  priceLow: 125,
  priceHigh: 295,
  minimumCharge: 125,
};
const faq = (answer: string): SanityDoc => ({ _id: "faq-1", _type: "faq", answer });
const town = (slug: string, fields: Record<string, unknown> = {}): SanityDoc => ({
  _id: `town-${slug}`,
  _type: "town",
  name: slug.charAt(0).toUpperCase() + slug.slice(1),
  municipality: "Meierijstad",
  heroVariant: "standard",
  geo: { lat: 51.6601, lng: 5.6186 },
  distanceKm: 11,
  driveMinutes: 15,
  ...fields,
});

describe("a sentence on more than three town pages", () => {
  const frame = (card: string): SanityDoc => ({
    _id: "townPage",
    _type: "townPage",
    standardHero: { heading: "Dakdekker {town}", badge: "Water binnen? Dan zijn we er {acuteResponseTime}" },
    leakHero: { heading: "Water binnen in {town}?", points: ["Je hoort de prijs voordat we beginnen"] },
    local: { heading: "Jouw dakdekker in {town}", place: "{town}", distance: "Op {distanceKm} km.", response: "Bel." },
    emergency: { heading: "Lekkage in {town}?", cards: [{ _key: "a", title: "Storm", text: card }] },
    whyUs: { heading: "Waarom {company}", points: ["{warranty} garantie"] },
    finalCta: { heading: "Dakprobleem in {town}?", text: "Bel of app ons." },
  });
  const towns = ["uden", "erp", "boekel", "mill"].map((slug) => town(slug));

  it("is refused when the shared frame says it, after its placeholders are filled for each town", () => {
    const found = townSentenceProblems([settings, frame("Dan zijn we er. {stormNote}"), ...towns]);
    expect(found).toEqual([
      `town pages: "${testPromises.stormNote}" stands on 4 town pages (at most 3): Uden, Erp, Boekel, Mill; say it in each town's own words, or once on a page of its own`,
    ]);
  });

  it("is accepted on three pages, and when a town's own words replace the frame's", () => {
    expect(
      townSentenceProblems([
        settings,
        frame("Na een storm gaan lekkages met water binnen voor."),
        ...towns.slice(0, 3),
      ]),
    ).toEqual([]);
    const own = {
      ownFrame: {
        emergencyCards: [1, 2, 3].map((n) => ({
          _key: `k${n}`,
          title: "T",
          text: `In Mill is het elke storm raak, kaart ${n}.`,
        })),
      },
    };
    expect(
      townSentenceProblems([
        settings,
        frame("Na een storm gaan lekkages met water binnen voor."),
        ...towns.slice(0, 3),
        town("mill", own),
      ]),
    ).toEqual([]);
  });

  it("counts sentences only: headings, labels and short lines are the page's furniture; the VAT line is exempt", () => {
    const faqs = [
      {
        _key: "f",
        _type: "faqItem",
        question: "Wat kost het?",
        answer: "Dat hangt ervan af. Alle bedragen zijn inclusief btw.",
      },
    ];
    expect(townSentenceProblems([settings, frame("Bel ons."), ...towns.map((t) => ({ ...t, faqs }))])).toEqual([]);
  });
});

describe("a promise figure without 'meestal'", () => {
  it("is refused in a sentence where we promise it, and accepted with the qualifier or from the settings", () => {
    expect(promiseQualifierProblems([settings, faq("We zijn er binnen 2 uur, ook ’s nachts.")])).toEqual([
      'faq-1.answer: "binnen 2 uur" promises a time without "meestal" ("We zijn er binnen 2 uur, ook ’s nachts.…"); say what usually happens, as the settings\' promises do',
    ]);
    expect(promiseQualifierProblems([settings, faq("We zijn er meestal binnen 2 uur.")])).toEqual([]);
    expect(
      promiseQualifierProblems([
        settings,
        faq("Dan zijn we er {acuteResponseTime} en bellen we je {emergencyCallback} terug."),
      ]),
    ).toEqual([]);
  });

  it("leaves advice to the reader alone: only our own promises count", () => {
    expect(promiseQualifierProblems([settings, faq("Meld de schade het liefst binnen 48 uur.")])).toEqual([]);
  });
});

describe("'incl. btw' more than once in a block", () => {
  it("is refused in a text with two amounts that each say it (the review's home intro)", () => {
    expect(
      vatOnceProblems([
        settings,
        surcharge,
        detection,
        faq("Lekdetectie kost {vanaf:lekkage-opsporen}; bij spoed {spoedtoeslag}."),
      ]),
    ).toEqual(['faq-1.answer: says "incl. btw" 2 times; say it once ("Alle bedragen zijn inclusief btw.")']);
  });

  it("is accepted when the text says it once, and a table with its caption counts as one block", () => {
    expect(
      vatOnceProblems([
        settings,
        surcharge,
        detection,
        faq("Lekdetectie kost {vanaf:lekkage-opsporen}; bij spoed {spoedtoeslag}. Alle bedragen zijn inclusief btw."),
      ]),
    ).toEqual([]);
    const table = (caption: string): SanityDoc => ({
      _id: "article-1",
      _type: "article",
      body: [
        {
          _type: "table",
          caption,
          rows: [{ cells: ["Lek", "{prijs:lekkage-opsporen}"] }, { cells: ["Spoed", "{spoedtoeslag}"] }],
        },
      ],
    });
    expect(vatOnceProblems([settings, surcharge, detection, table("Kosten")])).toHaveLength(1);
    expect(vatOnceProblems([settings, surcharge, detection, table("Kosten, inclusief btw")])).toEqual([]);
  });
});

describe("a town's stated distance against its position", () => {
  it("allows a road 0.9 to 1.7 times the straight line, give or take 3 km", () => {
    const uden = crowFliesKm(veghel, { lat: 51.6601, lng: 5.6186 });
    expect(uden).toBeCloseTo(6.8, 1);
    expect(allowedRoadKm(uden)).toEqual({ min: expect.closeTo(3.1, 1), max: expect.closeTo(14.6, 1) });
    const facts = { geo: settings.geo, baseTown: "Veghel" };
    expect(townDistanceProblems(town("uden") as { geo?: unknown }, facts)).toEqual([]);
    // Veghel itself: the same point, 3 km by road to the workshop on its edge.
    expect(townDistanceProblems(town("veghel", { geo: veghel, distanceKm: 3 }) as { geo?: unknown }, facts)).toEqual(
      [],
    );
  });

  it("refuses a distance the position cannot have, and a figure in the town's text that disagrees with it", () => {
    expect(townDistanceProblems(town("uden", { distanceKm: 35 }) as { geo?: unknown }, { geo: settings.geo })).toEqual([
      "35 km past niet bij de ligging: de plaats ligt 6,8 km in rechte lijn van de werkplaats, over de weg dus 3 tot 15 km. Controleer de afstand of de ligging.",
    ]);
    const text = {
      localInfo: "Van onze werkplaats in Veghel is het ongeveer 25 kilometer naar Uden. Volkel ligt 4 km verder.",
    };
    expect(townDistanceSentenceProblems([settings, town("uden", text)])).toEqual([
      "town-uden.localInfo: says 25 kilometer from the workshop, the town's distance is 11 km",
    ]);
  });
});

describe("a list with one item", () => {
  it("is refused as a list of texts and as a bulleted run of one paragraph", () => {
    const bullet = (key: string) => ({
      _type: "block",
      _key: key,
      listItem: "bullet",
      children: [{ _type: "span", text: key }],
    });
    const para = { _type: "block", _key: "p", children: [{ _type: "span", text: "Tekst" }] };
    const found = oneItemListProblems([
      { _id: "whyUsPage", _type: "whyUsPage", points: ["Eén punt"] },
      { _id: "legal", _type: "legalPage", body: [para, bullet("a"), para, bullet("b"), bullet("c")] },
    ]);
    expect(found).toEqual([
      'whyUsPage.points: a list with one item ("Eén punt"); write it as a sentence',
      "legal.body[1]: a bulleted list with one item; write it as a sentence",
    ]);
  });

  it("leaves identifiers and two-item lists alone", () => {
    expect(
      oneItemListProblems([
        { _id: "town-mill", _type: "town", aliases: ["mill-en-sint-hubert"], points: ["Een", "Twee"] },
      ]),
    ).toEqual([]);
  });
});

describe("titles and free offers", () => {
  it("refuses a page title without the brand, the home page excepted", () => {
    expect(
      titleProblems([
        settings,
        { _id: "emergencyPage", _type: "emergencyPage", seoTitle: "Spoedhulp – dag en nacht bereikbaar" },
        { _id: "quotePage", _type: "quotePage", seoTitle: "Offerte aanvragen | {company}" },
        { _id: "aboutPage", _type: "aboutPage", seoTitle: "Over ons | Brabant Dakzorg" },
        { _id: "homePage", _type: "homePage", seoTitle: "Brabant Dakzorg – dakdekker in Veghel" },
      ]),
    ).toEqual(['emergencyPage.seoTitle: "Spoedhulp – dag en nacht bereikbaar" does not end with "| {company}"']);
  });

  it("reads a card's title with its text: 'Geen voorrijkosten' above a text that names the surcharge is fine", () => {
    const card = (text: string): SanityDoc => ({
      _id: "quotePage",
      _type: "quotePage",
      benefits: [{ _key: "b", title: "Geen voorrijkosten in ons werkgebied", text }],
    });
    expect(surchargeProblems([card("Alleen bij spoed komt er {spoedtoeslag} bij.")])).toEqual([]);
    expect(surchargeProblems([card("Ook niet in Eindhoven.")])).toHaveLength(1);
  });
});
