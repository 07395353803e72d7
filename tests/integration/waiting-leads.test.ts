import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { waitingCount, waitingLeads } from "@/lib/admin/insight";
import { contactSubmissions } from "@/lib/db/schema";
import { describeOnEachDatabase } from "../support/test-databases";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const lead = (name: string, minutes: number, values: Partial<typeof contactSubmissions.$inferInsert> = {}) => ({
  name,
  phone: "+31612345678",
  idempotencyKey: randomUUID(),
  createdAt: minutesAgo(minutes),
  ...values,
});

describeOnEachDatabase("the waiting list on a storm day", [contactSubmissions], (db) => {
  it("puts water coming in first, then other storm damage, then the longest waiting; counts them all", async () => {
    await db
      .insert(contactSubmissions)
      .values([
        lead("Gewoon oud", 600),
        lead("Storm droog", 30, { storm: true, waterNow: false }),
        lead("Gewoon nieuw", 5),
        lead("Storm water nieuw", 10, { storm: true, waterNow: true }),
        lead("Storm water oud", 120, { storm: true, waterNow: true }),
        lead("Storm onbekend", 200, { storm: true }),
        lead("Gebeld", 900, { status: "contacted", storm: true, waterNow: true }),
        lead("Test", 1000, { isTest: true, storm: true, waterNow: true }),
      ]);
    expect((await waitingLeads(db)).map((row) => row.name)).toEqual([
      "Storm water oud",
      "Storm water nieuw",
      "Storm onbekend",
      "Storm droog",
      "Gewoon oud",
      "Gewoon nieuw",
    ]);
    expect((await waitingLeads(db, 3)).map((row) => row.name)).toEqual([
      "Storm water oud",
      "Storm water nieuw",
      "Storm onbekend",
    ]);
    expect(await waitingCount(db)).toBe(6);
  });
});
