import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { cdnMaxAgeSeconds, sanityApiHost, settingsProblem } from "./lib/config";
import { serverCompressionFlag } from "./lib/http/compressed-pages";
import { sanityDataset as dataset, sanityProjectId as projectId } from "./lib/public-config";
import { contentLakeProblem } from "./lib/sanity/content-lake-check";
import { sanityImageHost, sanityImagePathname } from "./lib/sanity/image-url";
import { leadFormBodyBytes } from "./lib/security/body-limits";
import { pathOf, townPath, townRoutePath } from "./lib/site/routes";

const priceGuide = pathOf("priceGuide");
const quote = pathOf("quote");

/**
 * Security headers. Static pages cannot carry per-request nonces, so scripts are limited to this origin (plus
 * Tag Manager, which loads only after consent) with inline scripts allowed for Next's own bootstrap. The Studio
 * talks to Sanity's hosted API, so it gets its own, wider policy, made per request by proxy.ts for the project it
 * edits (lib/security/studio-policy.ts); no other path may be framed.
 */
const sitePolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://cdn.sanity.io https://www.googletagmanager.com https://*.google-analytics.com",
  "font-src 'self' data:",
  "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
  "frame-src https://www.googletagmanager.com",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join("; ");

/**
 * A preview (draft mode, switched on by the Studio's Presentation tool through /api/draft-mode/enable) is shown in
 * the Presentation tool's frame at /studio on this same origin, so it may be framed by this origin and no other.
 * Told apart by Next's draft-mode cookie: a visitor who sets one by hand (Next does not honour a cookie it did not
 * sign) only allows this site to frame their own view.
 */
const draftPolicy = sitePolicy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
const draftCookie = [{ type: "cookie" as const, key: "__prerender_bypass" }];

const commonHeaders = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  },
];

/**
 * How long a CDN or caching proxy in front may keep a public page, in seconds (read at build time). Pages are
 * revalidated by tag inside the app, which no CDN hears of: this bounds how long one serves a page after a publish
 * or the end of a storm (at most twice this: the lifetime plus as long again while it fetches the new page).
 */
const cdnMaxAge = cdnMaxAgeSeconds;

/** Next's own value (`s-maxage` from the page's lifetime, a month here) would let a CDN keep a page for weeks. */
const publicCacheControl =
  cdnMaxAge === 0
    ? "public, max-age=0, must-revalidate"
    : `public, max-age=0, s-maxage=${cdnMaxAge}, stale-while-revalidate=${cdnMaxAge}`;

/** Public pages: not Next's hashed files (immutable), the API, the admin or the Studio. */
const publicPages = "/((?!_next/|api/|studio(?:/|$)|admin(?:/|$)|auth$).*)";

/** Both of Next's caches in one store shared by every instance when REDIS_URL is set (lib/cache/store.ts). */
const cacheHandlerPath = (file: string) => path.resolve("lib/cache", file);

const serverCompresses = process.env[serverCompressionFlag] === "1";

