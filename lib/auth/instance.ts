import "server-only";
import { authTrustedOrigins, siteUrl } from "@/lib/config";
import { getDatabase } from "@/lib/db/client";
import { authSecret } from "../security/auth-secret";
import { type Auth, createAuth } from "./auth";

const holder = globalThis as typeof globalThis & { __auth?: Promise<Auth> };

/** The app's auth instance, built on the app's database once it is open. */
export function getAuth(): Promise<Auth> {
  holder.__auth ??= getDatabase()
    .then(({ db }) =>
      createAuth(db, {
        secret: authSecret(),
        baseURL: siteUrl,
        trustedOrigins: [siteUrl, ...authTrustedOrigins],
      }),
    )
    .catch((error: unknown) => {
      holder.__auth = undefined;
      throw error;
    });
  return holder.__auth;
}
