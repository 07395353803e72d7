import type { IncomingMessage } from "node:http";

/**
 * Request bodies must keep arriving. A client that sends a large body a few bytes a second holds an upload slot
 * (lib/security/upload-gate.ts) and a connection for as long as it likes; four of them held every slot for minutes.
 * So every body is measured while it arrives: in each window at least `minBytesPerSecond` must come in (or the
 * rest of the body, if less), else the connection is closed. A phone on one bar of signal sends far more than this;
 * the browser now shrinks photos to about 0.4 MB first. Plain relative imports only: server.ts runs this unbundled.
 */
export const bodyPace = {
  minBytesPerSecond: 8 * 1024,
  windowMs: 10_000,
  /** Explicit server timeouts (Node's own are 60 s for headers and 300 s for a whole request). */
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 5 * 60_000,
} as const;

/** Watches the body of `req` and destroys its connection when it falls below the pace. */
export function enforceBodyPace(
  req: IncomingMessage,
  pace: { minBytesPerSecond: number; windowMs: number } = bodyPace,
) {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (!(declared > 0)) return;
  const socket = req.socket;
  // The socket's counter covers the headers and any earlier request on a kept-alive connection: count from here.
  const start = socket.bytesRead;
  let seen = start;
  const timer = setInterval(() => {
    if (req.complete || socket.destroyed) {
      clearInterval(timer);
      return;
    }
    const now = socket.bytesRead;
    const remaining = declared - (now - start);
    const needed = Math.min(remaining, (pace.minBytesPerSecond * pace.windowMs) / 1000);
    if (now - seen < needed) {
      clearInterval(timer);
      socket.destroy();
      return;
    }
    seen = now;
  }, pace.windowMs);
  timer.unref();
  req.once("close", () => clearInterval(timer));
}
