import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { admin } from "better-auth/plugins";
import { authTrustedOrigins, siteUrl } from "@/lib/config";
import { type Database, getDatabase } from "@/lib/db/client";
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications } from "@/lib/db/schema";
import { clientAddressHeader } from "@/lib/security/client-address";
import { minPasswordLength } from "./password-rules";
import { authSecret } from "./secret";

export function createAuth(db: Database, options: { secret: string; baseURL: string; trustedOrigins?: string[] }) {
  return betterAuth({
    baseURL: options.baseURL,
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
      },
    }),
    // Accounts are made by an administrator (ADMIN_EMAIL or `npm run admin:create`), never by visitors.
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // A session in use is extended once a day, so an active owner is never signed out mid-week.
      updateAge: 60 * 60 * 24,
    },
    // better-auth's HTTP endpoints are not exposed (no /api/auth route): the sign-in form calls it in-process and
    // throttles attempts itself (sign-in-throttle.ts), so its per-IP HTTP limit has nothing to guard.
    rateLimit: { enabled: false },
    advanced: {
      // Sessions record the visitor address as server.ts resolved it, the same trust model as the rate limits.
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
      useSecureCookies: options.baseURL.startsWith("https://"),
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] }), nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

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
