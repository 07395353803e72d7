import { runLighthouse } from "../../support/lighthouse";
import { fetchStaticFilesOf } from "../../support/static-files";
import { baseURL } from "../settings";
import { expect, test } from "./fixtures";

// Budgets. Byte counts and layout shift are exact and must hold; so must the scores Lighthouse derives from the page
// itself (accessibility, best practices, SEO). The performance score is derived from timings, which on a busy two-core
// CI machine move by 15 points between runs (docs/figures.md), so it is printed here and reported as a median by
// `npm run bench:lighthouse`, not asserted: its causes under our control — script and total bytes, layout shift — are.
const budgets = { minScore: 90, totalKiB: 400 };
const timedCategories = new Set(["performance"]);
// Budgets follow what the pages measure, rounded up to the next KiB: they may only come down (both are within the
// 150 KiB target since the scripts go out as the build's brotli copies);
// what the pages measured, and why each budget moved, is in docs/figures.md.
const scriptKiB: Record<string, number> = { "/dakdekker-uden": 136, "/": 140 };

test.describe.configure({ mode: "serial", timeout: 180_000 });

for (const [path, maxScriptKiB] of Object.entries(scriptKiB)) {
  test(`Lighthouse on ${path}: SEO 100, accessibility and best practices at least ${budgets.minScore}, JavaScript within ${maxScriptKiB} KiB`, async () => {
    await fetchStaticFilesOf(`${baseURL}${path}`);
    const result = await runLighthouse(`${baseURL}${path}`, ["performance", "accessibility", "best-practices", "seo"]);
    const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    console.log(
      `Lighthouse ${path}: ${JSON.stringify(result.scores)} JS ${kib(result.metrics.scriptBytes)} KiB, total ${kib(result.metrics.totalBytes)} KiB, CLS ${result.metrics.cls.toFixed(3)}`,
    );
    expect(result.failedAudits.seo).toEqual([]);
    expect(result.scores.seo).toBe(100);
    for (const [category, score] of Object.entries(result.scores))
      if (!timedCategories.has(category)) expect(score, category).toBeGreaterThanOrEqual(budgets.minScore);
    expect(kib(result.metrics.scriptBytes)).toBeLessThanOrEqual(maxScriptKiB);
    expect(kib(result.metrics.totalBytes)).toBeLessThanOrEqual(budgets.totalKiB);
    expect(result.metrics.cls).toBeLessThan(0.1);
  });
}
