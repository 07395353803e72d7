import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base } from "@playwright/test";
import pg from "pg";
import { standInProjectId } from "../stand-in/content-lake";
import { repositoryDataset } from "../support/dataset-file";
import type { StartedServer } from "../support/next-server";
import { createDatabase } from "../support/postgres-server";
import { e2eDatabaseUrl } from "./run-state";
import { adminLogin, authSecretForTests, webhookSecret } from "./settings";
import { startTestServer } from "./support";

/**
 * A world of its own for specs that publish: a copy of the dataset, a fresh database and a production server on
 * both, started once per worker and shared by the tests that worker runs. Such specs change what every page shows
 * (storm mode, Tag Manager, a probe dataset), so they cannot share the e2e server with the specs that read it; in a
 * world of their own they run beside those specs instead of after them. Each test restores what it changed, and a
 * worker that failed a test is replaced by Playwright, with a new world.
 */
export type World = {
  origin: string;
  /** The world's content, which its server reads: tests edit it as a publish in the Studio would (./dataset.ts). */
  datasetFile: string;
  query: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;
  /** Stops the world's server and starts it again on the same port, database and content. */
  restart: () => Promise<void>;
};

let current: World | null = null;

/** The world of this worker, once its fixture has started it; null in a worker that has none. */
export const activeWorld = (): World | null => current;

export const test = base.extend<object, { world: World; worldEnv: Record<string, string> }>({
  /** More settings for the world's server (the Studio's specs: the preview's Content Lake, token and Redis). */
  worldEnv: [{}, { scope: "worker", option: true }],
  world: [
    async ({ worldEnv }, use) => {
      // A folder of content given in worldEnv (with its copy of the dataset) is its owner's to remove.
      const given = worldEnv.SANITY_LOCAL_DATASET_DIR;
      const dir = given ?? mkdtempSync(path.join(tmpdir(), "e2e-world-"));
      const datasetFile = path.join(dir, "production.ndjson");
      if (!given) copyFileSync(repositoryDataset, datasetFile);
      const databaseUrl = await createDatabase(e2eDatabaseUrl);
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
      // The e2e server's settings (playwright.config.ts) on the world's own content and database.
      const env = {
        DATABASE_URL: databaseUrl,
        SANITY_LOCAL_DATASET_DIR: dir,
        SANITY_REVALIDATE_SECRET: webhookSecret,
        LEADS_RATE_LIMIT: "500/600",
        EVENTS_RATE_LIMIT: "20000/60",
        ADMIN_EMAIL: adminLogin.email,
        ADMIN_PASSWORD: adminLogin.password,
        BETTER_AUTH_SECRET: authSecretForTests,
        // The Studio at /studio, for the specs that edit through it (tests/e2e/studio/fixtures.ts).
        SANITY_STUDIO_PROJECT_ID: standInProjectId,
        ...worldEnv,
      };
      let server: StartedServer = await startTestServer(env);
      current = {
        origin: server.origin,
        datasetFile,
        query: async (text, values = []) => (await pool.query(text, values)).rows,
        restart: async () => {
          server = await server.restart();
        },
      };
      try {
        await use(current);
      } finally {
        current = null;
        await server.stopped();
        await pool.end();
        if (!given) rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: "worker", auto: true, timeout: 120_000 },
  ],
  // Pages and requests of these specs go to the world's server.
  baseURL: async ({ world }, use) => use(world.origin),
});

export { expect } from "@playwright/test";
