import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { popupSelector } from "./chrome";
import { priceGuideAnswers, publicRoutes, quoteEstimatePages } from "./routes";

// WCAG 2.2 A and AA rules (axe's tags include the 2.0 and 2.1 levels these build on).
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

// An unknown address gets the bare 404 page (app/global-not-found.tsx): no site chrome, so no emergency notice.
const unknownPath = "/pagina-die-niet-bestaat";

for (const path of [...publicRoutes, ...priceGuideAnswers, ...quoteEstimatePages, unknownPath]) {
  test(`axe finds no WCAG A/AA violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    // Checked with the emergency notice that every public page shows a second after it is hydrated.
    if (path !== unknownPath) await expect(page.locator(popupSelector)).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(summary).toEqual([]);
  });
}
