import { describe, expect, it } from "vitest";
import { isReviewLink, missingReviewProof, showableReviews } from "@/lib/content/reviews";

const review = (
  name: string,
  fields: { source?: string | null; date?: string | null; url?: string | null; consentRecorded?: boolean | null },
) => ({
  name,
  ...fields,
});

describe("showableReviews", () => {
  it("shows a quote as a customer's words only with a review platform, a date, a link there and recorded consent", () => {
    const shown = showableReviews([
      review("Google", {
        source: "google",
        date: "2026-10-01",
        url: "https://g.page/r/brabant-dakzorg/review",
        consentRecorded: true,
      }),
      review("Trustoo", {
        source: "trustoo",
        date: "2026-09-01",
        url: "https://www.trustoo.nl/dakdekker/brabant-dakzorg/",
        consentRecorded: true,
      }),
      review("Kiyoh", {
        source: "kiyoh",
        date: "2026-08-01",
        url: "https://www.kiyoh.com/reviews/1234/brabant_dakzorg",
        consentRecorded: true,
      }),
      review("Werkspot", {
        source: "werkspot",
        date: "2026-07-01",
        url: "https://www.werkspot.nl/profiel/brabant-dakzorg",
        consentRecorded: true,
      }),
    ]);
    expect(shown.map((item) => [item.name, item.kind])).toEqual([
      ["Google", "customer"],
      ["Trustoo", "customer"],
      ["Kiyoh", "customer"],
      ["Werkspot", "customer"],
    ]);
  });

  it("hides a real-source quote without consent, date or link, and one without a review platform", () => {
    const complete = { date: "2026-10-01", url: "https://www.werkspot.nl/profiel/x", consentRecorded: true };
    expect(
      showableReviews([
        review("zonder toestemming", { ...complete, source: "werkspot", consentRecorded: false }),
        review("toestemming onbekend", { ...complete, source: "werkspot", consentRecorded: null }),
        review("zonder datum", { ...complete, source: "werkspot", date: null }),
        review("zonder link", { ...complete, source: "werkspot", url: null }),
        review("link naar een ander platform", { ...complete, source: "google" }),
        review("zonder bron", { ...complete }),
        review("eigen klant zonder platform", { ...complete, source: "klant" }),
      ]),
    ).toEqual([]);
  });

  it("shows a sample as a sample, so the page can label it", () => {
    expect(showableReviews([review("Voorbeeld", { source: "voorbeeld" })])).toEqual([
      { name: "Voorbeeld", source: "voorbeeld", kind: "sample" },
    ]);
  });

  it("accepts no list at all", () => {
    expect(showableReviews(null)).toEqual([]);
    expect(showableReviews(undefined)).toEqual([]);
  });
});

describe("a review's proof", () => {
  const today = new Date("2026-11-24T12:00:00Z");

  it("asks nothing of a sample", () => {
    expect(missingReviewProof({ source: "voorbeeld" }, today)).toEqual([]);
  });

  it("asks a real review for its date, not in the future, and an https link on its own platform", () => {
    expect(missingReviewProof({ source: "kiyoh" }, today)).toEqual(["date", "link"]);
    expect(
      missingReviewProof({ source: "kiyoh", date: "2026-12-01", url: "https://www.kiyoh.com/r/1" }, today),
    ).toEqual(["future-date"]);
    expect(
      missingReviewProof({ source: "kiyoh", date: "2026-11-24", url: "https://www.kiyoh.com/r/1" }, today),
    ).toEqual([]);
  });

  it("takes a link only on the platform's own domain, over https", () => {
    expect(isReviewLink("google", "https://www.google.com/maps/place/x")).toBe(true);
    expect(isReviewLink("google", "https://maps.app.goo.gl/abc")).toBe(true);
    expect(isReviewLink("google", "http://www.google.com/maps/place/x")).toBe(false);
    expect(isReviewLink("google", "https://google.com.evil.example/x")).toBe(false);
    expect(isReviewLink("trustoo", "https://www.werkspot.nl/x")).toBe(false);
    expect(isReviewLink("werkspot", "geen link")).toBe(false);
  });
});
