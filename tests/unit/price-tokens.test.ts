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
    expect([euro(125), euro(1200), euro(2.8), euro(1500.5)]).toEqual(["€125", "€1.200", "€2,80", "€1.500,50"]);
  });

  it("fill ranges, 'from' prices with their minimum, and minimums", () => {
    expect(fillPriceTokens("Pannen: {prijs:dakpannen-vervangen}.", prices)).toBe(
      "Pannen: €45 tot €70 per m² (minimaal €175 per klus, incl. btw).",
    );
    expect(fillPriceTokens("{vanaf:dakpannen-vervangen}", prices)).toBe(
      "vanaf €45 per m² (minimaal €175 per klus, incl. btw)",
    );
    expect(fillPriceTokens("{vanaf:lekkage-opsporen}", prices)).toBe("vanaf €125 (incl. btw)");
    expect(fillPriceTokens("{prijs:spoedtoeslag}", prices)).toBe("€75 (incl. btw)");
    expect(fillPriceTokens("’s Avonds {spoedtoeslag}.", prices)).toBe("’s Avonds €75 spoedtoeslag (incl. btw).");
    expect(fillPriceTokens("{vanaf:schoorsteen}", prices)).toBe("vanaf €250 per stuk (incl. btw)");
    expect(fillPriceTokens("{prijs:dakgoot} / {minimum:dakgoot}", prices)).toBe(
      "€45,50 tot €1.200 per strekkende meter (minimaal €95 per klus, incl. btw) / €95",
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
    expect(fillPriceTokens("{totaal:pannendak:60}", list)).toBe("€5.400 tot €8.400 (incl. btw)");
    expect(fillPriceTokens("{totaal:pannendak:60:30}", list)).toBe("€1.620 tot €2.520 (incl. btw)");
  });

  it("never go below the minimum charge, and ignore the size of a job priced per klus", () => {
    expect(fillPriceTokens("{totaal:pannendak:10}", list)).toBe("€2.500 (incl. btw)");
    expect(fillPriceTokens("{totaal:lekkage:3}", list)).toBe("€125 tot €295 (incl. btw)");
  });

  it("spread a price over a lifetime", () => {
    expect(fillPriceTokens("{perjaar:pannendak:60}", list)).toBe("€1,50 tot €2,33 per m² per jaar");
  });

  it("follow a changed price, and say so for a price that does not exist", () => {
    const raised = priceMap([{ ...list.get("pannendak")!, priceHigh: 150 }]);
    expect(fillPriceTokens("{totaal:pannendak:60}", raised)).toBe("€5.400 tot €9.000 (incl. btw)");
    expect(fillPriceTokens("{totaal:bestaat-niet:60}", list)).toBe("(prijs op aanvraag)");
  });
});
