import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The admin's Content-Security-Policy. Per request a nonce, which Next puts on every script it renders for that
 * request. With Cache Components the page's outer shell is prerendered at build time, and its one bootstrap
 * script cannot carry a per-request nonce (Next issue #89754), so that script is allowed by its hash, read from
 * the built shell. Nothing is allowed from other origins: no Tag Manager, no analytics, in the admin.
 */
const appDir = () => path.join(process.cwd(), ".next/server/app");

let shells: Map<string, string[]> | undefined;

/**
 * The sha256 sources of the inline scripts without a nonce in each admin route's prerendered shell, by route.
 * The routes come from the build's prerender manifest, not from a list kept by hand: an admin page added later
 * gets its hashes too (a hand-kept list once missed /admin/paginas, whose bootstrap script was then blocked).
 */
function prerenderedShells(): Map<string, string[]> {
  if (shells) return shells;
  shells = new Map();
  let routes: string[] = [];
  try {
    const manifest = JSON.parse(readFileSync(path.join(process.cwd(), ".next/prerender-manifest.json"), "utf8"));
    routes = Object.keys(manifest.routes ?? {}).filter((route) => /^\/(admin|auth)(\/|$)/.test(route));
  } catch {
    // No build (development): every script is rendered per request and carries the nonce.
  }
  for (const route of routes) {
    try {
      const html = readFileSync(path.join(appDir(), `${route.slice(1)}.html`), "utf8");
      shells.set(
        route,
        [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\bnonce=)[^>]*>([\s\S]*?)<\/script>/g)].map(
          (match) => `'sha256-${createHash("sha256").update(match[1]!).digest("base64")}'`,
        ),
      );
    } catch {
      // A route prerendered as data only has no HTML shell and no inline script to allow.
    }
  }
  return shells;
}

/** sha256 sources of the inline scripts without a nonce in a route's prerendered shell (none in development). */
export function shellScriptHashes(pathname: string): string[] {
  return prerenderedShells().get(pathname.replace(/\/$/, "") || "/") ?? [];
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
