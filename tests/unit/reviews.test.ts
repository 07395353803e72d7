import { describe, expect, it } from "vitest";
import { showableReviews } from "@/lib/content/reviews";

const review = (
  name: string,
  fields: { source?: string | null; date?: string | null; consentRecorded?: boolean | null },
) => ({
  name,
  ...fields,
});

describe("showableReviews", () => {
  it("shows a quote as a customer's words only with a real source, a date and recorded consent", () => {
    const shown = showableReviews([
      review("Google met toestemming", { source: "google", date: "2026-10-01", consentRecorded: true }),
      review("Werkspot met toestemming", { source: "werkspot", date: "2026-09-01", consentRecorded: true }),
      review("Eigen klant met toestemming", { source: "klant", date: "2026-08-01", consentRecorded: true }),
    ]);
    expect(shown.map((item) => [item.name, item.kind])).toEqual([
      ["Google met toestemming", "customer"],
      ["Werkspot met toestemming", "customer"],
      ["Eigen klant met toestemming", "customer"],
    ]);
  });

  it("hides a real-source quote without consent or without a date, and one without a known source", () => {
    expect(
      showableReviews([
        review("zonder toestemming", { source: "google", date: "2026-10-01", consentRecorded: false }),
        review("toestemming onbekend", { source: "werkspot", date: "2026-10-01" }),
        review("zonder datum", { source: "klant", consentRecorded: true }),
        review("zonder bron", { date: "2026-10-01", consentRecorded: true }),
        review("onbekende bron", { source: "facebook", date: "2026-10-01", consentRecorded: true }),
      ]),
    ).toEqual([]);
  });

  it("shows a sample as a sample, so the page can label it 'Voorbeeld'", () => {
    expect(showableReviews([review("Voorbeeld", { source: "voorbeeld" })])).toEqual([
      { name: "Voorbeeld", source: "voorbeeld", kind: "sample" },
    ]);
  });

  it("accepts no list at all", () => {
    expect(showableReviews(null)).toEqual([]);
    expect(showableReviews(undefined)).toEqual([]);
  });
});
