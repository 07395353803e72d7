import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DatabaseLockedError, lockDataDirectory } from "@/lib/db/pglite-lock";
import { analyticsEvents, contactSubmissions } from "@/lib/db/schema";
import { errorSummary } from "@/lib/logging";
import { describeOnEachDatabase } from "../support/test-databases";

// The same insert/select runs on both database kinds the app supports.
describeOnEachDatabase("database", [], (_, { kind, handle }) => {
  it("reports its kind", () => {
    expect(handle.kind).toBe(kind);
  });

  it("logs a failed query without its SQL or what the visitor typed", async () => {
    const error = await handle.db
      .insert(contactSubmissions)
      .values({ name: "Geheime Naam\u0000", phone: "0612345678" })
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    // Drizzle's own message has both: exactly what must not reach the log.
    expect((error as Error).message).toContain("Geheime Naam");
    const logged = errorSummary(error);
    expect(logged).not.toContain("Geheime Naam");
    expect(logged).not.toMatch(/insert into|params/i);
    expect(logged.length).toBeGreaterThan(0);
  });

  it("stores a contact submission and reads it back with server-filled id and time", async () => {
    const before = Date.now();
    const [row] = await handle.db
      .insert(contactSubmissions)
      .values({
        name: "Jan de Vries",
        phone: "06 12 34 56 78",
        email: "jan@example.nl",
        roofType: "plat-dak",
        message: "Lekkage bij de dakkapel",
      })
      .returning();
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);

    const stored = await handle.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: "Jan de Vries",
      phone: "06 12 34 56 78",
      email: "jan@example.nl",
      roofType: "plat-dak",
      message: "Lekkage bij de dakkapel",
    });
    expect(stored[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it("stores analytics events with JSON data, newest first", async () => {
    await handle.db.insert(analyticsEvents).values([
      { eventName: "page_view", pagePath: "/", timestamp: new Date("2026-01-01T10:00:00Z") },
      {
        eventName: "phone_call",
        pagePath: "/dakdekker-uden",
        eventData: { source: "uden", phone_number: "+31413203040" },
        sessionId: "tab-1",
        timestamp: new Date("2026-01-01T10:01:00Z"),
      },
    ]);
    const rows = await handle.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.timestamp));
    expect(rows.map((r) => r.eventName)).toEqual(["phone_call", "page_view"]);
    expect(rows[0]!.eventData).toEqual({ source: "uden", phone_number: "+31413203040" });
    expect(rows[1]!.sessionId).toBe("anonymous");
  });
});

describe("PGlite directory lock", () => {
  it("refuses a directory that a live process holds, with a clear message", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-lock-"));
    const dataDir = path.join(dir, "db");
    // The test runner's parent process stands in for "another server": it is alive and is not us.

    writeFileSync(path.join(dir, "db.lock"), String(process.ppid));
    expect(() => lockDataDirectory(dataDir)).toThrow(DatabaseLockedError);
    expect(() => lockDataDirectory(dataDir)).toThrow(/al in gebruik door proces/);
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes over a lock left by a process that no longer exists", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-lock-"));

    writeFileSync(path.join(dir, "db.lock"), "999999999");
    const release = lockDataDirectory(path.join(dir, "db"));
    expect(readFileSync(path.join(dir, "db.lock"), "utf8")).toBe(String(process.pid));
    release();
    rmSync(dir, { recursive: true, force: true });
  });
});
