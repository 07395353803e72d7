import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { authSessions, pushSubscriptions } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { errorSummary } from "@/lib/logging";
import type { Auth } from "./auth";

export type PasswordChange = {
  /** The signed-in account and the session it changes the password from. */
  userId: string;
  email: string;
  sessionId: string;
  /** The request's headers: its session cookie, and the address and browser the new session records. */
  headers: Headers;
  currentPassword: string;
  newPassword: string;
};

/**
 * Changes the account's password and signs every other device out, each with the push subscriptions it registered,
 * while this device keeps its own. better-auth's `revokeOtherSessions` would delete every session, this one too, and
 * with it this device's subscription (a device goes with its session: lib/db/schema.ts). So: the password is changed
 * (better-auth checks the current one; a wrong one throws as it always did), a new session is made by signing in
 * with the new password (a new cookie, so a copy of the old one that leaked is worth nothing), this sign-in's devices
 * move to it, and every other session of the account ends in the same transaction, their devices with them. Should
 * the new sign-in fail, this session is kept as it is and every other one still ends.
 *
 * Plain Node besides its database and auth instance (the integration tests run it with their own); the server action
 * is lib/auth/account-actions.ts. Returns the new session's Set-Cookie headers (a server action sets them itself).
 */
export async function changePasswordSigningOthersOut(db: Database, auth: Auth, change: PasswordChange) {
  await auth.api.changePassword({
    body: { currentPassword: change.currentPassword, newPassword: change.newPassword, revokeOtherSessions: false },
    headers: change.headers,
  });
  let fresh: { id: string; cookies: Headers } | null = null;
  try {
    const signedIn = await auth.api.signInEmail({
      body: { email: change.email, password: change.newPassword },
      headers: change.headers,
      returnHeaders: true,
    });
    const [session] = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(eq(authSessions.token, signedIn.response.token));
    if (session) fresh = { id: session.id, cookies: signedIn.headers };
  } catch (error) {
    console.error("No new session after the password change; the current one is kept:", errorSummary(error));
  }
  const kept = fresh?.id ?? change.sessionId;
  await db.transaction(async (tx) => {
    if (fresh) {
      await tx
        .update(pushSubscriptions)
        .set({ sessionId: fresh.id })
        .where(eq(pushSubscriptions.sessionId, change.sessionId));
    }
    await tx.delete(authSessions).where(and(eq(authSessions.userId, change.userId), ne(authSessions.id, kept)));
  });
  return fresh?.cookies ?? new Headers();
}
