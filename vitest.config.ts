import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Test files that change what a module sees when it loads (environment variables, mocked modules, stubbed globals,
 * the time zone) or reload modules themselves: each runs with its own fresh modules. Every other file shares its
 * worker's loaded modules with the files before it (`isolate: false`): loading Next's, Sanity's and PGlite's modules
 * anew for each of a hundred files was most of Vitest's time (220 s → about 130 s on two cores).
 */
export const ownModules = [
  "tests/unit/admin-data.test.ts",
  "tests/unit/config.test.ts",
  "tests/unit/consent-gate.test.ts",
  "tests/unit/content-query.test.ts",
  "tests/unit/daily-chart.test.ts",
  "tests/unit/keyed-hashes.test.ts",
  "tests/unit/process-singleton.test.ts",
  "tests/unit/push-settings.test.ts",
  "tests/integration/content-lake-queries.test.ts",
  "tests/integration/push-delivery.test.ts",
  "tests/integration/town-frame.test.ts",
  "tests/integration/unknown-addresses.test.ts",
];

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests run outside React's server environment: the marker for server modules must not refuse them.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    // PGlite and PostgreSQL start-up take a few seconds on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Keys the hashes in rate-limit and sign-in counters (else a secret file would be made under .data).
    env: { RATE_LIMIT_SALT: "vitest-rate-limit-salt" },
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "shared-modules",
          include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
          exclude: ownModules,
          isolate: false,
        },
      },
      { extends: true, test: { name: "own-modules", include: ownModules } },
    ],
  },
});
