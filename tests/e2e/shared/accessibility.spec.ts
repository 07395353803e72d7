import { fullTier } from "../../support/tier";
import { wcagViolations } from "../axe";
import { closeNoticeForVisit, popupSelector } from "../chrome";
import { everyPage, templatePages, towns, unknownPath } from "../routes";
import { expect, test } from "./fixtures";

// axe on one page per template and state (the full tier: on every page). What axe judges — contrast, roles, names,
// landmarks — comes from the templates; a content slip on any page (a second h1, an image without alt, an unlabelled
// field) is caught by the structural crawl of every page in crawl.spec.ts.
// The emergency notice, which every public page shows a second after it is hydrated, is one component: it is
// scanned on the home page and the town pages (the full tier: everywhere); elsewhere the visit has closed it, so the
// scan need not wait for it.
const withNotice = (path: string) =>
  path !== unknownPath && (fullTier || path === "/" || towns.some((town) => town.path === path));

for (const path of fullTier ? everyPage : templatePages) {
  test(`axe finds no WCAG 2.2 A/AA violations on ${path}`, async ({ page }) => {
    if (!withNotice(path)) await closeNoticeForVisit(page);
    await page.goto(path);
    if (withNotice(path)) await expect(page.locator(popupSelector)).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
}
