import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { betterAuthSecret, databaseUrl } from "@/lib/config";
import { privateDataDir } from "@/lib/db/data-dir";

/**
 * The key that signs session cookies. In production it comes from BETTER_AUTH_SECRET. On the embedded database
 * (a local install) a random key is made once and kept beside the data, so sessions survive a restart.
 */
export function authSecret(): string {
  const fromEnv = betterAuthSecret;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error("BETTER_AUTH_SECRET must be at least 32 characters long.");
    return fromEnv;
  }
  if (databaseUrl) {
    throw new Error(
      "BETTER_AUTH_SECRET is not set. Set it (32+ random characters) to use the admin with DATABASE_URL.",
    );
  }
  const file = path.join(privateDataDir(), "auth-secret");
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return readFileSync(file, "utf8").trim();
}
