import type { Metadata } from "next";
import { DeviceNotifications } from "@/components/admin/device-notifications";
import { PasswordForm } from "@/components/admin/password-form";
import { QuietHoursForm } from "@/components/admin/quiet-hours-form";
import { adminPageSession } from "@/lib/auth/session";
import { getDatabase } from "@/lib/db/client";
import { readQuietHours } from "@/lib/push/quiet-hours-store";

export const metadata: Metadata = { title: "Account", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ gewijzigd?: string; stil?: string }> };

export default async function AccountPage({ searchParams }: Props) {
  const session = await adminPageSession();
  if (!session) return null;
  return (
    <main className="mx-auto max-w-md px-4 py-6">
      <h1 className="font-bold text-2xl">Account</h1>
      <p className="mt-1 mb-6 text-slate-700">Ingelogd als {session.user.email}.</p>
      <section aria-labelledby="wachtwoord-titel" className="rounded-xl bg-white p-5 shadow-sm">
        <h2 id="wachtwoord-titel" className="mb-4 font-bold text-xl">
          Wachtwoord wijzigen
        </h2>
        {(await searchParams).gewijzigd === "1" && (
          <p role="status" className="mb-4 font-medium text-green-800">
            Je nieuwe wachtwoord is opgeslagen. Andere apparaten zijn uitgelogd.
          </p>
        )}
        <PasswordForm />
      </section>
      <div className="mt-6">
        <DeviceNotifications />
      </div>
      <section aria-labelledby="stille-uren-titel" id="stille-uren" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="stille-uren-titel" className="mb-4 font-bold text-xl">
          Stille uren
        </h2>
        <QuietHoursForm hours={await readQuietHours((await getDatabase()).db)} notice={(await searchParams).stil} />
      </section>
    </main>
  );
}
