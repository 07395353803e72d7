import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// playwright.config.ts starts PostgreSQL at its top level; a test file importing it would start another one in each
// worker. Shared settings live in tests/e2e/settings.ts, what the runner prepared in tests/e2e/run-state.ts.
it("no test or test helper imports playwright.config.ts", () => {
  const files = readdirSync("tests", { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));
  const importing = files.filter((file) =>
    /from\s+["'][./]*playwright\.config["']/.test(readFileSync(path.join("tests", file), "utf8")),
  );
  expect(files.length).toBeGreaterThan(50);
  expect(importing).toEqual([]);
});
