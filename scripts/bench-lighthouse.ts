// `npm run bench:lighthouse -- [runs] [--against DIR] [--pages /,/dakdekker-boxtel]`: Lighthouse (mobile, default
// throttling, Debian's Chromium) three times on four pages against `npm start`, then a table of the medians, printed
// and written to reports/lighthouse.md. Build first.
//
//   --against DIR   also run that checkout's build (an earlier version: `git worktree add DIR <commit>`, its
//                   node_modules, `npm run build` there) and take turns, this build then that one, for every run of
//                   every page, so both see the same machine at the same moment; the table gains the earlier build's
//                   LCP, CLS and JavaScript and the LCP difference (a design change may cost at most 100 ms of LCP).
//                   Lighthouse's LCP is simulated from an unthrottled trace, and its runs fall into groups hundreds of
//                   ms apart (whether the scripts ran before the observed first paint), so the median of a few runs
//                   swings; "LCP Δ p20" compares the faster fifth of each build's runs. Take 15 runs or more.
//                   "held" counts the runs whose first paint the browser held back until after the load event (see
//                   `held` in tests/support/lighthouse.ts), marked h in the list of runs; "LCP Δ unheld" compares the
//                   medians of the other runs, when both builds have some.
//   --pages A,B     other pages than the default four
//   --throttling devtools
//                   slow the network and CPU for real and measure, instead of simulating from a fast load: a phone's
//                   LCP as observed, without the simulation's groups (tests/support/lighthouse.ts); slower per run.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathOf, townPath } from "../lib/site/routes";
import { type LighthouseSummary, runLighthouse, type Throttling } from "../tests/support/lighthouse";
import { startServer } from "../tests/support/next-server";

const { values: options, positionals } = parseArgs({
  options: {
    against: { type: "string" },
    pages: { type: "string" },
    throttling: { type: "string", default: "simulate" },
  },
  allowPositionals: true,
});
const pages = options.pages
  ? options.pages.split(",")
  : [pathOf("home"), townPath("eindhoven"), pathOf("tips"), pathOf("quote")];
const runs = Number(positionals[0] ?? 3);
if (options.throttling !== "simulate" && options.throttling !== "devtools")
  throw new Error(`--throttling is simulate or devtools, not ${options.throttling}`);
const throttling: Throttling = options.throttling;
const categories = ["performance", "accessibility", "best-practices", "seo"];

const dbDir = () => path.join(mkdtempSync(path.join(tmpdir(), "bench-lh-")), "db");
const server = await startServer({ PGLITE_DIR: dbDir() });
const earlier = options.against ? await startServer({ PGLITE_DIR: dbDir() }, { cwd: options.against }) : null;

/** The value a fraction `q` of the runs stays at or under (0.5: the median). */
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * q)]!;
};
const median = (values: number[]) => quantile(values, 0.5);
const signed = (value: number) => `${value >= 0 ? "+" : ""}${value}`;

try {
  const rows: string[] = [];
  for (const page of pages) {
    const results: LighthouseSummary[] = [];
    const before: LighthouseSummary[] = [];
    for (let i = 0; i < runs; i++) {
      results.push(await runLighthouse(`${server.origin}${page}`, categories, throttling));
      if (earlier) before.push(await runLighthouse(`${earlier.origin}${page}`, categories, throttling));
    }
    const m = (pick: (r: LighthouseSummary) => number, of = results) => median(of.map(pick));
    const lcp = Math.round(m((r) => r.metrics.lcp));
    const cells = [
      page,
      m((r) => r.scores.performance!),
      m((r) => r.scores.accessibility!),
      m((r) => r.scores["best-practices"]!),
      m((r) => r.scores.seo!),
      lcp,
      Math.round(m((r) => r.metrics.tbt)),
      m((r) => r.metrics.cls).toFixed(3),
      (m((r) => r.metrics.scriptBytes) / 1024).toFixed(1),
      (m((r) => r.metrics.totalBytes) / 1024).toFixed(1),
    ];
    if (earlier) {
      const lcpBefore = Math.round(m((r) => r.metrics.lcp, before));
      const fastFifth = (of: LighthouseSummary[]) =>
        quantile(
          of.map((r) => r.metrics.lcp),
          0.2,
        );
      const unheld = (of: LighthouseSummary[]) => of.filter((r) => !r.held);
      const unheldDifference =
        unheld(results).length && unheld(before).length
          ? signed(Math.round(m((r) => r.metrics.lcp, unheld(results)) - m((r) => r.metrics.lcp, unheld(before))))
          : "–";
      const list = (of: LighthouseSummary[]) =>
        of.map((r) => `${Math.round(r.metrics.lcp)}${r.held ? "h" : ""}`).join("/");
      cells.push(
        lcpBefore,
        signed(lcp - lcpBefore),
        signed(Math.round(fastFifth(results) - fastFifth(before))),
        `${results.length - unheld(results).length} / ${before.length - unheld(before).length}`,
        unheldDifference,
        m((r) => r.metrics.cls, before).toFixed(3),
        (m((r) => r.metrics.scriptBytes, before) / 1024).toFixed(1),
        list(results),
        list(before),
      );
    }
    rows.push(`| ${cells.join(" | ")} |`);
    const failed = [...new Set(results.flatMap((r) => Object.values(r.failedAudits).flat()))];
    if (failed.length)
      rows.push(`|  ↳ audits below 1 on ${page}: ${failed.join(", ")} |${"|".repeat(cells.length - 1)}`);
  }
  const head = ["page", "perf", "a11y", "best pr.", "SEO", "LCP ms", "TBT ms", "CLS", "JS KiB", "total KiB"];
  if (earlier)
    head.push(
      "LCP before",
      "LCP Δ",
      "LCP Δ p20",
      "held this / before",
      "LCP Δ unheld",
      "CLS before",
      "JS KiB before",
      "LCP runs",
      "LCP runs before",
    );
  const table = [
    `Lighthouse medians of ${runs} runs (mobile, ${throttling === "devtools" ? "throttled for real (devtools)" : "simulated throttling"}), ${new Date().toISOString().slice(0, 10)}` +
      (earlier ? `; "before" is the build in ${options.against}, run in turn with this one` : ""),
    "",
    `| ${head.join(" | ")} |`,
    `|${"---|".repeat(head.length)}`,
    ...rows,
  ].join("\n");
  console.log(table);
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/lighthouse.md", `${table}\n`);
} finally {
  server.stop();
  earlier?.stop();
}
