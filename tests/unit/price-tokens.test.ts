import { describe, expect, it } from "vitest";
import { euro, type PriceItem } from "@/lib/content/price-amounts";
import { fillPriceTokens, priceMap } from "@/lib/content/price-tokens";

const prices = priceMap([
  { slug: "dakpannen-vervangen", title: "Dakpannen", unit: "m2", priceLow: 45, priceHigh: 70, minimumCharge: 175 },
  { slug: "lekkage-opsporen", title: "Lekkage", unit: "klus", priceLow: 125, priceHigh: 295, minimumCharge: 125 },
  { slug: "spoedtoeslag", title: "Spoed", unit: "klus", priceLow: 75, priceHigh: 75, minimumCharge: 75 },
  { slug: "schoorsteen", title: "Schoorsteen", unit: "stuk", priceLow: 250, priceHigh: 900, minimumCharge: 250 },
  { slug: "dakgoot", title: "Dakgoot", unit: "m1", priceLow: 45.5, priceHigh: 1200, minimumCharge: 95 },
] satisfies PriceItem[]);

describe("price tokens", () => {
  it("write euros the Dutch way", () => {
    expect([euro(125), euro(1200), euro(2.8), euro(1500.5)]).toEqual([
      "€\u00a0125",
      "€\u00a01.200",
      "€\u00a02,80",
      "€\u00a01.500,50",
    ]);
  });

  it("fill ranges, 'from' prices with their minimum, and minimums", () => {
    expect(fillPriceTokens("Pannen: {prijs:dakpannen-vervangen}.", prices)).toBe(
      "Pannen: €\u00a045 tot €\u00a070 per m² (minimaal €\u00a0175 per klus, incl. btw).",
    );
    expect(fillPriceTokens("{vanaf:dakpannen-vervangen}", prices)).toBe(
      "vanaf €\u00a045 per m² (minimaal €\u00a0175 per klus, incl. btw)",
    );
    expect(fillPriceTokens("{vanaf:lekkage-opsporen}", prices)).toBe("vanaf €\u00a0125 (incl. btw)");
    expect(fillPriceTokens("{prijs:spoedtoeslag}", prices)).toBe("€\u00a075 (incl. btw)");
    expect(fillPriceTokens("’s Avonds {spoedtoeslag}.", prices)).toBe("’s Avonds €\u00a075 spoedtoeslag (incl. btw).");
    expect(fillPriceTokens("{vanaf:schoorsteen}", prices)).toBe("vanaf €\u00a0250 per stuk (incl. btw)");
    expect(fillPriceTokens("{prijs:dakgoot} / {minimum:dakgoot}", prices)).toBe(
      "€\u00a045,50 tot €\u00a01.200 per strekkende meter (minimaal €\u00a095 per klus, incl. btw) / €\u00a095",
    );
  });

  it("never shows a figure for a price that does not exist, and leave other braces alone", () => {
    expect(fillPriceTokens("{prijs:bestaat-niet}", prices)).toBe("(prijs op aanvraag)");
    expect(fillPriceTokens("Lekkage in {town}", prices)).toBe("Lekkage in {town}");
  });
});

describe("worked-example tokens", () => {
  const list = priceMap([
    { slug: "pannendak", title: "Pannendak", unit: "m2", priceLow: 90, priceHigh: 140, minimumCharge: 2500 },
    { slug: "lekkage", title: "Lekkage", unit: "klus", priceLow: 125, priceHigh: 295, minimumCharge: 125 },
  ] satisfies PriceItem[]);

  it("multiply a price by a size, and take a percentage of that", () => {
    expect(fillPriceTokens("{totaal:pannendak:60}", list)).toBe("€\u00a05.400 tot €\u00a08.400 (incl. btw)");
    expect(fillPriceTokens("{totaal:pannendak:60:30}", list)).toBe("€\u00a01.620 tot €\u00a02.520 (incl. btw)");
  });

  it("never go below the minimum charge, and ignore the size of a job priced per klus", () => {
    expect(fillPriceTokens("{totaal:pannendak:10}", list)).toBe("€\u00a02.500 (incl. btw)");
    expect(fillPriceTokens("{totaal:lekkage:3}", list)).toBe("€\u00a0125 tot €\u00a0295 (incl. btw)");
  });

  it("spread a price over a lifetime", () => {
    expect(fillPriceTokens("{perjaar:pannendak:60}", list)).toBe("€\u00a01,50 tot €\u00a02,33 per m² per jaar");
  });

  it("follow a changed price, and say so for a price that does not exist", () => {
    const raised = priceMap([{ ...list.get("pannendak")!, priceHigh: 150 }]);
    expect(fillPriceTokens("{totaal:pannendak:60}", raised)).toBe("€\u00a05.400 tot €\u00a09.000 (incl. btw)");
    expect(fillPriceTokens("{totaal:bestaat-niet:60}", list)).toBe("(prijs op aanvraag)");
  });
});
