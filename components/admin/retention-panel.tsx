import type { DashboardData } from "@/lib/admin/dashboard-data";
import { retention } from "@/lib/maintenance/purge";
import { formatDutchDateTime } from "@/lib/time/dutch-time";
import { AdminPanel } from "./admin-panel";

/** How long requests and statistics are kept, and when the purge last ran. */
export function RetentionPanel({ purge }: Pick<DashboardData, "purge">) {
  return (
    <AdminPanel id="bewaren-titel" title="Bewaartermijnen">
      <p className="mt-1 text-slate-700" data-testid="purge-status">
        Aanvragen met foto’s gaan na {retention.openLeadsMonths} maanden weg, opdrachten na {retention.leadsMonths}{" "}
        maanden; statistieken na {retention.eventsMonths} maanden.{" "}
        {purge
          ? `Laatst opgeruimd: ${formatDutchDateTime(new Date(purge.ranAt))} (${Object.values(purge.deleted).reduce((a, b) => a + b, 0)} rijen verwijderd).`
          : "Nog niet opgeruimd sinds de start."}
      </p>
    </AdminPanel>
  );
}
