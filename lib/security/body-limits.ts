/**
 * The largest request body each part of the site accepts, enforced by the server entry (server.ts) before a byte
 * of the body is read. Next's own `serverActions.bodySizeLimit` is one number for every action; this bounds each
 * endpoint to what it needs. Plain relative imports only: server.ts runs without the bundler.
 */

import { maxPhotoBytes, maxPhotos } from "../leads/contract.ts";

const KiB = 1024;
const MiB = 1024 * KiB;

/** The request form's photos at their largest, plus the form's text fields and multipart overhead. */
export const leadFormBodyBytes = maxPhotos * maxPhotoBytes + 2 * MiB;

const rules: { prefix: string; maxBytes: number }[] = [
  // First-party analytics beacons: one small JSON event.
  { prefix: "/api/events", maxBytes: 4 * KiB },
  // The Sanity webhook's projection is tiny; a whole document would still fit.
  { prefix: "/api/revalidate", maxBytes: 64 * KiB },
  // Sign-in: an e-mail address and a password.
  { prefix: "/api/auth", maxBytes: 8 * KiB },
  { prefix: "/api", maxBytes: 16 * KiB },
  // The sign-in form and the admin's actions carry a few fields.
  { prefix: "/auth", maxBytes: 16 * KiB },
  { prefix: "/admin", maxBytes: 64 * KiB },
  { prefix: "/studio", maxBytes: 16 * KiB },
];

/**
 * The body limit for a request. Public pages take a multipart body as large as a request form with photos (their
 * only server action that needs it); anything else on them stays small.
 */
export function bodyLimitFor(pathname: string, contentType: string | undefined): number {
  for (const rule of rules) {
    if (pathname === rule.prefix || pathname.startsWith(`${rule.prefix}/`)) return rule.maxBytes;
  }
  return contentType?.toLowerCase().startsWith("multipart/form-data") ? leadFormBodyBytes : 64 * KiB;
}
