import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { clientAddress, rateLimitSalt } from "@/lib/config";
import { authSecret } from "@/lib/security/auth-secret";
import { addressBucket, clientAddressEnvFlag, clientAddressHeader } from "./client-address";

let warned = false;

/**
 * The visitor's network address, as server.ts resolved it from the connection or proxy.ts from the headers the
 * configured source trusts (see client-address.ts). Both replace whatever a client sent under that header's name,
 * and proxy.ts runs for every request that carries a body or that header (its matcher). Without an address, for
 * example under a bare `next start` with the default source `socket`, every visitor shares the bucket "unknown":
 * limits then hold too tight, never too loose.
 */
export function clientIp(headers: Headers): string {
  // Belt and braces: with the `socket` source only server.ts can know an address, so without it none is believed.
  const believed = process.env[clientAddressEnvFlag] === "1" || clientAddress.source !== "socket";
  const address = believed ? headers.get(clientAddressHeader) : null;
  if (address) return address;
  if (!warned) {
    warned = true;
    console.warn(
      process.env[clientAddressEnvFlag] === "1"
        ? "A request reached the app without a visitor address: its rate limits are shared."
        : "Client addresses are unknown (no server.ts in front and CLIENT_ADDRESS_SOURCE is socket), so rate limits are shared. Set CLIENT_ADDRESS_SOURCE=proxies with TRUSTED_PROXIES, or vercel.",
    );
  }
  return "unknown";
}

let key: string | undefined;

/** The HMAC key: RATE_LIMIT_SALT, else the auth secret; a per-process random key only if neither exists. */
function hashKey(): string {
  if (key) return key;
  try {
    key = rateLimitSalt || authSecret();
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
