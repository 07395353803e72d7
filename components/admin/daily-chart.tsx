import { useId } from "react";
import type { DailyPoint } from "@/lib/admin/insight";
import { formatShortDay, formatWeekdayDay, isWeekend } from "@/lib/time/dutch-time";

type SeriesKey = "views" | "contacts" | "leads";

const number = new Intl.NumberFormat("nl-NL");
/** Counts come from the database, but a NaN or negative count must never reach an SVG attribute. */
const safe = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
/** Two decimals keep the markup short without visible rounding. */
const round = (value: number) => Math.round(value * 100) / 100;

// Colours are the site's AA palette (brand-700, whatsapp-700, accent-700), each > 7:1 on white. The rows also differ
// in fill (solid, hatched, solid with a dot on top) and are labelled in text, so colour is never the only cue.
const SERIES: { key: SeriesKey; name: string; color: string; describe: (n: number) => string }[] = [
  { key: "views", name: "Bekeken", color: "#1d4a73", describe: (n) => `${number.format(n)} keer bekeken` },
  {
    key: "contacts",
    name: "Contact",
    color: "#166534",
    describe: (n) => `${number.format(n)} ${n === 1 ? "contact" : "contacten"}`,
  },
  {
    key: "leads",
    name: "Aanvragen",
    color: "#9a3412",
    describe: (n) => `${number.format(n)} ${n === 1 ? "aanvraag" : "aanvragen"}`,
  },
];

// Geometry in viewBox units; the svg scales to its container, so these only fix proportions.
const WIDTH = 720;
const PAD_X = 8;
const LABEL_HEIGHT = 20; // the row's text label sits above its bars
const PLOT_HEIGHT = 56;
const HEADROOM = 8; // room above the tallest bar for the leads' dot marker
const ROW_GAP = 14;
const ROW_HEIGHT = LABEL_HEIGHT + PLOT_HEIGHT + ROW_GAP;
const AXIS_HEIGHT = 22;
const HEIGHT = SERIES.length * ROW_HEIGHT - ROW_GAP + AXIS_HEIGHT;

/** Every day for a week; otherwise first, last and five evenly spaced between, so 90 labels never collide. */
function labelledIndexes(count: number): Set<number> {
  if (count <= 7) return new Set(Array.from({ length: count }, (_, i) => i));
  return new Set(Array.from({ length: 7 }, (_, i) => Math.round((i * (count - 1)) / 6)));
}

/**
 * Bekeken, contact and aanvragen per day as three stacked bar rows sharing the date axis. Views run 20–100× the
 * others, so each row has its own scale (its tallest bar is its highest day, named in its label) instead of one
 * shared axis that would flatten contacts and leads. Pure SVG and HTML: no client JavaScript, tooltips via <title>.
 */
