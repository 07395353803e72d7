import { describe, expect, it } from "vitest";
import { amountRange, priceForSize } from "@/lib/content/price-amounts";
import {
  formValues,
  type GuideItem,
  parseSize,
  pricesUpdatedAt,
  readPriceGuideQuery,
  sizeText,
} from "@/lib/content/price-guide";
import { fillPriceGuidePlaceholders, isPriceGuidePlaceholder } from "@/lib/content/price-guide-placeholders";
import { formatDutchDay } from "@/lib/time/dutch-time";

const item = (fields: Partial<GuideItem> & Pick<GuideItem, "slug" | "unit">): GuideItem => ({
  title: fields.slug,
  priceLow: 10,
  priceHigh: 20,
  minimumCharge: 0,
  ...fields,
});

const pannen = item({
  slug: "pannen",
  unit: "m2",
  priceLow: 45,
  priceHigh: 70,
  minimumCharge: 175,
  typicalSize: 4,
  maxSize: 100,
});
const goot = item({
  slug: "goot",
  unit: "m1",
  priceLow: 45.5,
  priceHigh: 95,
  minimumCharge: 95,
  typicalSize: 6,
  maxSize: 80,
});
const schoorsteen = item({
  slug: "schoorsteen",
  unit: "stuk",
  priceLow: 250,
  priceHigh: 900,
  minimumCharge: 250,
  typicalSize: 1,
  maxSize: 4,
});
const lekkage = item({ slug: "lekkage", unit: "klus", priceLow: 125, priceHigh: 295, minimumCharge: 125 });
const items = [pannen, goot, schoorsteen, lekkage];

const price = (klus: string | undefined, omvang?: string | string[]) => {
  const outcome = readPriceGuideQuery(items, { klus, omvang });
  if (outcome.kind !== "price") throw new Error(`expected a price, got ${outcome.kind}`);
  return outcome;
};

describe("the price of a job at a size", () => {
  it("multiplies the price per unit by the size, for m², meters and pieces", () => {
    expect(priceForSize(pannen, 12)).toEqual({ low: 540, high: 840, minimumApplies: false });
    expect(priceForSize(goot, 10)).toEqual({ low: 455, high: 950, minimumApplies: false });
    expect(priceForSize(schoorsteen, 2)).toEqual({ low: 500, high: 1800, minimumApplies: false });
  });

  it("never goes below the minimum charge: it lifts both ends of a small job, or only the low end", () => {
    expect(priceForSize(pannen, 1)).toEqual({ low: 175, high: 175, minimumApplies: true });
    expect(priceForSize(pannen, 3)).toEqual({ low: 175, high: 210, minimumApplies: true });
    expect(priceForSize(pannen, 4)).toEqual({ low: 180, high: 280, minimumApplies: false });
    expect(priceForSize(goot, 2)).toEqual({ low: 95, high: 190, minimumApplies: true });
  });

  it("ignores the size of a job priced per klus", () => {
    expect(priceForSize(lekkage, 1)).toEqual(priceForSize(lekkage, 500));
    expect(priceForSize(lekkage, 7)).toEqual({ low: 125, high: 295, minimumApplies: false });
  });

  it("keeps cents exact", () => {
    expect(priceForSize(item({ slug: "x", unit: "m2", priceLow: 0.1, priceHigh: 0.2 }), 3)).toMatchObject({
      low: 0.3,
      high: 0.6,
    });
  });
});

describe("reading the visitor's query", () => {
  it("prices the job at the size asked", () => {
    expect(price("pannen", "12")).toMatchObject({ size: 12, sizeNote: null, range: { low: 540, high: 840 } });
    expect(price("pannen", "100")).toMatchObject({ size: 100, range: { low: 4500, high: 7000 } });
    expect(price("pannen", ["7", "9"])).toMatchObject({ size: 7 });
  });

  it("takes a Dutch decimal comma at its word: 1,5 meter is priced as 1,5 meter, not silently as 2", () => {
    expect(price("goot", "1,5")).toMatchObject({ size: 1.5, sizeNote: null, range: { low: 95, high: 142.5 } });
    expect(price("pannen", "12,5")).toMatchObject({ size: 12.5, sizeNote: null, range: { low: 562.5, high: 875 } });
    expect(price("pannen", " 12.5 ")).toMatchObject({ size: 12.5, sizeNote: null });
    expect(price("pannen", "12,3")).toMatchObject({ size: 12.3, sizeNote: null });
  });

  it("rounds a size finer than its unit is counted in up, and says so", () => {
    // Tenths of a m² or a meter; whole pieces.
    expect(price("pannen", "12,55")).toMatchObject({ size: 12.6, sizeNote: "rounded" });
    expect(price("goot", "1,01")).toMatchObject({ size: 1.1, sizeNote: "rounded" });
    expect(price("schoorsteen", "1,5")).toMatchObject({ size: 2, sizeNote: "rounded", range: { low: 500 } });
    expect(price("schoorsteen", "2")).toMatchObject({ size: 2, sizeNote: null });
    expect(price("pannen", "99,95")).toMatchObject({ size: 100, sizeNote: "rounded" });
  });

  it("starts from the usual size when none is given, and says so", () => {
    expect(price("pannen")).toMatchObject({ size: 4, sizeNote: "missing", range: { low: 180, high: 280 } });
    expect(price("pannen", "")).toMatchObject({ size: 4, sizeNote: "missing" });
  });

  it("refuses sizes that are no usable number and uses the usual size instead", () => {
    for (const omvang of ["0", "-3", "0,5", "twaalf", "12m2", "0x10", "Infinity", "NaN", "1e999", "9".repeat(10_000)]) {
      expect(price("pannen", omvang), omvang.slice(0, 20)).toMatchObject({ size: 4, sizeNote: "invalid" });
    }
  });

  it("gives no figure above the job's largest size: larger work gets a quote on measure", () => {
    for (const omvang of ["101", "100,5", "1e9", "1e99", "1.200"]) {
      expect(readPriceGuideQuery(items, { klus: "pannen", omvang }), omvang).toEqual({
        kind: "tooLarge",
        item: pannen,
        maxSize: 100,
      });
    }
    expect(readPriceGuideQuery(items, { klus: "schoorsteen", omvang: "5" })).toMatchObject({ kind: "tooLarge" });
  });

  it("gives a klus job its price whatever size comes with it", () => {
    for (const omvang of [undefined, "", "3", "1e99", "<script>"]) {
      expect(price("lekkage", omvang)).toEqual({
        kind: "price",
        item: lekkage,
        size: null,
        sizeNote: null,
        range: { low: 125, high: 295, minimumApplies: false },
      });
    }
  });

  it("tells a missing job from an unknown one, whatever else the query holds", () => {
    expect(readPriceGuideQuery(items, {})).toEqual({ kind: "noJob" });
    expect(readPriceGuideQuery(items, { klus: "  ", omvang: "12" })).toEqual({ kind: "noJob" });
    for (const klus of ["<script>alert(1)</script>", "PANNEN", "x".repeat(10_000), "__proto__", "constructor"]) {
      expect(readPriceGuideQuery(items, { klus, omvang: "1e99" }), klus.slice(0, 20)).toEqual({ kind: "unknownJob" });
    }
    expect(readPriceGuideQuery(items, { klus: " pannen ", omvang: "2" }).kind).toBe("price");
  });

  it("keeps a usual size within 1 and the largest size, and a missing largest size finite", () => {
    const odd = item({ slug: "odd", unit: "m2", typicalSize: 50, maxSize: 10 });
    expect(readPriceGuideQuery([odd], { klus: "odd" })).toMatchObject({ size: 10 });
    const open = item({ slug: "open", unit: "m2" });
    expect(readPriceGuideQuery([open], { klus: "open" })).toMatchObject({ size: 1 });
    expect(readPriceGuideQuery([open], { klus: "open", omvang: "1e6" })).toMatchObject({
      kind: "tooLarge",
      maxSize: 1000,
    });
  });
});

