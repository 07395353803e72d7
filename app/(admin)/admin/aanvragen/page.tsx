import type { Metadata } from "next";
import Link from "next/link";
import { LeadSummary } from "@/components/admin/lead-card";
import { LeadStatusForm } from "@/components/admin/lead-status-form";
import { clearLeadAttribution, deleteLead } from "@/lib/admin/actions";
import { timeAgo } from "@/lib/admin/format";
import { leadHandling } from "@/lib/admin/lead-handling";
import { searchLeads } from "@/lib/admin/leads";
import { adminPageSession } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Aanvragen", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ zoek?: string; pagina?: string }> };

export default async function LeadsPage({ searchParams }: Props) {
  if (!(await adminPageSession())) return null;
  const params = await searchParams;
  const search = params.zoek?.slice(0, 100) ?? "";
  const [{ rows, total, page, pages }, handling] = await Promise.all([
    searchLeads({ search, page: params.pagina }),
    leadHandling(),
  ]);
  const query = (p: number) => `?${new URLSearchParams({ ...(search ? { zoek: search } : {}), pagina: String(p) })}`;

  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-bold text-2xl">Alle aanvragen ({total})</h1>
        <a
          href="/api/admin/aanvragen.csv"
          className="min-h-11 rounded-lg bg-white px-4 py-2.5 font-semibold text-brand-800 shadow-sm"
        >
          Exporteer als CSV
        </a>
      </div>
      <form aria-label="Aanvragen zoeken" className="mt-4 flex gap-2">
        <label htmlFor="zoek" className="sr-only">
          Zoek op naam, telefoon of plaats
        </label>
        <input
          id="zoek"
          name="zoek"
          defaultValue={search}
          placeholder="Naam, telefoon of plaats"
          className="min-h-11 flex-1 rounded-lg border border-slate-500 px-3"
        />
        <button type="submit" className="min-h-11 rounded-lg bg-brand-800 px-4 font-semibold text-white">
          Zoeken
        </button>
      </form>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">Geen aanvragen gevonden.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {rows.map((lead) => (
            <li key={lead.id} className="rounded-xl bg-white p-5 shadow-sm" data-testid="lead">
              <div className="flex flex-wrap justify-between gap-3">
                <LeadSummary lead={lead} handling={handling} />
                <p className="text-slate-700 text-sm">{timeAgo(lead.createdAt)}</p>
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <LeadStatusForm lead={lead} />
                {lead.channel && (
                  <form action={clearLeadAttribution}>
                    <input type="hidden" name="id" value={lead.id} />
                    <button type="submit" className="min-h-11 rounded-lg px-3 text-slate-800 text-sm underline">
                      Herkomst wissen<span className="sr-only"> (aanvraag van {lead.name})</span>
                    </button>
                  </form>
                )}
                <form action={deleteLead}>
                  <input type="hidden" name="id" value={lead.id} />
                  <button
                    type="submit"
                    className="min-h-11 rounded-lg px-3 font-semibold text-alarm-700 ring-1 ring-alarm-600"
                  >
                    Verwijderen<span className="sr-only"> (aanvraag van {lead.name})</span>
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pagina’s" className="mt-6 flex items-center justify-between">
        {page > 1 ? <Link href={query(page - 1)}>← Nieuwer</Link> : <span />}
        <span className="text-sm">
          Pagina {page} van {pages}
        </span>
        {page < pages ? <Link href={query(page + 1)}>Ouder →</Link> : <span />}
      </nav>
    </main>
  );
}
