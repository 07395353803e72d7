import { expect, test } from "@playwright/test";
import { editDocument, publish } from "./dataset";

// Runs after every other e2e test (see playwright.config.ts): it switches Tag Manager on for the whole site.
async function setGtmId(request: import("@playwright/test").APIRequestContext, gtmId: string | null) {
  editDocument("siteSettings", (settings) => {
    if (gtmId) settings.gtmId = gtmId;
    else delete settings.gtmId;
  });
  await publish(request, { _type: "siteSettings" });
}

test.describe.configure({ mode: "serial" });

test("without a Tag Manager id there is no consent banner", async ({ page }) => {
  await page.goto("/");
  await page.waitForTimeout(500);
  await expect(page.getByRole("region", { name: "Toestemming voor statistieken" })).toHaveCount(0);
});

test("with a Tag Manager id nothing loads before consent, and dataLayer gets the events after it", async ({
  page,
  request,
}) => {
  await setGtmId(request, "GTM-TEST123");
  try {
    const gtmRequests: string[] = [];
    await page.route("https://www.googletagmanager.com/**", (route) => {
      gtmRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "application/javascript", body: "/* Tag Manager */" });
    });
    await expect(async () => {
      await page.goto("/over-ons");
      await expect(page.getByRole("region", { name: "Toestemming voor statistieken" })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.waitForTimeout(1_000);
    expect(gtmRequests).toEqual([]);
    const denied = await page.evaluate(() =>
      JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
    );
    expect(denied).toContain('"analytics_storage":"denied"');

    await page.getByRole("button", { name: "Accepteren" }).click();
    await expect.poll(() => gtmRequests.length).toBe(1);
    expect(gtmRequests[0]).toContain("gtm.js?id=GTM-TEST123");

    await page.evaluate(() => {
      for (const a of document.querySelectorAll('a[href^="tel:"]'))
        a.addEventListener("click", (e) => e.preventDefault());
    });
    await page.locator('main a[href^="tel:"]').first().click();
    const layer = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer));
    expect(layer).toContain('"event":"phone_call"');
    expect(layer).toContain('"analytics_storage":"granted"');

    // The choice is remembered: no banner on the next page, and Tag Manager loads straight away.
    await page.goto("/contact");
    await expect(page.getByRole("region", { name: "Toestemming voor statistieken" })).toHaveCount(0);
    await expect.poll(() => gtmRequests.length).toBe(2);

    // Withdrawing is one click in the footer of any page, as easy as giving: after it nothing loads any more.
    await page.getByRole("link", { name: "Cookie-instellingen" }).click();
    await page.getByRole("button", { name: "Weigeren" }).click();
    await page.waitForLoadState("load");
    await page.goto("/dakdekker-uden");
    await page.waitForTimeout(1_000);
    expect(gtmRequests.length).toBe(2);
    await expect(page.getByRole("region", { name: "Toestemming voor statistieken" })).toHaveCount(0);
  } finally {
    await setGtmId(request, null);
  }
});
