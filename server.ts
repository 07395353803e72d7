/**
 * The site's HTTP server: Next's request handler behind two checks that need the raw connection, which Next does
 * not expose to the app. `npm start` (production) and `npm run dev` run this file.
 *
 * 1. The visitor's address. Rate limits must count something the client cannot choose; `X-Forwarded-For` is
 *    written by the client unless a trusted proxy appends to it. This entry resolves the address from the socket
 *    and `TRUSTED_PROXIES` (see lib/security/client-address.ts) and hands it to the app in one header, replacing
 *    whatever the client sent under that name.
 * 2. Body size. Each endpoint gets the largest body it needs (lib/security/body-limits.ts); a larger or
 *    unannounced body is refused before a byte of it is read, and large uploads pass a gate that bounds how many
 *    are read at once (lib/security/upload-gate.ts).
 *
 * Usage: node server.ts [--dev] [--port 3000] [--hostname 127.0.0.1]
 */

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { parseArgs } from "node:util";
import next from "next";
import { insecureSiteUrlProblem } from "./lib/config.ts";
import { bodyLimitFor, leadFormBodyBytes } from "./lib/security/body-limits.ts";
import {
  clientAddressEnvFlag,
  clientAddressHeader,
  parseTrustedProxies,
  resolveClientAddress,
} from "./lib/security/client-address.ts";
import { createUploadGate } from "./lib/security/upload-gate.ts";

const { values: args } = parseArgs({
  options: { dev: { type: "boolean", default: false }, port: { type: "string" }, hostname: { type: "string" } },
});
const dev = args.dev ?? false;
const port = Number(args.port ?? process.env.PORT ?? 3000);
const hostname = args.hostname;

let trustedProxies: number;
try {
  trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const siteUrlProblem = insecureSiteUrlProblem({ ...process.env, NODE_ENV: dev ? "development" : "production" });
if (siteUrlProblem) {
  console.error(siteUrlProblem);
  process.exit(1);
}
// Tells the app that the address header is set here, so it may trust it (a bare `next start` would not set it).
process.env[clientAddressEnvFlag] = "1";
// Where the admin's own checks reach this server (lib/admin/self-origin.ts).
const selfHost = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
process.env.SELF_ORIGIN = `http://${selfHost.includes(":") ? `[${selfHost}]` : selfHost}:${port}`;

const app = next({ dev, port, hostname: hostname ?? "localhost" });
const handle = app.getRequestHandler();

/** A short plain answer, closing the connection so an unread body is not drained. */
function refuse(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", connection: "close" });
  res.end(text);
}

const bodyless = new Set(["GET", "HEAD", "OPTIONS"]);

function checkBody(req: IncomingMessage, res: ServerResponse): boolean {
  const declared = req.headers["content-length"];
  const chunked = req.headers["transfer-encoding"] !== undefined;
  if (declared === undefined && !chunked) return true;
  if (declared === undefined) {
    // Without a declared length the body could be endless; every browser form, fetch and beacon declares one.
    if (bodyless.has(req.method ?? "GET")) return true;
    refuse(res, 411, "Lengte ontbreekt: stuur een Content-Length mee.");
    return false;
  }
  const length = Number(declared);
  const pathname = (req.url ?? "/").split("?")[0] ?? "/";
  const limit = bodyLimitFor(pathname, req.headers["content-type"]);
  if (!Number.isSafeInteger(length) || length > limit) {
    const text =
      limit === leadFormBodyBytes
        ? "Je aanvraag is te groot om te versturen. Stuur maximaal 5 foto's van elk hooguit 10 MB, of bel ons."
        : "Dit verzoek is te groot.";
    refuse(res, 413, text);
    return false;
  }
  return true;
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

const server = createServer(serve);

function serve(req: IncomingMessage, res: ServerResponse) {
  if (!checkPath(req, res) || !checkBody(req, res)) return;
  const address = resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustedProxies);
  const gate = admitUpload(address, Number(req.headers["content-length"] ?? 0));
  if (!gate.admitted) {
    refuse(
      res,
      gate.status,
      "Er worden nu veel foto's tegelijk verstuurd. Probeer het over een paar minuten opnieuw, of bel ons.",
    );
    return;
  }
  res.once("close", gate.release);
  singleLocation(res);
  req.headers[clientAddressHeader] = address;
  void handle(req, res);
}
// Longer than a typical proxy's idle timeout, so the proxy closes idle connections first.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
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
