import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The server reference ids of the site's `'use cache'` functions in the current build, read from the server's own
 * code as anyone with the build (or a copy of a page's JavaScript chunks) could: the build's manifests no longer list
 * them (lib/security/cache-functions.ts), the code that exports them by id is still there. For the tests and the
 * attack benchmark that call them as server actions, as an attacker would.
 */
export function cacheFunctionIds(distDir = ".next"): string[] {
  const ids = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".js")) {
        for (const [, id] of readFileSync(file, "utf8").matchAll(
          /"([0-9a-f]{42})",\(\)=>[\w$]+\.\$\$RSC_SERVER_CACHE_\d+/g,
        )) {
          ids.add(id!);
        }
      }
    }
  };
  walk(path.join(distDir, "server/chunks"));
  if (ids.size === 0)
    throw new Error("no 'use cache' function found in the build's server code: has Next's output changed?");
  return [...ids];
}
