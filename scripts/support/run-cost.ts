import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serverStartsFile } from "../../tests/support/server-starts.ts";

type SpecTime = { file: string; tests: number; testSeconds: number; wallSeconds: number };

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2)} s`;

/**
 * The table at the end of `npm test`: phase times, production-server starts of the browser tests (by the spec that
 * started them), and the 15 slowest spec files by their tests' own time.
 */
export function printRunCost(run: { tier: string; phases: [string, number][]; timingsDir: string }) {
  const lines = [`\n=== What this run cost (${run.tier} tier) ===`, `${"phase".padEnd(50)} time`];
  for (const [name, seconds] of run.phases) lines.push(`${name.padEnd(50)} ${minutes(seconds)}`);
  const total = run.phases.reduce((sum, [, seconds]) => sum + seconds, 0);
  lines.push(`${"total".padEnd(50)} ${minutes(total)}`);

  const startsFile = serverStartsFile(run.timingsDir);
  if (existsSync(startsFile)) {
    const starts = readFileSync(startsFile, "utf8").split("\n").filter(Boolean);
    const bySpec = new Map<string, number>();
    for (const who of starts) bySpec.set(who, (bySpec.get(who) ?? 0) + 1);
    const list = [...bySpec].sort((a, b) => b[1] - a[1]).map(([who, n]) => `${who} ${n}`);
    lines.push(`\nproduction-server starts in the e2e run: ${starts.length} (${list.join(", ")})`);
  }

  const specsFile = path.join(run.timingsDir, "spec-times.json");
  if (existsSync(specsFile)) {
    const { seconds, specs, troubles } = JSON.parse(readFileSync(specsFile, "utf8")) as {
      seconds: number;
      specs: SpecTime[];
      troubles: string[];
    };
    const work = specs.reduce((sum, spec) => sum + spec.testSeconds, 0);
    lines.push(
      `\nPlaywright: ${minutes(seconds)} wall, ${minutes(work)} of tests over its workers; the 15 slowest spec files:`,
      "spec file                                   tests   test time   wall",
    );
    for (const spec of [...specs].sort((a, b) => b.testSeconds - a.testSeconds).slice(0, 15)) {
      lines.push(
        `${spec.file.replace(/^tests\/e2e\//, "").padEnd(42)} ${String(spec.tests).padStart(5)} ${spec.testSeconds.toFixed(1).padStart(10)} s ${spec.wallSeconds.toFixed(0).padStart(5)} s`,
      );
    }
    if (troubles.length > 0) {
      lines.push(`\ntests that failed or needed a retry (${troubles.length}):`, ...troubles.map((line) => `  ${line}`));
    }
  }
  console.log(lines.join("\n"));
}
