import { expect, test } from "@playwright/test";
import { wcagViolations } from "./axe";
import { popupSelector } from "./chrome";
import { priceGuideAnswers, publicRoutes, quoteEstimatePages } from "./routes";

// An unknown address gets the bare 404 page (app/global-not-found.tsx): no site chrome, so no emergency notice.
const unknownPath = "/pagina-die-niet-bestaat";

for (const path of [...publicRoutes, ...priceGuideAnswers, ...quoteEstimatePages, unknownPath]) {
  test(`axe finds no WCAG 2.2 A/AA violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    // Checked with the emergency notice that every public page shows a second after it is hydrated.
    if (path !== unknownPath) await expect(page.locator(popupSelector)).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
}
