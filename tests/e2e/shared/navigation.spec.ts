import type { Page } from "@playwright/test";
import { pathOf, townPath } from "@/lib/site/routes";
import { fullTierOnly } from "../../support/tier";
import { expectSoundChrome, hydrated, linksHydrated, popupClosedKey, stayedInDocument, visibleChrome } from "../chrome";
import { query } from "../support";
import { expect, test } from "./fixtures";

// Next keeps the previous page mounted but hidden after a client-side navigation. A page must still show exactly
// the chrome (footer, top bar, phone number) and the floating contact elements (sticky bar, emergency popup, round
// call button at the top, after scrolling and over a form) that a direct load of it shows.

const viewports = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

/** A step's click answers whether the visitor closed the emergency notice on the way. */
type Step = { from: string; click: (page: Page) => Promise<boolean>; to: string };
const linkIn =
  (name: string | RegExp, scope = "main") =>
  async (page: Page) => {
    // On a phone the emergency notice floats over the footer's lower rows; a visitor closes it first.
    const notice = page.getByRole("dialog");
    const closing = scope.startsWith("footer") && (await notice.isVisible());
    if (closing) await notice.getByRole("button", { name: "Sluiten" }).click();
    await page.locator(scope).getByRole("link", { name }).first().click();
    return closing;
  };
const viaMenu = (name: string) => async (page: Page) => {
  await page.locator("header:visible summary").click();
  await page.locator("header:visible").getByRole("navigation", { name: "Menu" }).getByRole("link", { name }).click();
  return false;
};

// Town ↔ site pages, Schijndel (no site footer) ↔ others, and several navigations in a row.
const journey: Step[] = [
  { from: townPath("schijndel"), click: linkIn("Gratis offerte"), to: pathOf("quote") },
  { from: pathOf("quote"), click: viaMenu("Onze diensten"), to: pathOf("services") },
  { from: pathOf("services"), click: linkIn("Dakdekker Erp", "footer:visible"), to: townPath("erp") },
  { from: townPath("erp"), click: linkIn("Alle diensten bekijken"), to: pathOf("services") },
  { from: pathOf("services"), click: linkIn("Dakdekker Schijndel", "footer:visible"), to: townPath("schijndel") },
  { from: townPath("schijndel"), click: viaMenu("Contact"), to: pathOf("contact") },
  { from: pathOf("contact"), click: viaMenu("Home"), to: pathOf("home") },
  { from: pathOf("home"), click: linkIn(/^Dakdekker Heesch$/), to: townPath("heesch") },
];

for (const [name, device] of Object.entries(viewports)) {
  test.describe(`on a ${name}`, () => {
    test.use(device);

    // The kept-but-hidden page does not depend on the screen: the fast tier walks it on the phone, where the
    // floating elements are; the full tier on the desktop too. The desktop's own chrome after a client-side
    // navigation is checked by the journey below on both.
    const tier = name === "desktop" ? fullTierOnly("the phone's walk checks the same pages every run") : {};
    test(
      "after each client-side navigation a page shows the same chrome and floating elements as when loaded directly",
      tier,
      async ({ page, browser }) => {
        test.setTimeout(240_000);
        // The expected chrome of each page, from direct loads in a separate tab.
        const direct = new Map<string, Awaited<ReturnType<typeof visibleChrome>>>();
        const other = await browser.newPage(device);
        for (const path of new Set(journey.map((step) => step.to))) {
          await other.goto(path);
          await linksHydrated(other);
          direct.set(path, await visibleChrome(other));
        }
        await other.close();

        await page.goto(journey[0]!.from);
        await hydrated(page);
        // The emergency notice comes once per visit: a page reached later shows it only while it is still open from
        // the page before (the same chrome kept it), never anew; closed, it is gone.
        let noticeOpen = false;
        for (const step of journey) {
          await expect(page).toHaveURL(new RegExp(`${step.from}$`));
          const shownBefore = await page.evaluate((key) => sessionStorage.getItem(key) !== null, popupClosedKey);
          const closed = await step.click(page);
          await expect(page).toHaveURL(new RegExp(`${step.to}$`));
          await linksHydrated(page);
          expect(await stayedInDocument(page), `${step.from} → ${step.to} was a client-side navigation`).toBe(true);
          await expect(async () => {
            const { popups, popupLinks, ...chrome } = await visibleChrome(page);
            // The direct loads share one tab, so the notice showed on the first of them only: compared without it.
            const { popups: _popups, popupLinks: _popupLinks, ...expected } = direct.get(step.to)!;
            expect(chrome, `${step.from} → ${step.to}`).toEqual(expected);
            if (popups) {
              expect(!shownBefore || (noticeOpen && !closed), `${step.from} → ${step.to}: the notice came back`).toBe(
                true,
              );
              // From 768 px the notice offers WhatsApp beside the call; the call is the page's number.
              const calls = popupLinks.filter((href) => href.startsWith("tel:"));
              expect(calls, "the notice dials the page's number").toEqual(expected.telNumbers);
            }
            noticeOpen = popups === 1;
          }).toPass({ timeout: 20_000 });
        }
      },
    );

    test("a visitor goes from home to a town, tips, an article and the quote form to /bedankt", async ({ page }) => {
      test.setTimeout(180_000);
      const phone = name === "phone";
      await page.goto("/");
      await expectSoundChrome(page, { phone });
      await hydrated(page);

      await page
        .locator("main")
        .getByRole("link", { name: /^Dakdekker Uden$/ })
        .click();
      await expect(page).toHaveURL(/\/dakdekker-uden$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Uden");
      await expectSoundChrome(page, { phone });

      await viaMenu("Tips en advies")(page);
      await expect(page).toHaveURL(/\/tips-en-advies$/);
      await expectSoundChrome(page, { phone });

      await page
        .locator("main")
        .getByRole("link", { name: /Lees artikel/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/tips-en-advies\/[a-z-]+#artikel$/);
      await expect(page.locator("article h1")).toBeVisible();
      await expectSoundChrome(page, { phone });

      await page.locator("article").getByRole("link", { name: "Gratis offerte" }).click();
      await expect(page).toHaveURL(/\/offerte-aanvragen$/);
      await expectSoundChrome(page, { phone });
      expect(await stayedInDocument(page), "the whole journey ran in one document").toBe(true);

      const form = page.getByRole("form", { name: "Offerte aanvragen" });
      await form.getByLabel("Naam *", { exact: true }).fill("Reis Testpersoon");
      await form.getByLabel("E-mailadres *", { exact: true }).fill("reis@example.nl");
      await form.getByLabel("Telefoonnummer *", { exact: true }).fill("+31 (0)6 12345678");
      await form.getByLabel("Adres *", { exact: true }).fill("Markt 1, Uden");
      await form.getByLabel("Type dak *", { exact: true }).selectOption("hellend-dak");
      await form.getByRole("button", { name: "Gratis offerte aanvragen" }).click();
      await expect(page).toHaveURL(/\/bedankt$/);
      await expectSoundChrome(page, { phone });
      const rows = await query<{ phone: string }>(
        "select phone from contact_submissions where email = 'reis@example.nl' order by created_at desc limit 1",
      );
      expect(rows[0]?.phone).toBe("+31612345678");
    });
  });
}
