import { describe, expect, it } from "vitest";
import { type SanityDoc, validateDataset } from "@/studio/validate-dataset";

/** The dataset check's findings on these documents, without the schema's (an empty schema knows no type). */
const problems = (...docs: SanityDoc[]) =>
  validateDataset([], docs, []).filter((error) => !error.includes("unknown document type"));

const testimonial = (fields: Record<string, unknown>): SanityDoc => ({
  _id: "testimonial-1",
  _type: "testimonial",
  name: "Anouk B.",
  ...fields,
});
const upload = { image: { _type: "image", asset: { _ref: "image-abc-800x600-jpg" } }, alt: "Na" };
const illustration = { src: "/images/projects/after-1.jpg", alt: "Na" };

describe("the dataset check on proof", () => {
  it("refuses a real review without its date or without a link to it on its platform", () => {
    expect(problems(testimonial({ source: "google", consentRecorded: true }))).toEqual([
      "testimonial-1: a real review needs its date",
      "testimonial-1: a real review needs an https link to it on Google",
    ]);
    expect(
      problems({
        _id: "town-uden",
        _type: "town",
        quotes: [{ name: "Ellen S.", source: "trustoo", date: "2026-10-02", url: "https://www.werkspot.nl/x" }],
      }),
    ).toEqual(["town-uden.quotes[0]: a real review needs an https link to it on Trustoo"]);
  });

  it("accepts a complete real review and a sample", () => {
    expect(
      problems(
        testimonial({ source: "kiyoh", date: "2026-10-02", url: "https://www.kiyoh.com/reviews/1/brabant-dakzorg" }),
        { ...testimonial({ source: "voorbeeld" }), _id: "testimonial-2", name: "Sandra K." },
      ),
    ).toEqual([]);
  });

  it("refuses a project or recent work marked as own work that shows a shipped illustration", () => {
    expect(
      problems(
        { _id: "projectPhoto-1", _type: "projectPhoto", before: illustration, after: upload, ownWork: true },
        { _id: "projectPhoto-2", _type: "projectPhoto", before: upload, after: upload, ownWork: true },
        { _id: "projectPhoto-3", _type: "projectPhoto", before: illustration, after: illustration, ownWork: false },
        {
          _id: "town-schijndel",
          _type: "town",
          customHero: {
            recentWork: [
              { ...illustration, ownWork: true },
              { ...upload, ownWork: true },
            ],
          },
        },
      ),
    ).toEqual([
      "projectPhoto-1: marked as own work, but shows a shipped illustration instead of an uploaded photo",
      "town-schijndel.customHero.recentWork[0]: marked as own work, but shows a shipped illustration instead of an uploaded photo",
    ]);
  });

  it("refuses a KvK number or VAT id of the wrong shape, and confirmed figures without a link to the reviews", () => {
    const settings = (fields: Record<string, unknown>): SanityDoc => ({
      _id: "siteSettings",
      _type: "siteSettings",
      kvk: "12345678",
      vatId: "NL000000000B01",
      claims: { figuresConfirmed: false },
      ...fields,
    });
    expect(problems(settings({}))).toEqual([]);
    expect(problems(settings({ kvk: "1234 5678", vatId: "NL 0000.00.000.B01" }))).toEqual([
      'siteSettings.kvk: "1234 5678" is not eight digits',
      'siteSettings.vatId: "NL 0000.00.000.B01" is not a Dutch VAT id (NL, nine digits, B, two digits)',
    ]);
    expect(problems(settings({ claims: { figuresConfirmed: true } }))).toEqual([
      "siteSettings.claims.ratingLink: confirmed figures link to the reviews behind the rating",
    ]);
    // A text names the VAT id through its placeholder, as it does the KvK number.
    expect(
      problems(settings({}), { _id: "legal-privacy", _type: "legalPage", intro: "Btw-id NL000000000B01." }),
    ).toEqual(["legal-privacy.intro: holds the VAT id from the settings; write {vatId} instead"]);
    expect(problems(settings({}), { _id: "legal-privacy", _type: "legalPage", intro: "Btw-id {vatId}." })).toEqual([]);
  });

  it("lets only the town pages' Waarom list name a headline figure, which it leaves out while unconfirmed", () => {
    const townPage: SanityDoc = {
      _id: "townPage",
      _type: "townPage",
      whyUs: { points: ["{yearsExperience} jaar ervaring", "{warranty} garantie"] },
    };
    expect(problems(townPage)).toEqual([]);
    expect(problems({ _id: "homePage", _type: "homePage", trust: { text: "Al {yearsExperience} jaar." } })).toEqual([
      "homePage.trust.text: names a headline figure, which only townPage.whyUs.points may (a line there is left out while the figures are unconfirmed)",
    ]);
  });
});
