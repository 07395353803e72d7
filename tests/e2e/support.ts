import pg from "pg";
import { startServer } from "../support/next-server";
import { createDatabase } from "../support/postgres-server";
import { e2eDatabaseUrl } from "./run-state";

async function queryOn<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A query on the database of the e2e server. */
export function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return queryOn<T>(e2eDatabaseUrl, text, values);
}

/** Another production server on the same build with its own settings, for tests that need a different world. */
export const startExtraServer = startServer;

/**
 * A production server on a fresh database of its own (on the e2e PostgreSQL server), for tests whose counts must
 * not see the other tests' traffic: rate limits, counters.
 */
export async function startIsolatedServer(env: Record<string, string> = {}): Promise<IsolatedServer> {
  const databaseUrl = await createDatabase(e2eDatabaseUrl);
  const server = await startServer({ DATABASE_URL: databaseUrl, ...env });
  return {
    ...server,
    query: <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => queryOn<T>(databaseUrl, text, values),
  };
}

export type IsolatedServer = Awaited<ReturnType<typeof startServer>> & {
  query: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;
};

export { postForm, rawRequest } from "../support/http-client";
