import Link from "next/link";
import { formatMinutes } from "@/lib/admin/format";
import { answerDue, type LeadHandling, replyLinks } from "@/lib/admin/lead-handling";
import { callbackTimeLabel } from "@/lib/forms/contract";
import { formatDutchDateTime } from "@/lib/time/dutch-time";
import { AdminPanel } from "./admin-panel";

type WaitingLead = {
  id: string;
  name: string;
  phone: string;
  town: string | null;
  callbackTime: string | null;
  storm: boolean;
  waterNow: boolean | null;
  createdAt: Date;
};

/** The other view of the list: every waiting request, or only the most urgent. Plain links: no JavaScript needed. */
type ListToggle = { showAll: string; showFewer: string };

/**
 * Requests nobody has answered yet, the most urgent first (water coming in during a storm, other storm damage, then
 * the longest waiting), with their age and when the answer is due by the callback promise (its clock runs in office
 * hours only). A late one says so in words, not only in red. `leads` is the first few of `total`; "Toon alle" lists
 * the rest. Each name opens the request's own card.
 */
export function WaitingLeads({
  leads,
  total,
  showingAll,
  toggle,
  handling,
  now,
}: {
  leads: WaitingLead[];
  total: number | null;
  showingAll: boolean;
  toggle: ListToggle;
  handling: LeadHandling;
  now: Date;
}) {
  const count = Math.max(total ?? 0, leads.length);
  return (
    <AdminPanel id="wachtend-titel" title={`Wachten op antwoord (${count})`}>
      {handling.hours === null || handling.promiseMinutes === null ? (
        <p className="mt-1 text-amber-900 text-sm">
          De kantoortijden (“{handling.officeHours}”) of de terugbelbelofte (“{handling.callbackPromise}”) in de
          bedrijfsgegevens zijn niet te lezen als tijden; pas ze aan in de Studio, dan telt de klok weer mee.
        </p>
      ) : (
        <p className="mt-1 text-slate-700 text-sm">
          Belofte: {handling.callbackPromise} terugbellen, gerekend binnen de kantoortijden ({handling.officeHours}).
        </p>
      )}
      {leads.length === 0 ? (
        <p className="mt-3 text-slate-700">Niemand wacht op antwoord.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100" data-testid="waiting-leads">
          {leads.map((lead) => {
            const due = answerDue(lead.createdAt, handling.hours, handling.promiseMinutes, now);
            const reply = replyLinks({ ...lead, email: null }, handling);
            const callback = callbackTimeLabel(lead.callbackTime);
            return (
              <li
                key={lead.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
                data-late={due?.late}
              >
                <div className="min-w-0">
                  <p className="font-semibold">
                    <Link
                      href={`/admin/aanvragen/${lead.id}`}
                      className="text-brand-900 underline underline-offset-2"
                      data-testid="waiting-lead-link"
                    >
                      {lead.name}
                    </Link>
                    {lead.town && <span className="font-normal text-slate-700"> · {lead.town}</span>}
                    {lead.storm && (
                      <span className="ml-2 rounded-full bg-red-100 px-2.5 py-0.5 font-semibold text-red-900 text-xs">
                        Storm{lead.waterNow ? " · water binnen" : ""}
                      </span>
                    )}
                    {due?.late && (
                      <span className="ml-2 rounded-full bg-red-100 px-2.5 py-0.5 font-semibold text-red-900 text-xs">
                        Te laat
                      </span>
                    )}
                  </p>
                  <p className="text-slate-700 text-sm">
                    Ontvangen {formatDutchDateTime(lead.createdAt)} · wacht{" "}
                    {formatMinutes((now.getTime() - lead.createdAt.getTime()) / 60_000)}
                    {due && <> · antwoord uiterlijk {formatDutchDateTime(due.due)}</>}
                    {callback && <> · liefst {callback.toLowerCase()}</>}
                  </p>
                </div>
                <p className="flex gap-2">
                  <a
                    href={reply.call}
                    className="inline-flex min-h-11 items-center rounded-lg bg-brand-800 px-3 font-semibold text-sm text-white"
                  >
                    Bellen<span className="sr-only"> met {lead.name}</span>
                  </a>
                  <a
                    href={reply.whatsapp}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-900 text-sm ring-1 ring-brand-800"
                  >
                    WhatsApp<span className="sr-only"> naar {lead.name} (opent in een nieuw venster)</span>
                  </a>
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {count > leads.length && (
        <p className="mt-3 text-slate-700 text-sm">
          De {leads.length} meest dringende van {count}.{" "}
          <Link href={toggle.showAll} className="font-semibold text-brand-800 underline underline-offset-2">
            Toon alle ({count})
          </Link>
        </p>
      )}
      {showingAll && count <= leads.length && leads.length > 0 && (
        <p className="mt-3 text-sm">
          <Link href={toggle.showFewer} className="font-semibold text-brand-800 underline underline-offset-2">
            Toon alleen de meest dringende
          </Link>
        </p>
      )}
    </AdminPanel>
  );
}
