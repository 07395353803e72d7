import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { DailyChart } from "@/components/admin/daily-chart";
import type { DailyPoint } from "@/lib/admin/insight";

// vitest only collects *.test.ts here, so the chart is rendered with createElement rather than JSX.
const render = (days: DailyPoint[], title = "Laatste dagen") =>
  renderToStaticMarkup(createElement(DailyChart, { days, title }));

/** Consecutive calendar days from `start`, counted in UTC so the test itself cannot shift a date. */
function series(start: string, count: number, value: (i: number) => Omit<DailyPoint, "day">): DailyPoint[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => ({
    day: new Date(first + i * 86_400_000).toISOString().slice(0, 10),
    ...value(i),
  }));
}
// Different per day and per series, so a bar drawn for the wrong day or series shows up.
const varied = (i: number) => ({ views: 40 + ((i * 37) % 61), contacts: i % 5, leads: (i * 7) % 3 });

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
const tags = (markup: string, name: string) =>
  [...markup.matchAll(new RegExp(`<${name}\\b[^>]*>`, "g"))].map((m) => attributes(m[0]));
const text = (html: string) => html.replace(/<[^>]+>/g, "");
/** The table body as { day: [cell texts] }. */
const tableRows = (markup: string) =>
  Object.fromEntries(
    [...markup.matchAll(/<tr\b[^>]*data-day="([^"]+)"[^>]*>(.*?)<\/tr>/g)].map((m) => [
      m[1],
      [...(m[2] ?? "").matchAll(/<t[hd]\b[^>]*>(.*?)<\/t[hd]>/g)].map((cell) => text(cell[1] ?? "")),
    ]),
  );
/** Dutch thousands separator, written out by hand so the test does not reuse the component's Intl call. */
const dutch = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
/** "za 21 nov" from a hand-written table, as an oracle independent of Intl. */
function dutchDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = ["zo", "ma", "di", "wo", "do", "vr", "za"][date.getUTCDay()];
  const month = ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"][
    date.getUTCMonth()
  ];
  return `${weekday} ${date.getUTCDate()} ${month}`;
}
const sum = (days: DailyPoint[], key: "views" | "contacts" | "leads") => days.reduce((total, d) => total + d[key], 0);

