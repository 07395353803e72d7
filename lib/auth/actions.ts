"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDatabase } from "@/lib/db/client";
import { clientIp, hashIdentifier, hashIp } from "@/lib/security/client-ip";
import { hitRateLimit, parseRateLimit } from "@/lib/security/rate-limit";
import { getAuth } from "./auth";

/** Sign-in attempts per IP address through the form ("count/seconds"). */
const perIp = parseRateLimit(process.env.SIGNIN_RATE_LIMIT, { limit: 5, windowSeconds: 60 });

export type SignInState = { status: "idle" | "failed" | "rate-limited" | "error" };

/**
 * Signs the owner in. better-auth's own limit covers only its HTTP endpoint, so this action counts attempts
 * itself: per IP address and per e-mail address.
 */
export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get("email") ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 254);
  const password = String(form.get("password") ?? "").slice(0, 200);
  if (!email || !password) return { status: "failed" };
  try {
    const requestHeaders = await headers();
    const { db } = await getDatabase();
    const emailKey = hashIdentifier("signin-email", email);
    const byIp = await hitRateLimit(db, `signin-ip:${hashIp(clientIp(requestHeaders))}`, perIp);
    const byEmail = await hitRateLimit(db, `signin-email:${emailKey}`, { limit: 10, windowSeconds: 900 });
    if (!byIp.allowed || !byEmail.allowed) return { status: "rate-limited" };
    const auth = await getAuth();
    await auth.api.signInEmail({ body: { email, password }, headers: requestHeaders });
  } catch (error) {
    if (isRefusal(error)) return { status: "failed" };
    console.error("Sign-in error:", error instanceof Error ? error.message : error);
    return { status: "error" };
  }
  redirect("/admin");
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
