import type { DashboardData } from "@/lib/admin/dashboard-data";
import { truncate } from "@/lib/admin/format";
import { formatDutchDateTime } from "@/lib/time/dutch-time";
import { AdminPanel } from "./admin-panel";

/** The latest analytics events, newest first: what visitors just did. */
export function RecentActivity({ events }: { events: DashboardData["events"] }) {
  return (
    <AdminPanel id="activiteit-titel" title="Recente activiteit">
      {events.length === 0 ? (
        <p className="mt-3 text-slate-700">Geen recente activiteit</p>
      ) : (
        <ul className="mt-3 max-h-96 divide-y divide-slate-100 overflow-y-auto">
          {events.slice(0, 20).map((event) => (
            <li key={event.id} className="py-2 text-sm">
              <span className="font-semibold">{event.eventName}</span> · {truncate(event.pagePath ?? "", 80)}
              {typeof event.eventData.source === "string" && <> · {truncate(event.eventData.source, 80)}</>}
              <br />
              <time className="text-slate-700" dateTime={event.timestamp.toISOString()}>
                {formatDutchDateTime(event.timestamp)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}
