import { chmodSync, mkdirSync } from "node:fs";
import path from "node:path";
import { pgliteDir } from "@/lib/config";

/**
 * The folder beside the embedded database (`.data` by default) that holds it, the generated auth secret and the
 * first admin's login: readable by this user only (0700), created so and tightened if it already existed.
 */
export function privateDataDir(dir = path.dirname(path.resolve(pgliteDir))): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}
