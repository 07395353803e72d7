import type { PagesReport } from "@/lib/admin/pages-report";
import { channelLabels } from "@/lib/analytics/attribution";
import { percent, ReportTable } from "./report-table";

/** Views, contacts and requests per source over the report's period. */
export function ChannelTable({ report }: { report: PagesReport }) {
  return (
    <section aria-labelledby="bronnen-titel" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="bronnen-titel" className="font-bold text-xl">
        Per bron, laatste {report.period} dagen
      </h2>
      <ReportTable
        testId="channel-report"
        head={
          <>
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
          </>
        }
      >
        {report.channels.map((row) => (
          <tr key={row.channel} className="border-slate-100 border-b" data-channel={row.channel}>
            <th scope="row" className="py-2 pr-3 font-medium">
              {channelLabels[row.channel]}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{row.views}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{row.contacts}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{row.leads}</td>
            <td className="py-2 text-right tabular-nums">{percent(row.views ? row.contacts / row.views : null)}</td>
          </tr>
        ))}
      </ReportTable>
    </section>
  );
}
