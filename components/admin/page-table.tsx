import Link from "next/link";
import { maxReportRows, type PagesReport, pagesReportLink, type SortKey, sortKeys } from "@/lib/admin/pages-report";
import { channelLabels, channels } from "@/lib/analytics/attribution";
import { AdminPanel } from "./admin-panel";
import { choiceLink } from "./period-nav";
import { percent, ReportTable } from "./report-table";

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

/** What each page brought in, filtered by source and kind of page, sortable by each column. */
export function PageTable({ report }: { report: PagesReport }) {
  const link = (change: Parameters<typeof pagesReportLink>[1]) => pagesReportLink(report, change);
  return (
    <AdminPanel
      id="paginas-titel"
      title={
        <>
          Per pagina{report.townsOnly ? " (alleen plaatsen)" : ""}
          {report.channel ? `, bron ${channelLabels[report.channel]}` : ""}
        </>
      }
    >
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
        Formulieren: aanvragen verstuurd op die pagina. Aanvragen: aanvragen van bezoeken die op die pagina begonnen.
        Conversie: gebeld, WhatsApp en formulieren samen, gedeeld door bekeken. Testaanvragen tellen niet mee.
      </p>
      {report.rows.length === 0 ? (
        <p className="mt-3 text-slate-700">Geen bezoeken of aanvragen in deze periode.</p>
      ) : (
        <ReportTable
          testId="page-report"
          head={sortKeys.map((key) => {
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
        >
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
        </ReportTable>
      )}
      {report.leftOut > 0 && (
        <p className="mt-3 text-slate-700 text-sm" data-testid="page-report-left-out">
          {`${report.leftOut} ${report.leftOut === 1 ? "adres" : "adressen"} niet getoond: geen pagina van de site (meer), of voorbij de eerste ${maxReportRows} rijen.`}
        </p>
      )}
    </AdminPanel>
  );
}
