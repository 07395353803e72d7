import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The admin's Content-Security-Policy. Per request a nonce, which Next puts on every script it renders for that
 * request. With Cache Components the page's outer shell is prerendered at build time, and its one bootstrap
 * script cannot carry a per-request nonce (Next issue #89754), so that script is allowed by its hash, read from
 * the built shell. Nothing is allowed from other origins: no Tag Manager, no analytics, in the admin.
 */
const shells: Record<string, string> = {
  "/auth": "auth.html",
  "/admin": "admin.html",
  "/admin/aanvragen": "admin/aanvragen.html",
  "/admin/account": "admin/account.html",
};

const hashCache = new Map<string, string[]>();

/** sha256 sources of the inline scripts without a nonce in a route's prerendered shell (none in development). */
function shellScriptHashes(pathname: string): string[] {
  const file = shells[pathname.replace(/\/$/, "") || "/"];
  if (!file) return [];
  const cached = hashCache.get(file);
  if (cached) return cached;
  let hashes: string[] = [];
  try {
    const html = readFileSync(path.join(process.cwd(), ".next/server/app", file), "utf8");
    hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\bnonce=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => `'sha256-${createHash("sha256").update(match[1]!).digest("base64")}'`,
    );
  } catch {
    // No prerendered shell (development): every script is rendered per request and carries the nonce.
  }
  hashCache.set(file, hashes);
  return hashes;
}

export function adminPolicy(pathname: string, nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${shellScriptHashes(pathname).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}
