import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { expect } from "@playwright/test";
import pg from "pg";
import { e2eDatabaseUrl } from "../../playwright.config";

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
export async function startExtraServer(env: Record<string, string>): Promise<{ origin: string; stop: () => void }> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    "node_modules/.bin/next",
    ["start", "--port", String(port), "--hostname", "127.0.0.1"],
    {
      // Sign-in posts come from this server's own address.
      env: { ...process.env, AUTH_TRUSTED_ORIGINS: origin, ...env },
      stdio: "ignore",
      // Its own process group: `next start` runs the server in a child process, which must be stopped too.
      detached: true,
    },
  );
  await expect(async () => {
    expect((await fetch(origin)).status).toBe(200);
  }).toPass({ timeout: 30_000 });
  return { origin, stop: () => process.kill(-server.pid!, "SIGTERM") };
}
