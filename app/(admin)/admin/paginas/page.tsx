import type { Metadata } from "next";
import { AdsExportSection } from "@/components/admin/ads-export-section";
import { ChannelTable } from "@/components/admin/channel-table";
import { PageTable } from "@/components/admin/page-table";
import { PeriodNav } from "@/components/admin/period-nav";
import { type PagesReportParams, pagesReport, pagesReportLink } from "@/lib/admin/pages-report";
import { adminPageSession } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Pagina’s", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<PagesReportParams> };

export default async function PagesPage({ searchParams }: Props) {
  if (!(await adminPageSession())) return null;
  const report = await pagesReport(await searchParams);
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-bold text-2xl">Welke pagina’s leveren werk op?</h1>
        <PeriodNav current={report.period} href={(days) => pagesReportLink(report, { periode: String(days) })} />
      </div>
      <ChannelTable report={report} />
      <PageTable report={report} />
      <AdsExportSection />
    </main>
  );
}
