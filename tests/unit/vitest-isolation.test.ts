import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ownModules } from "../../vitest.config";

// Most test files share their worker's loaded modules (vitest.config.ts). A file that changes what a module sees when
// it loads, or reloads modules, would leak that into the files after it: it must be listed to run on its own modules.
const changesModules =
  /vi\.(mock|doMock|resetModules|stubGlobal|stubEnv|spyOn)\(|process\.env(\.[A-Z_]+|\[[^\]]+\])\s*=[^=]|delete process\.env/;

const testFiles = ["tests/unit", "tests/integration"].flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => path.join(folder, name)),
);

describe("Vitest's shared modules", () => {
  it("every test file that changes what modules see runs on its own modules", () => {
    const changing = testFiles.filter((file) => changesModules.test(readFileSync(file, "utf8")));
    expect(changing.length).toBeGreaterThan(5);
    expect(changing.filter((file) => !ownModules.includes(file))).toEqual([]);
  });

  it("lists only files that exist", () => {
    expect(ownModules.filter((file) => !testFiles.includes(file))).toEqual([]);
  });
});
