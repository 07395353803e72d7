import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, inject } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "@/lib/db/database";
import { createDatabase } from "./postgres-server";

export type TestDatabase = { handle: DatabaseHandle; cleanup: () => Promise<void> };

/**
 * The two kinds of database the app runs on, each fresh and migrated: embedded PGlite in a temporary directory,
 * and a new database on the throwaway PostgreSQL server the test run started.
 */
export const testDatabases: Record<"pglite" | "postgres", () => Promise<TestDatabase>> = {
  pglite: async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-test-"));
    const handle = await openDatabase({ dir: path.join(dir, "db") });
    return {
      handle,
      cleanup: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
  postgres: async () => {
    const handle = await openDatabase({ url: await createDatabase(inject("postgresUrl")) });
    return { handle, cleanup: () => handle.close() };
  },
};

/**
 * `fn` once per database kind, inside `describe("<name> on <kind>")`: the database opens before the first test, is
 * closed and removed after the last, and `tablesToClear` are emptied before each test. The database only exists
 * once the tests run, after `fn` has registered them, so `fn` gets stand-ins that forward to it.
 */
export function describeOnEachDatabase(
  name: string,
  tablesToClear: PgTable[],
  fn: (db: Database, context: { kind: DatabaseKind; handle: DatabaseHandle }) => void,
) {
  for (const [kind, open] of Object.entries(testDatabases) as [DatabaseKind, () => Promise<TestDatabase>][]) {
    describe(`${name} on ${kind}`, () => {
      let database: TestDatabase | undefined;
      const opened = () => {
        if (!database) throw new Error(`the ${kind} database is not open (only inside tests and hooks)`);
        return database.handle;
      };
      beforeAll(async () => {
        database = await open();
      });
      afterAll(async () => database?.cleanup());
      beforeEach(async () => {
        for (const table of tablesToClear) await opened().db.delete(table);
      });
      fn(
        forwardTo(() => opened().db),
        { kind, handle: forwardTo(opened) },
      );
    });
  }
}

type DatabaseKind = keyof typeof testDatabases;

/** An object that behaves as whatever `current()` returns at the moment it is used. */
function forwardTo<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    // Methods are called on the stand-in and read their own fields through it again, so they see the same object.
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(current()),
  });
}
