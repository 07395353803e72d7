/**
 * The one rule for a redirect whose target comes from a request (a query parameter, or what a library made of one):
 * the target is parsed first and judged on what the parser made of it, never on the string as typed, and the answer
 * is a path of this site, sent as a relative `Location`.
 *
 * Why parse first: the WHATWG URL parser, which the browser applies to a Location, drops tabs and line breaks
 * anywhere and reads `\` as `/`, so `/\t/evil.example` passes a `startsWith("/")`-and-not-`//` test and becomes
 * `//evil.example`, another host. Dot segments do the same after parsing: `/.//evil.example`
 * resolves to the path `//evil.example`, which a relative Location sends off the site.
 *
 * Why relative: an absolute Location made from `request.url` carries the address the server was started on
 * (`http://localhost:3000`), not the one the visitor used; behind nginx, Caddy or a CDN that sends the owner to the
 * server's internal host. A path resolves against whatever address the browser is on.
 *
 * Plain module (no server-only marker, no config import): the route handlers, the unit tests and the attack
 * benchmark use the same rule.
 */

/** Longer targets are no address of this site: every page path is short. */
const maxTargetLength = 2048;

/**
 * Whether `text` holds a control character (tab, CR, LF, NUL …, which the URL parser drops or a header cannot carry),
 * DEL, a backslash (read as `/`), or, unless `spaces` allows the plain space, any kind of whitespace.
 */
function hasUnsafeCharacter(text: string, spaces = false): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code === 0x20 && spaces) continue;
    if (code <= 0x20 || (code >= 0x7f && code <= 0xa0) || character === "\\" || /\s/u.test(character)) return true;
    // Invisible marks that make a path look like another one: zero-width, direction marks, the byte-order mark.
    if ((code >= 0x200b && code <= 0x200f) || (code >= 0x202a && code <= 0x202e) || code === 0xfeff) return true;
  }
  return false;
}

/** A path that a browser or a later hop could read as `//host`: two slashes, or a slash and a backslash. */
const hostLike = /^\/[/\\]/;

/**
 * The path (with its query and fragment) of `target` on this site, or null when `target` is not one. `siteOrigin`
 * is the site's own origin (SITE_URL): an absolute target is taken only when it names exactly that origin.
 *
 * Refused, among others: `//evil.example`, `/\evil.example`, `/%09/evil.example` once decoded, any tab, line break
 * or backslash anywhere, `/.//evil.example` and `/..//evil.example` (dot segments that leave `//`), `https:evil.example`,
 * `https://evil.example`, `javascript:…`, `%2F%2Fevil.example` (no leading slash), and a path whose percent-decoded
 * form starts with `//` or `/\` or holds a control character (`/%2F%2Fevil.example`, `/%5Cevil.example`).
 */
export function sameSitePath(target: string | null | undefined, siteOrigin: string): string | null {
  if (typeof target !== "string" || target === "" || target.length > maxTargetLength) return null;
  if (hasUnsafeCharacter(target)) return null;
  let site: URL;
  try {
    site = new URL(siteOrigin);
  } catch {
    return null;
  }
  // A path of this site, or an absolute address with exactly this origin; no scheme-relative or bare forms.
  const absolute = target.toLowerCase().startsWith(`${site.origin.toLowerCase()}/`) || target === site.origin;
  if (!absolute && (!target.startsWith("/") || hostLike.test(target))) return null;
  let url: URL;
  try {
    url = new URL(target, site.origin);
  } catch {
    return null;
  }
  if (url.origin !== site.origin || url.username !== "" || url.password !== "") return null;
  if (!url.pathname.startsWith("/") || hostLike.test(url.pathname)) return null;
  // A later hop (a CDN, a framework's own redirect) may decode the path once or twice more: it must stay a path.
  let decoded = url.pathname;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (hostLike.test(next) || hasUnsafeCharacter(next, true)) return null;
    if (next === decoded) break;
    decoded = next;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A redirect to `target` if it is a path of this site (see `sameSitePath`), else to `fallback`. The Location is
 * relative, and the answer is for this browser only: it depends on a query a CDN must not answer for another.
 */
export function redirectWithin(
  target: string | null | undefined,
  options: { siteOrigin: string; status?: 303 | 307 | 308; fallback?: string },
): Response {
  const location = sameSitePath(target, options.siteOrigin) ?? options.fallback ?? "/";
  return new Response(null, {
    status: options.status ?? 303,
    headers: { location, "cache-control": "private, no-store" },
  });
}
