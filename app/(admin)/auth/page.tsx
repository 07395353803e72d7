import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { LoginForm } from "@/components/admin/login-form";
import { getSession } from "@/lib/auth/session";
import { signInMessage } from "@/lib/auth/sign-in-messages";

export const metadata: Metadata = { title: "Inloggen", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ melding?: string; wacht?: string }> };

export default function AuthPage({ searchParams }: Props) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-lg">
        <h1 className="font-bold text-2xl text-brand-900">Inloggen</h1>
        <p className="mt-1 mb-6 text-slate-700">Beheer van aanvragen en websiteactiviteit.</p>
        <LoginForm />
      </div>
      <Suspense fallback={null}>
        <Outcome searchParams={searchParams} />
      </Suspense>
    </main>
  );
}

/** Someone already signed in has nothing to do here; after a failed attempt, the toast says why. */
async function Outcome({ searchParams }: Props) {
  if (await getSession()) redirect("/admin");
  const message = signInMessage(await searchParams);
  if (!message) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-3 top-4 z-50 mx-auto max-w-sm rounded-xl bg-alarm-700 p-4 text-white shadow-2xl"
    >
      <p className="font-bold">{message[0]}</p>
      <p>{message[1]}</p>
    </div>
  );
}
