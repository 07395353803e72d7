import type { Page } from "@playwright/test";
import { articlePath, pathOf, townPath } from "@/lib/site/routes";
import { expect, test } from "./fixtures";

/**
 * Resolves once the page has run the tasks queued before this call: React commits a state update from a timer in
 * such a task, so an update the moved clock caused is on screen afterwards.
 */
async function renderedPendingUpdates(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

test.describe("emergency popup", () => {
  test("appears about a second after load and stays closed once closed", async ({ page }) => {
    // The page's clock stands still and moves only when the test moves it, so "a second after load" is the page's
    // second, however busy the machine. The popup's check of "closed before?" is noted when it runs.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await page.addInitScript(() => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key: string) {
        if (key === "spoedpopup-gesloten") (window as { popupChecked?: boolean }).popupChecked = true;
        return getItem.call(this, key);
      };
    });
    const popupChecked = () => page.evaluate(() => (window as { popupChecked?: boolean }).popupChecked === true);
    const popup = page.getByRole("dialog", { name: /Daklekkage/ });

    await page.goto("/over-ons");
    await expect.poll(popupChecked).toBe(true);
    await page.clock.runFor(900);
    await renderedPendingUpdates(page);
    await expect(popup).toBeHidden();
    await page.clock.runFor(200);
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "Sluiten" }).click();
    await expect(popup).toBeHidden();

    // Closed once, it stays closed: past its delay on the next page, a popup that was going to open has opened.
    await page.goto("/waarom-ons");
    await expect.poll(popupChecked).toBe(true);
    await page.clock.runFor(5_000);
    await renderedPendingUpdates(page);
    await expect(popup).toBeHidden();
  });
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the call button shows after scrolling 400 px and the sticky bar is always there", async ({ page }) => {
    await page.goto("/over-ons");
    const callButton = page.getByTestId("mobile-call-button").locator("visible=true");
    const stickyBar = page.getByTestId("mobile-sticky-bar").locator("visible=true");
    await expect(stickyBar).toHaveCount(1);
    await expect(stickyBar.locator('a[href^="tel:"]')).toBeVisible();
    await expect(stickyBar.locator('a[href^="https://wa.me/"]')).toBeVisible();
    await expect(callButton).toHaveCount(0);
    await page.mouse.wheel(0, 400);
    await expect(callButton).toHaveCount(1);
  });

  test("a town page shows its own sticky bar with the town's message", async ({ page }) => {
    await page.goto("/dakdekker-boekel");
    const stickyBar = page.getByTestId("mobile-sticky-bar").locator("visible=true");
    await expect(stickyBar).toHaveCount(1);
    await expect(stickyBar.locator('a[href^="tel:"]')).toHaveAttribute("href", "tel:+31413203040");
    const whatsapp = await stickyBar.locator('a[href^="https://wa.me/"]').getAttribute("href");
    expect(decodeURIComponent(whatsapp ?? "")).toContain("Boekel");
  });

  test("the sticky bar does not cover the end of the footer", async ({ page }) => {
    await page.goto("/contact");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = await page.getByTestId("mobile-sticky-bar").locator("visible=true").boundingBox();
    const lastLine = await page.locator('[data-testid="site-footer"] a', { hasText: "Privacybeleid" }).boundingBox();
    expect(bar && lastLine).toBeTruthy();
    expect(lastLine!.y + lastLine!.height).toBeLessThanOrEqual(bar!.y);
  });
});

test.describe("on a desktop (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("neither the call button nor the sticky bar shows", async ({ page }) => {
    await page.goto("/over-ons");
    await page.mouse.wheel(0, 600);
    // The scroll is handled once the call button is rendered, as on a phone; here the desktop layout hides it.
    await expect(page.getByTestId("mobile-call-button")).toBeAttached();
    await expect(page.getByTestId("mobile-sticky-bar").locator("visible=true")).toHaveCount(0);
    await expect(page.getByTestId("mobile-call-button").locator("visible=true")).toHaveCount(0);
  });
});

test.describe("on the narrowest phone (320 px)", () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  for (const path of [
    pathOf("home"),
    townPath("eindhoven"),
    townPath("schijndel"),
    pathOf("quote"),
    articlePath("plat-dak-of-hellend-dak"),
    pathOf("contact"),
    pathOf("priceGuide"),
    `${pathOf("priceGuide")}?klus=dakpannen-vervangen&omvang=12`,
  ]) {
    test(`${path} fits without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
