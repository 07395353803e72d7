"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDatabase } from "@/lib/db/client";
import { errorSummary } from "@/lib/logging";
import { clientIp } from "@/lib/security/client-ip";
import { passwordChanged } from "./first-admin";
import { getAuth } from "./instance";
import { changePasswordSigningOthersOut } from "./password-change";
import { passwordProblem } from "./password-rules";
import { adminOrSignIn } from "./session";
import { checkSignIn, recordSignInFailure, recordSignInSuccess, waitInWords } from "./sign-in-throttle";

export type PasswordState =
  | { status: "idle" | "changed" | "wrong-current" | "error" }
  | { status: "invalid"; message: string }
  | { status: "wait"; wait: string };

/**
 * The signed-in admin chooses a new password; every other session of the account is signed out and its push devices
 * removed, while this device keeps its own (lib/auth/password-change.ts). Success redirects
 * (to /admin/account?gewijzigd=1): the session cookie changes with the password, and only a fresh request carries
 * the new one.
 */
export async function changePassword(_previous: PasswordState, form: FormData): Promise<PasswordState> {
  const session = await adminOrSignIn();
  const current = String(form.get("current") ?? "").slice(0, 200);
  const next = String(form.get("new") ?? "").slice(0, 200);
  const repeat = String(form.get("repeat") ?? "").slice(0, 200);
  const problem = passwordProblem(next);
  if (problem) return { status: "invalid", message: problem };
  if (next !== repeat) return { status: "invalid", message: "De twee nieuwe wachtwoorden zijn niet gelijk." };
  if (next === current) return { status: "invalid", message: "Kies een ander wachtwoord dan het huidige." };
  const requestHeaders = await headers();
  const address = clientIp(requestHeaders);
  const { db } = await getDatabase();
  const email = session.user.email.toLowerCase();
  try {
    // Guessing the current password here (someone at an unlocked laptop) is guessing it at the sign-in form: the
    // same slowdown per account and address, counted together.
    const throttle = await checkSignIn(db, email, address);
    if (!throttle.allowed) return { status: "wait", wait: waitInWords(throttle.waitSeconds) };
    // The new session's cookie is set by better-auth's Next plugin (lib/auth/auth.ts) within this action.
    await changePasswordSigningOthersOut(db, await getAuth(), {
      userId: session.user.id,
      email: session.user.email,
      sessionId: session.session.id,
      headers: requestHeaders,
      currentPassword: current,
      newPassword: next,
    });
  } catch (error) {
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (status === 400 || status === 401) {
      await recordSignInFailure(db, email, address);
      return { status: "wrong-current" };
    }
    console.error("Password change failed:", errorSummary(error));
    return { status: "error" };
  }
  await recordSignInSuccess(db, email, address);
  await passwordChanged(db, session.user.email);
  redirect("/admin/account?gewijzigd=1");
}
