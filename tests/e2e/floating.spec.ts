import { expect, test } from "@playwright/test";
import { articlePath, pathOf, townPath } from "@/lib/site/routes";

test.describe("emergency popup", () => {
  test("appears about a second after load and stays closed once closed", async ({ page }) => {
    await page.goto("/over-ons");
    const popup = page.getByRole("dialog", { name: /Daklekkage/ });
    await expect(popup).toBeHidden();
    await expect(popup).toBeVisible({ timeout: 3_000 });
    await popup.getByRole("button", { name: "Sluiten" }).click();
    await expect(popup).toBeHidden();
    await page.goto("/waarom-ons");
    await page.waitForTimeout(1_500);
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
    await page.waitForTimeout(300);
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
