import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { privateDataDir } from "@/lib/db/data-dir";
import { openDatabase } from "@/lib/db/database";

const mode = (dir: string) => statSync(dir).mode & 0o777;

describe("privateDataDir", () => {
  it("makes a missing folder readable by this user only", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "data-dir-")), "nieuw");
    privateDataDir(dir);
    expect(mode(dir)).toBe(0o700);
  });

  // Seen: PGLITE_DIR=/tmp/bench-x made the folder beside it /tmp, which was then chmod 700.
  it("leaves the permissions of a folder that already existed, such as /tmp", () => {
    expect(privateDataDir(tmpdir())).toBe(path.resolve(tmpdir()));
    expect(mode(tmpdir())).toBe(statSync(tmpdir()).mode & 0o777);
    expect(mode(tmpdir()) & 0o007).not.toBe(0); // still usable by others
  });
});

describe("the embedded database's files", () => {
  // Seen: with PGLITE_DIR=/srv/site-db every file of the database was 0644 in a 0755 folder.
  it("are readable by this user only, in whatever folder PGLITE_DIR names", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "pglite-mode-")), "db");
    const handle = await openDatabase({ dir });
    try {
      const open: string[] = [];
      const walk = (entry: string) => {
        const stats = statSync(entry);
        if ((stats.mode & 0o077) !== 0) open.push(`${entry} ${(stats.mode & 0o777).toString(8)}`);
        if (stats.isDirectory()) for (const child of readdirSync(entry)) walk(path.join(entry, child));
      };
      walk(dir);
      expect(open).toEqual([]);
      expect(mode(dir)).toBe(0o700);
    } finally {
      await handle.close();
    }
  });
});
