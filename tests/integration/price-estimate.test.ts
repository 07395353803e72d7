import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import type { GuideItem } from "@/lib/content/price-guide";
import { contactSubmissions, rateLimits } from "@/lib/db/schema";
import { acceptLead } from "@/lib/leads/accept-lead";
import { leadEmail } from "@/lib/notifications/notification-email";
import { queryLocalDataset } from "@/lib/sanity/local-dataset";
import { priceListQuery } from "@/lib/sanity/queries";
import { generous, leadForm } from "../support/lead-form";
import { describeOnEachDatabase } from "../support/test-databases";

/**
 * A request sent from the price guide's "Vraag deze prijs vast aan" carries a job and a size; the server prices
 * them from the price list (the repository's dataset, read as the site reads it) and stores the estimate with the
 * lead, whatever else the request says.
 */

function quoteForm(fields: Record<string, string>): FormData {
  return leadForm({
    variant: "full",
    name: "Els van Dijk",
    email: "els@example.nl",
    phone: "06 23456789",
    address: "Hoofdstraat 4, 5461 JE Veghel",
    roofType: "hellend-dak",
    page: "/offerte-aanvragen",
    idempotencyKey: randomUUID(),
    ...fields,
  });
}

describeOnEachDatabase("a request with the price guide's estimate", [contactSubmissions, rateLimits], (db) => {
  let prices: GuideItem[];
  beforeAll(async () => {
    prices = await queryLocalDataset<GuideItem[]>(priceListQuery, {});
  });

  const send = async (fields: Record<string, string>, withPrices = true) => {
    const result = await acceptLead(db, quoteForm(fields), {
      ip: "192.0.2.40",
      rateLimit: generous,
      ...(withPrices ? { prices } : {}),
    });
    expect(result.kind).toBe("stored");
    const [row] = await db.select().from(contactSubmissions);
    return row!;
  };
  const item = (slug: string) => prices.find((price) => price.slug === slug)!;

  it("stores the job, its title and unit, the size and the range priced from the list", async () => {
    const pannen = item("dakpannen-vervangen");
    const row = await send({ estimateJob: "dakpannen-vervangen", estimateSize: "12" });
    expect(row).toMatchObject({
      estimateJob: "dakpannen-vervangen",
      estimateTitle: pannen.title,
      estimateUnit: "m2",
      estimateSize: 12,
      estimateLow: Math.max(pannen.minimumCharge, pannen.priceLow * 12),
      estimateHigh: Math.max(pannen.minimumCharge, pannen.priceHigh * 12),
    });
    // The owner's e-mail names it.
    const low = Math.max(pannen.minimumCharge, pannen.priceLow * 12);
    const high = Math.max(pannen.minimumCharge, pannen.priceHigh * 12);
    expect(leadEmail(row, 0, "https://dak.example").text).toContain(
      `Prijsindicatie uit de prijswijzer: ${pannen.title}, 12\u00a0m²: €\u00a0${low} tot €\u00a0${high} incl. btw`,
    );
  });

  it("keeps a size in tenths and cents exact, and a job priced per klus without a size", async () => {
    const goot = item("dakgoot");
    expect(await send({ estimateJob: "dakgoot", estimateSize: "12,5" })).toMatchObject({
      estimateSize: 12.5,
      estimateLow: Math.max(goot.minimumCharge, goot.priceLow * 12.5),
      estimateHigh: Math.max(goot.minimumCharge, goot.priceHigh * 12.5),
    });
    await db.delete(contactSubmissions);
    const lekkage = item("lekkage-opsporen");
    expect(await send({ estimateJob: "lekkage-opsporen", estimateSize: "7" })).toMatchObject({
      estimateJob: "lekkage-opsporen",
      estimateSize: null,
      estimateLow: lekkage.priceLow,
      estimateHigh: lekkage.priceHigh,
    });
  });

  it("recomputes a tampered request: a posted range is ignored, a changed size is priced at that size", async () => {
    const pannen = item("dakpannen-vervangen");
    const row = await send({
      estimateJob: "dakpannen-vervangen",
      estimateSize: "20",
      estimateLow: "1",
      estimateHigh: "2",
      low: "1",
      high: "2",
    });
    expect(row).toMatchObject({
      estimateSize: 20,
      estimateLow: pannen.priceLow * 20,
      estimateHigh: pannen.priceHigh * 20,
    });
  });

  it("drops an estimate the guide gives no price for, and still takes the request", async () => {
    for (const fields of <Record<string, string>[]>[
      { estimateJob: "bestaat-niet", estimateSize: "12" },
      { estimateJob: "spoedtoeslag" },
      { estimateJob: "dakpannen-vervangen", estimateSize: "1e9" },
      { estimateJob: "dakpannen-vervangen", estimateSize: "<script>" },
      { estimateJob: "x".repeat(5000), estimateSize: "12" },
    ]) {
      await db.delete(contactSubmissions);
      const row = await send(fields);
      expect(row.name, JSON.stringify(fields).slice(0, 60)).toBe("Els van Dijk");
      expect(row, JSON.stringify(fields).slice(0, 60)).toMatchObject({
        estimateJob: null,
        estimateTitle: null,
        estimateUnit: null,
        estimateSize: null,
        estimateLow: null,
        estimateHigh: null,
      });
      expect(leadEmail(row, 0, "https://dak.example").text).not.toContain("Prijsindicatie");
    }
  });

  it("stores the request without an estimate when the price list could not be read", async () => {
    const row = await send({ estimateJob: "dakpannen-vervangen", estimateSize: "12" }, false);
    expect(row.estimateJob).toBeNull();
  });
});
