// `npm run build`: TypeGen, then the production build, with Next's list of server actions cleared of the site's
// cached functions (lib/security/cache-functions.ts), then a stamp beside it (`.next/source-hash`) naming exactly
// the sources it was built from. `--if-stale` (used by `npm run serve` and `npm test`) skips both steps when `.next`
// already holds a build of exactly the current sources, so running the site and then the tests builds once.
//
// The stamp is a hash of every file git would see (tracked, plus new files not ignored: so an edit, a new page or a
// deleted one all count), the `.env` files, the values of the environment variables the sources name, and the Node
// version. Without git (a container build copies no `.git`) there is no stamp and every run builds.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { precompressAssets } from "../lib/http/compressed-assets.ts";
import { removeCacheFunctions } from "../lib/security/cache-functions.ts";
import { sourceHash } from "./support/source-hash.ts";

const root = path.resolve(import.meta.dirname, "..");
const stampFile = path.join(root, ".next/source-hash");
// What TypeGen writes (ignored by git); a build is only current if they are there too.
const generated = ["sanity.types.ts", "studio/schema.json", ".next/BUILD_ID"];

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const ifStale = process.argv.includes("--if-stale");
const hash = sourceHash(root);
const current =
  hash !== null &&
  existsSync(stampFile) &&
  readFileSync(stampFile, "utf8").trim() === hash &&
  generated.every((file) => existsSync(path.join(root, file)));

if (ifStale && current) {
  console.log("The build in .next is of exactly these sources (.next/source-hash): not building again.");
} else {
  // No stamp while building: a failed build must not pass for the one it replaced.
  rmSync(stampFile, { force: true });
  run("npm", ["run", "typegen"]);
  run("npx", ["next", "build"]);
  // The site's 'use cache' functions out of the server actions Next lists, so no visitor can call them.
  const removed = removeCacheFunctions(path.join(root, ".next"));
  console.log(`Cached functions taken out of the server actions: ${removed} manifest entries.`);
  // Static files compressed once, at their best, for server.ts to send (lib/http/compressed-assets.ts).
  const packed = await precompressAssets(path.join(root, ".next/static"));
  console.log(
    `Static files compressed: ${packed.files}, ${(packed.bytes / 1e6).toFixed(1)} MB → ${(packed.br / 1e6).toFixed(1)} MB brotli.`,
  );
  if (hash !== null) writeFileSync(stampFile, `${hash}\n`);
}
