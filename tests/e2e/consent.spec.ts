import { expect, test } from "@playwright/test";
import { pathOf, townPath } from "@/lib/site/routes";
import { editDocument, publish, readDocuments } from "./dataset";

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
    expect(layer).toContain('"ad_user_data":"granted"');

    // The choice is remembered: no banner on the next page, and Tag Manager loads straight away.
    await page.goto("/contact");
    await expect(page.getByRole("region", { name: "Toestemming voor statistieken" })).toHaveCount(0);
    await expect.poll(() => gtmRequests.length).toBe(2);

    // Withdrawing is one click at the bottom of any page, as easy as giving: once consent is given the footer's
    // consent link withdraws it, and after that nothing loads any more.
    const footer = page.getByTestId("site-footer");
    await expect(footer.getByRole("button", { name: "Cookie-instellingen" })).toHaveCount(0);
    await footer.getByRole("button", { name: "Statistieken uitzetten" }).click();
    await expect(footer.getByRole("button", { name: "Cookie-instellingen" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("bd-consent"))).toBe("denied");
    await page.goto("/dakdekker-uden");
    await page.waitForTimeout(1_000);
    expect(gtmRequests.length).toBe(2);
    await expect(page.getByRole("region", { name: "Toestemming voor statistieken" })).toHaveCount(0);
  } finally {
    await setGtmId(request, null);
  }
});

test("a page without the footer still has the legal links, and consent is given and withdrawn there by keyboard", async ({
  page,
  request,
}) => {
  const bare = readDocuments().find((doc) => doc._type === "town" && doc.hideFooter);
  if (!bare) throw new Error("the dataset has no town page that hides the footer");
  await setGtmId(request, "GTM-TEST123");
  try {
    const gtmRequests: string[] = [];
    await page.route("https://www.googletagmanager.com/**", (route) => {
      gtmRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "application/javascript", body: "" });
    });
    const path = townPath((bare.slug as { current: string }).current);
    const banner = page.getByRole("region", { name: "Toestemming voor statistieken" });
    await expect(async () => {
      await page.goto(path);
      await expect(banner).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId("site-footer")).toHaveCount(0);
    const legal = page.getByTestId("legal-line");
    await expect(legal.getByRole("link", { name: "Privacybeleid" })).toHaveAttribute("href", pathOf("privacy"));

    // The choice put off, then made from the legal line: Tab to it and Enter reopens the banner.
    await banner.getByRole("button", { name: "Weigeren" }).click();
    await expect(banner).toHaveCount(0);
    const settings = legal.getByRole("button", { name: "Cookie-instellingen" });
    await settings.focus();
    await page.keyboard.press("Enter");
    await banner.getByRole("button", { name: "Accepteren" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => gtmRequests.length).toBe(1);

    // One key press withdraws it again; the next page loads nothing from Google.
    const withdraw = legal.getByRole("button", { name: "Statistieken uitzetten" });
    await withdraw.focus();
    await page.keyboard.press("Enter");
    await expect(legal.getByRole("button", { name: "Cookie-instellingen" })).toBeVisible();
    await page.goto(path);
    await page.waitForTimeout(1_000);
    expect(gtmRequests.length).toBe(1);
    await expect(banner).toHaveCount(0);
  } finally {
    await setGtmId(request, null);
  }
});
