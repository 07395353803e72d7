import { writeFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export type SpecTime = {
  file: string;
  tests: number;
  /** The tests' own time, summed (what the file costs a worker; worker fixtures such as a server start excluded). */
  testSeconds: number;
  /** From its first test's start to its last test's end. */
  wallSeconds: number;
};

/**
 * Records how long each spec file took, for the table `npm test` prints at the end (scripts/support/run-cost.ts).
 * Writes `spec-times.json` into TEST_TIMINGS_DIR when that is set (scripts/test.ts sets it); silent otherwise.
 */
export default class TimingReporter implements Reporter {
  private readonly files = new Map<string, { tests: number; work: number; start: number; end: number }>();
  /**
   * Tests that failed or passed only on a retry, with where their error was thrown and its first lines (the
   * expectation and what was received): CI keeps only the log's tail, so this must be enough to tell which step broke.
   */
  private readonly troubles = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    const start = result.startTime.getTime();
    const entry = this.files.get(file) ?? { tests: 0, work: 0, start, end: start };
    entry.tests++;
    entry.work += result.duration;
    entry.start = Math.min(entry.start, start);
    entry.end = Math.max(entry.end, start + result.duration);
    this.files.set(file, entry);
    const where = `${file}:${test.location.line} ${test.titlePath().slice(-1)[0]}`;
    if (result.status === "failed" || result.status === "timedOut") {
      this.troubles.set(where, `${result.status}: ${errorSummary(result)}`);
    } else if (result.status === "passed" && this.troubles.has(where)) {
      this.troubles.set(where, `flaky (passed on retry ${result.retry}): ${this.troubles.get(where)}`);
    }
  }

  onEnd(result: FullResult) {
    const dir = process.env.TEST_TIMINGS_DIR;
    if (!dir) return;
    const specs: SpecTime[] = [...this.files].map(([file, entry]) => ({
      file,
      tests: entry.tests,
      testSeconds: entry.work / 1000,
      wallSeconds: (entry.end - entry.start) / 1000,
    }));
    writeFileSync(
      path.join(dir, "spec-times.json"),
      JSON.stringify({
        status: result.status,
        seconds: result.duration / 1000,
        specs,
        troubles: [...this.troubles].map(([test, what]) => `${test}: ${what}`),
      }),
    );
  }

  printsToStdio() {
    return false;
  }
}

/** The error's line in the spec and its first few lines, bounded (a diff of a whole page would bury the table). */
function errorSummary(result: TestResult): string {
  const error = result.error;
  if (!error) return result.status;
  const at = error.location ? ` (at line ${error.location.line})` : "";
  const lines = stripVTControlCharacters(error.message ?? "")
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .slice(0, 8)
    .map((line) => line.slice(0, 160));
  return `${lines.join("\n      ")}${at}`;
}
