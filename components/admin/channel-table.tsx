import type { PagesReport } from "@/lib/admin/pages-report";
import { channelLabels } from "@/lib/analytics/attribution";
import { AdminPanel } from "./admin-panel";
import { percent, ReportTable } from "./report-table";

/** The table's headers and their cells' classes: the source on the left, the figures on the right. */
const columns = [
  ["Bron", "py-2 pr-3"],
  ["Bekeken", "py-2 pr-3 text-right"],
  ["Contact", "py-2 pr-3 text-right"],
  ["Aanvragen", "py-2 pr-3 text-right"],
  ["Conversie", "py-2 text-right"],
] as const;

/** Views, contacts and requests per source over the report's period. */
export function ChannelTable({ report }: { report: PagesReport }) {
  return (
    <AdminPanel id="bronnen-titel" title={`Per bron, laatste ${report.period} dagen`}>
      <ReportTable
        testId="channel-report"
        head={columns.map(([label, className]) => (
          <th key={label} scope="col" className={className}>
            {label}
          </th>
        ))}
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
    </AdminPanel>
  );
}
