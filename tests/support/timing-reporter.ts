import { writeFileSync } from "node:fs";
import path from "node:path";
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
  /** Tests that failed or passed only on a retry, with their first error line: CI keeps only the log's tail. */
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
      const firstLine = (result.error?.message ?? result.status).split("\n")[0] ?? "";
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts the colour codes removed here
      this.troubles.set(where, `${result.status}: ${firstLine.replace(/\u001b\[[0-9;]*m/g, "").slice(0, 200)}`);
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
