import "server-only";
import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getDatabase } from "@/lib/db/client";
import { authSessions } from "@/lib/db/schema";
import { getAuth } from "./instance";
import { maxSessionAgeMs } from "./session-age";

/**
 * The signed-in user of this request, checked on the server, or null. Once per request: the admin shell and the
 * page inside it both ask.
 */
export const getSession = cache(async () => {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: await headers() });
  if (session && Date.now() - new Date(session.session.createdAt).getTime() > maxSessionAgeMs) {
    const { db } = await getDatabase();
    await db.delete(authSessions).where(eq(authSessions.id, session.session.id));
    return null;
  }
  return session;
});

export type AdminSession = NonNullable<Awaited<ReturnType<typeof getSession>>>;

/** Anyone but a signed-in admin. `account` is the e-mail address of a signed-in account without the admin role. */
export class NotAuthorisedError extends Error {
  constructor(readonly account: string | null) {
    super("Niet ingelogd als beheerder.");
  }
}

/**
 * The one admin guard, for every admin page, read, action and API route: the signed-in admin's session, or a
 * NotAuthorisedError. Each place answers it in its own way: the admin shell (components/admin/admin-shell.tsx)
 * with the sign-in page or the "no access" view, withAdmin (lib/admin/with-admin.ts) with a 401, pages through
 * adminPageSession and actions through adminOrSignIn.
 */
export async function requireAdmin(): Promise<AdminSession> {
  const session = await getSession();
  if (session?.user.role !== "admin") throw new NotAuthorisedError(session?.user.email ?? null);
  return session;
}

/** For admin server actions: anyone but a signed-in admin is sent to /auth, and nothing is done. */
export async function adminOrSignIn(): Promise<AdminSession> {
  try {
    return await requireAdmin();
  } catch (error) {
    if (error instanceof NotAuthorisedError) redirect("/auth");
    throw error;
  }
}

/**
 * For admin pages: the admin's session. Without a session the visitor goes to /auth. A signed-in account without
 * the admin role gets null and the page renders nothing: the admin shell shows it the "no access" view. (Next
 * renders a page alongside its layout, and keeps the layout on a client navigation, so the page checks too.)
 */
export async function adminPageSession(): Promise<AdminSession | null> {
  try {
    return await requireAdmin();
  } catch (error) {
    if (!(error instanceof NotAuthorisedError)) throw error;
    if (error.account === null) redirect("/auth");
    return null;
  }
}
