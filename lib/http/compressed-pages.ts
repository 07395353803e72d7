import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * Compression for server.ts, done once per page version instead of once per request.
 *
 * A cached page is the same bytes for every visitor, yet Next compresses it (gzip) and hashes it for its ETag (a
 * JavaScript loop over every character) on every hit: together a third of the CPU of a cached town-page hit. Here a
 * whole body that Next sends in one piece (a cached page or its RSC payload) is hashed natively, compressed once per
 * encoding off the main thread, and kept by that hash; each later hit costs the hash and a lookup. The ETag is the
 * hash, so a browser or CDN that already holds this version gets a 304.
 *
 * Everything else (a streamed render, a static file, an API answer) is left to the `compression` package, which
 * server.ts runs beneath this and which skips a body that already has its encoding. Next's own compression and
 * ETags are switched off only when this server runs (next.config.ts); `next start`, the standalone server and Vercel
 * keep them.
 */

/** Set by server.ts before Next reads next.config.ts, which then leaves compression and ETags to this module. */
export const serverCompressionFlag = "SITE_SERVER_COMPRESSES";

/** Bodies of these types, sent whole, are kept compressed. */
const cachedTypes = /^(text\/html|text\/x-component)\b/;
/** Below this, compressing costs more than it saves. */
const minimumBytes = 1024;

export type CompressedPages = {
  /** Takes over `res.end` for a body of one piece; call before Next's handler. */
  wrap(req: IncomingMessage, res: ServerResponse): void;
  /**
   * Answers with the last public version of this address as kept here, without asking Next (for a server too busy
   * to render, lib/http/page-shedding.ts). False when none is kept in an encoding the client takes.
   */
  serveKept(req: IncomingMessage, res: ServerResponse): boolean;
  /** The first call link of the last page kept, as `[tel: address, its words]` (for the busy answer). */
  callLink(): [string, string] | null;
  /** How many compressed bodies and bytes are kept (for tests and the bench). */
  stats(): { entries: number; bytes: number };
};

export type Encoding = "br" | "gzip";

/**
 * A body in one encoding, off the main thread. Brotli's quality is the caller's: 6 for a page version compressed when
 * it is first asked for (about gzip's speed at its best level, a fifth smaller than gzip on these pages), 11 for the
 * build's static files (lib/http/compressed-assets.ts), which no visitor waits for.
 */
