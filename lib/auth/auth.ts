import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { admin } from "better-auth/plugins";
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { clientAddressHeader } from "@/lib/security/client-address";
import { minPasswordLength } from "./password-rules";

/**
 * A better-auth instance on `db`. Plain Node, without server-only: scripts/admin-create.ts and the end-to-end tests
 * build their own; the app's is lib/auth/instance.ts.
 */
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
