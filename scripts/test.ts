// `npm test` (the fast tier, what CI and the README's second command run) and `npm run test:full` (`--full`: the same
// specs with their exhaustive lists, Lighthouse and the 500-lead cluster run; before a deploy). Runs the phases in
// order and stops at the first that fails, like `a && b && c` would, then prints what the run cost: each phase's
// time, the production-server starts of the browser tests and their 15 slowest spec files. The figures are a
// report, never a pass/fail threshold (a busy machine must not turn a correct build red).
//
// `.ci/run` passes the time of what ran before this command (TEST_INSTALL_SECONDS, TEST_BUILD_SECONDS), so CI's
// table covers the whole run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { printRunCost } from "./support/run-cost.ts";

const full = process.argv.includes("--full");
const timings = mkdtempSync(path.join(tmpdir(), "test-timings-"));
const env = { ...process.env, TEST_TIER: full ? "full" : "fast", TEST_TIMINGS_DIR: timings };

type Phase = { name: string; commands: string[][] };
const phases: Phase[] = [
  {
    name: "lint",
    commands: [
      ["npx", "biome", "ci", "."],
      ["npm", "run", "--silent", "lint:imports"],
      ["npm", "run", "--silent", "lint:chain", "--", "--max", "9"],
    ],
  },
  { name: "build (if the sources changed)", commands: [["node", "scripts/build.ts", "--if-stale"]] },
  {
    name: "checks (content, types)",
    commands: [
      ["node", "studio/check-dataset.ts"],
      ["npx", "next", "typegen"],
      ["npx", "tsc", "--noEmit"],
    ],
  },
  { name: "Vitest (unit, integration)", commands: [["npx", "vitest", "run"]] },
  { name: "Playwright (e2e)", commands: [["npx", "playwright", "test"]] },
];

const seconds: [string, number][] = [];
for (const [name, variable] of [
  ["install (npm ci, in .ci/run)", "TEST_INSTALL_SECONDS"],
  ["README command 1: build, serve, stop (in .ci/run)", "TEST_BUILD_SECONDS"],
] as const) {
  const value = Number(process.env[variable]);
  if (Number.isFinite(value) && value > 0) seconds.push([name, value]);
}

let failed: string | null = null;
for (const phase of phases) {
  const started = performance.now();
  for (const [command, ...args] of phase.commands) {
    const result = spawnSync(command!, args, { stdio: "inherit", env });
    if (result.status !== 0) {
      failed = `${phase.name}: ${[command, ...args].join(" ")} exited with ${result.status ?? result.signal}`;
      break;
    }
  }
  seconds.push([phase.name, (performance.now() - started) / 1000]);
  if (failed) break;
}

printRunCost({ tier: full ? "full" : "fast", phases: seconds, timingsDir: timings });
rmSync(timings, { recursive: true, force: true });
if (failed) {
  console.error(`\nFAILED in ${failed}`);
  process.exit(1);
}
