import "server-only";
import { databaseUrl, pgliteDir } from "../config";
import { forgetProcessSingleton, processSingleton } from "../process-singleton";
import { type DatabaseHandle, openDatabase } from "./database";

export type { Database, DatabaseHandle } from "./types";

const key = "brabant-dakzorg.database";

/**
 * The app's database, opened and migrated on first use (the server also warms it at start-up); one handle per
 * process, so no copy of this module opens the directory twice.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  return processSingleton(key, () =>
    openDatabase({ url: databaseUrl, dir: pgliteDir }).catch((error: unknown) => {
      forgetProcessSingleton(key); // let the next request try again, e.g. after PostgreSQL comes back
      throw error;
    }),
  );
}
