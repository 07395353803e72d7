import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { NotAuthorisedError, requireAdmin } from "@/lib/auth/session";
import { AdminHeader } from "./admin-header";

/**
 * Every /admin page inside the header, for the signed-in admin only. Without a session the visitor goes to /auth; a
 * signed-in account without the admin role sees the one "no access" view and nothing of the page.
 */
export async function AdminShell({ children }: { children: ReactNode }) {
  let email: string;
  try {
    email = (await requireAdmin()).user.email;
  } catch (error) {
    if (!(error instanceof NotAuthorisedError)) throw error;
    if (error.account === null) redirect("/auth");
    return <NoAccess email={error.account} />;
  }
  return (
    <>
      <AdminHeader email={email} />
      {children}
    </>
  );
}

function NoAccess({ email }: { email: string }) {
  return (
    <>
      <AdminHeader email={email} />
      <main className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-bold text-2xl">Geen toegang</h1>
        <p className="mt-2 text-slate-700">Dit account heeft geen beheerdersrechten.</p>
      </main>
    </>
  );
}