describe("what the page shows", () => {
  it("fills the form with what was priced", () => {
    expect(formValues(null)).toEqual({ job: "", size: "" });
    expect(formValues(readPriceGuideQuery(items, { klus: "nope" }))).toEqual({ job: "", size: "" });
    expect(formValues(readPriceGuideQuery(items, { klus: "pannen", omvang: "abc" }))).toEqual({
      job: "pannen",
      size: "4",
    });
    expect(formValues(readPriceGuideQuery(items, { klus: "pannen", omvang: "1e9" }))).toEqual({
      job: "pannen",
      size: "100",
    });
    expect(formValues(readPriceGuideQuery(items, { klus: "lekkage", omvang: "5" }))).toEqual({
      job: "lekkage",
      size: "",
    });
  });

  it("writes sizes and ranges in Dutch", () => {
    const sizes = [sizeText(pannen, 12), sizeText(goot, 1), sizeText(schoorsteen, 1), sizeText(schoorsteen, 3)];
    // A no-break space keeps a figure and its unit on one line.
    expect(sizes.map((text) => text.replace("\u00a0", " "))).toEqual(["12 m²", "1 meter", "1 stuk", "3 stuks"]);
    expect(sizes.every((text) => text.includes("\u00a0"))).toBe(true);
    expect(sizeText(pannen, 1200)).toBe("1.200\u00a0m²");
    expect(sizeText(goot, 1.5)).toBe("1,5\u00a0meter");
    expect(sizeText(pannen, 12.5)).toBe("12,5\u00a0m²");
    expect(sizeText(lekkage, 1)).toBe("");
    expect(amountRange({ low: 540, high: 840 })).toBe("€\u00a0540 tot €\u00a0840");
    expect(amountRange({ low: 175, high: 175 })).toBe("€\u00a0175");
    expect(amountRange({ low: 1092, high: 2280.5 })).toBe("€\u00a01.092 tot €\u00a02.280,50");
  });

  it("dates the prices by the newest change, as a Dutch day", () => {
    const at = pricesUpdatedAt([
      { updatedAt: "2026-11-20T09:00:00Z" },
      { updatedAt: "2026-11-23T22:30:00Z" },
      { updatedAt: null },
      { updatedAt: "2026-03-01T09:00:00Z" },
    ]);
    expect(at).toBe("2026-11-23T22:30:00.000Z");
    expect(formatDutchDay(at!)).toBe("23 november 2026");
    // 23:30 UTC is half past midnight in Veghel: the next day.
    expect(formatDutchDay("2026-11-23T23:30:00Z")).toBe("24 november 2026");
    expect(pricesUpdatedAt([])).toBeNull();
  });

  it("fills its own placeholders and leaves the rest", () => {
    expect(fillPriceGuidePlaceholders("Boven {maxSize}: offerte. {town} {prijs:dakgoot}", { maxSize: "100 m²" })).toBe(
      "Boven 100 m²: offerte. {town} {prijs:dakgoot}",
    );
    expect(isPriceGuidePlaceholder("{date}")).toBe(true);
    expect(isPriceGuidePlaceholder("{datum}")).toBe(false);
  });

  it("parses only plain numbers", () => {
    expect([parseSize("12"), parseSize("12,5"), parseSize("1.200"), parseSize("1e3"), parseSize("+4")]).toEqual([
      12, 12.5, 1200, 1000, 4,
    ]);
    expect([parseSize("0x10"), parseSize(""), parseSize("1,2,3"), parseSize("Infinity"), parseSize("1e999")]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
