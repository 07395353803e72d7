/**
 * The largest request body each part of the site accepts, enforced on every host by proxy.ts (before any page or
 * action sees the body) and, where it runs, by server.ts (before a byte of the body is read). Plain relative
 * imports only: server.ts runs without the bundler.
 *
 * Why here and not in Next: `serverActions.bodySizeLimit` (next.config.ts) is one number for every server action of
 * the whole app, and a server action posts to the URL of the page it is on, so Next cannot give the sign-in form,
 * a town page's short form and the quote form with five photos different limits. That setting stays the global
 * ceiling (the largest form with photos); this per-path gate is the real bound. A public page gets what its own
 * forms need (the route registry, lib/site/routes.ts, says which forms each page renders): the photo limit only
 * where a form takes photos, a few tens of KB for a form without, and a tiny one for a page without a form.
 */

import { maxLengths, maxPhotoBytes, maxPhotos, maxVisitLength, variantFields } from "../forms/contract.ts";
import {
  articlePageForms,
  isArticlePath,
  isTownPagePath,
  type SitePage,
  sitePages,
  townPageForms,
} from "../site/routes.ts";

const KiB = 1024;
const MiB = 1024 * KiB;

/** The request form's photos at their largest, plus the form's text fields and multipart overhead. */
export const leadFormBodyBytes = maxPhotos * maxPhotoBytes + 2 * MiB;

/**
 * A request form without photos at its largest: every text field full of 4-byte UTF-8 characters plus the visit
 * note, twice (the form's previous state travels back with it, with and without JavaScript), plus room for Next's
 * action fields and the multipart boundaries. About 44 KiB.
 */
export const textFormBodyBytes =
  2 * (Object.values(maxLengths).reduce((sum, length) => sum + length, 0) * 4 + maxVisitLength) + 16 * KiB;

/** A page without a form has no server action to post to: anything larger than a stray request is refused. */
export const noFormBodyBytes = 4 * KiB;

/** A first-party analytics beacon: one small JSON event (app/api/events reads no more either). */
export const eventBodyBytes = 2 * KiB;

/** The Sanity webhook's projection is tiny; a whole document would still fit (app/api/revalidate). */
export const webhookBodyBytes = 64 * KiB;

/** A browser's push subscription (an endpoint of up to 2 KiB and two keys) and the device's name, as JSON. */
export const pushSubscriptionBodyBytes = 4 * KiB;

const rules: { prefix: string; maxBytes: number }[] = [
  { prefix: "/api/admin/push", maxBytes: pushSubscriptionBodyBytes },
  { prefix: "/api/events", maxBytes: eventBodyBytes },
  { prefix: "/api/revalidate", maxBytes: webhookBodyBytes },
  // No other route under /api takes a body (sign-in runs in-process, better-auth's endpoints are not exposed).
  { prefix: "/api", maxBytes: 8 * KiB },
  // The sign-in form and the admin's actions carry a few fields.
  { prefix: "/auth", maxBytes: 16 * KiB },
  { prefix: "/admin", maxBytes: 64 * KiB },
  { prefix: "/studio", maxBytes: 16 * KiB },
];

/** The body a page's forms need: with photos, without, or none. */
export function formsBodyBytes(forms: readonly string[]): number {
  const variants = Object.entries(variantFields).filter(([variant]) => forms.includes(variant));
  if (variants.some(([, fields]) => fields.includes("photos"))) return leadFormBodyBytes;
  return variants.length > 0 ? textFormBodyBytes : noFormBodyBytes;
}

const sitePageLimits = new Map(sitePages.map((page: SitePage) => [page.path, formsBodyBytes(page.forms)]));

/** The limit of a public page by its path; an address that is no page of ours has no form either. */
function pageLimit(pathname: string): number {
  const sitePage = sitePageLimits.get(pathname);
  if (sitePage !== undefined) return sitePage;
  if (isTownPagePath(pathname)) return formsBodyBytes(townPageForms);
  if (isArticlePath(pathname)) return formsBodyBytes(articlePageForms);
  return noFormBodyBytes;
}

/**
 * The body limit for a request. A public page takes a multipart body as large as its largest form; any other body
 * (a form posts multipart, with or without JavaScript) stays within a form without photos.
 */
export function bodyLimitFor(pathname: string, contentType: string | undefined): number {
  for (const rule of rules) {
    if (pathname === rule.prefix || pathname.startsWith(`${rule.prefix}/`)) return rule.maxBytes;
  }
  // The development server's error overlay posts stack frames to its own endpoints (never served in production).
  if (pathname.startsWith("/__nextjs")) return 1 * MiB;
  const limit = pageLimit(pathname);
  return contentType?.toLowerCase().startsWith("multipart/form-data") ? limit : Math.min(limit, textFormBodyBytes);
}

export type BodyRefusal = { status: 411 | 413; text: string };

const bodylessMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request's declared body breaks its route's limit, from its headers only: the same rule for server.ts
 * (which answers before reading a byte) and proxy.ts (which answers before any page or action sees the body).
 * Null when the request may go on.
 */
export function bodyRefusal(
  method: string | undefined,
  pathname: string,
  headers: {
    contentLength: string | null | undefined;
    transferEncoding: string | null | undefined;
    contentType: string | null | undefined;
  },
): BodyRefusal | null {
  const declared = headers.contentLength ?? undefined;
  const chunked = headers.transferEncoding !== null && headers.transferEncoding !== undefined;
  if (declared === undefined && !chunked) return null;
  if (declared === undefined) {
    // Without a declared length the body could be endless; every browser form, fetch and beacon declares one.
    if (bodylessMethods.has((method ?? "GET").toUpperCase())) return null;
    return { status: 411, text: "Lengte ontbreekt: stuur een Content-Length mee." };
  }
  const length = Number(declared);
  const limit = bodyLimitFor(pathname, headers.contentType ?? undefined);
  if (Number.isSafeInteger(length) && length >= 0 && length <= limit) return null;
  return {
    status: 413,
    text:
      limit === leadFormBodyBytes
        ? "Je aanvraag is te groot om te versturen. Stuur maximaal 5 foto’s van elk hooguit 10 MB, of bel ons."
        : "Dit verzoek is te groot.",
  };
}
