import { type NextRequest, NextResponse } from "next/server";
import { clientAddress, sanityApiReadToken, studioSettings } from "@/lib/config";
import { documentAddress } from "@/lib/content/known-addresses";
import { isUnknownDocument, notFoundRewritePath } from "@/lib/content/unknown-addresses";
import { previewPassCookie, previewPassKey, previewPassValid } from "@/lib/sanity/preview-pass";
import { adminPolicy } from "@/lib/security/admin-policy";
import { bodyRefusal } from "@/lib/security/body-limits";
import { addressFromHeaders, clientAddressEnvFlag, clientAddressHeader } from "@/lib/security/client-address";
import { studioPolicy } from "@/lib/security/studio-policy";

/**
 * The rules every host enforces, whether the site runs through server.ts, `next start`, the standalone
 * `server.js` or on Vercel (none of the last three runs server.ts):
 *
 * 1. Body limits. A request whose declared body is larger than its route takes (lib/security/body-limits.ts, from
 *    the route registry), or whose body has no declared length, is answered 413/411 before any page, route
 *    handler or server action sees it. Next's own server buffers a body for the proxy (up to
 *    `proxyClientMaxBodySize`, next.config.ts) before the proxy's answer goes out, so on a host without server.ts
 *    an oversized body is still received, then discarded; server.ts refuses it before reading a byte.
 * 2. The visitor's address. Without server.ts in front, the address comes from the headers the configured source
 *    trusts (`CLIENT_ADDRESS_SOURCE`, lib/security/client-address.ts) and is written to `x-client-address`,
 *    replacing whatever the client sent under that name; with the `socket` source and no server.ts, no address is
 *    known and the header is removed, so rate limits are shared rather than forgeable.
 * 3. The admin (/admin, /auth, in any capitals) renders per request, so it gets a strict policy with a fresh nonce
 *    each time (see lib/security/admin-policy.ts). Public pages are static HTML and keep the policy in next.config.ts.
 * 4. The Studio (/studio below its lower-case prefix) gets its policy here, not from next.config.ts: it names the
 *    API hosts of the project the Studio edits, which is read when /studio is requested, not at build time.
 * 5. Next's draft-mode cookie counts only beside a valid preview pass (lib/sanity/preview-pass.ts). Next's cookie is
 *    one value per build, valid until the next deploy; without the pass the request goes on without it, so a copied
 *    or old cookie gets the static page a visitor gets, not a render per request that reads past every cache.
 * 6. A town or an article the site does not have (its page or its share image) is answered by the site's 404 page,
 *    rendered on the server (lib/content/unknown-addresses.ts): the route's own notFound() would send an empty HTML
 *    shell, blank without JavaScript (vercel/next.js#62228).
 *
 * The matcher keeps public pages cheap: a plain GET (no body, no address header, no draft-mode cookie) runs this only
 * when it loads a town's or an article's address, and there only for the check of (6). Through server.ts, not even
 * then for a document the list in the cache store has (`x-known-address`, lib/content/known-addresses.ts): running a
 * proxy costs Next up to a millisecond of CPU per request here (docs/decisions.md).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const refusal = bodyRefusal(request.method, pathname, {
    contentLength: request.headers.get("content-length"),
    transferEncoding: request.headers.get("transfer-encoding"),
    contentType: request.headers.get("content-type"),
  });
  if (refusal) {
    return new NextResponse(refusal.text, {
      status: refusal.status,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }

  if (request.body) await dropBodyCopy(request.body);

  const document = documentAddress(pathname);
  const unknown = document !== null && (await isUnknownDocument(document));
  // A plain request to a town's or an article's address came here for that check alone, and goes on untouched.
  const plain = !request.body && !request.headers.has(clientAddressHeader) && !request.cookies.has(draftCookieName);
  if (document && plain) {
    return unknown ? NextResponse.rewrite(new URL(notFoundRewritePath, request.url)) : NextResponse.next();
  }

  const requestHeaders = new Headers(request.headers);
  withoutStaleDraftCookie(requestHeaders, request);
  // server.ts resolved the address from the connection and replaced the client's header; otherwise decide here.
  if (process.env[clientAddressEnvFlag] !== "1") {
    // A setting that does not parse is refused at start-up (lib/startup.ts); until then lib/config.ts falls back
    // to knowing no address, the safe side.
    const { source, trustedProxies } = clientAddress;
    const address = addressFromHeaders(request.headers, source, trustedProxies);
    if (address === null) requestHeaders.delete(clientAddressHeader);
    else requestHeaders.set(clientAddressHeader, address);
  }

  // In any capitals: /Admin and /AUTH are 404 pages, and get the admin's strict policy too, not none; so does a
  // Studio address whose prefix is capitalised (/Studio…), which is no Studio. Below its prefix the Studio's own
  // addresses carry capitals (/studio/structure/siteSettings): they keep the Studio's policy.
  const lower = pathname.toLowerCase();
  const studioPrefix = lower === "/studio" || lower.startsWith("/studio/");
  const misspeltStudio = studioPrefix && !/^\/studio(?:\/|$)/.test(pathname);
  const admin = lower === "/auth" || lower === "/admin" || lower.startsWith("/admin/") || misspeltStudio;
  if (studioPrefix && !misspeltStudio) {
    // Its policy names the API hosts of the project it edits, read at run time (lib/security/studio-policy.ts).
    const response = NextResponse.next({ request: { headers: requestHeaders } });
    response.headers.set("content-security-policy", studioPolicy(studioSettings));
    return response;
  }
  if (unknown)
    return NextResponse.rewrite(new URL(notFoundRewritePath, request.url), { request: { headers: requestHeaders } });
  if (!admin) return NextResponse.next({ request: { headers: requestHeaders } });

  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = adminPolicy(pathname, nonce);
  // Next reads the nonce from the request's policy and puts it on the scripts it renders.
  requestHeaders.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", policy);
  // next.config.ts says it for /admin and /auth; a capitalised Studio address gets no other rule that does.
  response.headers.set("x-frame-options", "DENY");
  return response;
}

const passKey = studioSettings && sanityApiReadToken ? previewPassKey(sanityApiReadToken) : null;
const draftCookieName = "__prerender_bypass";

/**
 * Drops Next's draft-mode cookie from the request unless the site's preview pass beside it is valid (point 5 above).
 * The cookie header is edited as text, so every other cookie (the admin's session) reaches the app as it was sent.
 */
