import "server-only";
import { databaseUrl, pgliteDir } from "../config";
import { type DatabaseHandle, openDatabase } from "./database";

export type { Database, DatabaseHandle } from "./database";

// One handle per process, kept on globalThis so dev-mode module reloads do not open the directory twice.
const holder = globalThis as typeof globalThis & { __database?: Promise<DatabaseHandle> };

/** The app's database, opened and migrated on first use (the server also warms it at start-up). */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!holder.__database) {
    holder.__database = openDatabase({ url: databaseUrl, dir: pgliteDir }).catch((error: unknown) => {
      holder.__database = undefined; // let the next request try again, e.g. after PostgreSQL comes back
      throw error;
    });
  }
  return holder.__database;
}
