import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The browser tests run in lanes (docs/testing.md): a folder of tests/e2e per lane, a Playwright project per folder,
// and each spec takes its `test` from its folder's fixtures.ts, which gives it that lane's server or world. A spec
// that took another lane's `test` (or Playwright's own) would run in one lane against another lane's server.

const e2e = "tests/e2e";
const config = readFileSync("playwright.config.ts", "utf8");
const lanesInConfig = [...config.matchAll(/\blane\("([a-z-]+)"/g)].map(([, name]) => name!);
const folders = readdirSync(e2e).filter((entry) => statSync(path.join(e2e, entry)).isDirectory());
const testFiles = readdirSync("tests", { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));

/** The module each name of a file's `import { … } from "…"` statements comes from (`test as base` counts as test). */
function importedFrom(source: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, list, from] of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"([^"]+)"/g)) {
    for (const item of list!.split(",")) {
      const name = item
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0];
      if (name) names.set(name, from!);
    }
  }
  return names;
}

describe("the e2e lanes", () => {
  it("are the folders of tests/e2e, each a project of the config, which names no spec file", () => {
    expect(lanesInConfig.length).toBeGreaterThanOrEqual(5);
    expect([...folders].sort()).toEqual([...lanesInConfig].sort());
    expect(config).not.toMatch(/\.spec\b/);
    // No spec outside a lane: the config would run it in none.
    expect(readdirSync(e2e).filter((entry) => entry.endsWith(".spec.ts"))).toEqual([]);
  });

  for (const lane of folders) {
    it(`${lane}: every spec takes test and expect from the lane's fixtures.ts`, () => {
      expect(readdirSync(path.join(e2e, lane))).toContain("fixtures.ts");
      const specs = readdirSync(path.join(e2e, lane)).filter((file) => file.endsWith(".spec.ts"));
      expect(specs.length).toBeGreaterThan(0);
      const wrong = specs.flatMap((spec) => {
        const names = importedFrom(readFileSync(path.join(e2e, lane, spec), "utf8"));
        return ["test", "expect"]
          .filter((name) => names.get(name) !== "./fixtures")
          .map((name) => `${spec}: ${name} from ${names.get(name) ?? "nowhere"}`);
      });
      expect(wrong).toEqual([]);
    });
  }

  it("start a production server one way: startServer is called in three files at most", () => {
    const starting = testFiles.filter((file) => /\bstartServer\(/.test(readFileSync(path.join("tests", file), "utf8")));
    expect(starting.length).toBeGreaterThan(0);
    expect(starting.length, starting.join(", ")).toBeLessThanOrEqual(3);
  });

  // playwright.config.ts starts PostgreSQL at its top level; a test file importing it would start another one in each
  // worker. Shared settings live in tests/e2e/settings.ts, what the runner prepared in tests/e2e/run-state.ts.
  it("no test or test helper imports playwright.config.ts", () => {
    const importing = testFiles.filter((file) =>
      /from\s+["'][./]*playwright\.config["']/.test(readFileSync(path.join("tests", file), "utf8")),
    );
    expect(testFiles.length).toBeGreaterThan(50);
    expect(importing).toEqual([]);
  });
});
