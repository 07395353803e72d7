import { removeDeviceAction } from "@/lib/admin/device-actions";
import type { Device } from "@/lib/notifications/subscriptions";
import { formatDutchDateTime } from "@/lib/time/dutch-time";
import { AdminPanel } from "./admin-panel";

/**
 * "Toestellen met meldingen" under Account: every device that receives a message for each lead, with when it was
 * added and when it last got one, each with "Verwijderen" (a plain form and a server action: no client code). A
 * device goes by itself when the sign-in that added it ends; this list is how the owner sees one he does not know.
 */
export function DeviceList({ devices, removed }: { devices: Device[]; removed: boolean }) {
  return (
    <AdminPanel id="toestellen-titel" anchor="toestellen" title="Toestellen met meldingen" testId="device-list">
      <p className="mt-2 text-slate-700 text-sm">
        Deze toestellen krijgen bij elke aanvraag een melding met de naam en het telefoonnummer van de klant. Ken je er
        een niet, verwijder het dan en wijzig je wachtwoord.
      </p>
      {removed && (
        <p role="status" className="mt-3 font-medium text-green-800">
          Het toestel is verwijderd en krijgt geen meldingen meer.
        </p>
      )}
      {devices.length === 0 ? (
        <p className="mt-3 text-slate-700">Er krijgt nu geen enkel toestel meldingen.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {devices.map((device) => (
            <li key={device.id} className="flex items-center justify-between gap-3 py-3" data-testid="device">
              <div>
                <p className="font-medium">
                  {device.label ?? "Onbekend toestel"}
                  {device.thisSignIn && <span className="font-normal text-slate-700"> (dit toestel)</span>}
                </p>
                <p className="text-slate-700 text-sm">Toegevoegd: {formatDutchDateTime(device.createdAt)}</p>
                <p className="text-slate-700 text-sm">
                  Laatste melding: {device.lastSuccessAt ? formatDutchDateTime(device.lastSuccessAt) : "nog geen"}
                </p>
              </div>
              <form action={removeDeviceAction}>
                <input type="hidden" name="device" value={device.id} />
                <button
                  type="submit"
                  aria-label={`${device.label ?? "Onbekend toestel"} verwijderen`}
                  className="min-h-11 rounded-lg border border-slate-500 px-3 font-semibold text-alarm-700"
                >
                  Verwijderen
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}
