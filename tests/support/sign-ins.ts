import { randomBytes, randomUUID } from "node:crypto";
import type { Database } from "@/lib/db/database";
import { authSessions, authUsers } from "@/lib/db/schema";

/**
 * An admin account with one sign-in (a better-auth session row as a sign-in makes it), for tests of what belongs to a
 * sign-in (the push devices) without the sign-in form. `ageDays` moves the sign-in's start back; `expiresInDays` its
 * end (negative: already over).
 */
export async function insertSignIn(
  db: Database,
  options: { userId?: string; ageDays?: number; expiresInDays?: number } = {},
): Promise<{ userId: string; sessionId: string }> {
  const day = 24 * 60 * 60 * 1000;
  const userId = options.userId ?? randomUUID();
  if (!options.userId) {
    await db.insert(authUsers).values({ id: userId, name: "Eigenaar", email: `${userId}@example.nl`, role: "admin" });
  }
  const sessionId = randomUUID();
  await db.insert(authSessions).values({
    id: sessionId,
    token: randomBytes(24).toString("base64url"),
    userId,
    createdAt: new Date(Date.now() - (options.ageDays ?? 0) * day),
    expiresAt: new Date(Date.now() + (options.expiresInDays ?? 7) * day),
  });
  return { userId, sessionId };
}