describe("DailyChart", () => {
  describe.each([7, 30, 90])("over %i days", (count) => {
    const days = series("2026-01-01", count, varied);
    const markup = render(days);

    it("draws one bar per day per series, with that day's value", () => {
      const bars = tags(markup, "rect").filter((rect) => rect["data-series"]);
      for (const key of ["views", "contacts", "leads"] as const) {
        const row = bars.filter((bar) => bar["data-series"] === key);
        expect(row.map((bar) => [bar["data-day"], Number(bar["data-value"])])).toEqual(
          days.map((d) => [d.day, d[key]]),
        );
      }
      expect(bars).toHaveLength(3 * count);
    });

    it("keeps every bar inside its row and the tallest bar of each row equally tall (own scale per row)", () => {
      const bars = tags(markup, "rect").filter((rect) => rect["data-series"]);
      const tallest = (key: string) =>
        Math.max(...bars.filter((b) => b["data-series"] === key).map((b) => Number(b.height)));
      expect(tallest("views")).toBeGreaterThan(0);
      expect(tallest("contacts")).toBe(tallest("views"));
      expect(tallest("leads")).toBe(tallest("views"));
    });

    it("sums the period in the svg's label", () => {
      const [svg] = tags(markup, "svg");
      expect(svg?.role).toBe("img");
      expect(svg?.["aria-label"]).toBe(
        `Per dag over ${count} dagen: ${dutch(sum(days, "views"))} keer bekeken, ${sum(days, "contacts")} contacten, ${sum(days, "leads")} aanvragen`,
      );
    });

    it("names each row with its total and highest day", () => {
      const plain = text(markup);
      for (const [key, name] of [
        ["views", "Bekeken"],
        ["contacts", "Contact"],
        ["leads", "Aanvragen"],
      ] as const) {
        const max = Math.max(...days.map((d) => d[key]));
        const peak = days.find((d) => d[key] === max)!;
        expect(plain).toContain(
          `${name} · totaal ${dutch(sum(days, key))} · hoogste dag ${max} (${dutchDay(peak.day)})`,
        );
      }
    });

    it("lists the exact numbers per day in the table", () => {
      expect(markup).toContain("<summary");
      expect(markup).toMatch(
        /<th[^>]*>Datum<\/th><th[^>]*>Bekeken<\/th><th[^>]*>Contact<\/th><th[^>]*>Aanvragen<\/th>/,
      );
      const rows = tableRows(markup);
      expect(Object.keys(rows)).toEqual(days.map((d) => d.day));
      for (const d of days)
        expect(rows[d.day]?.slice(1)).toEqual([String(d.views), String(d.contacts), String(d.leads)]);
      expect(rows["2026-01-01"]?.[0]).toBe("do 1 jan");
    });

    it("labels the first day, the last day and at most five between", () => {
      const labels = [...markup.matchAll(/<text\b[^>]*text-anchor="[^"]*"[^>]*>(.*?)<\/text>/g)].map((m) => m[1]);
      expect(labels).toHaveLength(7);
      expect(labels[0]).toMatch(/^(do )?1 jan$/);
      expect(labels.at(-1)).toBe(count === 7 ? "wo 7 jan" : count === 30 ? "30 jan" : "31 mrt");
    });
  });

  it("shades Saturdays and Sundays only", () => {
    const days = series("2026-11-16", 14, varied); // Monday 16 up to Sunday 29 November
    const weekend = tags(render(days), "rect").flatMap((rect) => rect["data-weekend"] ?? []);
    expect(weekend).toEqual(["2026-11-21", "2026-11-22", "2026-11-28", "2026-11-29"]);
  });

  it("gives each bar a tooltip naming the day and the count", () => {
    const markup = render([{ day: "2026-11-21", views: 123, contacts: 1, leads: 2 }]);
    expect(markup).toContain("<title>za 21 nov: 123 keer bekeken</title>");
    expect(markup).toContain("<title>za 21 nov: 1 contact</title>");
    expect(markup).toContain("<title>za 21 nov: 2 aanvragen</title>");
  });

  it.each([
    ["all zeros over 30 days", series("2026-01-01", 30, () => ({ views: 0, contacts: 0, leads: 0 }))],
    ["a single day of zeros", [{ day: "2026-01-01", views: 0, contacts: 0, leads: 0 }]],
    ["broken counts", [{ day: "2026-01-01", views: Number.NaN, contacts: Number.POSITIVE_INFINITY, leads: -3 }]],
  ])("renders %s without NaN or Infinity", (_, days) => {
    const markup = render(days);
    expect(markup).not.toMatch(/NaN|Infinity/);
    expect(tags(markup, "rect").filter((rect) => rect["data-series"])).toHaveLength(3 * days.length);
    expect(tags(markup, "svg")[0]?.["aria-label"]).toBe(
      `Per dag over ${days.length} dagen: 0 keer bekeken, 0 contacten, 0 aanvragen`,
    );
  });

  it("says there is no data yet instead of drawing an empty chart", () => {
    const markup = render([], "Laatste 7 dagen");
    expect(markup).toContain("Nog geen gegevens in deze periode.");
    expect(markup).toContain('data-testid="daily-chart"');
    expect(markup).toMatch(/<figcaption[^>]*>Laatste 7 dagen/);
    expect(markup).not.toContain("<svg");
    expect(markup).not.toContain("<table");
  });

  describe("dates around a DST switch", () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    // Whatever the server's own zone, 29 March 2026 (clocks go forward) stays Sunday 29 March.
    it.each(["UTC", "Europe/Amsterdam", "Pacific/Kiritimati", "America/Los_Angeles"])("in process zone %s", (zone) => {
      process.env.TZ = zone;
      const days = series("2026-03-26", 7, varied);
      const markup = render(days);
      const rows = tableRows(markup);
      expect(rows["2026-03-28"]?.[0]).toBe("za 28 mrt");
      expect(rows["2026-03-29"]?.[0]).toBe("zo 29 mrt");
      expect(rows["2026-03-30"]?.[0]).toBe("ma 30 mrt");
      expect(markup).toContain(`<title>zo 29 mrt: ${days[3]?.views} keer bekeken</title>`);
      const weekend = tags(markup, "rect").flatMap((rect) => rect["data-weekend"] ?? []);
      expect(weekend).toEqual(["2026-03-28", "2026-03-29"]);
    });
  });
});
