import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The registry here refuses `npm audit`, so the lockfile is checked against published advisories (GitHub Advisory
 * Database) for the packages in this tree that had one: every installed copy must be at or above the first fixed
 * version of its line. Add a row when an advisory is published for a package the tree holds.
 */
const advisories: { name: string; advisory: string; fixed: string[] }[] = [
  // Prototype pollution through the merge key (<<): the Sanity CLI brings 3.13.1 in (overridden in package.json).
  { name: "js-yaml", advisory: "GHSA-mh29-5h37-fv8m", fixed: ["3.14.2", "4.1.1"] },
  { name: "semver", advisory: "GHSA-c2qf-rxjj-qqgw", fixed: ["5.7.2", "6.3.1", "7.5.2"] },
  { name: "ws", advisory: "GHSA-3h5v-q93c-6h6q", fixed: ["7.5.10", "8.17.1"] },
  { name: "braces", advisory: "GHSA-grv7-fg5c-xmjg", fixed: ["3.0.3"] },
  { name: "micromatch", advisory: "GHSA-952p-6rrq-rcjv", fixed: ["4.0.8"] },
  { name: "cross-spawn", advisory: "GHSA-3xgq-45jj-v275", fixed: ["6.0.6", "7.0.5"] },
  { name: "nanoid", advisory: "GHSA-mwcw-c2x4-8c55", fixed: ["3.3.8", "5.0.9"] },
  { name: "brace-expansion", advisory: "GHSA-v6h2-p8h4-qcjw", fixed: ["1.1.12", "2.0.2"] },
  { name: "form-data", advisory: "GHSA-fjxv-7rqg-78g4", fixed: ["2.5.4", "3.0.4", "4.0.4"] },
  { name: "tar-fs", advisory: "GHSA-vj76-c3g6-qr5v", fixed: ["2.1.3", "3.0.9"] },
  { name: "postcss", advisory: "GHSA-7fh5-64p2-3v2j", fixed: ["8.4.31"] },
  { name: "undici", advisory: "GHSA-c76h-2ccp-4975", fixed: ["5.28.5", "6.21.1", "7.0.0"] },
  { name: "dompurify", advisory: "GHSA-vhxf-7vqr-mrjg", fixed: ["3.2.4"] },
  { name: "esbuild", advisory: "GHSA-67mh-4wv8-2f99", fixed: ["0.25.0"] },
];

/** Copies below a fix that stay, each with the reason it cannot be reached. */
const accepted = [
  {
    name: "esbuild",
    version: "0.18.20",
    reason:
      "drizzle-kit's own copy (db:generate, a developer's command): it builds the schema file, never runs esbuild's dev server, which the advisory is about",
  },
];

const parts = (version: string) => version.split(/[.+-]/).slice(0, 3).map(Number);
const atLeast = (version: string, floor: string) => {
  const [a, b] = [parts(version), parts(floor)];
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return true;
};

describe("installed packages with a published advisory", () => {
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
    packages: Record<string, { version?: string }>;
  };
  const installed = (name: string) =>
    Object.entries(lock.packages)
      .filter(([path]) => path.endsWith(`node_modules/${name}`))
      .map(([path, entry]) => ({ path, version: entry.version ?? "0.0.0" }));

  it.each(advisories)("$name ($advisory): every copy at or above a fixed version of its line", ({ name, fixed }) => {
    const vulnerable = installed(name).filter(({ version }) => {
      if (accepted.some((copy) => copy.name === name && copy.version === version)) return false;
      // The fix of the copy's own release line (major, or minor for 0.x), else the oldest fix listed.
      const lineOf = (v: string) => (parts(v)[0] === 0 ? parts(v).slice(0, 2).join(".") : String(parts(v)[0]));
      const floor = fixed.find((fix) => lineOf(fix) === lineOf(version)) ?? fixed[0]!;
      return !atLeast(version, floor);
    });
    expect(vulnerable).toEqual([]);
  });
});
