import { readdirSync, readFileSync } from "node:fs";
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
    expect(kept.length).toBeLessThan(27 * 1024);
  }, 20_000);
});
