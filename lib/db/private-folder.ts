import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** The app's own folder when nothing else is configured. */
const defaultDataDir = ".data";

/**
 * A folder for the app's private files (each file mode 600): one made here is readable by this user only (0700); the
 * default `.data` is tightened if it already existed. A folder that already existed elsewhere keeps its permissions:
 * with PGLITE_DIR=/tmp/db this is /tmp, and chmod 700 on it would break every other user of the machine.
 */
export function privateFolder(dir: string): string {
  // Run-time data, never build input: the ignore comments keep the file tracer from copying the developer's `.data`
  // (database, auth secret, admin password) into the standalone output.
  const resolved = path.resolve(/* turbopackIgnore: true */ dir);
  if (!existsSync(resolved)) mkdirSync(resolved, { recursive: true, mode: 0o700 });
  else if (resolved === path.resolve(/* turbopackIgnore: true */ defaultDataDir)) chmodSync(resolved, 0o700);
  return resolved;
}

/**
 * The embedded database's own folder (PGLITE_DIR, wherever it is) and everything in it: readable by this user
 * only. PGlite writes its files with the process's umask (0644, folders 0755), so a database under a custom
 * folder was readable by every user of the machine. Unlike the folder beside it, this folder is the database's own:
 * tightening it can break nobody else. Called before and after PGlite opens it.
 */
export function privateDatabaseDir(dir: string): void {
  const resolved = path.resolve(/* turbopackIgnore: true */ dir);
  if (!existsSync(resolved)) mkdirSync(resolved, { recursive: true, mode: 0o700 });
  const tighten = (entry: string) => {
    const stats = lstatSync(entry);
    if (stats.isSymbolicLink()) return;
    if (stats.isDirectory()) {
      if ((stats.mode & 0o777) !== 0o700) chmodSync(entry, 0o700);
      for (const child of readdirSync(entry)) tighten(path.join(entry, child));
    } else if ((stats.mode & 0o077) !== 0) {
      chmodSync(entry, stats.mode & 0o700);
    }
  };
  tighten(resolved);
}
