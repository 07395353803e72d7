import "server-only";
import { authTrustedOrigins, siteUrl } from "@/lib/config";
import { getDatabase } from "@/lib/db/client";
import { forgetProcessSingleton, processSingleton } from "../process-singleton";
import { authSecret } from "../security/auth-secret";
import { type Auth, createAuth } from "./auth";

const key = "brabant-dakzorg.auth";

/** The app's auth instance, built on the app's database once it is open. */
export function getAuth(): Promise<Auth> {
  return processSingleton(key, () =>
    getDatabase()
      .then(({ db }) =>
        createAuth(db, {
          secret: authSecret(),
          baseURL: siteUrl,
          trustedOrigins: [siteUrl, ...authTrustedOrigins],
        }),
      )
      .catch((error: unknown) => {
        forgetProcessSingleton(key);
        throw error;
      }),
  );
}
