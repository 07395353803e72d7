/**
 * Opening a database and bringing its schema up to date. Plain Node: the admin-create and bench scripts and the
 * end-to-end tests open databases with it outside Next. The app's own handle is lib/db/client.ts.
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { pgliteDir } from "../config";
import { lockDataDirectory } from "./pglite-lock";
import { privateDatabaseDir } from "./private-folder";
import * as schema from "./schema";
import type { Database, DatabaseHandle } from "./types";

export type { Database, DatabaseHandle } from "./types";

const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");

/** An arbitrary, fixed key for PostgreSQL's advisory lock around the migrations. */
const migrationLockKey = 7_426_001;

/**
 * Applies the migrations while holding a session-level advisory lock, so instances starting together on one
 * server (compose.yaml starts two) take turns: without it both would create the same tables at once and the
 * loser would fail its start-up. The one that waits then finds nothing left to apply.
 */
async function migrateAlone(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}

/**
 * Opens a database and brings its schema up to date. `url` selects a PostgreSQL server; without it the
 * embedded PGlite database in `dir` is used, locked to this process.
 */
export async function openDatabase(options: { url?: string; dir?: string }): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle client losing its server (a restart) must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    // A checked-out client whose server goes away emits "error" too; its query fails and is handled by its caller.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg(pool, { schema });
    await migrateAlone(pool);
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }

  const dir = options.dir ?? pgliteDir;
  const unlock = lockDataDirectory(dir);
  try {
    privateDatabaseDir(dir);
    const client = await PGlite.create(dir);
    // The files PGlite just made; files it makes later are unreachable for others inside the 0700 folder.
    privateDatabaseDir(dir);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: "pglite",
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
