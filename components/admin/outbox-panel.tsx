import type { DashboardData } from "@/lib/admin/dashboard-data";
import { truncate } from "@/lib/admin/format";
import { formatDutchDateTime } from "@/lib/time/dutch-time";
import { AdminPanel } from "./admin-panel";

/**
 * The owner's lead notifications: how many e-mails went, wait or failed, each one's state, and the same counts for
 * the push messages to the owner's devices (shown once a device has had one).
 */
export function OutboxPanel({ outbox }: { outbox: NonNullable<DashboardData["outbox"]> }) {
  return (
    <AdminPanel id="outbox-titel" title="E-mailmeldingen">
      <p className="mt-1 text-slate-700">
        Verstuurd: {outbox.counts.sent} · Wachtend: {outbox.counts.pending} · Mislukt: {outbox.counts.failed}
      </p>
      {outbox.pushCounts.pending + outbox.pushCounts.sent + outbox.pushCounts.failed > 0 && (
        <p className="mt-1 text-slate-700" data-testid="push-counts">
          Pushberichten naar je toestellen: verstuurd {outbox.pushCounts.sent} · wachtend {outbox.pushCounts.pending} ·
          mislukt {outbox.pushCounts.failed}
        </p>
      )}
      <ul className="mt-3 max-h-72 divide-y divide-slate-100 overflow-y-auto text-sm">
        {outbox.rows.map((row) => (
          <li key={row.id} className="py-2">
            <span className="font-semibold">{row.name}</span> ·{" "}
            {row.status === "sent"
              ? `verstuurd ${row.sentAt ? formatDutchDateTime(row.sentAt) : ""}`
              : row.status === "failed"
                ? `mislukt: ${truncate(row.lastError ?? "")}`
                : `wacht (pogingen: ${row.attempts}${row.lastError ? `, laatste fout: ${truncate(row.lastError)}` : ""})`}
          </li>
        ))}
      </ul>
    </AdminPanel>
  );
}
