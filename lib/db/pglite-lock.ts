import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { privateFolder } from "./private-folder";

/** Thrown when another live process already holds the embedded database. */
export class DatabaseLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `De ingebouwde database in ${dir} is al in gebruik door proces ${pid}. ` +
        "PGlite kan maar door één proces tegelijk worden gebruikt: stop dat proces eerst, " +
        "of zet DATABASE_URL om een PostgreSQL-server te gebruiken. " +
        `(The embedded database in ${dir} is held by process ${pid}.)`,
    );
    this.name = "DatabaseLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on a PGlite data directory. Two processes on one directory silently diverge and
 * corrupt it, so a second process must fail loudly instead. A lock left by a dead process is taken over.
 * Returns a function that releases the lock.
 */
export function lockDataDirectory(dir: string): () => void {
  const lockFile = path.join(privateFolder(path.dirname(path.resolve(dir))), `${path.basename(dir)}.lock`);

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(lockFile, { force: true });
      process.once("exit", release);
      return () => {
        process.off("exit", release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      if (holder === process.pid) return () => {};
      if (Number.isInteger(holder) && isAlive(holder)) throw new DatabaseLockedError(dir, holder);
      rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
