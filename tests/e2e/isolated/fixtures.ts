import { test as base } from "@playwright/test";
import webpush from "web-push";
import { startSmtpServer } from "../../support/smtp-server";
import { isolatedAdmin } from "../owner";
import { startTestServer, type TestServer } from "../support";

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
export type WorkerServer = TestServer & { smtp: Smtp; vapidPublicKey: string };

/**
 * A production server on a database of its own, started once per worker and shared by the tests that worker runs
 * (a boot with migrations costs seconds on a 2-core machine). One set of settings for every spec that uses it (the
 * "isolated" project in playwright.config.ts runs them one after the other on one worker, so one server serves
 * them all): the owner's account, the scheduler's token, push keys and an SMTP server of its own whose messages
 * the tests read. Each test gets it with every table emptied except the owner's account, so the counts a test
 * reads are its own visitor's, and the SMTP server's inbox emptied.
 */
export const test = base.extend<{ isolated: WorkerServer }, { isolatedWorkerServer: WorkerServer }>({
  isolatedWorkerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const smtp = await startSmtpServer();
      const vapid = webpush.generateVAPIDKeys();
      const server = await startTestServer({
        ...isolatedAdmin,
        SMTP_URL: smtp.url,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: "mailto:eigenaar@brabantdakzorg.example",
      });
      try {
        await use({ ...server, smtp, vapidPublicKey: vapid.publicKey });
      } finally {
        await server.stopped();
        await smtp.stop();
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
  isolated: async ({ isolatedWorkerServer: server }, use) => {
    await emptyTables(server);
    // A test that stopped the mail server (to see a mail wait) leaves it stopped.
    if (!server.smtp.listening()) await server.smtp.start();
    server.smtp.received.splice(0);
    await use(server);
  },
});

export { expect } from "@playwright/test";

/**
 * Every table but the owner's account, sessions and the app's own state, as a fresh database would have them; of
 * that state, what a test sets through the admin (the push quiet hours) goes too. The sessions stay so the owner's
 * one sign-in per worker lasts (tests/e2e/owner.ts).
 */
async function emptyTables(server: TestServer) {
  const kept = ["auth_user", "auth_account", "auth_session", "app_state"];
  const tables = await server.query<{ name: string }>(
    "select quote_ident(tablename) as name from pg_tables where schemaname = 'public' and not (tablename = any($1))",
    [kept],
  );
  if (tables.length > 0) await server.query(`truncate ${tables.map((t) => t.name).join(", ")} cascade`);
  await server.query("delete from app_state where key = 'push_quiet_hours'");
}
