import { createHmac, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { addressBucket, clientAddressEnvFlag, clientAddressHeader } from "./client-address";

let warned = false;

/**
 * The visitor's network address, as the server entry (server.ts) resolved it from the connection and the trusted
 * proxies (see client-address.ts). Without that entry, for example under a bare `next start`, no header can be
 * trusted, so every visitor shares the bucket "unknown": limits then hold too tight, never too loose.
 */
export function clientIp(headers: Headers): string {
  if (process.env[clientAddressEnvFlag] !== "1") {
    if (!warned) {
      warned = true;
      console.warn("Not started through server.ts: client addresses are unknown, so rate limits are shared.");
    }
    return "unknown";
  }
  return headers.get(clientAddressHeader) ?? "unknown";
}

let key: string | undefined;

/** The HMAC key: RATE_LIMIT_SALT, else the auth secret; a per-process random key only if neither exists. */
function hashKey(): string {
  if (key) return key;
  try {
    key = process.env.RATE_LIMIT_SALT || authSecret();
  } catch {
    console.warn("No RATE_LIMIT_SALT or BETTER_AUTH_SECRET: rate-limit keys use a random key until restart.");
    key = randomBytes(32).toString("base64url");
  }
  return key;
}

/**
 * A keyed one-way hash (HMAC-SHA-256) of an address's rate-limit bucket (IPv6 by /64): without the secret key it
 * cannot be turned back into an address, not even by trying all 2³² IPv4 addresses.
 */
export function hashIp(ip: string): string {
  return createHmac("sha256", hashKey()).update(addressBucket(ip)).digest("base64url").slice(0, 22);
}

/** A keyed hash of any identifier a limit counts by (an e-mail address, say), in the same way. */
export function hashIdentifier(scope: string, value: string): string {
  return createHmac("sha256", hashKey()).update(`${scope}:${value}`).digest("base64url").slice(0, 22);
}
