import { setLeadStatus } from "@/lib/admin/actions";
import { leadStatuses, statusLabels } from "@/lib/admin/leads";

/** A lead's status as a form that works without JavaScript: pick one, "Opslaan". */
export function LeadStatusForm({ lead }: { lead: { id: string; status: string } }) {
  return (
    <form action={setLeadStatus} className="flex items-center gap-2">
      <input type="hidden" name="id" value={lead.id} />
      <label htmlFor={`status-${lead.id}`} className="text-sm">
        Status
      </label>
      <select
        id={`status-${lead.id}`}
        name="status"
        defaultValue={lead.status}
        className="min-h-11 rounded-lg border border-slate-500 px-2"
      >
        {leadStatuses.map((status) => (
          <option key={status} value={status}>
            {statusLabels[status]}
          </option>
        ))}
      </select>
      <button type="submit" className="min-h-11 rounded-lg bg-brand-800 px-3 font-semibold text-white">
        Opslaan
      </button>
    </form>
  );
}
