import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dutchMessages } from "@/studio/dutch-messages";

/**
 * The Studio's own Dutch words replace keys of Sanity's resource bundles. A key Sanity renames or drops in an upgrade
 * would leave its English (or Dutch locale) text in place without a word: each key must still exist in Sanity's
 * English bundle of that namespace, and every placeholder it uses must be one Sanity fills in.
 */
const require = createRequire(import.meta.url);
const sanityLib = path.dirname(require.resolve("sanity"));

function englishKeys(namespace: string): Map<string, string> {
  const files = readdirSync(sanityLib).filter((file) => file.endsWith(".js"));
  const keys = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(path.join(sanityLib, file), "utf8");
    const start = text.indexOf(`defineLocalesResources("${namespace}", {`);
    if (start === -1) continue;
    const body = text.slice(start, text.indexOf("})", start));
    for (const [, key, value] of body.matchAll(/^\s*"([^"]+)":\s*"((?:[^"\\]|\\.)*)"/gm)) keys.set(key!, value!);
  }
  return keys;
}

describe("the Studio's Dutch words", () => {
  for (const bundle of dutchMessages) {
    it(`replace existing keys of Sanity's "${bundle.namespace}" words, with the same placeholders`, () => {
      const english = englishKeys(bundle.namespace);
      expect(english.size).toBeGreaterThan(0);
      for (const [key, dutch] of Object.entries(bundle.resources as Record<string, string>)) {
        expect(english.has(key), key).toBe(true);
        const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)/g)].map((m) => m[1]);
        for (const name of placeholders(dutch)) expect(placeholders(english.get(key)!), key).toContain(name);
      }
    });
  }
});