export function compress(encoding: Encoding, body: Buffer, brotliQuality: number): Promise<Buffer> {
  if (encoding === "gzip") return promisify(gzip)(body, { level: 9 });
  return promisify(brotliCompress)(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/** A page version's brotli quality (see compress). */
const pageBrotliQuality = 6;

/** The encodings of these two that the request's Accept-Encoding takes, best first. */
function acceptedEncodings(acceptEncoding: string | string[] | undefined): Encoding[] {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get("*") ?? 0;
  return (["br", "gzip"] as const).filter((name) => weight(name) > 0);
}

/** The encoding to send: brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  return acceptedEncodings(acceptEncoding)[0] ?? null;
}

/** True when `ifNoneMatch` names `etag` (or any version). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === wanted;
  });
}

/** Adds Accept-Encoding to the response's Vary, keeping what Next put there (rsc, the router's headers). */
export function varyOnEncoding(res: ServerResponse) {
  const vary = String(res.getHeader("vary") ?? "");
  if (!/\baccept-encoding\b/i.test(vary)) res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/** The first `tel:` link of a page and its words, tags left out. */
function firstCallLink(html: string): [string, string] | null {
  const match = /<a\b[^>]*href="(tel:[^"]+)"[^>]*>([\s\S]{0,2000}?)<\/a>/.exec(html);
  if (!match) return null;
  const words = match[2]!
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return words ? [match[1]!, words] : null;
}

/** Response headers kept with an address's last version; those of the encoding are set per answer. */
type Snapshot = { hash: string; headers: Record<string, number | string | string[]> };
/** How many addresses keep their last version for a busy moment. */
const keptAddresses = 500;

export function createCompressedPages({ maxBytes = 32 * 1024 * 1024 } = {}): CompressedPages {
  /** Compressed bodies by encoding and hash, oldest first; a hit moves its entry to the end. */
  const kept = new Map<string, Buffer>();
  /** Bodies being compressed, so that concurrent hits of a new version wait for one compression. */
  const pending = new Map<string, Promise<Buffer>>();
  /** Each public address's last version, oldest first. */
  const latest = new Map<string, Snapshot>();
  let bytes = 0;
  let lastCallLink: [string, string] | null = null;

  function keep(key: string, body: Buffer) {
    kept.set(key, body);
    bytes += body.length;
    for (const [oldest, old] of kept) {
      if (bytes <= maxBytes) break;
      bytes -= old.length;
      kept.delete(oldest);
    }
  }

  function compressed(encoding: Encoding, hash: string, body: Buffer): Promise<Buffer> | Buffer {
    const key = `${encoding}:${hash}`;
    const found = kept.get(key);
    if (found) {
      kept.delete(key);
      kept.set(key, found);
      return found;
    }
    const waiting = pending.get(key);
    if (waiting) return waiting;
    const made = compress(encoding, body, pageBrotliQuality);
    pending.set(key, made);
    made
      .then(
        (packed) => keep(key, packed),
        () => {},
      )
      .finally(() => pending.delete(key));
    return made;
  }

  /** Remembers a public page's version under its address (not an RSC answer, not a private one). */
  function remember(req: IncomingMessage, res: ServerResponse, hash: string, body: Buffer) {
    if (req.headers.rsc !== undefined || !String(res.getHeader("cache-control") ?? "").startsWith("public")) return;
    const url = req.url ?? "/";
    if (latest.get(url)?.hash === hash) return;
    latest.delete(url);
    const { "set-cookie": _cookie, ...headers } = res.getHeaders();
    latest.set(url, { hash, headers: headers as Snapshot["headers"] });
    if (latest.size > keptAddresses) latest.delete(latest.keys().next().value!);
    lastCallLink = firstCallLink(body.toString()) ?? lastCallLink;
  }

  function send(res: ServerResponse, end: (chunk?: unknown) => ServerResponse, encoding: Encoding, packed: Buffer) {
    res.setHeader("content-encoding", encoding);
    res.setHeader("content-length", packed.length);
    end(packed);
  }

  function wrap(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== "GET") return;
    const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
    const write = res.write.bind(res);
    let streamed = false;
    res.write = ((...args: Parameters<typeof write>) => {
      streamed = true;
      return write(...args);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const whole =
        !streamed &&
        !res.headersSent &&
        res.statusCode === 200 &&
        rest.every((arg) => typeof arg !== "function") &&
        (typeof chunk === "string" || Buffer.isBuffer(chunk)) &&
        !res.getHeader("content-encoding") &&
        cachedTypes.test(String(res.getHeader("content-type") ?? ""));
      if (!whole) return (end as (...a: unknown[]) => ServerResponse)(chunk, ...rest);
      const body = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
      if (body.length < minimumBytes) return end(body);

      const hash = createHash("sha1").update(body).digest("base64url");
      const etag = `W/"${hash}"`;
      res.setHeader("etag", etag);
      varyOnEncoding(res);
      remember(req, res, hash, body);
      if (matches(req.headers["if-none-match"], etag)) {
        res.statusCode = 304;
        res.removeHeader("content-length");
        res.removeHeader("content-type");
        return end();
      }
      const encoding = chooseEncoding(req.headers["accept-encoding"]);
      if (!encoding) {
        res.setHeader("content-length", body.length);
        return end(body);
      }
      const packed = compressed(encoding, hash, body);
      if (Buffer.isBuffer(packed)) {
        send(res, end, encoding, packed);
        return res;
      }
      packed.then(
        (ready) => send(res, end, encoding, ready),
        () => {
          res.setHeader("content-length", body.length);
          end(body);
        },
      );
      return res;
    }) as typeof res.end;
  }

  function serveKept(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" || req.headers.rsc !== undefined) return false;
    const snapshot = latest.get(req.url ?? "/");
    if (!snapshot) return false;
    // Whichever accepted encoding was kept: a busy moment is no time to compress.
    const encoding = acceptedEncodings(req.headers["accept-encoding"]).find((name) =>
      kept.has(`${name}:${snapshot.hash}`),
    );
    const packed = encoding && kept.get(`${encoding}:${snapshot.hash}`);
    if (!encoding || !packed) return false;
    for (const [name, value] of Object.entries(snapshot.headers)) res.setHeader(name, value);
    res.statusCode = 200;
    send(res, res.end.bind(res) as (chunk?: unknown) => ServerResponse, encoding, packed);
    return true;
  }

  return {
    wrap,
    serveKept,
    callLink: () => lastCallLink,
    stats: () => ({ entries: kept.size, bytes }),
  };
}
