import "server-only";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/**
 * The app's database as the code that queries it sees it: PostgreSQL or the embedded PGlite, with the app's tables.
 * A module of types only, so code that takes a database as an argument does not depend on how one is opened.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "postgres" | "pglite";
  close: () => Promise<void>;
};