const nextConfig: NextConfig = {
  // Public pages are static HTML; content reads are cached with `'use cache'` and revalidated by tag.
  cacheComponents: true,
  cacheHandler: cacheHandlerPath("page-cache-handler.ts"),
  cacheHandlers: {
    default: cacheHandlerPath("use-cache-handler.ts"),
    remote: cacheHandlerPath("use-cache-handler.ts"),
  },
  poweredByHeader: false,
  // server.ts compresses and tags a cached page once per version (lib/http/compressed-pages.ts) and sets this flag
  // before Next reads its config; any other host (`next start`, the standalone server, Vercel) keeps Next's own.
  compress: !serverCompresses,
  generateEtags: !serverCompresses,
  // Photos uploaded in the Studio are served by Sanity's image CDN; next/image fetches only those, nothing else.
  images: {
    // WebP only (Next's default, said here): AVIF is smaller but took 6–12 s to encode a photo on a two-core machine,
    // against about 0.1 s for WebP, and /_next/image encodes on the first request for each width.
    formats: ["image/webp"],
    remotePatterns: [
      { protocol: "https", hostname: sanityImageHost, pathname: sanityImagePathname(projectId, dataset) },
    ],
  },
  // Files the server reads by path at run time, which the tracer cannot see: the SQL migrations it applies at
  // start-up and the local content dataset (used when no Sanity project is set).
  outputFileTracingIncludes: { "/**": ["./lib/db/migrations/**/*", "./studio/dataset/*.ndjson"] },
  // Never shipped with a page or route, whatever path the tracer follows: the local data folder (the embedded
  // database, the generated auth secret, the first admin's password) and what only builds, tests or documents the
  // site. The instrumentation's trace does not apply this list, so the paths it reads at run time carry
  // `turbopackIgnore` comments instead (lib/db/data-dir.ts, lib/security/cache-functions.ts); the standalone spec
  // lists what the output holds.
  outputFileTracingExcludes: {
    "/**": ["./.data/**", "./tests/**", "./scripts/**", "./docs/**", "./deploy/**", "./test-results/**", "./*.md"],
  },
  // PGlite loads its WASM build at run time and breaks when bundled.
  serverExternalPackages: ["@electric-sql/pglite", "heic-decode", "libheif-js"],
  experimental: {
    // The public site, the admin and the Studio each have their own root layout, so unknown URLs need this.
    globalNotFound: true,
    // The ceiling for every server action: five photos of 10 MB with a request form. Next has one limit for all
    // actions, and an action posts to its page's URL, so the real per-page bound is the body gate of proxy.ts and server.ts
    // (lib/security/body-limits.ts): the photo limit only on pages whose form takes photos, a few tens of KB for
    // a form without photos, 4 KB on a page without a form, 16 KB for the sign-in form.
    serverActions: { bodySizeLimit: "52mb" },
    // proxy.ts runs for every request with a body (the per-route body limits), and Next then buffers that body for
    // it; a body cut at the default 10 MB would reach the action incomplete, so the buffer holds the largest form.
    proxyClientMaxBodySize: leadFormBodyBytes,
    // The stylesheet in a <style> in the page's <head> instead of a <link>: a phone's first paint then waits for the
    // HTML and the font only, not for a stylesheet request that shares the line with the page's scripts (LCP of a
    // town page with real throttling about 1.9 → 1.35 s; docs/figures.md). Client-side navigations still load the
    // stylesheet file, once.
    inlineCss: true,
  },
  async headers() {
    return [
      {
        // Everything except the Studio and the admin (proxy.ts gives the admin a stricter, nonce-based policy).
        // Anchored: /adminfoo and /studiox are public addresses (404s) and get the public policy too.
        // Not Next's own script and style files: a policy and frame rules mean nothing on a script, and the 1.2 KB
        // of them were sent again with each of a page's dozen scripts.
        source: "/((?!_next/static/|studio(?:/|$)|admin(?:/|$)|auth$).*)",
        missing: draftCookie,
        headers: [
          ...commonHeaders,
          { key: "Content-Security-Policy", value: sitePolicy },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
      {
        // The same in a preview, framed by the Studio on this origin only, and kept by no shared cache.
        source: "/((?!_next/static/|studio(?:/|$)|admin(?:/|$)|auth$).*)",
        has: draftCookie,
        headers: [
          ...commonHeaders,
          { key: "Content-Security-Policy", value: draftPolicy },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
        ],
      },
      { source: "/_next/static/:path*", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }] },
      {
        // A public page as HTML: a CDN may keep it for CDN_MAX_AGE_SECONDS. A header rule cannot see the status, so
        // a 404 of an unknown address gets the same short lifetime; it is kept only under its own address.
        source: publicPages,
        missing: [{ type: "header", key: "rsc" }, ...draftCookie],
        headers: [{ key: "Cache-Control", value: publicCacheControl }],
      },
      {
        // A preview shows drafts: for the editor's browser only, never for a CDN. (A page rendered in draft mode gets
        // Next's own `private, no-cache, no-store, …`, which replaces this; the rule keeps anything else private.)
        source: publicPages,
        has: draftCookie,
        headers: [{ key: "Cache-Control", value: "private, no-store" }],
      },
      {
        // Next's router asks with an `rsc` header for a page's RSC payload. Without the right `_rsc` value Next answers
        // with a bare redirect it sends uncacheable on purpose: a CDN that ignores Vary would keep it under the page's
        // own address and send every visitor there. Whether an answer is that redirect or the
        // payload cannot be told here, so no RSC answer is for a shared cache; the browser's router keeps its own.
        source: publicPages,
        has: [{ type: "header", key: "rsc" }],
        headers: [{ key: "Cache-Control", value: "private, no-store" }],
      },
      {
        // The admin app's manifest is public (a browser fetches it without the cookie) and names the company: kept as
        // briefly as a public page, not the month Next gives a static route.
        source: "/admin/manifest.webmanifest",
        headers: [{ key: "Cache-Control", value: publicCacheControl }],
      },
      {
        source: "/(admin|admin/.*|auth)",
        headers: [...commonHeaders, { key: "X-Frame-Options", value: "DENY" }],
      },
      // The Studio's Content-Security-Policy comes from proxy.ts, which knows the project it edits at run time.
      { source: "/studio/:path*", headers: commonHeaders },
      { source: "/studio", headers: commonHeaders },
    ];
  },
  async rewrites() {
    return {
      // The price guide is a static page; with a question (`?klus=…` or `?omvang=…`, as its GET form sends) the
      // same address is answered by the page that renders per request (see kosten-dakreparatie/uitkomst/page.tsx).
      beforeFiles: [
        ...["klus", "omvang"].map((key) => ({
          source: priceGuide,
          has: [{ type: "query" as const, key }],
          destination: `${priceGuide}/uitkomst`,
        })),
        // The quote page likewise: with the guide's job (`?klus=…`, from "Vraag deze prijs vast aan") it shows the
        // estimate above the form, rendered per request (see offerte-aanvragen/prijs/page.tsx). Its form posts to
        // this same address, so the request keeps the quote page's body limit.
        { source: quote, has: [{ type: "query" as const, key: "klus" }], destination: `${quote}/prijs` },
      ],
      afterFiles: [{ source: townPath(":town"), destination: townRoutePath(":town") }],
    };
  },
  async redirects() {
    return [
      // Only one address per town page may be indexed.
      { source: townRoutePath(":town"), destination: townPath(":town"), permanent: true },
      // The price guide's answers have the guide's own address.
      { source: `${priceGuide}/uitkomst`, destination: priceGuide, permanent: true },
      { source: `${quote}/prijs`, destination: quote, permanent: true },
    ];
  },
};

/**
 * The build also writes `.next/standalone/server.js` with only the files it needs: the container's entry
 * (Dockerfile). `npm start` (server.ts) keeps running from the project folder on the same build; it reads this
 * config again at run time, where `output: "standalone"` would only make Next warn that `next start` is not the
 * standalone server. So the setting is given to the build alone.
 */
export default async function config(phase: string): Promise<NextConfig> {
  // A bad setting stops the build and `next start` with its reason (lib/config.ts), before a page bakes it in.
  if (settingsProblem) throw new Error(settingsProblem);
  if (phase !== PHASE_PRODUCTION_BUILD) return nextConfig;
  // A build from a Sanity project that cannot be reached stops here with one message, not in the first page.
  if (projectId) {
    const problem = await contentLakeProblem({ projectId, dataset, apiHost: sanityApiHost });
    if (problem) throw new Error(problem);
  }
  return { ...nextConfig, output: "standalone" };
}
