import { randomUUID } from "node:crypto";
import { count, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { expect, it } from "vitest";
import type { Database } from "@/lib/db/database";
import {
  analyticsEvents,
  contactSubmissions,
  type LeadStatus,
  leadPhotos,
  notificationOutbox,
  rateLimits,
  signinFailures,
} from "@/lib/db/schema";
import { lastPurge, purgeExpired } from "@/lib/maintenance/purge";
import { describeOnEachDatabase } from "../support/test-databases";

const rows = async (db: Database, table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;

describeOnEachDatabase("the retention purge", [], (db) => {
  it("removes what the privacy policy says is past its term, and nothing else", async () => {
    const lead = async (age: string, status: LeadStatus = "new") => {
      const [row] = await db
        .insert(contactSubmissions)
        .values({
          name: `Lead ${age} ${status}`,
          phone: "+31612345678",
          idempotencyKey: randomUUID(),
          status,
          createdAt: sql`now() - ${age}::interval`,
        })
        .returning({ id: contactSubmissions.id });
      await db.insert(leadPhotos).values({
        submissionId: row!.id,
        contentType: "image/jpeg",
        data: Buffer.from([1, 2, 3]),
        width: 1,
        height: 1,
        byteSize: 3,
      });
      await db.insert(notificationOutbox).values({ submissionId: row!.id });
    };
    // A request that became a job is kept 24 months; one that did not, 12.
    await lead("25 months", "won");
    await lead("23 months", "won");
    await lead("23 months", "done");
    await lead("13 months", "lost");
    await lead("13 months", "quoted");
    await lead("11 months");
    const event = (age: string) =>
      db.insert(analyticsEvents).values({ eventName: "page_view", timestamp: sql`now() - ${age}::interval` });
    await event("14 months");
    await event("12 months");
    await db.insert(rateLimits).values([
      {
        key: "old",
        windowStart: sql`now() - interval '2 hours'`,
        count: 1,
        expiresAt: sql`now() - interval '1 hour'`,
      },
      { key: "live", windowStart: sql`now()`, count: 1, expiresAt: sql`now() + interval '10 minutes'` },
    ]);
    await db.insert(signinFailures).values([
      { key: "old", failures: 3, windowStart: sql`now() - interval '2 days'` },
      {
        key: "held",
        failures: 9,
        windowStart: sql`now() - interval '2 days'`,
        blockedUntil: sql`now() + interval '5 minutes'`,
      },
    ]);

    const report = await purgeExpired(db);
    expect(report.deleted).toMatchObject({ leads: 3, events: 1, rateLimits: 1, signinFailures: 1 });
    const names = (await db.select({ name: contactSubmissions.name }).from(contactSubmissions)).map((r) => r.name);
    expect(names.sort()).toEqual(["Lead 11 months new", "Lead 23 months done", "Lead 23 months won"]);
    // The photos and the mail records went with their leads.
    expect(await rows(db, leadPhotos)).toBe(3);
    expect(await rows(db, notificationOutbox)).toBe(3);
    expect(await rows(db, analyticsEvents)).toBe(1);
    expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)).toEqual(["live"]);
    expect((await db.select({ key: signinFailures.key }).from(signinFailures)).map((r) => r.key)).toEqual(["held"]);

    const last = await lastPurge(db);
    expect(last?.ranAt).toBe(report.ranAt);
  });
});
