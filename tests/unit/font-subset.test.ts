import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fontCharacters, fontSourceFile, fontSubsetFile } from "@/lib/site/font-subset";
import { subsetArchivo } from "@/scripts/support/font-subset";

/** Every character of the visible text a public page can show: the dataset's strings and the components' words. */
function charactersInUse(): Map<string, string> {
  const found = new Map<string, string>();
  const note = (text: string, where: string) => {
    for (const char of text) if (!found.has(char) && char >= " ") found.set(char, where);
  };
  const walk = (value: unknown, where: string) => {
    if (typeof value === "string") note(value, where);
    else if (value && typeof value === "object")
      for (const [key, inner] of Object.entries(value)) if (!key.startsWith("_")) walk(inner, `${where}.${key}`);
  };
  for (const line of readFileSync("studio/dataset/production.ndjson", "utf8").split("\n").filter(Boolean)) {
    const doc = JSON.parse(line) as { _id: string };
    walk(doc, doc._id);
  }
  // The components' own words, without comments (which may use any sign); the admin and the Studio use system fonts.
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return /admin|studio/.test(entry.name) ? [] : sources(file);
      return /\.tsx?$/.test(entry.name) ? [file] : [];
    });
  for (const file of [...sources("components"), ...sources("app/(site)"), "app/global-not-found.tsx"]) {
    const code = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/(^|[^:])\/\/.*$/gm, "$1");
    note(code.replace(/\s/g, " "), file);
  }
  return found;
}

describe("the site's own copy of Archivo", () => {
  it("has every character the content and the components use", () => {
    const missing = [...charactersInUse()]
      .filter(([char]) => !fontCharacters.includes(char))
      .map(([char, where]) => `"${char}" (U+${char.codePointAt(0)!.toString(16)}) in ${where}`);
    expect(missing, "add them to lib/site/font-subset.ts and run npm run font:subset").toEqual([]);
  });

  it("is the file the character list makes from the npm package (run npm run font:subset after a change)", async () => {
    const made = await subsetArchivo(readFileSync(fontSourceFile));
    const kept = readFileSync(fontSubsetFile);
    expect(kept.length).toBe(made.length);
    expect(kept.equals(made)).toBe(true);
    // What it is for: the first screen waits for this file.
    expect(kept.length).toBeLessThan(21 * 1024);
  }, 20_000);

  it("has a stand-in with its metrics while it loads: app/globals.css's overrides are Next's formula on this file", () => {
    // The formula next/font applies with `adjustFontFallback: "Arial"`, run on the committed file with Next's fontkit.
    const require = createRequire(import.meta.url);
    const fontkit = require("next/dist/compiled/@next/font/dist/fontkit").default;
    const {
      getFallbackMetricsFromFontFile,
    } = require("next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file");
    const expected = getFallbackMetricsFromFontFile(
      (fontkit.default ?? fontkit)(readFileSync(fontSubsetFile)),
      "sans-serif",
    );
    const css = readFileSync("app/globals.css", "utf8");
    const face = css.match(/@font-face\s*{[^}]*font-family:\s*"Archivo fallback";[^}]*}/)?.[0];
    expect(face, "app/globals.css declares the Archivo fallback face").toBeTruthy();
    const value = (property: string) => face!.match(new RegExp(`${property}:\\s*([\\d.]+%)`))?.[1];
    expect({
      ascentOverride: value("ascent-override"),
      descentOverride: value("descent-override"),
      lineGapOverride: value("line-gap-override"),
      sizeAdjust: value("size-adjust"),
    }).toEqual({
      ascentOverride: expected.ascentOverride,
      descentOverride: expected.descentOverride,
      lineGapOverride: expected.lineGapOverride,
      sizeAdjust: expected.sizeAdjust,
    });
    // The system fonts it stands in with: Arial, Linux's Liberation Sans (Arial's metrics) and Android's Roboto.
    for (const local of ["Arial", "Liberation Sans", "Roboto"]) expect(face).toContain(`local("${local}")`);
  });
});
