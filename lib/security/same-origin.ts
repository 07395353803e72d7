/**
 * Whether a request that changes something was sent by this site's own pages, the check Next gives its server
 * actions, for the admin's route handlers (lib/admin/with-admin.ts). The session cookie is SameSite=Lax, which a
 * browser still sends from any page of the same site (another subdomain, a shop or blog under the same domain): so
 * the browser's own word on where the request comes from must say this origin. `Sec-Fetch-Site`, when sent, must say
 * same-origin, and `Origin` (every browser sends it with a POST or DELETE) must be this host, as the request names it
 * (`X-Forwarded-Host` before `Host`, as Next reads it), or one of `allowed`. A page elsewhere can set neither header.
 */
export function sentFromOwnPages(headers: Headers, allowed: readonly string[]): boolean {
  const site = headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return false;
  const origin = headers.get("origin");
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
  return url.host === host || allowed.some((allowedOrigin) => new URL(allowedOrigin).origin === url.origin);
}

/** Whether a body is declared as JSON (`application/json`, with or without parameters). */
export function declaresJson(headers: Headers): boolean {
  return headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() === "application/json";
}
