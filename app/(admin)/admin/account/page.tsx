import type { Metadata } from "next";
import { AdminPanel } from "@/components/admin/admin-panel";
import { DeviceList } from "@/components/admin/device-list";
import { DeviceNotifications } from "@/components/admin/device-notifications";
import { PasswordForm } from "@/components/admin/password-form";
import { QuietHoursForm } from "@/components/admin/quiet-hours-form";
import { adminPageSession } from "@/lib/auth/session";
import { getDatabase } from "@/lib/db/client";
import { readQuietHours } from "@/lib/notifications/quiet-hours-store";
import { listDevices } from "@/lib/notifications/subscriptions";

export const metadata: Metadata = { title: "Account", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ gewijzigd?: string; stil?: string; toestel?: string }> };

export default async function AccountPage({ searchParams }: Props) {
  const session = await adminPageSession();
  if (!session) return null;
  const query = await searchParams;
  const { db } = await getDatabase();
  const devices = await listDevices(db, { userId: session.user.id, sessionId: session.session.id });
  return (
    <main className="mx-auto max-w-md px-4 py-6">
      <h1 className="font-bold text-2xl">Account</h1>
      <p className="mt-1 mb-6 text-slate-700">Ingelogd als {session.user.email}.</p>
      <div className="space-y-6">
        <AdminPanel id="wachtwoord-titel" title="Wachtwoord wijzigen">
          <div className="mt-4">
            {query.gewijzigd === "1" && (
              <p role="status" className="mb-4 font-medium text-green-800">
                Je nieuwe wachtwoord is opgeslagen. Andere apparaten zijn uitgelogd en krijgen geen meldingen meer.
              </p>
            )}
            <PasswordForm />
          </div>
        </AdminPanel>
        {/* This browser's own subscription counts as on only while the server has it for this sign-in. */}
        <DeviceNotifications
          registered={devices.filter((device) => device.thisSignIn).map((device) => device.endpoint)}
        />
        <DeviceList devices={devices} removed={query.toestel === "verwijderd"} />
        {/* The anchor is where saving the quiet hours leads back to (lib/admin/quiet-hours-actions.ts). */}
        <AdminPanel id="stille-uren-titel" anchor="stille-uren" title="Stille uren">
          <div className="mt-4">
            <QuietHoursForm hours={await readQuietHours(db)} notice={query.stil} />
          </div>
        </AdminPanel>
      </div>
    </main>
  );
}
