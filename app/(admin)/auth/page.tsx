import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { LoginForm } from "@/components/admin/login-form";
import { FullPageSpinner } from "@/components/admin/spinner";
import { getSession } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Inloggen", robots: { index: false, follow: false } };

export default function AuthPage() {
  return (
    <Suspense fallback={<FullPageSpinner label="Sessie laden..." />}>
      <SignInScreen />
    </Suspense>
  );
}

async function SignInScreen() {
  // Someone already signed in has nothing to do here.
  if (await getSession()) redirect("/admin");
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-lg">
        <h1 className="font-bold text-2xl text-brand-900">Inloggen</h1>
        <p className="mt-1 mb-6 text-slate-700">Beheer van aanvragen en websiteactiviteit.</p>
        <LoginForm />
      </div>
    </main>
  );
}
