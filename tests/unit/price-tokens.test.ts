import { describe, expect, it } from "vitest";
import { euro, fillPricesDeep, fillPriceTokens, type PriceItem, priceMap } from "@/lib/content/price-tokens";

const prices = priceMap([
  { slug: "dakpannen-vervangen", title: "Dakpannen", unit: "m2", priceLow: 45, priceHigh: 70, minimumCharge: 175 },
  { slug: "lekkage-opsporen", title: "Lekkage", unit: "klus", priceLow: 125, priceHigh: 295, minimumCharge: 125 },
  { slug: "spoedtoeslag", title: "Spoed", unit: "klus", priceLow: 75, priceHigh: 75, minimumCharge: 75 },
  { slug: "schoorsteen", title: "Schoorsteen", unit: "stuk", priceLow: 250, priceHigh: 900, minimumCharge: 250 },
  { slug: "dakgoot", title: "Dakgoot", unit: "m1", priceLow: 45.5, priceHigh: 1200, minimumCharge: 95 },
] satisfies PriceItem[]);

describe("price tokens", () => {
  it("write euros the Dutch way", () => {
    expect([euro(125), euro(1200), euro(2.8), euro(1500.5)]).toEqual(["€125", "€1.200", "€2,80", "€1.500,50"]);
  });

  it("fill ranges, 'from' prices with their minimum, and minimums", () => {
    expect(fillPriceTokens("Pannen: {prijs:dakpannen-vervangen}.", prices)).toBe("Pannen: €45 tot €70 per m².");
    expect(fillPriceTokens("{vanaf:dakpannen-vervangen}", prices)).toBe("vanaf €45 per m² (minimaal €175 per klus)");
    expect(fillPriceTokens("{vanaf:lekkage-opsporen}", prices)).toBe("vanaf €125");
    expect(fillPriceTokens("{prijs:spoedtoeslag}", prices)).toBe("€75");
    expect(fillPriceTokens("{vanaf:schoorsteen}", prices)).toBe("vanaf €250 per stuk");
    expect(fillPriceTokens("{prijs:dakgoot} / {minimum:dakgoot}", prices)).toBe(
      "€45,50 tot €1.200 per strekkende meter / €95",
    );
  });

  it("never shows a figure for a price that does not exist, and leave other braces alone", () => {
    expect(fillPriceTokens("{prijs:bestaat-niet}", prices)).toBe("(prijs op aanvraag)");
    expect(fillPriceTokens("Lekkage in {town}", prices)).toBe("Lekkage in {town}");
  });

  it("reach every text in nested content: portable text spans and table cells", () => {
    const body = [
      { _type: "block", children: [{ _type: "span", text: "Kosten {vanaf:lekkage-opsporen}" }] },
      { _type: "table", rows: [{ cells: ["Pannen", "{prijs:dakpannen-vervangen}"] }] },
    ];
    expect(fillPricesDeep(body, prices)).toEqual([
      { _type: "block", children: [{ _type: "span", text: "Kosten vanaf €125" }] },
      { _type: "table", rows: [{ cells: ["Pannen", "€45 tot €70 per m²"] }] },
    ]);
  });
});
