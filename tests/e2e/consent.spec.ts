import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { encodeSignatureHeader } from "@sanity/webhook";
import { e2eStateDir, webhookSecret } from "../../playwright.config";

// Runs after every other e2e test (see playwright.config.ts): it switches Tag Manager on for the whole site.
const datasetFile = path.join(e2eStateDir, "production.ndjson");

async function setGtmId(request: import("@playwright/test").APIRequestContext, gtmId: string | null) {
  const lines = readFileSync(datasetFile, "utf8").split("\n");
  const index = lines.findIndex((line) => line.includes('"_id":"siteSettings"'));
  const settings = JSON.parse(lines[index]!);
  if (gtmId) settings.gtmId = gtmId;
  else delete settings.gtmId;
  lines[index] = JSON.stringify(settings);
  writeFileSync(datasetFile, lines.join("\n"));
  const body = JSON.stringify({ _type: "siteSettings" });
  const signature = await encodeSignatureHeader(body, Date.now(), webhookSecret);
  const response = await request.post("/api/revalidate", {
    data: body,
    headers: { "sanity-webhook-signature": signature },
  });
  expect(response.status()).toBe(200);
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
  } finally {
    await setGtmId(request, null);
  }
});
