import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sourceHash } from "@/scripts/support/source-hash";

// `npm run serve` and `npm test` skip the build when .next holds one of exactly these sources: the hash must change
// with anything a build reads, and only with that.
describe("the source hash beside a build", () => {
  let root: string;
  const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);
  const hash = (env: Record<string, string> = {}) => sourceHash(root, env);

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "source-hash-"));
    execFileSync("git", ["init", "-q"], { cwd: root });
    write(".gitignore", ".next/\n");
    write("page.ts", "export const site = process.env.SITE_URL;\n");
    execFileSync("git", ["add", "."], { cwd: root });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("stays the same while nothing a build reads changes: ignored output, unnamed variables", () => {
    const before = hash({ SITE_URL: "https://a.example" });
    mkdirSync(path.join(root, ".next"));
    write(".next/BUILD_ID", "x"); // ignored: the build's own output
    expect(hash({ SITE_URL: "https://a.example", UNRELATED: "1" })).toBe(before);
    // The shell's own variables, even where a source names them (a README saying "on your PATH").
    write("notes.md", "Put it on your PATH.\n");
    const withNotes = hash({ PATH: "/usr/bin" });
    expect(hash({ PATH: "/repo/node_modules/.bin:/usr/bin" })).toBe(withNotes);
    // The test run's own settings, which .ci/run sets between the build and `npm test` (its phase times, the tier).
    write("run.ts", "process.env.TEST_BUILD_SECONDS; process.env.TEST_TIER; process.env.E2E_STATE_DIR;\n");
    const withRun = hash();
    expect(hash({ TEST_BUILD_SECONDS: "122", TEST_TIER: "full", E2E_STATE_DIR: "/tmp/e2e" })).toBe(withRun);
  });

  it("changes with an edited file, a new file not yet added, a .env file, or a variable the sources name", () => {
    const before = hash();
    write("page.ts", "export const site = 1;\n");
    const edited = hash();
    expect(edited).not.toBe(before);
    write("new-page.ts", "export {};\n");
    const added = hash();
    expect(added).not.toBe(edited);
    write(".env", "SITE_URL=https://b.example\n");
    expect(hash()).not.toBe(added);
    write("page.ts", "export const site = process.env.SITE_URL;\n");
    expect(hash({ SITE_URL: "https://a.example" })).not.toBe(hash({ SITE_URL: "https://b.example" }));
  });

  it("is unknown outside a git repository, so the build always runs", () => {
    expect(sourceHash(tmpdir())).toBeNull();
  });
});
