import pg from "pg";
import { type StartedServer, startServer } from "../support/next-server";
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

/**
 * A production server of the tests' own, on the current build, with extra settings: the one way a spec or a
 * fixture starts a server (the shared one is the runner's, playwright.config.ts). Without a DATABASE_URL or
 * PGLITE_DIR in `env` it gets a fresh database of its own on the e2e PostgreSQL server, for tests whose counts must
 * not see the other tests' traffic (rate limits, counters); `query` reads the PostgreSQL database it uses.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const databaseUrl = env.DATABASE_URL ?? (env.PGLITE_DIR ? undefined : await createDatabase(e2eDatabaseUrl));
  const server = await startServer(databaseUrl ? { DATABASE_URL: databaseUrl, ...env } : env);
  return {
    ...server,
    query: <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
      if (!databaseUrl) throw new Error("this server runs on PGlite: no PostgreSQL database to query");
      return queryOn<T>(databaseUrl, text, values);
    },
  };
}

export type TestServer = StartedServer & {
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
export async function insertLead(database: Pick<TestServer, "query">, lead: LeadValues): Promise<string> {
  const [row] = await database.query<{ id: string }>(
    `insert into contact_submissions (name, phone, email, town, message, storm, water_now, idempotency_key, created_at)
     values ($1, '+31612345678', $2, 'Veghel', 'Het lekt bij de schoorsteen.', $3, $4, gen_random_uuid()::text,
             now() - make_interval(mins => $5))
     returning id`,
    [lead.name, lead.email ?? null, lead.storm ?? false, lead.waterNow ?? null, lead.minutesAgo ?? 30],
  );
  return row!.id;
}
