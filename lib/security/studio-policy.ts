/**
 * The Studio's Content-Security-Policy, made per request by proxy.ts for the project the Studio edits now
 * (SANITY_STUDIO_PROJECT_ID and SANITY_STUDIO_API_HOST are read when /studio is requested, not built in, so the
 * policy cannot be a header rule of next.config.ts, which is fixed at build time).
 *
 * It names the project's own API hosts, not `*.sanity.io`: that wildcard also covered
 * `cdn.sanity.io`, where any Sanity customer's uploads are served, so a script from there would have run on /studio,
 * on the origin of /admin. What the Studio loads, and why each is here:
 * - scripts: its own bundle ('self'; Sanity UI needs 'unsafe-inline' and 'unsafe-eval'), and Sanity's dashboard
 *   bridge from core.sanity-cdn.com (next-sanity's NextStudio adds it, as Sanity's own Studio does);
 * - connections: the project's API (`https://<project>.api.sanity.io`, its listener's `wss://`, and the API CDN),
 *   the global API (`https://api.sanity.io`: the user, the project's members), and sanity-cdn.com (is a newer version
 *   out); with a custom API host, the same names under that host;
 * - images and fonts from any https host: avatars come from the sign-in providers and carry no script.
 * The studio lane (tests/e2e/studio/fixtures.ts) fails on any policy message in the Studio's console.
 */

/** A Sanity project id or host name as it may stand in a policy: nothing that could end or add a directive. */
const hostPart = /^[a-z0-9][a-z0-9.-]*$/i;

export function studioPolicy(studio: { projectId: string; apiHost: string | undefined } | null): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval' https://core.sanity-cdn.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https:",
    ["connect-src 'self'", ...projectHosts(studio), "https://sanity-cdn.com"].join(" "),
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The API hosts of the Studio's project: its own (https and wss), its API CDN, and the global API. */
function projectHosts(studio: { projectId: string; apiHost: string | undefined } | null): string[] {
  if (!studio || !hostPart.test(studio.projectId)) return [];
  let host = "api.sanity.io";
  if (studio.apiHost) {
    try {
      host = new URL(studio.apiHost).host;
    } catch {
      return [];
    }
  }
  if (!hostPart.test(host.replace(/:\d+$/, ""))) return [];
  const project = `${studio.projectId}.${host}`;
  const cdn = studio.apiHost ? [] : [`https://${studio.projectId}.apicdn.sanity.io`];
  return [`https://${project}`, `wss://${project}`, ...cdn, `https://${host}`];
}
