import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The site's own pass for a preview, beside Next's draft-mode cookie. Next's cookie
 * (`__prerender_bypass`) holds one value per build, the same for every browser and every editor, valid until the
 * next deploy: whoever once had it keeps seeing drafts. This pass is what `isPreview()` also asks for: it carries the
 * moment it ends, signed with a key of the server, so a preview ends by itself after `previewPassSeconds`, when the
 * owner leaves it (/api/draft-mode/disable removes it), or for everyone at once when the key changes (a new Viewer
 * token, see `previewPassKey`). A pass cannot be made or stretched without the key.
 *
 * Pure functions of a key and a clock, for the route handlers and the unit tests alike.
 */

export const previewPassCookie = "bd-preview-pass";

/**
 * How long a preview lasts: a working session in the Studio. The Presentation tool makes a new secret, and with it a
 * new pass, each time Voorbeeld is opened; a preview left open longer shows the published words until then.
 */
export const previewPassSeconds = 2 * 60 * 60;

const version = "v1";

/**
 * The signing key, derived from the server-only Viewer token (SANITY_API_READ_TOKEN), the one secret every
 * instance with a preview has: replacing that token in sanity.io/manage (and in the settings) ends every preview
 * at once, besides cutting the token's own access to the drafts.
 */
export function previewPassKey(readToken: string): Buffer {
  return createHmac("sha256", readToken).update("brabant-dakzorg preview pass").digest();
}

const signature = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

/** A pass valid from `now` (milliseconds) for `previewPassSeconds`. */
export function issuePreviewPass(key: Buffer, now = Date.now()): string {
  const payload = `${version}.${Math.floor(now / 1000) + previewPassSeconds}`;
  return `${payload}.${signature(key, payload)}`;
}

/** Whether `value` is a pass this key signed that has not ended by `now`, and ends no later than a pass made now. */
export function previewPassValid(value: string | undefined, key: Buffer, now = Date.now()): boolean {
  const match = value?.match(/^(v1)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/);
  if (!match) return false;
  const endsAt = Number(match[2]);
  const nowSeconds = Math.floor(now / 1000);
  if (endsAt <= nowSeconds || endsAt > nowSeconds + previewPassSeconds) return false;
  const expected = Buffer.from(signature(key, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
