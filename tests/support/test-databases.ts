import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/lib/db/database";
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
