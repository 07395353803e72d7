import { describe, expect, it } from "vitest";
import { type SanityDoc, validateDataset } from "@/studio/validate-dataset";
import { testPromises } from "../support/company-settings";

const settings: SanityDoc = {
  _id: "siteSettings",
  _type: "siteSettings",
  phone: { display: "0413 20 30 40", e164: "+31413203040" },
  whatsapp: { number: "31612345678", display: "06 12 34 56 78" },
  email: "info@brabantdakzorg.example",
  kvk: "12345678",
  promises: testPromises,
};
const price: SanityDoc = { _id: "price-x", _type: "priceItem", slug: { current: "pannendak" }, unit: "klus" };

/** The text checks' findings only (an empty schema makes every document "unknown", which is not what we test). */
const literalProblems = (...docs: SanityDoc[]) =>
  validateDataset([], [settings, price, ...docs], []).filter((error) => !error.includes("unknown document type"));
const problems = (...docs: SanityDoc[]) =>
  validateDataset([], [settings, price, ...docs], []).filter((error) => !error.includes("unknown document type"));
const faq = (id: string, answer: string): SanityDoc => ({ _id: id, _type: "faq", answer });

describe("dataset text checks", () => {
  it("refuse the settings' phone, WhatsApp, e-mail and KvK values however they are spaced", () => {
    const found = problems(
      faq("faq-1", "Bel 0413-203040."),
      faq("faq-2", "App 0612345678."),
      faq("faq-3", "Mail INFO@brabantdakzorg.example."),
      faq("faq-4", "KvK 12345678."),
      { _id: "article-1", _type: "article", body: [{ markDefs: [{ href: "tel:+31413203040" }] }] },
    );
    expect(found).toHaveLength(5);
    expect(problems(faq("faq-1", "Bel {phone}, app {whatsapp}, mail {email}; KvK {kvk}; tel:{phoneE164}"))).toEqual([]);
  });

  it("refuse every promise typed in instead of its placeholder", () => {
    // Only this rule's findings: a typed promise without "meestal" is refused by the qualifier rule as well.
    const problems = (...docs: SanityDoc[]) => literalProblems(...docs).filter((error) => error.includes(" holds "));
    expect(problems(faq("faq-1", "Je hoeft niet langer dan 4 uur te wachten."))).toEqual([
      "faq-1.answer: holds the acute-leak promise from the settings; write {acuteResponseTime} instead",
    ]);
    expect(problems(faq("faq-1", "We zijn binnen 24 uur bij je."))).toEqual([
      "faq-1.answer: holds the repair-visit promise from the settings; write {responseTime} instead",
    ]);
    expect(problems(faq("faq-1", "Je hoort binnen 15 minuten van ons."))).toEqual([
      "faq-1.answer: holds the call-back promise from the settings; write {callbackRule} instead",
    ]);
    expect(problems(faq("faq-1", "Je hoort binnen één uur van ons."))).toEqual([
      "faq-1.answer: holds the emergency line's call-back from the settings; write {emergencyCallback} instead",
    ]);
    expect(problems(faq("faq-1", "Definitief hersteld binnen 3 werkdagen, bel vóór 9.00 uur."))).toHaveLength(2);
    expect(
      problems(
        faq("faq-1", "We komen {responseTime}, bij acute lekkage {acuteResponseTime}. {callbackRule} 24-uursservice."),
      ),
    ).toEqual([]);
  });

  it("refuse a free visit or free travel without the evening and weekend surcharge", () => {
    expect(problems(faq("faq-1", "Komen kijken is gratis, het voorrijden ook."))).toHaveLength(1);
    expect(problems(faq("faq-1", "Geen voorrijkosten."))).toHaveLength(1);
    expect(
      problems(faq("faq-1", "Gratis komen kijken op werkdagen; ’s avonds en in het weekend {spoedtoeslag}.")),
    ).toEqual([]);
    expect(problems(faq("faq-1", "Vraag een gratis offerte aan."))).toEqual([]);
  });

  it("refuse the company's figures typed into prose, where the confirmation gate cannot reach them", () => {
    const withFigures = { ...settings, claims: { yearsExperience: "15+", customers: "500+" } };
    const found = (text: string) =>
      validateDataset([], [withFigures, price, faq("faq-1", text)], []).filter(
        (error) => !error.includes("unknown document type"),
      );
    expect(found("We werken al ruim 15 jaar aan daken.")).toHaveLength(1);
    expect(found("Meer dan 500 tevreden klanten.")).toHaveLength(1);
    expect(found("Woningen uit de eerste 15 jaar na de oorlog.")).toEqual([]);
  });

  it("refuse office hours the Studio would refuse", () => {
    const withHours = (weekly: unknown[]): SanityDoc => ({ ...settings, openingHours: { weekly } });
    const found = (doc: SanityDoc) =>
      validateDataset([], [doc, price], []).filter((error) => !error.includes("unknown document type"));
    const line = { from: "monday", to: "friday", opens: "08:00", closes: "17:00" };
    expect(found(withHours([line]))).toEqual([]);
    expect(found(withHours([{ ...line, closes: "07:00" }]))).toEqual([
      "siteSettings.openingHours: De sluitingstijd ligt na de openingstijd.",
    ]);
    expect(found(withHours([line, { from: "friday", opens: "09:00", closes: "12:00" }]))).toEqual([
      "siteSettings.openingHours: Elke dag staat maar op één regel.",
    ]);
  });

  it("refuse a stock phrase in more documents than allowed", () => {
    const docs = ["a", "b", "c", "d"].map((id) => faq(`faq-${id}`, "Dan weet je waar je aan toe bent."));
    expect(problems(...docs.slice(0, 3))).toEqual([]);
    expect(problems(...docs)[0]).toMatch(/stands in 4 documents \(at most 3\)/);
  });

  it("refuse a name used by two testimonials or town quotes", () => {
    const found = problems(
      { _id: "testimonial-1", _type: "testimonial", name: "Sandra K." },
      { _id: "town-boekel", _type: "town", quotes: [{ name: "sandra  k." }, { name: "Gerard S." }] },
    );
    expect(found).toEqual(['town-boekel.quotes[0]: the name "sandra  k." is also used by testimonial-1']);
  });
});