function withoutStaleDraftCookie(requestHeaders: Headers, request: NextRequest) {
  if (!request.cookies.has(draftCookieName)) return;
  if (passKey && previewPassValid(request.cookies.get(previewPassCookie)?.value, passKey)) return;
  const kept = (request.headers.get("cookie") ?? "")
    .split(";")
    .filter((pair) => pair.split("=")[0]?.trim() !== draftCookieName)
    .join(";")
    .trim();
  if (kept) requestHeaders.set("cookie", kept);
  else requestHeaders.delete("cookie");
}

/**
 * Next hands the proxy a copy of the body of its own, fed as the body arrives, next to the copy the page or action
 * reads. This proxy never reads it, so it would hold a whole upload (up to 52 MB) until the request ends. Reading
 * its first chunk and cancelling it closes that copy, and Next stops filling it.
 */
async function dropBodyCopy(body: ReadableStream<Uint8Array>) {
  try {
    const reader = body.getReader();
    await reader.read();
    await reader.cancel();
  } catch {
    // Nothing held: the request went away.
  }
}

// Literal objects only: Next reads this export when it builds, without running the module.
export const config = {
  matcher: [
    // The admin in any capitals (a matcher compares them as written), and the Studio's address in capitals.
    "/([aA][dD][mM][iI][nN])",
    "/([aA][dD][mM][iI][nN])/:path*",
    "/([aA][uU][tT][hH])",
    "/([sS][tT][uU][dD][iI][oO])",
    "/([sS][tT][uU][dD][iI][oO])/:path*",
    // A body, declared or chunked: its size is checked and its sender's address resolved.
    { source: "/:path*", has: [{ type: "header", key: "content-length" }] },
    { source: "/:path*", has: [{ type: "header", key: "transfer-encoding" }] },
    // A client-written address header never reaches the app unchecked.
    { source: "/:path*", has: [{ type: "header", key: "x-client-address" }] },
    // Rate-limited without a body: the visitor's address (lib/security/client-address.ts, addressedGetPaths).
    "/api/draft-mode/enable",
    // Next's draft-mode cookie, which counts only beside a valid preview pass.
    { source: "/:path*", has: [{ type: "cookie", key: "__prerender_bypass" }] },
    // A town's or an article's address, and their share images: is it a document the site has? (6) Not for the
    // router's RSC requests (navigations, prefetches), whose 404 the browser renders with the site's scripts, nor for
    // a document server.ts found in the stored list. (`:town` alone would stop at a hyphen: the parser takes a `-`
    // before a parameter as its delimiter.)
    {
      source: "/([dD][aA][kK][dD][eE][kK][kK][eE][rR])-:town([^/]+)",
      missing: [
        { type: "header", key: "rsc" },
        { type: "header", key: "x-known-address" },
      ],
    },
    {
      source: "/dakdekker/:town/:image+",
      missing: [
        { type: "header", key: "rsc" },
        { type: "header", key: "x-known-address" },
      ],
    },
    {
      source: "/tips-en-advies/:slug",
      missing: [
        { type: "header", key: "rsc" },
        { type: "header", key: "x-known-address" },
      ],
    },
    {
      source: "/tips-en-advies/:slug/:image+",
      missing: [
        { type: "header", key: "rsc" },
        { type: "header", key: "x-known-address" },
      ],
    },
  ],
};
