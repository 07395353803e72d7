import type { Metadata } from "next";
import { AdminPanel } from "@/components/admin/admin-panel";
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
      <div className="space-y-6">
        <AdminPanel id="wachtwoord-titel" title="Wachtwoord wijzigen">
          <div className="mt-4">
            {(await searchParams).gewijzigd === "1" && (
              <p role="status" className="mb-4 font-medium text-green-800">
                Je nieuwe wachtwoord is opgeslagen. Andere apparaten zijn uitgelogd.
              </p>
            )}
            <PasswordForm />
          </div>
        </AdminPanel>
        <DeviceNotifications />
        {/* The anchor is where saving the quiet hours leads back to (lib/admin/quiet-hours-actions.ts). */}
        <AdminPanel id="stille-uren-titel" anchor="stille-uren" title="Stille uren">
          <div className="mt-4">
            <QuietHoursForm hours={await readQuietHours((await getDatabase()).db)} notice={(await searchParams).stil} />
          </div>
        </AdminPanel>
      </div>
    </main>
  );
}
