import type { Metadata } from "next";
import { Suspense } from "react";
import { AdminHeader } from "@/components/admin/admin-header";
import { DailyChart } from "@/components/admin/daily-chart";
import { LaunchPanel } from "@/components/admin/launch-panel";
import { LeadSummary } from "@/components/admin/lead-card";
import { PeriodNav } from "@/components/admin/period-nav";
import { ResponseTimes } from "@/components/admin/response-times";
import { FullPageSpinner } from "@/components/admin/spinner";
import { StatusTiles } from "@/components/admin/status-tiles";
import { TestsPanel } from "@/components/admin/tests-panel";
import { WaitingLeads } from "@/components/admin/waiting-leads";
import { dashboardData } from "@/lib/admin/dashboard-data";
import { formatDateTime, truncate } from "@/lib/admin/format";
import { periodFrom } from "@/lib/admin/insight";
import { isAdmin, requireSignedIn } from "@/lib/auth/session";
import { retention } from "@/lib/maintenance/purge";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ periode?: string }> };

export default function AdminPage(props: Props) {
  return (
    <Suspense fallback={<FullPageSpinner label="Sessie laden..." />}>
      <Dashboard {...props} />
    </Suspense>
  );
}

async function Dashboard({ searchParams }: Props) {
  const session = await requireSignedIn();
  if (!isAdmin(session)) return <NoAccess email={session.user.email} />;
  const period = periodFrom((await searchParams).periode);
  const {
    generatedPassword,
    handling,
    waiting,
    answered,
    daily,
    counters,
    events,
    leads,
    outbox,
    notices,
    purge,
    launch,
  } = await dashboardData(session.user.email, period);
  const now = new Date();
  const tiles = counters
    ? [
        ["Totaal events", counters.total],
        ["Knopkliks", counters.buttonClicks],
        ["Formulieren verstuurd", counters.formSubmissions],
        ["Telefoon", counters.phone],
        ["WhatsApp", counters.whatsapp],
      ]
    : [];
  return (
    <>
      <AdminHeader email={session.user.email} />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <h1 className="font-bold text-2xl">Dashboard</h1>
        {generatedPassword && (
          <p role="status" className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300">
            Je logt in met het wachtwoord dat bij de installatie is gemaakt; het bestand met dat wachtwoord is nu
            verwijderd.{" "}
            <a href="/admin/account" className="font-semibold underline underline-offset-2">
              Kies een eigen wachtwoord
            </a>
            .
          </p>
        )}
        {notices.map((notice) => (
          <p key={notice.id} role="status" className="rounded-xl bg-red-50 p-4 text-red-950 ring-1 ring-red-300">
            {formatDateTime(notice.createdAt)}: {notice.message}
          </p>
        ))}
        <WaitingLeads leads={waiting} handling={handling} now={now} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="font-bold text-xl">Laatste {period} dagen</h2>
          <PeriodNav current={period} href={(days) => `/admin?periode=${days}`} />
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {tiles.map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse rounded-xl bg-white p-4 shadow-sm">
              <dt className="text-slate-700 text-sm">{label}</dt>
              <dd className="font-bold text-3xl text-brand-800" data-testid={`counter-${label}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <section aria-label="Per dag" className="rounded-xl bg-white p-5 shadow-sm">
          <DailyChart days={daily} title={`Bekeken, contact en aanvragen per dag, laatste ${period} dagen`} />
        </section>
        <ResponseTimes answered={answered} handling={handling} period={period} />
        <LaunchPanel items={launch} />
        <TestsPanel />
        <StatusTiles />
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="activiteit-titel" className="rounded-xl bg-white p-5 shadow-sm">
            <h2 id="activiteit-titel" className="font-bold text-xl">
              Recente activiteit
            </h2>
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
                      {formatDateTime(event.timestamp)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="aanvragen-titel" className="rounded-xl bg-white p-5 shadow-sm">
            <h2 id="aanvragen-titel" className="font-bold text-xl">
              Recente aanvragen
            </h2>
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
          </section>
        </div>
        {outbox && (
          <section aria-labelledby="outbox-titel" className="rounded-xl bg-white p-5 shadow-sm">
            <h2 id="outbox-titel" className="font-bold text-xl">
              E-mailmeldingen
            </h2>
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
          </section>
        )}
        <section aria-labelledby="bewaren-titel" className="rounded-xl bg-white p-5 shadow-sm">
          <h2 id="bewaren-titel" className="font-bold text-xl">
            Bewaartermijnen
          </h2>
          <p className="mt-1 text-slate-700" data-testid="purge-status">
            Aanvragen met foto’s gaan na {retention.openLeadsMonths} maanden weg, opdrachten na {retention.leadsMonths}{" "}
            maanden; statistieken na {retention.eventsMonths} maanden.{" "}
            {purge
              ? `Laatst opgeruimd: ${formatDateTime(new Date(purge.ranAt))} (${Object.values(purge.deleted).reduce((a, b) => a + b, 0)} rijen verwijderd).`
              : "Nog niet opgeruimd sinds de start."}
          </p>
        </section>
      </main>
    </>
  );
}

function NoAccess({ email }: { email: string }) {
  return (
    <>
      <AdminHeader email={email} />
      <main className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-bold text-2xl">Geen toegang</h1>
        <p className="mt-2 text-slate-700">Dit account heeft geen beheerdersrechten.</p>
      </main>
    </>
  );
}
