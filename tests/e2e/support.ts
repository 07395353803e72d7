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

export type LeadValues = {
  name: string;
  storm?: boolean;
  waterNow?: boolean | null;
  minutesAgo?: number;
  email?: string;
};

/** A visitor's waiting request, stored as the form stores it; returns its id. */
export async function insertLead(database: Pick<IsolatedServer, "query">, lead: LeadValues): Promise<string> {
  const [row] = await database.query<{ id: string }>(
    `insert into contact_submissions (name, phone, email, town, message, storm, water_now, idempotency_key, created_at)
     values ($1, '+31612345678', $2, 'Veghel', 'Het lekt bij de schoorsteen.', $3, $4, gen_random_uuid()::text,
             now() - make_interval(mins => $5))
     returning id`,
    [lead.name, lead.email ?? null, lead.storm ?? false, lead.waterNow ?? null, lead.minutesAgo ?? 30],
  );
  return row!.id;
}
