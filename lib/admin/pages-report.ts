import "server-only";
import { requireAdmin } from "@/lib/auth/session";
import { knownPagePaths } from "@/lib/content/public-pages";
import { getTownList } from "@/lib/content/towns";
import { getDatabase } from "@/lib/db/client";
import { townPath } from "@/lib/site/routes";
import {
  type ChannelRow,
  channelFrom,
  channelReport,
  contactsOf,
  type PageRow,
  type Period,
  pageReport,
  periodFrom,
} from "./insight";

export const sortKeys = ["page", "views", "calls", "whatsapp", "forms", "leads", "conversion"] as const;
export type SortKey = (typeof sortKeys)[number];

export type ReportRow = PageRow & { town: string | null; conversion: number | null };

/** The site has a few dozen pages; the report never lists more than this, whatever the table holds. */
export const maxReportRows = 200;

/** The "Pagina’s" view's query string: the owner's URLs, so Dutch. */
export type PagesReportParams = {
  periode?: string;
  bron?: string;
  soort?: string;
  sorteer?: string;
  volgorde?: string;
};

/**
 * The "Pagina’s" view from its query string: period, channel, towns only, and sort. Unknown values fall back to the
 * defaults (30 days, all channels, all pages, most viewed first).
 */
export async function pagesReport(params: PagesReportParams): Promise<{
  period: Period;
  channel: ReturnType<typeof channelFrom>;
  townsOnly: boolean;
  sort: SortKey;
  descending: boolean;
  rows: ReportRow[];
  /** Rows beyond the report's length, and paths counted before events were checked that name no page. */
  leftOut: number;
  channels: ChannelRow[];
}> {
  await requireAdmin();
  const period = periodFrom(params.periode);
  const channel = channelFrom(params.bron);
  const townsOnly = params.soort === "plaatsen";
  const sort = sortKeys.find((key) => key === params.sorteer) ?? "views";
  const descending = params.volgorde !== "op";
  const { db } = await getDatabase();
  const [pages, channels, towns, known] = await Promise.all([
    pageReport(db, period, channel),
    channelReport(db, period),
    getTownList(),
    knownPagePaths(),
  ]);
  const townByPath = new Map(towns.map((town) => [townPath(town.slug ?? ""), town.name]));
  const rows = pages
    .map((row) => ({
      ...row,
      town: townByPath.get(row.path) ?? null,
      conversion: row.views > 0 ? contactsOf(row) / row.views : null,
    }))
    .filter((row) => known.has(row.path) && (!townsOnly || row.town !== null));
  const value = (row: ReportRow) => (sort === "page" ? (row.town ?? row.path) : (row[sort] ?? -1));
  rows.sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order = typeof x === "string" ? x.localeCompare(String(y), "nl") : x - (y as number);
    return (descending ? -order : order) || a.path.localeCompare(b.path);
  });
  const shown = rows.slice(0, maxReportRows);
  const leftOut = pages.filter((page) => !known.has(page.path)).length + rows.length - shown.length;
  return { period, channel, townsOnly, sort, descending, rows: shown, leftOut, channels };
}

export type PagesReport = Awaited<ReturnType<typeof pagesReport>>;

/** A link to the "Pagina’s" view with the report's current choices, changed by `change`. */
export function pagesReportLink(report: PagesReport, change: Partial<PagesReportParams>): string {
  const next: PagesReportParams = {
    periode: String(report.period),
    bron: report.channel ?? undefined,
    soort: report.townsOnly ? "plaatsen" : undefined,
    sorteer: report.sort,
    volgorde: report.descending ? "af" : "op",
    ...change,
  };
  return `/admin/paginas?${new URLSearchParams(Object.entries(next).filter((entry): entry is [string, string] => !!entry[1]))}`;
}
