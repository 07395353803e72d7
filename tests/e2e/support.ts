import pg from "pg";
import { e2eDatabaseUrl } from "../../playwright.config";
import { startServer } from "../support/next-server";

/** A query on the database of the e2e server. */
export async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Another `next start` of the same build with its own settings, for tests that need a different world. */
export const startExtraServer = startServer;
