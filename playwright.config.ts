import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 3210);
export const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium (`apt-get install -y chromium`); Playwright's own browser download is not possible here.
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

// The server gets a fresh database and its own copy of the content, which the webhook test edits. The runner sets
// these once; its workers inherit them, so every process agrees on the paths.
if (!process.env.E2E_STATE_DIR) {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-"));
  copyFileSync("studio/dataset/production.ndjson", path.join(dir, "production.ndjson"));
  process.env.E2E_STATE_DIR = dir;
}
export const e2eStateDir = process.env.E2E_STATE_DIR;
export const webhookSecret = "e2e-webhook-secret";

export default defineConfig({
  testDir: "tests/e2e",
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
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The production server (`npm run build` first).
    command: `npm start -- --port ${port} --hostname 127.0.0.1`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PGLITE_DIR: path.join(e2eStateDir, "pglite"),
      SANITY_LOCAL_DATASET_DIR: e2eStateDir,
      SANITY_REVALIDATE_SECRET: webhookSecret,
    },
  },
});
