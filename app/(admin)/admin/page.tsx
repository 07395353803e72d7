import type { Metadata } from "next";
import { DailyChart } from "@/components/admin/daily-chart";
import { LaunchPanel } from "@/components/admin/launch-panel";
import { OutboxPanel } from "@/components/admin/outbox-panel";
import { PeriodNav } from "@/components/admin/period-nav";
import { RecentActivity } from "@/components/admin/recent-activity";
import { RecentLeads } from "@/components/admin/recent-leads";
import { ResponseTimes } from "@/components/admin/response-times";
import { RetentionPanel } from "@/components/admin/retention-panel";
import { StatusTiles } from "@/components/admin/status-tiles";
import { TestsPanel } from "@/components/admin/tests-panel";
import { WaitingLeads } from "@/components/admin/waiting-leads";
import { dashboardData } from "@/lib/admin/dashboard-data";
import { periodFrom } from "@/lib/admin/insight";
import { adminPageSession } from "@/lib/auth/session";
import { formatDutchDateTime } from "@/lib/time/dutch-time";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ periode?: string; wachtend?: string }> };

export default async function AdminPage({ searchParams }: Props) {
  if (!(await adminPageSession())) return null;
  const params = await searchParams;
  const period = periodFrom(params.periode);
  const showingAll = params.wachtend === "alle";
  const data = await dashboardData(period, { allWaiting: showingAll });
  const { counters, handling } = data;
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
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <h1 className="font-bold text-2xl">Dashboard</h1>
      {data.generatedPassword && (
        <p role="status" className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300">
          Je logt in met het wachtwoord dat bij de installatie is gemaakt; het bestand met dat wachtwoord is nu
          verwijderd.{" "}
          <a href="/admin/account" className="font-semibold underline underline-offset-2">
            Kies een eigen wachtwoord
          </a>
          .
        </p>
      )}
      {data.notices.map((notice) => (
        <p key={notice.id} role="status" className="rounded-xl bg-red-50 p-4 text-red-950 ring-1 ring-red-300">
          {formatDutchDateTime(notice.createdAt)}: {notice.message}
        </p>
      ))}
      <WaitingLeads
        leads={data.waiting}
        total={data.waitingTotal}
        showingAll={showingAll}
        toggle={{
          showAll: `/admin?${new URLSearchParams({ ...(params.periode ? { periode: String(period) } : {}), wachtend: "alle" })}#wachtend-titel`,
          showFewer: params.periode ? `/admin?periode=${period}` : "/admin",
        }}
        handling={handling}
        now={now}
      />
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
      <StatusTiles />
      <section aria-label="Per dag" className="rounded-xl bg-white p-5 shadow-sm">
        <DailyChart days={data.daily} title={`Bekeken, contact en aanvragen per dag, laatste ${period} dagen`} />
      </section>
      <ResponseTimes answered={data.answered} handling={handling} period={period} />
      <LaunchPanel items={data.launch} />
      <TestsPanel />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentActivity events={data.events} />
        <RecentLeads leads={data.leads} handling={handling} />
      </div>
      {data.outbox && <OutboxPanel outbox={data.outbox} />}
      <RetentionPanel purge={data.purge} />
    </main>
  );
}
