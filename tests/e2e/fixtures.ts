import { test as base } from "@playwright/test";
import { startSmtpServer } from "../support/smtp-server";
import { type IsolatedServer, startIsolatedServer } from "./support";

type IsolatedOptions = {
  /** The isolated server's extra environment (a worker option: workers with other values get their own server). */
  isolatedEnv: Record<string, string>;
  /** Whether the isolated server mails through an SMTP server of its own, whose messages the tests can read. */
  isolatedSmtp: boolean;
};
type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
type WorkerServer = IsolatedServer & { smtp: Smtp | null };

/**
 * A production server on a database of its own, started once per worker and shared by the tests that worker runs
 * (a boot with migrations costs seconds on a 2-core machine). Each test gets it with every table emptied except the
 * owner's account, so the counts a test reads are still its own visitor's.
 */
export const test = base.extend<{ isolated: WorkerServer }, IsolatedOptions & { isolatedWorkerServer: WorkerServer }>({
  isolatedEnv: [{}, { scope: "worker", option: true }],
  isolatedSmtp: [false, { scope: "worker", option: true }],
  isolatedWorkerServer: [
    async ({ isolatedEnv, isolatedSmtp }, use) => {
      const smtp = isolatedSmtp ? await startSmtpServer() : null;
      const server = await startIsolatedServer({ ...isolatedEnv, ...(smtp ? { SMTP_URL: smtp.url } : {}) });
      try {
        await use({ ...server, smtp });
      } finally {
        await server.stopped();
        await smtp?.stop();
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
  isolated: async ({ isolatedWorkerServer: server }, use) => {
    await emptyTables(server);
    server.smtp?.received.splice(0);
    await use(server);
  },
});

export { expect } from "@playwright/test";

/** Every table but the owner's account and the app's own state, as a fresh database would have them. */
async function emptyTables(server: IsolatedServer) {
  const kept = ["auth_user", "auth_account", "app_state"];
  const tables = await server.query<{ name: string }>(
    "select quote_ident(tablename) as name from pg_tables where schemaname = 'public' and not (tablename = any($1))",
    [kept],
  );
  if (tables.length > 0) await server.query(`truncate ${tables.map((t) => t.name).join(", ")} cascade`);
}
