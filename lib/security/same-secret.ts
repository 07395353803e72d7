import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether a value a client sent equals a secret, compared in constant time over digests of both, so that neither
 * the first differing character nor the secret's length shows in how long the answer takes.
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
