import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding, createCompressedPages } from "@/lib/http/compressed-pages";
import { rawRequest } from "../support/http-client";

// Real HTTP on loopback: a handler that answers as Next does for a cached page (the whole body in one `end`), one
// that streams, and the wrapper of server.ts in front of both.

const page = `<!doctype html><html lang="nl"><body>${"<p>Dakdekker in Uden, ook bij storm.</p>".repeat(400)}</body></html>`;
const pages = createCompressedPages({ maxBytes: 64 * 1024 });
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    pages.wrap(req, res);
    const url = new URL(req.url ?? "/", "http://x");
    res.setHeader("content-type", url.pathname === "/json" ? "application/json" : "text/html; charset=utf-8");
    if (url.pathname === "/stream") {
      res.write(page.slice(0, 1000));
      res.end(page.slice(1000));
      return;
    }
    if (url.pathname === "/missing") res.statusCode = 404;
    // A different version of the page per `v`, as after a publish; with `noise`, one that compresses badly.
    const noise = url.searchParams.has("noise") ? randomBytes(3000).toString("base64") : "";
    res.end(url.searchParams.has("v") ? `${page}<!--${url.searchParams.get("v")}${noise}-->` : page);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { headers: { "accept-encoding": "identity", ...headers } });
/** The raw bytes on the wire (fetch would decode them). */
const raw = async (path: string, headers: Record<string, string>) => {
  const { bytes, ...response } = await rawRequest(`${origin}${path}`, { headers });
  return { ...response, body: bytes };
};

describe("a whole page is compressed once per version", () => {
  it("answers brotli, else gzip, else the page as is, with one ETag for all three", async () => {
    const br = await raw("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(page.length / 10);

    const gz = await raw("/", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(page);

    const plain = await raw("/", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(page);

    expect(br.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(1);
    expect(br.headers.vary).toContain("Accept-Encoding");
  });

  it("answers 304 without a body to a client that holds this version, 200 to one that holds another", async () => {
    const { headers } = await raw("/", { "accept-encoding": "br" });
    const same = await raw("/", { "accept-encoding": "br", "if-none-match": String(headers.etag) });
    expect(same.status).toBe(304);
    expect(same.body.length).toBe(0);
    const other = await raw("/?v=2", { "accept-encoding": "br", "if-none-match": String(headers.etag) });
    expect(other.status).toBe(200);
    expect(brotliDecompressSync(other.body).toString()).toBe(`${page}<!--2-->`);
  });

  it("keeps at most its byte budget, dropping the oldest versions first", async () => {
    for (let v = 0; v < 200; v++) expect((await get(`/?v=${v}&noise`, { "accept-encoding": "br" })).status).toBe(200);
    const { entries, bytes } = pages.stats();
    expect(bytes).toBeLessThanOrEqual(64 * 1024);
    expect(entries).toBeGreaterThan(10);
    expect(entries).toBeLessThan(200);
  });

  it("leaves a streamed body, an error page and other types to the next layer, untouched", async () => {
    for (const path of ["/stream", "/missing", "/json"]) {
      const response = await raw(path, { "accept-encoding": "br" });
      expect(response.headers["content-encoding"], path).toBeUndefined();
      expect(response.headers.etag, path).toBeUndefined();
      expect(response.body.toString(), path).toBe(page);
    }
  });
});

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["*;q=0", null],
    ["identity", null],
    ["", null],
    ["GZIP;q=0.5", "gzip"],
  ])("%j → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
