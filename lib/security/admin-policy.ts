import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The admin's Content-Security-Policy. Per request a nonce, which Next puts on every script it renders for that
 * request. With Cache Components the page's outer shell is prerendered at build time, and its one bootstrap script
 * cannot carry a per-request nonce (a limit of Next's; docs/security-and-limits.md), so that script is allowed by its
 * hash, read from the built shell. Nothing is allowed from other origins: no Tag Manager, no analytics, in the admin.
 */
const appDir = () => path.join(process.cwd(), ".next/server/app");

/** An admin route's prerendered shell: which paths it serves, and the sha256 sources of its nonce-less scripts. */
type Shell = { serves: (pathname: string) => boolean; hashes: string[] };

let shells: Shell[] | undefined;

/**
 * The shells of the admin routes, from the build's prerender manifest, not from a list kept by hand: an admin page
 * added later gets its hashes too (a hand-kept list once missed /admin/paginas, whose bootstrap script was then
 * blocked). A route with a parameter (/admin/aanvragen/[id]) has one shell for every value, matched by the
 * manifest's own pattern; leaving those out once blocked a lead card's inline script.
 */
function prerenderedShells(): Shell[] {
  if (shells) return shells;
  shells = [];
  const admin = (route: string) => /^\/(admin|auth)(\/|$)/.test(route);
  let manifest: { routes?: Record<string, unknown>; dynamicRoutes?: Record<string, { routeRegex?: string }> } = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(process.cwd(), ".next/prerender-manifest.json"), "utf8"));
  } catch {
    // No build (development): every script is rendered per request and carries the nonce.
  }
  const exact = Object.keys(manifest.routes ?? {})
    .filter(admin)
    .map((route) => ({ route, serves: (pathname: string) => pathname === route }));
  const withParameter = Object.entries(manifest.dynamicRoutes ?? {}).flatMap(([route, { routeRegex }]) => {
    if (!admin(route) || !routeRegex) return [];
    const pattern = new RegExp(routeRegex);
    return [{ route, serves: (pathname: string) => pattern.test(pathname) }];
  });
  for (const { route, serves } of [...exact, ...withParameter]) {
    try {
      const html = readFileSync(path.join(appDir(), `${route.slice(1)}.html`), "utf8");
      const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\bnonce=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => `'sha256-${createHash("sha256").update(match[1]!).digest("base64")}'`,
      );
      shells.push({ serves, hashes });
    } catch {
      // A route prerendered as data only has no HTML shell and no inline script to allow.
    }
  }
  return shells;
}

/** sha256 sources of the inline scripts without a nonce in a route's prerendered shell (none in development). */
export function shellScriptHashes(pathname: string): string[] {
  const route = pathname.replace(/\/$/, "") || "/";
  return prerenderedShells().find((shell) => shell.serves(route))?.hashes ?? [];
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
