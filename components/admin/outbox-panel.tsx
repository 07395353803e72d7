import type { DashboardData } from "@/lib/admin/dashboard-data";
import { formatDateTime, truncate } from "@/lib/admin/format";
import { AdminPanel } from "./admin-panel";

/** The owner's e-mail notifications: how many went, wait or failed, and each one's state. */
export function OutboxPanel({ outbox }: { outbox: NonNullable<DashboardData["outbox"]> }) {
  return (
    <AdminPanel id="outbox-titel" title="E-mailmeldingen">
      <p className="mt-1 text-slate-700">
        Verstuurd: {outbox.counts.sent} · Wachtend: {outbox.counts.pending} · Mislukt: {outbox.counts.failed}
      </p>
      <ul className="mt-3 max-h-72 divide-y divide-slate-100 overflow-y-auto text-sm">
        {outbox.rows.map((row) => (
          <li key={row.id} className="py-2">
            <span className="font-semibold">{row.name}</span> ·{" "}
            {row.status === "sent"
              ? `verstuurd ${row.sentAt ? formatDateTime(row.sentAt) : ""}`
              : row.status === "failed"
                ? `mislukt: ${truncate(row.lastError ?? "")}`
                : `wacht (pogingen: ${row.attempts}${row.lastError ? `, laatste fout: ${truncate(row.lastError)}` : ""})`}
          </li>
        ))}
      </ul>
    </AdminPanel>
  );
}
