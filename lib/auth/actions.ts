"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDatabase } from "@/lib/db/client";
import { errorSummary } from "@/lib/logging";
import { clientIp } from "@/lib/security/client-ip";
import { createKeyedMutex, createLimiter } from "@/lib/security/limiter";
import { forgetGeneratedPassword } from "./first-admin";
import { getAuth } from "./instance";
import { type SignInOutcome, signInRedirect } from "./sign-in-messages";
import { checkSignIn, recordSignInFailure, recordSignInSuccess, waitInWords } from "./sign-in-throttle";

// One attempt per account at a time: parallel guesses cannot all pass the check before the first failure counts.
const perAccount = createKeyedMutex();
// At most two password hashes at a time (each costs ~100 ms of CPU): a flood cannot starve page requests.
const hashing = createLimiter(2);

/**
 * Signs the owner in: the only way in, since better-auth's HTTP endpoints are not exposed. Failed attempts are
 * slowed down per account and address (see sign-in-throttle.ts) before the password is even checked. Every
 * outcome is a redirect: to /admin, or back to /auth with the message (see sign-in-messages.ts).
 */
export async function signIn(form: FormData): Promise<void> {
  const email = String(form.get("email") ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 254);
  const password = String(form.get("password") ?? "").slice(0, 200);
  if (!email || !password) redirect(signInRedirect({ melding: "mislukt" }));
  let result: SignInOutcome | "signed-in";
  try {
    const requestHeaders = await headers();
    const address = clientIp(requestHeaders);
    const { db } = await getDatabase();
    result = await perAccount(email, async () => {
      const throttle = await checkSignIn(db, email, address);
      if (!throttle.allowed) {
        const melding = throttle.reason === "account" ? "wachten-account" : "wachten-adres";
        return { melding, wacht: waitInWords(throttle.waitSeconds) } as const;
      }
      const auth = await getAuth();
      try {
        await hashing(() => auth.api.signInEmail({ body: { email, password }, headers: requestHeaders }));
      } catch (error) {
        if (!isRefusal(error)) throw error;
        await recordSignInFailure(db, email, address);
        return { melding: "mislukt" } as const;
      }
      await recordSignInSuccess(db, email, address);
      await forgetGeneratedPassword(db, email);
      return "signed-in" as const;
    });
  } catch (error) {
    console.error("Sign-in error:", errorSummary(error));
    result = { melding: "fout" };
  }
  redirect(result === "signed-in" ? "/admin" : signInRedirect(result));
}

/**
 * better-auth answers a wrong e-mail or password with an API error carrying a 4xx status. Checked by shape: the
 * APIError class can exist twice in a bundle, so `instanceof` is not reliable.
 */
function isRefusal(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
}

export async function signOut(): Promise<void> {
  try {
    const auth = await getAuth();
    await auth.api.signOut({ headers: await headers() });
  } catch {
    // Already signed out (401/403/404): the goal is reached either way.
  }
  redirect("/");
}
