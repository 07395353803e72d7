import { describe, expect, it } from "vitest";
import { estimateLine } from "@/lib/content/estimate-line";
import {
  estimateQuery,
  type GuideItem,
  guideJobs,
  priceEstimate,
  readPriceGuideQuery,
  surchargeOf,
} from "@/lib/content/price-guide";

const pannen: GuideItem = {
  slug: "dakpannen-vervangen",
  title: "Dakpannen vervangen",
  unit: "m2",
  priceLow: 45,
  priceHigh: 70,
  minimumCharge: 175,
  typicalSize: 4,
  maxSize: 100,
};
const goot: GuideItem = {
  slug: "dakgoot",
  title: "Dakgoot repareren",
  unit: "m1",
  priceLow: 45,
  priceHigh: 95,
  minimumCharge: 95,
  typicalSize: 6,
  maxSize: 80,
};
const lekkage: GuideItem = {
  slug: "lekkage-opsporen",
  title: "Lekkage opsporen",
  unit: "klus",
  priceLow: 125,
  priceHigh: 295,
  minimumCharge: 125,
};
const spoed: GuideItem = {
  slug: "spoedtoeslag",
  title: "Spoedtoeslag buiten kantoortijden",
  unit: "klus",
  priceLow: 75,
  priceHigh: 75,
  minimumCharge: 75,
};
const prices = [lekkage, spoed, pannen, goot];

describe("the evening and weekend surcharge in the price guide", () => {
  it("is no job: the guide's list leaves it out and a query for it is answered as an unknown job", () => {
    expect(guideJobs(prices).map((item) => item.slug)).toEqual(["lekkage-opsporen", "dakpannen-vervangen", "dakgoot"]);
    expect(readPriceGuideQuery(guideJobs(prices), { klus: "spoedtoeslag" })).toEqual({ kind: "unknownJob" });
    expect(surchargeOf(prices)).toBe(spoed);
    expect(surchargeOf([pannen])).toBeNull();
  });
});

describe("the estimate a request carries from the guide", () => {
  it("is priced from the list as the guide prices it, with the job's title and unit", () => {
    expect(priceEstimate(prices, { klus: "dakpannen-vervangen", omvang: "12" })).toEqual({
      job: "dakpannen-vervangen",
      title: "Dakpannen vervangen",
      unit: "m2",
      size: 12,
      low: 540,
      high: 840,
    });
    expect(priceEstimate(prices, { klus: "dakgoot", omvang: "1,5" })).toMatchObject({
      size: 1.5,
      low: 95,
      high: 142.5,
    });
    expect(priceEstimate(prices, { klus: "lekkage-opsporen", omvang: "40" })).toMatchObject({
      size: null,
      low: 125,
      high: 295,
    });
  });

  it("is null where the guide gives no figure of the visitor's own", () => {
    for (const query of [
      {},
      { klus: "bestaat-niet", omvang: "12" },
      { klus: "spoedtoeslag" },
      { klus: "dakpannen-vervangen" },
      { klus: "dakpannen-vervangen", omvang: "twaalf" },
      { klus: "dakpannen-vervangen", omvang: "-3" },
      { klus: "dakpannen-vervangen", omvang: "1e9" },
    ]) {
      expect(priceEstimate(prices, query), JSON.stringify(query)).toBeNull();
    }
    expect(priceEstimate([], { klus: "dakpannen-vervangen", omvang: "12" })).toBeNull();
  });

  it("asks the same again through the request form's address", () => {
    expect(estimateQuery({ job: "dakgoot", size: 1.5 })).toBe("klus=dakgoot&omvang=1.5");
    expect(estimateQuery({ job: "lekkage-opsporen", size: null })).toBe("klus=lekkage-opsporen");
    const estimate = priceEstimate(prices, { klus: "dakgoot", omvang: "1,5" })!;
    const again = Object.fromEntries(new URLSearchParams(estimateQuery(estimate)));
    expect(priceEstimate(prices, again)).toEqual(estimate);
  });

  it("reads on the owner's card and in the e-mail as job, size and range incl. btw", () => {
    const stored = {
      estimateTitle: "Dakpannen vervangen",
      estimateUnit: "m2",
      estimateSize: 12,
      estimateLow: 540,
      estimateHigh: 840,
    };
    expect(estimateLine(stored)).toBe("Dakpannen vervangen, 12\u00a0m²: €\u00a0540 tot €\u00a0840 incl. btw");
    expect(
      estimateLine({ ...stored, estimateUnit: "m1", estimateSize: 1.5, estimateLow: 95, estimateHigh: 142.5 }),
    ).toBe("Dakpannen vervangen, 1,5\u00a0meter: €\u00a095 tot €\u00a0142,50 incl. btw");
    expect(
      estimateLine({ ...stored, estimateUnit: "klus", estimateSize: null, estimateLow: 125, estimateHigh: 295 }),
    ).toBe("Dakpannen vervangen: €\u00a0125 tot €\u00a0295 incl. btw");
    expect(estimateLine({ estimateTitle: null, estimateLow: null, estimateHigh: null })).toBeNull();
    expect(estimateLine({})).toBeNull();
  });
});
