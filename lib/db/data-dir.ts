import path from "node:path";
import { pgliteDir } from "@/lib/config";
import { privateFolder } from "./private-folder";

/**
 * The folder beside the embedded database (`.data` by default) that holds it, the generated auth secret and the
 * first admin's login, readable by this user only where that harms nobody (lib/db/private-folder.ts).
 */
export const privateDataDir = (dir = path.dirname(path.resolve(/* turbopackIgnore: true */ pgliteDir))): string =>
  privateFolder(dir);
