import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/lib/db/database";
import { analyticsEvents } from "@/lib/db/schema";
import { runDailyPurge } from "@/lib/maintenance/purge";
import { createDatabase } from "../support/postgres-server";

// Two instances of the app share one PostgreSQL database, each with its own connection pool and its own purge
// schedule. However their schedules line up, the day's purge runs once.
describe("the daily purge with two instances on one PostgreSQL database", () => {
  let a: DatabaseHandle;
  let b: DatabaseHandle;
  beforeAll(async () => {
    const url = await createDatabase(inject("postgresUrl"));
    a = await openDatabase({ url });
    b = await openDatabase({ url });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const expiredEvents = (count: number) =>
    a.db
      .insert(analyticsEvents)
      .values(
        Array.from({ length: count }, () => ({ eventName: "page_view", timestamp: sql`now() - interval '14 months'` })),
      );

  it("runs on one of two concurrent tries, and not again that day", async () => {
    await expiredEvents(3);
    // Both start together, each in its own transaction on its own connection.
    const reports = await Promise.all([
      runDailyPurge(a.db),
      runDailyPurge(b.db),
      runDailyPurge(a.db),
      runDailyPurge(b.db),
    ]);
    const ran = reports.filter((report) => report !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.deleted.events).toBe(3);
    // Later the same day (a restart, the hourly try): nothing runs, even with new expired rows.
    await expiredEvents(1);
    expect(await runDailyPurge(b.db)).toBeNull();
    expect(await runDailyPurge(a.db)).toBeNull();
  });

  it("runs again on the next day, on whichever instance tries first", async () => {
    // As if the last purge was yesterday.
    await a.db.execute(sql`update app_state set value = '{"day": "2000-01-01"}' where key = 'purge-day'`);
    const reports = await Promise.all([runDailyPurge(b.db), runDailyPurge(a.db)]);
    expect(reports.filter((report) => report !== null).map((report) => report!.deleted.events)).toEqual([1]);
  });
});

describe("two instances starting together on a new PostgreSQL database", () => {
  it("both apply the migrations, one after the other, and both start", async () => {
    const url = await createDatabase(inject("postgresUrl"));
    const handles = await Promise.all([openDatabase({ url }), openDatabase({ url }), openDatabase({ url })]);
    try {
      const applied = await handles[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
