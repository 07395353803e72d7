import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { channelReport, dailySeries, pageReport, waitingLeads } from "@/lib/admin/insight";
import { updateLeadStatus } from "@/lib/admin/leads";
import type { Database } from "@/lib/db/database";
import { analyticsEvents, contactSubmissions } from "@/lib/db/schema";
import { siteTimeZone } from "@/lib/time/dutch-time";
import { describeOnEachDatabase } from "../support/test-databases";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function seed(db: Database) {
  const event = (eventName: string, pagePath: string, channel: string | null, timestamp = minutesAgo(5)) => ({
    eventName,
    pagePath,
    channel,
    timestamp,
    sessionId: "anonymous",
  });
  await db.insert(analyticsEvents).values([
    event("page_view", "/dakdekker-uden", "google-ads"),
    event("page_view", "/dakdekker-uden", "google-ads"),
    event("page_view", "/dakdekker-uden", null),
    event("phone_call", "/dakdekker-uden", "google-ads"),
    event("whatsapp_click", "/dakdekker-uden", null),
    event("page_view", "/contact", "direct"),
    event("page_view", "/contact", "google-organic"),
    event("button_click", "/contact", null),
    // Outside every period: 100 days ago.
    event("page_view", "/dakdekker-uden", "google-ads", new Date(Date.now() - 100 * 86_400_000)),
  ]);
  const lead = (values: Partial<typeof contactSubmissions.$inferInsert>) => ({
    name: "Test Persoon",
    phone: "+31612345678",
    idempotencyKey: randomUUID(),
    ...values,
  });
  await db.insert(contactSubmissions).values([
    lead({
      name: "Ads",
      pagePath: "/offerte-aanvragen",
      landingPage: "/dakdekker-uden",
      channel: "google-ads",
      createdAt: minutesAgo(60),
    }),
    lead({ name: "Direct", pagePath: "/contact", channel: "direct", createdAt: minutesAgo(30) }),
    lead({ name: "Zonder JavaScript", pagePath: "/contact", createdAt: minutesAgo(10) }),
    lead({ name: "Test", pagePath: "/admin", isTest: true, createdAt: minutesAgo(90) }),
    lead({ name: "Oud", pagePath: "/contact", createdAt: new Date(Date.now() - 100 * 86_400_000) }),
  ]);
}

describeOnEachDatabase("the owner's reports", [], (db) => {
  beforeAll(() => seed(db));

  it("count views, calls, WhatsApp, forms sent on a page and leads that landed on it, without test leads", async () => {
    const rows = await pageReport(db, 30, null);
    const byPath = Object.fromEntries(rows.map(({ path, ...row }) => [path, row]));
    expect(byPath["/dakdekker-uden"]).toEqual({ views: 3, calls: 1, whatsapp: 1, forms: 0, leads: 1 });
    expect(byPath["/offerte-aanvragen"]).toEqual({ views: 0, calls: 0, whatsapp: 0, forms: 1, leads: 0 });
    expect(byPath["/contact"]).toEqual({ views: 2, calls: 0, whatsapp: 0, forms: 2, leads: 0 });
    expect(byPath["/admin"]).toBeUndefined();
  });

  it("filter by channel; events and leads without one count as direct", async () => {
    const ads = Object.fromEntries((await pageReport(db, 7, "google-ads")).map(({ path, ...row }) => [path, row]));
    expect(ads["/dakdekker-uden"]).toEqual({ views: 2, calls: 1, whatsapp: 0, forms: 0, leads: 1 });
    expect(ads["/contact"]).toBeUndefined();
    const direct = Object.fromEntries((await pageReport(db, 7, "direct")).map(({ path, ...row }) => [path, row]));
    expect(direct["/contact"]).toEqual({ views: 1, calls: 0, whatsapp: 0, forms: 2, leads: 0 });
    expect(direct["/dakdekker-uden"]).toEqual({ views: 1, calls: 0, whatsapp: 1, forms: 0, leads: 0 });

    const channels = Object.fromEntries((await channelReport(db, 30)).map(({ channel, ...row }) => [channel, row]));
    expect(channels["google-ads"]).toEqual({ views: 2, contacts: 2, leads: 1 });
    expect(channels.direct).toEqual({ views: 2, contacts: 3, leads: 2 });
    expect(channels["google-organic"]).toEqual({ views: 1, contacts: 0, leads: 0 });
  });

  it("give every day of the period, today last, with the 90-day-old visit left out", async () => {
    for (const days of [7, 30, 90] as const) {
      const series = await dailySeries(db, days);
      expect(series).toHaveLength(days);
      const totals = series.reduce(
        (sum, day) => ({
          views: sum.views + day.views,
          contacts: sum.contacts + day.contacts,
          leads: sum.leads + day.leads,
        }),
        { views: 0, contacts: 0, leads: 0 },
      );
      expect(totals).toEqual({ views: 5, contacts: 5, leads: 3 });
    }
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: siteTimeZone }).format(new Date());
    const series = await dailySeries(db, 7);
    // Near midnight the seeded minutes may fall on yesterday; the last bar is always today.
    expect(series.at(-1)?.day).toBe(today);
  });

  it("list waiting leads oldest first, and keep the first contact when the status changes again", async () => {
    const waiting = await waitingLeads(db);
    expect(waiting.map((lead) => lead.name)).toEqual(["Oud", "Ads", "Direct", "Zonder JavaScript"]);

    const [ads] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.name, "Ads"));
    await updateLeadStatus(db, ads!.id, "contacted");
    const [first] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, ads!.id));
    expect(first!.firstContactAt).toBeInstanceOf(Date);
    expect(first!.statusChangedAt).toEqual(first!.firstContactAt);

    await db.execute(sql`update ${contactSubmissions} set first_contact_at = first_contact_at - interval '1 hour'`);
    await updateLeadStatus(db, ads!.id, "won");
    const [won] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, ads!.id));
    expect(won!.status).toBe("won");
    expect(won!.firstContactAt!.getTime()).toBe(first!.firstContactAt!.getTime() - 3_600_000);
    expect(won!.statusChangedAt!.getTime()).toBeGreaterThan(won!.firstContactAt!.getTime());
    expect((await waitingLeads(db)).map((lead) => lead.name)).not.toContain("Ads");
  });
});
