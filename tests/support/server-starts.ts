import { appendFileSync } from "node:fs";
import path from "node:path";

/** Where each production-server start of a test run is noted, for the table `npm test` prints (scripts/test.ts). */
export const serverStartsFile = (timingsDir: string) => path.join(timingsDir, "server-starts.log");

/**
 * Notes one production-server start under the test file that asked for it (the spec, or the fixture file of a
 * worker-scoped server), when the run records its cost (TEST_TIMINGS_DIR); does nothing otherwise.
 */
export function noteServerStart(who?: string) {
  const dir = process.env.TEST_TIMINGS_DIR;
  if (!dir) return;
  // The spec on the stack; a worker fixture's server has only its fixture file there (support.ts only wraps).
  const files = (new Error().stack ?? "")
    .split("\n")
    .map((line) => line.match(/\/((?:tests\/e2e|scripts)\/[^:]+?\.ts)/)?.[1])
    .filter((file): file is string => !!file && !file.endsWith("/support.ts"));
  const caller = who ?? files.find((file) => file.endsWith(".spec.ts")) ?? files[0] ?? "elsewhere";
  appendFileSync(serverStartsFile(dir), `${caller.replace(/^tests\/e2e\//, "")}\n`);
}
