/**
 * The site's small server entry for a self-hosted machine: Next's request handler behind the checks that need the
 * raw connection, which Next does not expose to the app. `npm start` (production) and `npm run dev` run this file.
 * The app enforces the same rules without it (proxy.ts: body limits and the address header from
 * `CLIENT_ADDRESS_SOURCE`), so `next start`, the standalone `server.js` (containers) and Vercel hold them too.
 * What stays here, and why only here:
 *
 * 1. The visitor's address from the connection (`CLIENT_ADDRESS_SOURCE=socket`, the default). Only a server that
 *    owns the socket knows the peer's address; Next gives the app headers, never the socket. This entry resolves
 *    the address from the socket and `TRUSTED_PROXIES` (lib/security/client-address.ts) and hands it to the app in
 *    one header, replacing whatever the client sent under that name; proxy.ts leaves it alone when it sees the flag
 *    this process sets. With `CLIENT_ADDRESS_SOURCE=vercel` this entry writes nothing and proxy.ts decides.
 * 2. Body size before a byte is read. proxy.ts applies the same limits (lib/security/body-limits.ts), but Next
 *    buffers a request's body for the proxy before its answer goes out; here a larger or unannounced body is
 *    refused straight from its headers, so an attacker's 200 MB costs nothing.
 * 3. The upload gate (lib/security/upload-gate.ts): it bounds how many large bodies are read at once and must know
 *    when each response ends, which only the Node response object tells.
 * 4. The pace of a body (lib/security/slow-bodies.ts): a body that arrives a few bytes a second is cut off, and
 *    headers and whole requests have explicit time limits; only the socket tells how many bytes have come in.
 * 5. Graceful stop: on SIGTERM the listening socket closes and running requests get ten seconds.
 * 6. An undecodable path (/dakdekker-%ff%fe) gets 400 before Next sees it.
 * 7. A server error (500 and above) goes out `private, no-store` whatever Cache-Control the page's header rule gave
 *    it: only the written response knows its status (lib/security/uncached-errors.ts).
 * 8. Compression once per page version (lib/http/compressed-pages.ts): a cached page is compressed and hashed once,
 *    not on each hit as Next does; everything else is compressed by the `compression` package as Next would.
 * 9. Leads before pages (lib/http/page-shedding.ts): with the event loop late (over 150 ms on average) while page
 *    views come in at 100 a second or 16 are in progress, or past 64 in progress, a further one gets its page's last
 *    kept version or a short 503, so that a lead never waits behind a pile of page views. The listen backlog is 4096
 *    so that a storm's connections wait to be accepted rather than being dropped.
 * 10. Static files compressed at build time (lib/http/compressed-assets.ts): /_next/static/ files go out as the
 *    build's brotli 11 or gzip 9 copies, not compressed again (and less well) on each request.
 * 11. A page load of a town or an article that the list of known addresses in the cache store has is marked so, and
 *    skips proxy.ts, whose run costs Next up to a millisecond of CPU per request (lib/content/known-addresses.ts).
 *    Anything else there (an unknown address, a list that a publish made old) goes to proxy.ts, which answers an
 *    unknown one with the 404 page on every host.
 *
 * Usage: node server.ts [--dev] [--port 3000] [--hostname 127.0.0.1]
 */

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { parseArgs } from "node:util";
import compression from "compression";
import next from "next";
import { clientAddress, port as configuredPort, insecureSiteUrlProblem, settingsProblem } from "./lib/config.ts";
import {
  documentAddress,
  knownAddressHeader,
  namesKnownDocument,
  storedKnownDocuments,
} from "./lib/content/known-addresses.ts";
import { createCompressedAssets } from "./lib/http/compressed-assets.ts";
import { createCompressedPages, serverCompressionFlag } from "./lib/http/compressed-pages.ts";
import { createPageShedding } from "./lib/http/page-shedding.ts";
import { bodyRefusal } from "./lib/security/body-limits.ts";
import {
  addressedGetPaths,
  clientAddressEnvFlag,
  clientAddressHeader,
  resolveClientAddress,
} from "./lib/security/client-address.ts";
import { bodyPace, enforceBodyPace } from "./lib/security/slow-bodies.ts";
import { keepErrorsUncached } from "./lib/security/uncached-errors.ts";
import { createUploadGate } from "./lib/security/upload-gate.ts";

const { values: args } = parseArgs({
  options: { dev: { type: "boolean", default: false }, port: { type: "string" }, hostname: { type: "string" } },
});
const dev = args.dev ?? false;
const port = args.port === undefined ? configuredPort : Number(args.port);
const hostname = args.hostname;

const { source: addressSource, trustedProxies } = clientAddress;
const startProblem = settingsProblem ?? insecureSiteUrlProblem({ NODE_ENV: dev ? "development" : "production" });
if (startProblem) {
  console.error(startProblem);
  process.exit(1);
}
// Tells the app (proxy.ts, lib/security/client-ip.ts) that the address header is set here from the connection, so
// it may trust it. With `proxies` this entry still knows more than the headers: the peer, for a request that
// reached it without passing a proxy. On Vercel (`vercel`) the platform's header decides, in proxy.ts.
const addressFromSocket = addressSource !== "vercel";
if (addressFromSocket) process.env[clientAddressEnvFlag] = "1";
// Where the admin's own checks reach this server (lib/admin/self-origin.ts).
const selfHost = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
process.env.SELF_ORIGIN = `http://${selfHost.includes(":") ? `[${selfHost}]` : selfHost}:${port}`;

