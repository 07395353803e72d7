import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { privateDataDir } from "@/lib/db/data-dir";

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
