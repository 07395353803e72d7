import { readdir, readFile, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { constants } from "node:zlib";
import { chooseEncoding, compress, type Encoding, varyOnEncoding } from "./compressed-pages.ts";

/**
 * The build's static files (/_next/static/…) sent compressed at their smallest, compressed once at build time instead
 * of on each request.
 *
 * Those files are named by their content and never change, yet the `compression` package compresses each one again
 * for every request, and at a fast level (brotli 4): a town page's first visit fetched 154 KB of JavaScript that
 * brotli at its best level makes 132 KB, on a phone with one bar of signal about a tenth of a second. The build writes
 * each JavaScript, CSS, SVG and JSON file a second and third time, as `name.br` (brotli 11) and `name.gz` (gzip 9)
 * (`precompressAssets`, run by scripts/build.ts); server.ts answers a request for such a file with those bytes. Next
 * answers the first request for each file itself, and its headers (type, caching, nosniff from next.config.ts) are
 * kept and repeated for the later ones, so Next stays the one place that says how a static file goes out. A range or
 * conditional request, and a client that takes neither encoding, always go to Next.
 *
 * A proxy in front can send the same files (Caddy's `file_server precompressed`, nginx's `gzip_static`);
 * `next start`, the standalone server and Vercel compress as before.
 */

const staticPrefix = "/_next/static/";
/** Text files worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|svg|json|txt)$/;
/** Below this, a file goes as it is. */
const minimumBytes = 1024;
/** Bounds the memory of kept files: the site's own assets are a few MB, the Studio's included. */
const maxKeptBytes = 48 * 1024 * 1024;

const suffixes: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Every file under `dir`, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `name.br` and `name.gz` beside each compressible file of a build's static folder (`.next/static`), where the
 * compressed file is smaller. Returns how many files and bytes before and after (brotli).
 */
export async function precompressAssets(staticDir: string): Promise<{ files: number; bytes: number; br: number }> {
  const files = (await filesUnder(staticDir)).filter((file) => compressible.test(file));
  const totals = { files: 0, bytes: 0, br: 0 };
  // A few at a time: the compressions run on libuv's threads, and a build machine may have two cores.
  const queue = [...files];
  async function worker() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await readFile(file);
      if (body.length < minimumBytes) continue;
      for (const encoding of ["br", "gzip"] as const) {
        const packed = await compress(encoding, body, constants.BROTLI_MAX_QUALITY);
        if (packed.length >= body.length) continue;
        await writeFile(file + suffixes[encoding], packed);
        if (encoding === "br") {
          totals.files += 1;
          totals.bytes += body.length;
          totals.br += packed.length;
        }
      }
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()]);
  return totals;
}

/** A static file's headers as Next sent them, and its compressed bodies found beside it. */
type Asset = { headers: Record<string, number | string | string[]> } & Partial<Record<Encoding, Buffer>>;

/** Headers of Next's answer that describe its body or connection, not the file. */
const bodyHeaders = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "accept-ranges",
  "connection",
  "keep-alive",
  "date",
  "set-cookie",
]);

export type CompressedAssets = {
  /** Answers a static file's request from its kept compressed version; false when Next must answer it. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
};

/** `staticDir` is the build's static folder, the one /_next/static/ names (`.next/static`). */
export function createCompressedAssets(staticDir: string): CompressedAssets {
  const root = path.resolve(staticDir);
  /** By URL path: the kept file, or null where there is nothing to keep (no compressed files, or over the bound). */
  const assets = new Map<string, Asset | null>();
  /** URL paths whose first answer from Next is awaited. */
  const learning = new Set<string>();
  let keptBytes = 0;

  /** The file a URL path names under the static folder, or null for anything else. */
  function fileOf(urlPath: string): string | null {
    if (!urlPath.startsWith(staticPrefix) || !compressible.test(urlPath)) return null;
    let relative: string;
    try {
      relative = decodeURIComponent(urlPath.slice(staticPrefix.length));
    } catch {
      return null;
    }
    const file = path.resolve(root, relative);
    return file.startsWith(root + path.sep) && !relative.includes("\0") ? file : null;
  }

  /** After Next's first answer for a file: its headers, and the compressed bodies beside it, are kept. */
  function learn(urlPath: string, file: string, res: ServerResponse) {
    if (learning.has(urlPath)) return;
    learning.add(urlPath);
    res.once("finish", () => {
      if (res.statusCode !== 200) {
        learning.delete(urlPath);
        return;
      }
      const headers: Asset["headers"] = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined && !bodyHeaders.has(name)) headers[name] = value;
      }
      const read = (encoding: Encoding) => readFile(file + suffixes[encoding]).catch(() => undefined);
      void Promise.all([read("br"), read("gzip")]).then(([br, gz]) => {
        learning.delete(urlPath);
        const size = (br?.length ?? 0) + (gz?.length ?? 0);
        if (size === 0 || keptBytes + size > maxKeptBytes) {
          assets.set(urlPath, null);
          return;
        }
        keptBytes += size;
        assets.set(urlPath, { headers, br, gzip: gz });
      });
    });
  }

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET") return false;
    const urlPath = (req.url ?? "/").split("?")[0] ?? "/";
    if (!urlPath.startsWith(staticPrefix)) return false;
    const asset = assets.get(urlPath);
    if (asset === null) return false;
    if (asset === undefined) {
      const file = fileOf(urlPath);
      if (file) learn(urlPath, file, res);
      return false;
    }
    const conditional = req.headers.range || req.headers["if-none-match"] || req.headers["if-modified-since"];
    const encoding = conditional ? null : chooseEncoding(req.headers["accept-encoding"]);
    const body = encoding ? asset[encoding] : undefined;
    if (!encoding || !body) return false;
    for (const [name, value] of Object.entries(asset.headers)) res.setHeader(name, value);
    varyOnEncoding(res);
    res.setHeader("content-encoding", encoding);
    res.setHeader("content-length", body.length);
    res.statusCode = 200;
    res.end(body);
    return true;
  }

  return { serve };
}
