import { createHash } from "node:crypto";

/**
 * The visitor's address as the proxy in front of the app reports it (the first x-forwarded-for entry), else the
 * direct peer. Only ever used hashed, for rate limits: the raw address is not stored or logged.
 */
export function clientIp(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip") || "unknown";
}

/** A one-way, salted hash of an address, so a rate-limit key cannot be turned back into an IP address. */
export function hashIp(ip: string): string {
  const salt = process.env.RATE_LIMIT_SALT || process.env.BETTER_AUTH_SECRET || "brabant-dakzorg";
  return createHash("sha256").update(`${salt}:${ip}`).digest("base64url").slice(0, 22);
}
