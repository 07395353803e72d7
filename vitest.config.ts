import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests run outside React's server environment: the marker for server modules must not refuse them.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    // PGlite and PostgreSQL start-up take a few seconds on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Keys the hashes in rate-limit and sign-in counters (else a secret file would be made under .data).
    env: { RATE_LIMIT_SALT: "vitest-rate-limit-salt" },
    maxWorkers: 2,
  },
});