// Compression and ETags here, once per page version (lib/http/compressed-pages.ts); Next's own are then off.
process.env[serverCompressionFlag] = "1";
const compressedPages = createCompressedPages();
const shedding = createPageShedding(compressedPages);
// Not in development, where a file's name stays while its content changes.
const compressedAssets = dev ? null : createCompressedAssets(".next/static");
// The package's types name Express's request and response; it uses only what Node's have.
const compressRest = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const app = next({ dev, port, hostname: hostname ?? "localhost" });
const handle = app.getRequestHandler();

/**
 * A short plain answer. A body the route would not take (too large, no length) is cut off: the connection closes
 * and the body is never read. A body within the limit that is only refused for now is read and thrown away at the
 * minimum pace instead: closing a socket with unread bytes resets it, and the sender may then never see the answer.
 */
function refuse(res: ServerResponse, status: number, text: string, body: "cut" | "drain" = "cut") {
  if (body === "drain") enforceBodyPace(res.req);
  res.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    ...(body === "cut" ? { connection: "close" } : {}),
  });
  res.end(text);
  if (body === "drain") res.req.resume();
}

function checkBody(req: IncomingMessage, res: ServerResponse): boolean {
  const refusal = bodyRefusal(req.method, (req.url ?? "/").split("?")[0] ?? "/", {
    contentLength: req.headers["content-length"],
    transferEncoding: req.headers["transfer-encoding"],
    contentType: req.headers["content-type"],
  });
  if (refusal) refuse(res, refusal.status, refusal.text);
  return refusal === null;
}

await app.prepare();

/**
 * Next 16.3 sets a redirect's Location and, on the first (uncached) render of a partially prerendered page, appends
 * it a second time; a response may carry one Location only.
 */
function singleLocation(res: ServerResponse) {
  const append = res.appendHeader.bind(res);
  res.appendHeader = (name, value) =>
    name.toLowerCase() === "location" && res.hasHeader("location") ? res : append(name, value);
}

/** A path whose percent-encoding does not decode (/dakdekker-%ff%fe) names nothing: 400, not a server error. */
function checkPath(req: IncomingMessage, res: ServerResponse): boolean {
  try {
    decodeURIComponent((req.url ?? "/").split("?")[0] ?? "/");
    return true;
  } catch {
    refuse(res, 400, "Ongeldig adres.");
    return false;
  }
}

const admitUpload = createUploadGate();

/** The visitor's address: the connection's peer, or what the trusted proxies in front saw (TRUSTED_PROXIES). */
const visitorAddress = (req: IncomingMessage) =>
  resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustedProxies);

const server = createServer(serve);

function serve(req: IncomingMessage, res: ServerResponse) {
  keepErrorsUncached(res);
  if (!checkPath(req, res)) return;
  singleLocation(res);
  // A page view past what the server can serve now is answered at once, so that leads get through (the module says how).
  if (!shedding.admit(req, res)) return;
  if (compressedAssets?.serve(req, res)) return;
  // `compression` first, so that a whole page, compressed by compressedPages above it, passes through it as is.
  compressRest(req, res, () => {});
  compressedPages.wrap(req, res);
  // The app trusts the address header only from here: whatever the client sent under that name goes; so does the
  // mark of a known town or article, which only this entry sets (11).
  delete req.headers[clientAddressHeader];
  delete req.headers[knownAddressHeader];
  // A request without a body (a page view, the hot path of a storm day) needs nothing else from the connection.
  const hasBody = req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined;
  if (!hasBody) {
    // The few addresses rate-limited without a body (the preview's way in) get the visitor's address too.
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (addressFromSocket && addressedGetPaths.includes(path)) {
      req.headers[clientAddressHeader] = visitorAddress(req);
    }
    const document = documentAddress(path);
    if (!document) {
      void handle(req, res);
      return;
    }
    void storedKnownDocuments().then((known) => {
      if (known && namesKnownDocument(known, document)) req.headers[knownAddressHeader] = "1";
      return handle(req, res);
    });
    return;
  }
  if (!checkBody(req, res)) return;
  const address = visitorAddress(req);
  const gate = admitUpload(address, Number(req.headers["content-length"] ?? 0));
  if (!gate.admitted) {
    refuse(
      res,
      gate.status,
      "Er worden nu veel foto's tegelijk verstuurd. Probeer het over een paar minuten opnieuw, of bel ons.",
      "drain",
    );
    return;
  }
  res.once("close", gate.release);
  enforceBodyPace(req);
  // Only a request with a body is rate-limited (forms, beacons, sign-in), and only such a request runs proxy.ts
  // (its matcher): the address goes to the app with it.
  if (addressFromSocket) req.headers[clientAddressHeader] = address;
  void handle(req, res);
}
// Longer than a typical proxy's idle timeout, so the proxy closes idle connections first.
server.keepAliveTimeout = 65_000;
// Headers must arrive quickly, a whole request within minutes; bodies keep a minimum pace (lib/security/slow-bodies.ts).
server.headersTimeout = bodyPace.headersTimeoutMs;
server.requestTimeout = bodyPace.requestTimeoutMs;
// A storm's first seconds open hundreds of connections at once; the kernel holds those not yet accepted in a queue of
// this length (capped by net.core.somaxconn) instead of Node's 511, past which it drops the connection attempts and a
// lead waits for its retry or its timeout. Accepted, a page view past capacity gets the quick answer above.
server.listen({ port, host: hostname, backlog: 4096 }, () => {
  console.log(`> ${dev ? "Development" : "Production"} server on http://${hostname ?? "localhost"}:${port}`);
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeIdleConnections();
  void app.close().finally(() => process.exit(0));
  // Requests still running after ten seconds are cut off.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
