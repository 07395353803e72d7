"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDatabase } from "@/lib/db/client";
import { getAuth } from "./auth";
import { passwordChanged } from "./first-admin";
import { minPasswordLength } from "./password-rules";
import { requireAdmin } from "./session";

export type PasswordState =
  | { status: "idle" | "changed" | "wrong-current" | "error" }
  | { status: "invalid"; message: string };

/**
 * The signed-in admin chooses a new password; every other session of the account is signed out. Success redirects
 * (to /admin/account?gewijzigd=1): the session cookie changes with the password, and only a fresh request carries
 * the new one.
 */
export async function changePassword(_previous: PasswordState, form: FormData): Promise<PasswordState> {
  const session = await requireAdmin();
  const current = String(form.get("current") ?? "").slice(0, 200);
  const next = String(form.get("new") ?? "").slice(0, 200);
  const repeat = String(form.get("repeat") ?? "").slice(0, 200);
  if (next.length < minPasswordLength) {
    return { status: "invalid", message: `Kies een wachtwoord van minstens ${minPasswordLength} tekens.` };
  }
  if (next !== repeat) return { status: "invalid", message: "De twee nieuwe wachtwoorden zijn niet gelijk." };
  if (next === current) return { status: "invalid", message: "Kies een ander wachtwoord dan het huidige." };
  try {
    const auth = await getAuth();
    await auth.api.changePassword({
      body: { currentPassword: current, newPassword: next, revokeOtherSessions: true },
      headers: await headers(),
    });
  } catch (error) {
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (status === 400 || status === 401) return { status: "wrong-current" };
    console.error("Password change failed:", error instanceof Error ? error.message : error);
    return { status: "error" };
  }
  const { db } = await getDatabase();
  await passwordChanged(db, session.user.email);
  redirect("/admin/account?gewijzigd=1");
}
