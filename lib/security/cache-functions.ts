import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Next registers every `'use cache'` function as a server reference and lists it in the server-reference manifests
 * beside the real server actions, so anyone could call it with arguments of their choosing: with a `Next-Action`
 * header, or with a form field (`$ACTION_ID_…`, or `$ACTION_REF_…` with bound arguments) in a plain form post. Each
 * call with new arguments stores another entry in the shared cache, which a visitor could fill. Tried on Next
 * 16.3.6: exported or not, even a `'use cache'` closure inside a function is listed and callable. This site calls its
 * cached functions only from its own server code, so the build takes them out of the manifests
 * (scripts/build.ts); Next then answers such a request as it answers any unknown action, before reading an argument.
 *
 * Run by Node itself from scripts/build.ts: plain Node imports only.
 */

/** A server reference id names a `'use cache'` function when the high bit of its first byte is set (Next's own rule). */
export const isCacheFunctionId = (id: string) =>
  /^[0-9a-f]{42}$/i.test(id) && (Number.parseInt(id.slice(0, 2), 16) & 0x80) !== 0;

type Manifest = { node?: Record<string, unknown>; edge?: Record<string, unknown> };

const manifestNames = new Set(["server-reference-manifest.json", "server-reference-manifest.js"]);
/** The one line of the `.js` form: the manifest as a JSON string. */
const scriptForm = /^self\.__RSC_SERVER_MANIFEST=("(?:[^"\\]|\\.)*");?\s*$/s;

/**
 * Every server-reference manifest of a build: the server's and the standalone copy's (`output: "standalone"`). The
 * paths are the build's own files read at run time, so the file tracer is told not to follow them: followed, they
 * made it copy the whole project (tests, scripts, docs) into the standalone output.
 */
function manifestFiles(distDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(/* turbopackIgnore: true */ dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (manifestNames.has(entry.name)) files.push(file);
    }
  };
  for (const server of [path.join(distDir, "server"), path.join(distDir, "standalone/.next/server")]) {
    if (existsSync(/* turbopackIgnore: true */ server)) walk(server);
  }
  return files;
}

function readManifest(file: string): Manifest {
  const text = readFileSync(/* turbopackIgnore: true */ file, "utf8");
  if (file.endsWith(".json")) return JSON.parse(text) as Manifest;
  const quoted = scriptForm.exec(text)?.[1];
  if (!quoted) throw new Error(`${file} is not in the form Next 16 writes; check lib/security/cache-functions.ts.`);
  return JSON.parse(JSON.parse(quoted) as string) as Manifest;
}

function writeManifest(file: string, manifest: Manifest) {
  const json = JSON.stringify(manifest);
  writeFileSync(file, file.endsWith(".json") ? json : `self.__RSC_SERVER_MANIFEST=${JSON.stringify(json)}`);
}

const cacheFunctionIds = (manifest: Manifest) =>
  [manifest.node, manifest.edge].flatMap((actions) => Object.keys(actions ?? {})).filter(isCacheFunctionId);

/** Takes every `'use cache'` function out of a build's manifests; returns how many entries were removed. */
export function removeCacheFunctions(distDir: string): number {
  let removed = 0;
  for (const file of manifestFiles(distDir)) {
    const manifest = readManifest(file);
    const ids = cacheFunctionIds(manifest);
    if (ids.length === 0) continue;
    for (const actions of [manifest.node, manifest.edge]) for (const id of ids) delete actions?.[id];
    writeManifest(file, manifest);
    removed += ids.length;
  }
  return removed;
}

/** The `'use cache'` functions a build would still let anyone call (none, after scripts/build.ts). */
export function exposedCacheFunctions(distDir: string): string[] {
  return [...new Set(manifestFiles(distDir).flatMap((file) => cacheFunctionIds(readManifest(file))))];
}
