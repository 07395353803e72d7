import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { adminLogin, authSecretForTests, baseURL, e2ePort as port, webhookSecret } from "./tests/e2e/settings";
import { startPostgresServer } from "./tests/support/postgres-server";

// Debian's Chromium (`apt-get install -y chromium`); Playwright's own browser download is not possible here.
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

// The runner prepares the server's world once: a throwaway PostgreSQL server (so tests can check what was stored)
// and a copy of the content that the webhook tests edit. Its workers inherit these variables and skip this; test files
// read them through tests/e2e/run-state.ts and never import this file.
if (!process.env.E2E_STATE_DIR) {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-"));
  copyFileSync("studio/dataset/production.ndjson", path.join(dir, "production.ndjson"));
  const postgres = await startPostgresServer();
  process.env.E2E_STATE_DIR = dir;
  process.env.E2E_DATABASE_URL = postgres.url;
  process.env.E2E_POSTGRES_DIR = postgres.dir;
}
const e2eStateDir = process.env.E2E_STATE_DIR!;
const e2eDatabaseUrl = process.env.E2E_DATABASE_URL!;

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/support/playwright-teardown.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      // The machine has no route to Google's services; without these Chromium keeps trying.
      args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"] },
      testIgnore: /(consent|lighthouse|cluster|\.publish)\.spec\.ts/,
    },
    // Tests that publish changed content to the shared dataset, one at a time, after the tests that read it.
    {
      name: "publishing",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /\.publish\.spec\.ts/,
      dependencies: ["chromium"],
      workers: 1,
    },
    // Switches Tag Manager on for the whole site, so it runs after everything else.
    {
      name: "consent",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /consent\.spec\.ts/,
      dependencies: ["publishing"],
    },
    // Two instances behind nginx with Redis (its own servers and content copy), alone on the machine.
    {
      name: "cluster",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /cluster\.spec\.ts/,
      dependencies: ["consent"],
      workers: 1,
    },
    // Performance is measured on an otherwise idle machine: last, one page at a time.
    { name: "budgets", testMatch: /lighthouse\.spec\.ts/, dependencies: ["cluster"] },
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
