import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { AdminHeader } from "@/components/admin/admin-header";
import { choiceLink, PeriodNav } from "@/components/admin/period-nav";
import { FullPageSpinner } from "@/components/admin/spinner";
import { maxReportRows, pagesReport, type SortKey, sortKeys } from "@/lib/admin/pages-report";
import { channelLabels, channels } from "@/lib/analytics/attribution";
import { isAdmin, requireSignedIn } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Pagina’s", robots: { index: false, follow: false } };

type Params = { periode?: string; bron?: string; soort?: string; sorteer?: string; volgorde?: string };
type Props = { searchParams: Promise<Params> };

export default function PagesPage(props: Props) {
  return (
    <Suspense fallback={<FullPageSpinner label="Pagina’s laden..." />}>
      <Pages {...props} />
    </Suspense>
  );
}

const columnLabels: Record<SortKey, string> = {
  page: "Pagina",
  views: "Bekeken",
  calls: "Gebeld",
  whatsapp: "WhatsApp",
  forms: "Formulieren",
  leads: "Aanvragen",
  conversion: "Conversie",
};

/** The report's figure columns, in the order of its headers. */
const numberColumns = sortKeys.filter((key) => key !== "page");

const percent = (value: number | null) =>
  value === null ? "–" : `${(value * 100).toLocaleString("nl-NL", { maximumFractionDigits: 1 })}%`;

async function Pages({ searchParams }: Props) {
  const session = await requireSignedIn();
  if (!isAdmin(session)) return <p className="p-8 text-center">Geen toegang</p>;
  const params = await searchParams;
  const report = await pagesReport(params);
  const link = (change: Partial<Params>) => {
    const next = {
      periode: String(report.period),
      bron: report.channel ?? undefined,
      soort: report.townsOnly ? "plaatsen" : undefined,
      sorteer: report.sort,
      volgorde: report.descending ? "af" : "op",
      ...change,
    };
    return `/admin/paginas?${new URLSearchParams(Object.entries(next).filter((entry): entry is [string, string] => !!entry[1]))}`;
  };

  return (
    <>
      <AdminHeader email={session.user.email} />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="font-bold text-2xl">Welke pagina’s leveren werk op?</h1>
          <PeriodNav current={report.period} href={(days) => link({ periode: String(days) })} />
        </div>

        <section aria-labelledby="bronnen-titel" className="rounded-xl bg-white p-5 shadow-sm">
          <h2 id="bronnen-titel" className="font-bold text-xl">
            Per bron, laatste {report.period} dagen
          </h2>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="channel-report">
              <thead>
                <tr className="border-slate-200 border-b">
                  <th scope="col" className="py-2 pr-3">
                    Bron
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Bekeken
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Contact
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Aanvragen
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Conversie
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.channels.map((row) => (
                  <tr key={row.channel} className="border-slate-100 border-b" data-channel={row.channel}>
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {channelLabels[row.channel]}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{row.views}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{row.contacts}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{row.leads}</td>
                    <td className="py-2 text-right tabular-nums">
                      {percent(row.views ? row.contacts / row.views : null)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="paginas-titel" className="rounded-xl bg-white p-5 shadow-sm">
          <h2 id="paginas-titel" className="font-bold text-xl">
            Per pagina{report.townsOnly ? " (alleen plaatsen)" : ""}
            {report.channel ? `, bron ${channelLabels[report.channel]}` : ""}
          </h2>
          <nav aria-label="Bron" className="mt-3 flex flex-wrap gap-2">
            <Link
              href={link({ bron: undefined })}
              aria-current={report.channel ? undefined : "page"}
              className={choiceLink}
            >
              Alle bronnen
            </Link>
            {channels.map((channel) => (
              <Link
                key={channel}
                href={link({ bron: channel })}
                aria-current={report.channel === channel ? "page" : undefined}
                className={choiceLink}
              >
                {channelLabels[channel]}
              </Link>
            ))}
          </nav>
          <nav aria-label="Soort pagina" className="mt-2 flex flex-wrap gap-2">
            <Link
              href={link({ soort: undefined })}
              aria-current={report.townsOnly ? undefined : "page"}
              className={choiceLink}
            >
              Alle pagina’s
            </Link>
            <Link
              href={link({ soort: "plaatsen" })}
              aria-current={report.townsOnly ? "page" : undefined}
              className={choiceLink}
            >
              Alleen plaatsen
            </Link>
          </nav>
          <p className="mt-3 text-slate-700 text-sm">
            Formulieren: aanvragen verstuurd op die pagina. Aanvragen: aanvragen van bezoeken die op die pagina
            begonnen. Conversie: gebeld, WhatsApp en formulieren samen, gedeeld door bekeken. Testaanvragen tellen niet
            mee.
          </p>
          {report.rows.length === 0 ? (
            <p className="mt-3 text-slate-700">Geen bezoeken of aanvragen in deze periode.</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm" data-testid="page-report">
                <thead>
                  <tr className="border-slate-200 border-b">
                    {sortKeys.map((key) => {
                      const active = report.sort === key;
                      return (
                        <th
                          key={key}
                          scope="col"
                          aria-sort={active ? (report.descending ? "descending" : "ascending") : undefined}
                          className={`py-2 pr-3 ${key === "page" ? "" : "text-right"}`}
                        >
                          <Link
                            href={link({ sorteer: key, volgorde: active && report.descending ? "op" : "af" })}
                            className="underline-offset-2 hover:underline"
                          >
                            {columnLabels[key]}
                            {active && <span aria-hidden="true">{report.descending ? " ↓" : " ↑"}</span>}
                          </Link>
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((row) => (
                    <tr key={row.path} className="border-slate-100 border-b" data-path={row.path}>
                      <th scope="row" className="py-2 pr-3 font-medium">
                        {row.town ? (
                          <>
                            {row.town} <span className="font-normal text-slate-700">({row.path})</span>
                          </>
                        ) : (
                          row.path
                        )}
                      </th>
                      {numberColumns.map((key) => (
                        <td key={key} className="py-2 pr-3 text-right tabular-nums last:pr-0" data-column={key}>
                          {key === "conversion" ? percent(row.conversion) : row[key]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {report.leftOut > 0 && (
            <p className="mt-3 text-slate-700 text-sm" data-testid="page-report-left-out">
              {`${report.leftOut} ${report.leftOut === 1 ? "adres" : "adressen"} niet getoond: geen pagina van de site (meer), of voorbij de eerste ${maxReportRows} rijen.`}
            </p>
          )}
        </section>

        <section aria-labelledby="ads-titel" className="rounded-xl bg-white p-5 shadow-sm">
          <h2 id="ads-titel" className="font-bold text-xl">
            Google Ads: opdrachten terugmelden
          </h2>
          <p className="mt-1 text-slate-700">
            Aanvragen met de status “Opdracht” die via een advertentieklik binnenkwamen, in het importformaat van Google
            Ads (offline conversies). Alleen bezoekers die de statistieken (Google Tag Manager) hebben geaccepteerd,
            hebben een klik-id (gclid): zonder die toestemming bewaart de site de klik-id niet en komt de aanvraag niet
            in dit bestand, ook niet als de bezoeker via een advertentie kwam. Naam en waarde van de conversie stel je
            in bij de bedrijfsgegevens in de Studio.
          </p>
          <a
            href="/api/admin/google-ads-conversies.csv"
            className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-brand-800 px-4 font-semibold text-white"
          >
            Download conversies voor Google Ads
          </a>
        </section>
      </main>
    </>
  );
}
