import "server-only";
import { cookies } from "next/headers";
import { isProduction } from "@/lib/config";
import { getDatabase } from "@/lib/db/client";
import { clientIp, hashIp } from "@/lib/security/client-ip";
import { hitRateLimit, type RateLimit } from "@/lib/security/rate-limit";
import { serverPreviewPassKey } from "./preview";
import { issuePreviewPass, previewPassCookie, previewPassSeconds } from "./preview-pass";

/**
 * The way into a preview (/api/draft-mode/enable) costs an attacker, not the project: every attempt is counted per
 * client address in the database (shared by every instance) before anything is asked of the Content Lake, and a
 * secret that cannot be one of the Studio's is refused without asking at all. Ten attempts a
 * minute is far more than an owner opening Voorbeeld makes; each attempt beyond it would have been an uncached
 * query with the Viewer token on the project's API quota.
 */
export const previewAttemptLimit: RateLimit = { limit: 10, windowSeconds: 60 };

/**
 * The Studio's secrets (@sanity/preview-url-secret's generateUrlSecret) are 43 base64url characters, or a short
 * base-36 string where no Web Crypto exists; anything else is no secret it made.
 */
export function looksLikePreviewSecret(secret: string | null): boolean {
  return secret !== null && /^[A-Za-z0-9_-]{8,128}$/.test(secret);
}

/**
 * Counts one attempt at the preview from this request's client address (as server.ts or proxy.ts resolved it; a
 * client cannot choose it) and says whether it is within the limit. Throws when the database cannot be reached.
 */
export async function previewAttemptAllowed(headers: Headers): Promise<boolean> {
  const { db } = await getDatabase();
  return (await hitRateLimit(db, `preview-enable:${hashIp(clientIp(headers))}`, previewAttemptLimit)).allowed;
}

/**
 * The cookie attributes next-sanity gives the draft-mode cookie: Secure and SameSite=None in production (the Studio
 * may frame the preview from another site), partitioned (CHIPS) when it is framed cross-site; lax on plain http.
 */
function cookieAttributes(request: Request) {
  const partitioned =
    isProduction &&
    request.headers.get("sec-fetch-dest") === "iframe" &&
    request.headers.get("sec-fetch-site") === "cross-site";
  return {
    httpOnly: true,
    path: "/",
    secure: isProduction,
    sameSite: isProduction ? ("none" as const) : ("lax" as const),
    partitioned,
  };
}

/**
 * After a valid secret: the site's own pass for `previewPassSeconds`, and Next's draft-mode cookie with the same
 * lifetime (next-sanity sets it for the browser session), so the browser forgets both when the preview ends.
 */
export async function grantPreviewPass(request: Request): Promise<void> {
  const key = serverPreviewPassKey();
  if (!key) return;
  const store = await cookies();
  const attributes = { ...cookieAttributes(request), maxAge: previewPassSeconds };
  store.set({ name: previewPassCookie, value: issuePreviewPass(key), ...attributes });
  const bypass = store.get("__prerender_bypass")?.value;
  if (bypass) store.set({ name: "__prerender_bypass", value: bypass, ...attributes });
}

/**
 * Leaving the preview: the pass goes with Next's draft-mode cookie, which `draftMode().disable()` removes. Expired
 * with the attributes it was set with: a browser keeps a Secure cookie against an overwrite that lacks them.
 */
export async function endPreviewPass(request: Request): Promise<void> {
  (await cookies()).set({ name: previewPassCookie, value: "", ...cookieAttributes(request), maxAge: 0 });
}
