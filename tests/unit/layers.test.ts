import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * lib/ is the layer below the pages and components: it may be used by them, never use them. A lib file that
 * imports from components/ or app/ (even a type) ties data code to the UI; move the shared piece into lib/.
 */
const root = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The modules a file imports or re-exports, as written. */
const importsOf = (source: string) =>
  [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)].map((match) => match[1]!);

/** True when a module written in a lib/ file points above lib (components/ or app/). */
function reachesAbove(file: string, specifier: string): boolean {
  const target = specifier.startsWith("@/")
    ? specifier.slice(2)
    : specifier.startsWith(".")
      ? path.relative(root, path.resolve(path.dirname(file), specifier))
      : null;
  return target !== null && /^(components|app)(\/|$)/.test(target.split(path.sep).join("/"));
}

describe("lib/ imports nothing from components/ or app/", () => {
  it("holds for every file", () => {
    const offending = sourceFiles(path.join(root, "lib")).flatMap((file) =>
      importsOf(readFileSync(file, "utf8"))
        .filter((specifier) => reachesAbove(file, specifier))
        .map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("would notice such an import", () => {
    const file = path.join(root, "lib/admin/insight.ts");
    const source = 'import type { DailyPoint } from "@/components/admin/daily-chart";\nimport x from "../../app/x";';
    expect(importsOf(source).filter((s) => reachesAbove(file, s))).toEqual([
      "@/components/admin/daily-chart",
      "../../app/x",
    ]);
    expect(reachesAbove(file, "@/lib/sanity/fetch")).toBe(false);
    expect(reachesAbove(file, "next/navigation")).toBe(false);
  });
});
