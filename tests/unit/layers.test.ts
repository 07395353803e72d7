import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Rules on what runs where, read from the source files themselves (the layers, circles and folder pairs are
 * dependency-cruiser's, in .dependency-cruiser.cjs and `npm run lint`):
 * - Some files are run by Node itself, without Next's bundler: they may import only packages and relative paths
 *   ending in `.ts` (no `@/` alias, no path without its extension).
 * - A few files the browser loads must stay import-free, so they add nothing to a page's script.
 * - Server code is marked `server-only`: a client component that reaches it (and would ship its code, or its
 *   secrets, to the browser) then fails the build instead.
 */
const root = path.resolve(__dirname, "../..");
const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const sources = new Map<string, string>();
const sourceOf = (file: string) => {
  if (!sources.has(file)) sources.set(file, readFileSync(file, "utf8"));
  return sources.get(file)!;
};

/** The modules a file imports or re-exports, as written; `typeOnly` when the whole statement is erased. */
function importsOf(source: string): { specifier: string; typeOnly: boolean }[] {
  const code = source.replace(/^\s*\/\/.*$/gm, "").replace(/\/\*[\s\S]*?\*\//g, "");
  const found = [...code.matchAll(/(?:^|;|\n)\s*(import|export)(\s+type)?\b[^"'`;]*?\bfrom\s*["']([^"']+)["']/g)].map(
    (match) => ({ specifier: match[3]!, typeOnly: match[2] !== undefined }),
  );
  for (const match of code.matchAll(/(?:^|\n)\s*import\s*["']([^"']+)["']/g)) {
    found.push({ specifier: match[1]!, typeOnly: false });
  }
  for (const match of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
    found.push({ specifier: match[1]!, typeOnly: false });
  }
  return found;
}

/** The repository file a specifier names, or null for a package. */
function resolve(file: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(file), specifier)
      : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${relative(file)}: cannot resolve ${specifier}`);
}

/** Every repository file reached from the entries through imports that load code (`import type` loads none). */
function reachedFrom(entries: string[], stopAt: (file: string) => boolean = () => false): Set<string> {
  const reached = new Set<string>();
  const pending = entries.map((entry) => path.join(root, entry));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    if (stopAt(file)) continue;
    for (const { specifier, typeOnly } of importsOf(sourceOf(file))) {
      const target = typeOnly ? null : resolve(file, specifier);
      if (target && /\.(ts|tsx)$/.test(target)) pending.push(target);
    }
  }
  return reached;
}

const directive = (file: string, name: string) =>
  new RegExp(`^(?:\\s*(?://.*|/\\*[\\s\\S]*?\\*/)\\s*)*["']${name}["']`).test(sourceOf(file));
const allSources = ["app", "components", "lib"].flatMap((dir) => sourceFiles(path.join(root, dir)));

/**
 * Loaded by Node without Next's bundler: server.ts (`npm start`, `npm run dev`), the dataset check
 * (`npm run content:check`), Next's two cache handlers, which Next loads with its own `import()` at run time, and
 * the HEIC decoder's worker thread, started from its file.
 */
const nodeEntries = [
  "server.ts",
  "studio/check-dataset.ts",
  "lib/cache/page-cache-handler.ts",
  "lib/cache/use-cache-handler.ts",
  "lib/leads/heic-worker.ts",
];
const runByNode = reachedFrom(nodeEntries);

/** The browser's share: what client components load. A server action stays on the server (the client gets a reference). */
const clientEntries = allSources.filter((file) => directive(file, "use client")).map(relative);
const inBrowser = reachedFrom(clientEntries, (file) => directive(file, "use server"));

/**
 * Run by tsx (`npm run admin:create`, the benchmarks): tsx resolves `@/` itself, but runs without React's server
 * environment, where `server-only` throws.
 */
const scriptEntries = [
  ...sourceFiles(path.join(root, "scripts")),
  // Playwright loads its config, specs and their helpers in plain Node too (Vitest maps server-only to a stub).
  path.join(root, "playwright.config.ts"),
  ...sourceFiles(path.join(root, "tests/e2e")),
  ...sourceFiles(path.join(root, "tests/support")),
].map(relative);
const runByScripts = reachedFrom(scriptEntries);

/**
 * Files the browser loads that must stay import-free: each import would add a module to every public page's
 * script (attribution.ts: the visit's origin, on every page; town-path.ts: the analytics tracker's town check;
 * public-config.ts: the Studio's project settings, whose siblings in lib/config.ts are server settings).
 */
const importFree = ["lib/analytics/attribution.ts", "lib/site/town-path.ts", "lib/public-config.ts"];

/** Where `server-only` is expected: the data, account and lead-handling layers and the server's own modules. */
const serverFolders = ["lib/db/", "lib/admin/", "lib/auth/", "lib/leads/", "lib/maintenance/", "lib/notifications/"];
const serverFiles = [
  "lib/sanity/fetch.ts",
  "lib/analytics/server.ts",
  "lib/analytics/lead-attribution.ts",
  "lib/content/estimate-line.ts",
  "lib/forms/phone.ts",
  "lib/security/client-ip.ts",
];

/** Why a file in those places may go without `server-only`, or null when it must have it. */
function serverOnlyException(file: string): string | null {
  if (directive(file, "use server")) return "a server action module: the directive already keeps it on the server";
  if (inBrowser.has(file)) return "loaded by the browser (a client component imports it)";
  if (runByNode.has(file)) return "run by Node without the bundler, where `server-only` throws";
  if (runByScripts.has(file)) return "run by a tsx script or a Playwright test, where `server-only` throws";
  return null;
}

const marksServerOnly = (file: string) =>
  importsOf(sourceOf(file)).some(({ specifier, typeOnly }) => specifier === "server-only" && !typeOnly);

describe("files Node runs without the bundler", () => {
  it("are found from server.ts, the dataset check and the cache handlers", () => {
    // The walk itself: these are the files whose comments have always said "plain relative imports only".
    for (const file of [
      "lib/config.ts",
      "lib/security/body-limits.ts",
      "lib/forms/contract.ts",
      "lib/site/routes.ts",
    ]) {
      expect([...runByNode].map(relative)).toContain(file);
    }
  });

  it("import only packages and relative paths with their .ts extension", () => {
    const offending = [...runByNode].flatMap((file) =>
      importsOf(sourceOf(file))
        .filter(({ typeOnly }) => !typeOnly)
        .filter(
          ({ specifier }) => specifier.startsWith("@/") || (specifier.startsWith(".") && !/\.tsx?$/.test(specifier)),
        )
        .map(({ specifier }) => `${relative(file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("never import server-only, which throws outside React's server environment", () => {
    expect([...runByNode, ...runByScripts].filter(marksServerOnly).map(relative)).toEqual([]);
  });
});

describe("files the browser loads", () => {
  it("stay import-free where every public page carries them", () => {
    const offending = importFree.flatMap((file) =>
      importsOf(sourceOf(path.join(root, file)))
        .filter(({ typeOnly }) => !typeOnly)
        .map(({ specifier }) => `${file} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("never reach a server-only module", () => {
    expect([...inBrowser].filter(marksServerOnly).map(relative)).toEqual([]);
  });
});

describe("server code", () => {
  it('starts with import "server-only", unless it has a reason not to', () => {
    const expected = allSources
      .map(relative)
      .filter((file) => serverFolders.some((folder) => file.startsWith(folder)) || serverFiles.includes(file));
    const missing = expected.filter(
      (file) => serverOnlyException(path.join(root, file)) === null && !marksServerOnly(path.join(root, file)),
    );
    expect(missing).toEqual([]);
  });
});
