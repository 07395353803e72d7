import { createHash } from "node:crypto";
import { decodeSignatureHeader, encodeSignatureHeader } from "@sanity/webhook";
import type { Database } from "@/lib/db/types";
import { hitRateLimit } from "@/lib/security/rate-limit";
import { sameSecret } from "@/lib/security/same-secret";
import { referencesTag, slugTag, typeTag } from "./cache-tags";

/** A signed webhook older than this is refused, so a captured request cannot be replayed later. */
export const maxWebhookAgeMs = 5 * 60 * 1000;
/** Sanity's clock and ours may differ a little; a signature from further in the future is refused. */
export const maxWebhookSkewMs = 30 * 1000;

export type WebhookCheck = { ok: true } | { ok: false; reason: string };

/** Verifies a Sanity webhook: a signature made with `secret` over the raw body, and a recent timestamp. */
export async function verifyWebhook(
  rawBody: string,
  signatureHeader: string | null,
  secret: string | undefined,
  now = Date.now(),
): Promise<WebhookCheck> {
  if (!secret) return { ok: false, reason: "SANITY_REVALIDATE_SECRET is not configured" };
  if (!signatureHeader) return { ok: false, reason: "missing signature" };
  let timestamp: number;
  try {
    timestamp = decodeSignatureHeader(signatureHeader).timestamp;
  } catch {
    return { ok: false, reason: "malformed signature" };
  }
  if (now - timestamp > maxWebhookAgeMs) return { ok: false, reason: "stale signature" };
  if (timestamp - now > maxWebhookSkewMs) return { ok: false, reason: "signature from the future" };
  const expected = await encodeSignatureHeader(rawBody, timestamp, secret);
  // Compared in constant time: the library compares with `!==`, which stops at the first differing character.
  if (!sameSecret(signatureHeader, expected)) return { ok: false, reason: "invalid signature" };
  return { ok: true };
}

/**
 * True the first time a signed delivery arrives; false for the same delivery again within its validity (a replay
 * of a captured request, which would make every page render again). Remembered in the database, so a repeat sent
 * to another instance is refused too; kept past the oldest signature `verifyWebhook` accepts.
 */
export async function isFirstDelivery(db: Database, signatureHeader: string): Promise<boolean> {
  const key = `webhook:${createHash("sha256").update(signatureHeader).digest("base64url")}`;
  const windowSeconds = Math.ceil((maxWebhookAgeMs + maxWebhookSkewMs) / 1000) * 2;
  return (await hitRateLimit(db, key, { limit: 1, windowSeconds })).allowed;
}

/**
 * The cache tags a changed document invalidates: its type (every read that filters on it: lists, and every page that
 * embeds site settings or a page singleton), its own slug where it has one, and the reads that follow references
 * (lib/sanity/cache-tags.ts), which may show any document.
 */
export function tagsForChange(body: unknown): string[] | undefined {
  if (!body || typeof body !== "object") return undefined;
  const { _type, slug } = body as { _type?: unknown; slug?: unknown };
  if (typeof _type !== "string" || _type === "") return undefined;
  const current = typeof slug === "string" ? slug : (slug as { current?: unknown } | null)?.current;
  const own = typeof current === "string" && current !== "" ? [slugTag(_type, current)] : [];
  return [typeTag(_type), ...own, referencesTag];
}