export function DailyChart({ days, title }: { days: DailyPoint[]; title: string }): React.JSX.Element {
  const hatchId = `${useId()}-hatch`;
  const totals = Object.fromEntries(
    SERIES.map(({ key }) => [key, days.reduce((sum, point) => sum + safe(point[key]), 0)]),
  ) as Record<SeriesKey, number>;
  const [views, contacts, leads] = SERIES.map(({ key, describe }) => describe(totals[key]));

  const slot = days.length > 0 ? (WIDTH - 2 * PAD_X) / days.length : 0;
  const barWidth = Math.max(1, Math.min(36, slot * 0.7)); // a gap between days, but no slabs for a 7-day week
  const slotX = (index: number) => round(PAD_X + index * slot);
  const barX = (index: number) => round(PAD_X + index * slot + (slot - barWidth) / 2);
  const labelled = labelledIndexes(days.length);
  const lastBaseline = (SERIES.length - 1) * ROW_HEIGHT + LABEL_HEIGHT + PLOT_HEIGHT;

  return (
    <figure data-testid="daily-chart" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <figcaption className="font-semibold text-slate-900">
        {title}
        <span className="block text-sm font-normal text-slate-600">Grijze achtergrond: weekend.</span>
      </figcaption>
      {days.length === 0 ? (
        <p className="mt-3 text-slate-700">Nog geen gegevens in deze periode.</p>
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="mt-3 h-auto w-full"
          role="img"
          aria-label={`Per dag over ${days.length} dagen: ${views}, ${contacts}, ${leads}`}
        >
          <defs>
            <pattern id={hatchId} width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="4" height="4" fill="#ffffff" />
              <line x1="0" y1="0" x2="0" y2="4" stroke={SERIES[1]?.color} strokeWidth="2.5" />
            </pattern>
          </defs>
          {/* A roofer's traffic differs at weekends, so Saturday and Sunday get a light band through all rows. */}
          {days.map((point, index) =>
            isWeekend(point.day) ? (
              <rect
                key={point.day}
                data-weekend={point.day}
                x={slotX(index)}
                y={LABEL_HEIGHT}
                width={round(slot)}
                height={lastBaseline - LABEL_HEIGHT}
                fill="#f1f5f9"
              />
            ) : null,
          )}
          {SERIES.map(({ key, name, color, describe }, row) => {
            const top = row * ROW_HEIGHT;
            const baseline = top + LABEL_HEIGHT + PLOT_HEIGHT;
            const values = days.map((point) => safe(point[key]));
            const max = Math.max(0, ...values);
            const peak = days[values.indexOf(max)];
            const scale = max > 0 ? (PLOT_HEIGHT - HEADROOM) / max : 0; // all zeros: flat bars, not 0/0
            return (
              <g key={key}>
                <text x={PAD_X} y={top + 14} fontSize="12" fill="#334155">
                  <tspan fontWeight="600" fill={color}>
                    {name}
                  </tspan>
                  {` · totaal ${number.format(totals[key])} · hoogste dag `}
                  {max > 0 && peak ? `${number.format(max)} (${formatWeekdayDay(peak.day)})` : "–"}
                </text>
                <line x1={PAD_X} x2={WIDTH - PAD_X} y1={baseline} y2={baseline} stroke="#cbd5e1" />
                {days.map((point, index) => {
                  const value = values[index] ?? 0;
                  const height = round(value * scale);
                  const x = barX(index);
                  return (
                    <g key={point.day}>
                      <rect
                        data-series={key}
                        data-day={point.day}
                        data-value={value}
                        x={x}
                        y={round(baseline - height)}
                        width={round(barWidth)}
                        height={height}
                        fill={key === "contacts" ? `url(#${hatchId})` : color}
                        stroke={key === "contacts" ? color : undefined}
                      >
                        <title>{`${formatWeekdayDay(point.day)}: ${describe(value)}`}</title>
                      </rect>
                      {key === "leads" && value > 0 ? (
                        <circle
                          cx={round(x + barWidth / 2)}
                          cy={round(baseline - height - 4)}
                          r={round(Math.min(3, barWidth / 2))}
                          fill={color}
                        />
                      ) : null}
                    </g>
                  );
                })}
              </g>
            );
          })}
          {days.map((point, index) => {
            if (!labelled.has(index)) return null;
            // With narrow days the outer labels hug the edges, so the viewBox never cuts them off.
            const edge = slot < 60 && days.length > 1;
            const anchor = edge && index === 0 ? "start" : edge && index === days.length - 1 ? "end" : "middle";
            const x =
              anchor === "start" ? PAD_X : anchor === "end" ? WIDTH - PAD_X : round(PAD_X + (index + 0.5) * slot);
            const text = days.length <= 7 ? formatWeekdayDay(point.day) : formatShortDay(point.day);
            return (
              <text key={point.day} x={x} y={lastBaseline + 16} fontSize="11" textAnchor={anchor} fill="#475569">
                {text}
              </text>
            );
          })}
        </svg>
      )}
      {days.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-brand-700 underline">Toon als tabel</summary>
          <table className="mt-2 w-full text-left tabular-nums">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col">Datum</th>
                <th scope="col">Bekeken</th>
                <th scope="col">Contact</th>
                <th scope="col">Aanvragen</th>
              </tr>
            </thead>
            <tbody>
              {days.map((point) => (
                <tr key={point.day} className="border-b border-slate-100" data-day={point.day}>
                  <th scope="row" className="font-normal">
                    <time dateTime={point.day}>{formatWeekdayDay(point.day)}</time>
                  </th>
                  <td>{number.format(safe(point.views))}</td>
                  <td>{number.format(safe(point.contacts))}</td>
                  <td>{number.format(safe(point.leads))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </figure>
  );
}
