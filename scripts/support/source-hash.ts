import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The shell's and npm's own variables: they differ between terminals and npm scripts, and no build reads them. */
const shellVariables = new Set([
  "PATH",
  "HOME",
  "PWD",
  "OLDPWD",
  "SHLVL",
  "SHELL",
  "TERM",
  "USER",
  "LOGNAME",
  "HOSTNAME",
  "LANG",
  "TMPDIR",
  "DEBIAN_FRONTEND",
  "INIT_CWD",
  "NODE",
  "COLOR",
  "EDITOR",
]);

/** The test run's own settings (scripts/test.ts, the e2e runner): they steer the tests, and no build reads them. */
const testRunVariable = /^(TEST|E2E)_/;

/**
 * A hash of the sources a build of `root` is made from: every file git would see there (tracked, plus new files not
 * ignored), the `.env` files, the values of the environment variables the sources name, and the Node version. Null
 * where git cannot list the files (no repository, no git).
 */
export function sourceHash(root: string, env: Record<string, string | undefined> = process.env): string | null {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "buffer",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) return null;
  const files = [...new Set(listed.stdout.toString("utf8").split("\0").filter(Boolean))].sort();
  const hash = createHash("sha256");
  const names = new Set<string>();
  for (const file of [...files, ".env", ".env.local", ".env.production", ".env.production.local"]) {
    const full = path.join(root, file);
    hash.update(`${file}\0`);
    if (!existsSync(full)) {
      hash.update("missing\0");
      continue;
    }
    const content = readFileSync(full);
    hash.update(content).update("\0");
    for (const [name] of content.toString("latin1").matchAll(/\b[A-Z][A-Z0-9_]{2,}\b/g)) names.add(name);
  }
  // The environment a build can read: every variable whose name appears in a source file.
  for (const name of [...names].sort()) {
    if (env[name] === undefined || shellVariables.has(name) || testRunVariable.test(name)) continue;
    hash.update(`${name}=${env[name]}\0`);
  }
  hash.update(`node ${process.version}`);
  return hash.digest("hex");
}
