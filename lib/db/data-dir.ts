import { chmodSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { pgliteDir } from "@/lib/config";

/** The app's own folder when nothing else is configured. */
const defaultDataDir = ".data";

/**
 * The folder beside the embedded database (`.data` by default) that holds it, the generated auth secret and the
 * first admin's login (each file mode 600). A folder made here is readable by this user only (0700); the default
 * `.data` is tightened if it already existed. A folder that already existed elsewhere keeps its permissions: with
 * PGLITE_DIR=/tmp/db this is /tmp, and chmod 700 on it would break every other user of the machine.
 */
export function privateDataDir(dir = path.dirname(path.resolve(pgliteDir))): string {
  const resolved = path.resolve(dir);
  if (!existsSync(resolved)) mkdirSync(resolved, { recursive: true, mode: 0o700 });
  else if (resolved === path.resolve(defaultDataDir)) chmodSync(resolved, 0o700);
  return resolved;
}
