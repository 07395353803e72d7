import "server-only";
import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDatabase } from "@/lib/db/client";
import { authSessions } from "@/lib/db/schema";
import { getAuth } from "./auth";

/**
 * How long a sign-in lasts at most. A session in use renews itself for a week at a time (lib/auth/auth.ts); without
 * an end, a stolen cookie or a forgotten shared computer would stay signed in for good.
 */
export const maxSessionAgeMs = 30 * 24 * 60 * 60 * 1000;

/** The signed-in user of this request, checked on the server, or null. */
export async function getSession() {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: await headers() });
  if (session && Date.now() - new Date(session.session.createdAt).getTime() > maxSessionAgeMs) {
    const { db } = await getDatabase();
    await db.delete(authSessions).where(eq(authSessions.id, session.session.id));
    return null;
  }
  return session;
}

export const isAdmin = (session: { user: { role?: string | null } } | null) => session?.user.role === "admin";

/** For admin pages: no session goes to /auth. A signed-in non-admin gets the session back and must see no data. */
export async function requireSignedIn() {
  const session = await getSession();
  if (!session) redirect("/auth");
  return session;
}

/** For admin API routes, through withAdmin (lib/admin/with-admin.ts): throws unless an admin is signed in (401). */
export class NotAuthorisedError extends Error {
  constructor() {
    super("Niet ingelogd als beheerder.");
  }
}

export async function assertAdmin() {
  const session = await getSession();
  if (!isAdmin(session)) throw new NotAuthorisedError();
  return session!;
}

/** For every admin server action: anyone but a signed-in admin is sent to /auth, and nothing is done. */
export async function requireAdmin() {
  const session = await getSession();
  if (!isAdmin(session)) redirect("/auth");
  return session!;
}
