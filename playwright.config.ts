import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { adminLogin, authSecretForTests, baseURL, e2ePort as port, webhookSecret } from "./tests/e2e/settings";
import { headlessShell } from "./tests/support/browsers";
import { startPostgresServer, stopPostgresServer } from "./tests/support/postgres-server";
import { noteServerStart } from "./tests/support/server-starts";
import { fullTier } from "./tests/support/tier";

// The runner prepares the shared server's world once: a throwaway PostgreSQL server (so tests can check what was
// stored; worlds and isolated servers make their databases on it too) and a copy of the content. Its workers inherit
// these variables and skip this; test files read them through tests/e2e/run-state.ts and never import this file.
if (!process.env.E2E_STATE_DIR) {
  noteServerStart("the shared e2e server (playwright.config.ts)");
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-"));
  copyFileSync("studio/dataset/production.ndjson", path.join(dir, "production.ndjson"));
  const postgres = await startPostgresServer();
  process.env.E2E_STATE_DIR = dir;
  process.env.E2E_DATABASE_URL = postgres.url;
  // Removed when the runner exits, however the run ends: a globalTeardown was skipped by a run that ended before any
  // test (the web server did not start, say, after a failed build), and left the server running.
  process.once("exit", () => {
    stopPostgresServer(postgres.dir);
    rmSync(dir, { recursive: true, force: true });
  });
}
const e2eStateDir = process.env.E2E_STATE_DIR!;
const e2eDatabaseUrl = process.env.E2E_DATABASE_URL!;

/** A lane: the specs of one folder of tests/e2e, which import its `test` from that folder's fixtures.ts. */
const lane = (name: string, options: { workers?: number; timeout?: number } = {}) => ({
  name,
  testDir: `tests/e2e/${name}`,
  use: { ...devices["Desktop Chrome"] },
  ...options,
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The fast tier leaves out the tests marked fullTierOnly (tests/support/tier.ts).
  grepInvert: fullTier ? undefined : /@full-tier\b/,
  forbidOnly: !!process.env.CI,
  // The timing reporter feeds the table `npm test` prints at the end (scripts/test.ts).
  reporter: [
    ["list"],
    ["./tests/support/timing-reporter.ts"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  use: {
    baseURL,
    // No trace by default: recording one for every test cost about an eighth of the CPU of the design checks, and
    // CI keeps only the log. To look into a failure, run that spec again with `--trace on`.
    trace: "off",
    // Debian's Chromium in its headless build (tests/support/browsers.ts says why and which tests use the full one).
    launchOptions: headlessShell,
  },
  // Lanes, not a chain: no project waits for another. The dispatcher gives a free worker the first test it may run,
  // in the order of this list, so the two long one-worker lanes (publishing, isolated) start at once, one on each
  // worker, and the shared lane's tests fill in around them and after them; both workers stay busy to the end.
  projects: [
    // Specs that publish changed content, in a world of their own (content copy, database, server): one worker.
    lane("publishing", { workers: 1 }),
    // Specs that count what one server stored (leads, mails, pushes, sign-in attempts), on one shared server.
    lane("isolated", { workers: 1 }),
    // The real Studio against the Content Lake stand-in (tests/stand-in/), in a world of its own. A test's first
    // Studio load takes tens of seconds on a busy two-core machine, before any test body could raise its time.
    lane("studio", { workers: 1, timeout: 180_000 }),
    // Two instances behind nginx with Redis, with their own servers and content copy.
    lane("cluster", { workers: 1 }),
    // Everything that reads the shared e2e server.
    lane("shared"),
    // The full tier only: Lighthouse on an otherwise idle machine, after everything else.
    ...(fullTier
      ? [{ ...lane("budgets"), dependencies: ["publishing", "isolated", "studio", "cluster", "shared"] }]
      : []),
  ],
  webServer: {
    // The production server (`npm run build` first).
    command: `npm start -- --port ${port} --hostname 127.0.0.1`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      DATABASE_URL: e2eDatabaseUrl,
      SANITY_LOCAL_DATASET_DIR: e2eStateDir,
      SANITY_REVALIDATE_SECRET: webhookSecret,
      // Every test browser comes from 127.0.0.1; the limits themselves have tests of their own.
      LEADS_RATE_LIMIT: "500/600",
      LEADS_NETWORK_DAILY_CAP: "100000",
      EVENTS_RATE_LIMIT: "20000/60",
      ADMIN_EMAIL: adminLogin.email,
      ADMIN_PASSWORD: adminLogin.password,
      BETTER_AUTH_SECRET: authSecretForTests,
      AUTH_TRUSTED_ORIGINS: baseURL,
    },
  },
});
