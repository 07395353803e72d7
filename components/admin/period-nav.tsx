import Link from "next/link";
import { type Period, periods } from "@/lib/admin/insight";

/** A link among choices (a period, a source, a kind of page); the current one is filled. */
export const choiceLink =
  "inline-flex min-h-11 items-center rounded-lg bg-white px-4 text-sm font-semibold text-brand-900 shadow-sm ring-1 ring-slate-300 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white";

/** The period links (7, 30, 90 days) of a report; `href` builds a link keeping the page's other choices. */
export function PeriodNav({ current, href }: { current: Period; href: (period: Period) => string }) {
  return (
    <nav aria-label="Periode" className="flex flex-wrap gap-2">
      {periods.map((days) => (
        <Link key={days} href={href(days)} aria-current={days === current ? "page" : undefined} className={choiceLink}>
          {days} dagen
        </Link>
      ))}
    </nav>
  );
}
