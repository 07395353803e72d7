import { appendFileSync } from "node:fs";
import path from "node:path";

/** Where each production-server start of a test run is noted, for the table `npm test` prints (scripts/test.ts). */
export const serverStartsFile = (timingsDir: string) => path.join(timingsDir, "server-starts.log");

/**
 * Notes one production-server start under the test file that asked for it (the first tests/e2e or scripts file on
 * the call stack), when the run records its cost (TEST_TIMINGS_DIR); does nothing otherwise.
 */
export function noteServerStart(who?: string) {
  const dir = process.env.TEST_TIMINGS_DIR;
  if (!dir) return;
  const caller =
    who ??
    new Error().stack
      ?.split("\n")
      .map((line) => line.match(/\/((?:tests\/e2e|scripts)\/[^/:]+\.ts)/)?.[1])
      .find(Boolean) ??
    "elsewhere";
  appendFileSync(serverStartsFile(dir), `${caller.replace(/^tests\/e2e\//, "")}\n`);
}
