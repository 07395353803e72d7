import type { DashboardData } from "@/lib/admin/dashboard-data";
import { AdminPanel } from "./admin-panel";
import { LeadSummary } from "./lead-card";

/** The newest requests with their reply links. */
export function RecentLeads({ leads, handling }: Pick<DashboardData, "leads" | "handling">) {
  return (
    <AdminPanel id="aanvragen-titel" title="Recente aanvragen">
      {leads.length === 0 ? (
        <p className="mt-3 text-slate-700">Geen recente aanvragen</p>
      ) : (
        <ul className="mt-3 max-h-96 divide-y divide-slate-100 overflow-y-auto" data-testid="recent-leads">
          {leads.map((lead) => (
            <li key={lead.id} className="py-3">
              <LeadSummary lead={lead} handling={handling} />
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}
