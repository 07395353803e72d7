import { once } from "node:events";
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompressedAssets, precompressAssets } from "@/lib/http/compressed-assets";
import { rawRequest } from "../support/http-client";

// Real files and real HTTP on loopback: a build's static folder compressed as scripts/build.ts does, and a handler
// that answers for it as Next does (its headers, the file streamed), behind the check of server.ts.

const work = mkdtempSync(path.join(tmpdir(), "compressed-assets-"));
const staticDir = path.join(work, ".next", "static");
const script = `self.__chunk = ${JSON.stringify("const roof = 'Dakdekker in Uden, ook bij storm.';".repeat(300))};\n`;
/** Every request the handler behind (Next) answered. */
const answeredBehind: string[] = [];
let server: Server;
let origin: string;
let packed: Awaited<ReturnType<typeof precompressAssets>>;

beforeAll(async () => {
  mkdirSync(path.join(staticDir, "chunks"), { recursive: true });
  mkdirSync(path.join(staticDir, "media"), { recursive: true });
  writeFileSync(path.join(staticDir, "chunks", "app.js"), script);
  writeFileSync(path.join(staticDir, "chunks", "tiny.js"), "self.x=1;");
  writeFileSync(path.join(staticDir, "media", "font.woff2"), Buffer.alloc(4096, 7));
  // Beside the static folder, where no URL may reach: a file with compressed copies of its own.
  writeFileSync(path.join(work, ".next", "secret.js"), script);
  writeFileSync(path.join(work, ".next", "secret.js.br"), "not for visitors");
  packed = await precompressAssets(staticDir);

  const assets = createCompressedAssets(staticDir);
  server = createServer((req, res) => {
    if (assets.serve(req, res)) return;
    answeredBehind.push(req.url ?? "");
    // As careless as can be: it serves any file under .next it is asked for, so only the check in front keeps the
    // folder's neighbours out.
    const urlPath = decodeURIComponent((req.url ?? "/").split("?")[0]!);
    const file = path.join(work, ".next", urlPath.replace(/^\/_next\//, ""));
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end("not found");
      return;
    }
    res.setHeader("content-type", "application/javascript; charset=UTF-8");
    res.setHeader("cache-control", "public, max-age=31536000, immutable");
    res.setHeader("x-content-type-options", "nosniff");
    res.setHeader("accept-ranges", "bytes");
    createReadStream(file).pipe(res);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** The raw bytes on the wire (not decoded), and whether the handler behind answered. */
async function get(urlPath: string, headers: Record<string, string>) {
  const before = answeredBehind.length;
  const { bytes, ...response } = await rawRequest(`${origin}${urlPath}`, { headers });
  // The copies are read after the first answer has gone out; give the read a moment before the next request.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { ...response, body: bytes, behind: answeredBehind.length > before };
}

const app = "/_next/static/chunks/app.js";

describe("precompressAssets", () => {
  it("writes brotli and gzip copies of each text file worth it, and nothing for small or binary files", () => {
    expect(packed.files).toBe(1);
    const br = readFileSync(path.join(staticDir, "chunks", "app.js.br"));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(staticDir, "chunks", "app.js.gz"))).toString()).toBe(script);
    expect(packed).toEqual({ files: 1, bytes: script.length, br: br.length });
    for (const file of ["chunks/tiny.js.br", "chunks/tiny.js.gz", "media/font.woff2.br", "media/font.woff2.gz"]) {
      expect(existsSync(path.join(staticDir, file)), file).toBe(false);
    }
  });
});

describe("a static file goes out as the build's compressed copy", () => {
  it("after the first answer from behind, with the same headers, in brotli, else gzip", async () => {
    const first = await get(app, { "accept-encoding": "gzip, deflate, br" });
    expect(first.behind).toBe(true);

    const br = await get(app, { "accept-encoding": "gzip, deflate, br" });
    expect(br.behind).toBe(false);
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.equals(readFileSync(path.join(staticDir, "chunks", "app.js.br")))).toBe(true);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers).toMatchObject({
      "content-type": "application/javascript; charset=UTF-8",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      vary: "Accept-Encoding",
    });
    // Ranges count bytes of the file as it is; the compressed answer has none to offer.
    expect(br.headers["accept-ranges"]).toBeUndefined();

    const gz = await get(app, { "accept-encoding": "gzip" });
    expect([gz.behind, gz.headers["content-encoding"]]).toEqual([false, "gzip"]);
    expect(gunzipSync(gz.body).toString()).toBe(script);
  });

  it("leaves a client without either encoding, a range and a conditional request to the handler behind", async () => {
    await get(app, { "accept-encoding": "br" });
    for (const headers of [
      { "accept-encoding": "identity" },
      { "accept-encoding": "br", range: "bytes=0-99" },
      { "accept-encoding": "br", "if-modified-since": new Date().toUTCString() },
    ] as Record<string, string>[]) {
      const response = await get(app, headers);
      expect(response.behind, JSON.stringify(headers)).toBe(true);
      expect(response.headers["content-encoding"]).toBeUndefined();
    }
  });

  it("keeps nothing for a file without copies or one the handler did not find", async () => {
    for (const urlPath of ["/_next/static/chunks/tiny.js", "/_next/static/chunks/gone.js"]) {
      await get(urlPath, { "accept-encoding": "br" });
      expect((await get(urlPath, { "accept-encoding": "br" })).behind, urlPath).toBe(true);
    }
  });

  it("never sends a compressed file from outside the static folder, however the path is spelt", async () => {
    for (const urlPath of ["/_next/static/..%2fsecret.js", "/_next/static/chunks/..%2f..%2fsecret.js"]) {
      const first = await get(urlPath, { "accept-encoding": "br" });
      expect(first.status, urlPath).toBe(200);
      const again = await get(urlPath, { "accept-encoding": "br" });
      expect(again.behind, urlPath).toBe(true);
      expect(again.body.toString(), urlPath).toBe(script);
    }
  });
});
