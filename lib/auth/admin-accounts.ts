import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { authUsers } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import type { Auth } from "./auth";
import { passwordProblem } from "./password-rules";

/**
 * Creates an admin account unless one with this e-mail exists. Returns whether it created one. The admin plugin's
 * createUser does not apply the sign-in library's minimum length, so the rule is applied here.
 */
export async function ensureAdmin(auth: Auth, db: Database, email: string, password: string): Promise<boolean> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const normalised = email.trim().toLowerCase();
  const [existing] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, normalised));
  if (existing) return false;
  await auth.api.createUser({ body: { email: normalised, password, name: "Beheerder", role: "admin" } });
  return true;
}

export async function hasAnyAdmin(db: Database): Promise<boolean> {
  const rows = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.role, "admin")).limit(1);
  return rows.length > 0;
}

/** A readable random password for a first local admin. */
export const randomPassword = () => randomBytes(12).toString("base64url");
