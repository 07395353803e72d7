import type { ServerResponse } from "node:http";

/**
 * A server error is for no shared cache. The header rules of next.config.ts cannot see a
 * response's status, so the rule that lets a CDN keep a public page for CDN_MAX_AGE_SECONDS also went out on a page
 * that failed, and a CDN would serve the error page for up to twice that after the site had recovered. The status is
 * known only when the headers are written: this wraps `writeHead` (which Node also calls for a status set with
 * `res.statusCode` when the body starts) and, for 500 and above, replaces whatever Cache-Control was set.
 *
 * server.ts applies it to every response. Hosts without server.ts: the container's Caddy does the same
 * (deploy/Caddyfile); see docs/security-and-limits.md.
 */
export const errorCacheControl = "private, no-store";

/** `headers` as `writeHead` takes them (an object, `[name, value]` pairs or a flat list) without Cache-Control. */
function withoutCacheControl(headers: unknown): unknown {
  const isCacheControl = (name: unknown) => typeof name === "string" && name.toLowerCase() === "cache-control";
  if (Array.isArray(headers)) {
    if (headers.every((entry) => Array.isArray(entry))) {
      return headers.filter((entry) => !isCacheControl((entry as unknown[])[0]));
    }
    const pairs: unknown[] = [];
    for (let i = 0; i < headers.length; i += 2) {
      if (!isCacheControl(headers[i])) pairs.push(headers[i], headers[i + 1]);
    }
    return pairs;
  }
  if (headers && typeof headers === "object") {
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !isCacheControl(name)));
  }
  return headers; // the status message, or nothing
}

export function keepErrorsUncached(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (statusCode: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    if (statusCode < 500) return writeHead(statusCode, ...rest);
    res.setHeader("cache-control", errorCacheControl);
    return writeHead(statusCode, ...rest.map(withoutCacheControl));
  }) as ServerResponse["writeHead"];
}
