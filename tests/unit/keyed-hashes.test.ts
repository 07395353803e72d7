import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";

// Rate-limit counters and the no-JavaScript idempotency key store hashes of visitor addresses and e-mail
// addresses. They must be keyed: a plain hash of an IPv4 address is reversed by trying all 2³² of them.

async function hashesWith(salt: string) {
  vi.resetModules();
  vi.stubEnv("RATE_LIMIT_SALT", salt);
  const { hashIdentifier, hashIp } = await import("@/lib/security/client-ip");
  return { ip: hashIp("203.0.113.7"), email: hashIdentifier("sign-in", "beheer@example.com") };
}

describe("the keyed hashes of addresses and identifiers", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("change with the secret key and are no plain SHA-256 of the value", async () => {
    const one = await hashesWith("eerste-geheime-sleutel-0123456789");
    const again = await hashesWith("eerste-geheime-sleutel-0123456789");
    const other = await hashesWith("tweede-geheime-sleutel-0123456789");
    expect(again).toEqual(one);
    expect(other.ip).not.toBe(one.ip);
    expect(other.email).not.toBe(one.email);
    for (const plain of ["203.0.113.7", "sign-in:beheer@example.com", "beheer@example.com"]) {
      const digest = createHash("sha256").update(plain).digest("base64url");
      expect(digest.startsWith(one.ip)).toBe(false);
      expect(digest.startsWith(one.email)).toBe(false);
    }
  });
});
