// `npm run bench:lighthouse`: Lighthouse (mobile, default throttling, Debian's Chromium) three times on four pages
// against `npm start`, then a table of the medians, printed and written to reports/lighthouse.md. Build first.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathOf, townPath } from "../lib/site/routes";
import { type LighthouseSummary, runLighthouse } from "../tests/support/lighthouse";
import { startServer } from "../tests/support/next-server";

const pages = [pathOf("home"), townPath("eindhoven"), pathOf("tips"), pathOf("quote")];
const runs = Number(process.argv[2] ?? 3);

const server = await startServer({ PGLITE_DIR: path.join(mkdtempSync(path.join(tmpdir(), "bench-lh-")), "db") });
const { origin } = server;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

try {
  const rows: string[] = [];
  for (const page of pages) {
    const results: LighthouseSummary[] = [];
    for (let i = 0; i < runs; i++) {
      results.push(await runLighthouse(`${origin}${page}`, ["performance", "accessibility", "best-practices", "seo"]));
    }
    const m = (pick: (r: LighthouseSummary) => number) => median(results.map(pick));
    rows.push(
      `| ${page} | ${m((r) => r.scores.performance!)} | ${m((r) => r.scores.accessibility!)} | ${m((r) => r.scores["best-practices"]!)} | ${m((r) => r.scores.seo!)} | ${Math.round(m((r) => r.metrics.lcp))} | ${Math.round(m((r) => r.metrics.tbt))} | ${m((r) => r.metrics.cls).toFixed(3)} | ${(m((r) => r.metrics.scriptBytes) / 1024).toFixed(1)} | ${(m((r) => r.metrics.totalBytes) / 1024).toFixed(1)} |`,
    );
    const failed = [...new Set(results.flatMap((r) => Object.values(r.failedAudits).flat()))];
    if (failed.length) rows.push(`|  ↳ audits below 1 on ${page}: ${failed.join(", ")} |||||||||`);
  }
  const table = [
    `Lighthouse medians of ${runs} runs (mobile, simulated throttling), ${new Date().toISOString().slice(0, 10)}`,
    "",
    "| page | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS KiB | total KiB |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
  console.log(table);
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/lighthouse.md", `${table}\n`);
} finally {
  server.stop();
}
