import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { priceGuideAnswers, publicRoutes, quoteEstimatePages } from "./routes";

// WCAG 2.2 A and AA rules (axe's tags include the 2.0 and 2.1 levels these build on).
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

for (const path of [...publicRoutes, ...priceGuideAnswers, ...quoteEstimatePages, "/pagina-die-niet-bestaat"]) {
  test(`axe finds no WCAG A/AA violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    // Include the emergency popup, which appears after a second.
    await page.waitForTimeout(1_300);
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(summary).toEqual([]);
  });
}
