import { pathOf, townPath } from "@/lib/site/routes";
import { editDocument, publish, readDocument, readDocuments } from "../dataset";
import { expect, test } from "./fixtures";

type ConsentWords = {
  name: string;
  accept: string;
  save: string;
  decline: string;
  settingsLink: string;
  withdrawLink: string;
  statistics: { label: string };
  ads: { label: string };
};
const words = (readDocument("siteSettings") as unknown as { consent: ConsentWords }).consent;

// Runs after every other e2e test (see playwright.config.ts): it switches Tag Manager on for the whole site.
async function setGtmId(request: import("@playwright/test").APIRequestContext, gtmId: string | null) {
  editDocument("siteSettings", (settings) => {
    if (gtmId) settings.gtmId = gtmId;
    else delete settings.gtmId;
  });
  await publish(request, { _type: "siteSettings" });
}

test.describe.configure({ mode: "serial" });

// The banner is drawn in the browser after hydration, from a chunk of its own: seconds on a loaded machine (a CI run
// missed it with 2 s per load, four loads in a row). A load is repeated only for the publish that may not have
// reached the page yet.
const bannerShows = 8_000;
const publishReached = 40_000;

test("without a Tag Manager id there is no consent banner", async ({ page }) => {
  await page.goto("/");
  await page.waitForTimeout(500);
  await expect(page.getByRole("region", { name: words.name })).toHaveCount(0);
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
      await expect(page.getByRole("region", { name: words.name })).toBeVisible({ timeout: bannerShows });
    }).toPass({ timeout: publishReached });
    // The banner has made its choice (it marks <html>), and it added no Tag Manager script.
    await expect(page.locator("html")).toHaveAttribute("data-consent", "none");
    await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(0);
    expect(gtmRequests).toEqual([]);
    const denied = await page.evaluate(() =>
      JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
    );
    expect(denied).toContain('"analytics_storage":"denied"');

    await page.getByRole("button", { name: words.accept }).click();
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
    await expect(page.getByRole("region", { name: words.name })).toHaveCount(0);
    await expect.poll(() => gtmRequests.length).toBe(2);

    // Withdrawing is one click at the bottom of any page, as easy as giving: once consent is given the footer's
    // consent link withdraws it, and after that nothing loads any more.
    const footer = page.getByTestId("site-footer");
    await expect(footer.getByRole("button", { name: words.settingsLink })).toHaveCount(0);
    await footer.getByRole("button", { name: words.withdrawLink }).click();
    await expect(footer.getByRole("button", { name: words.settingsLink })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("bd-consent"))).toBe("denied");
    await page.goto("/dakdekker-uden");
    await expect(page.locator("html")).toHaveAttribute("data-consent", "denied");
    await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(0);
    expect(gtmRequests.length).toBe(2);
    await expect(page.getByRole("region", { name: words.name })).toHaveCount(0);
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
    const banner = page.getByRole("region", { name: words.name });
    await expect(async () => {
      await page.goto(path);
      await expect(banner).toBeVisible({ timeout: bannerShows });
    }).toPass({ timeout: publishReached });
    await expect(page.getByTestId("site-footer")).toHaveCount(0);
    const legal = page.getByTestId("legal-line");
    await expect(legal.getByRole("link", { name: "Privacybeleid" })).toHaveAttribute("href", pathOf("privacy"));

    // The choice put off, then made from the legal line: Tab to it and Enter reopens the banner.
    await banner.getByRole("button", { name: words.decline }).click();
    await expect(banner).toHaveCount(0);
    const settings = legal.getByRole("button", { name: words.settingsLink });
    await settings.focus();
    await page.keyboard.press("Enter");
    await banner.getByRole("button", { name: words.accept }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => gtmRequests.length).toBe(1);

    // One key press withdraws it again; the next page loads nothing from Google.
    const withdraw = legal.getByRole("button", { name: words.withdrawLink });
    await withdraw.focus();
    await page.keyboard.press("Enter");
    await expect(legal.getByRole("button", { name: words.settingsLink })).toBeVisible();
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-consent", "denied");
    await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(0);
    expect(gtmRequests.length).toBe(1);
    await expect(banner).toHaveCount(0);
  } finally {
    await setGtmId(request, null);
  }
});

/** The consent updates pushed to Tag Manager's dataLayer, last one last. */
const consentUpdates = (page: import("@playwright/test").Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === "consent" && args[1] === "update")
      .map((args) => args[2] as Record<string, string>),
  );

/** What the tab keeps of its visit, and what the request form would send. */
const visitNote = (page: import("@playwright/test").Page) =>
  page.evaluate(() => sessionStorage.getItem("bd-visit") ?? "");

const adLanding = (clickId: string) =>
  `/dakdekker-uden?utm_source=google&utm_medium=cpc&utm_campaign=lekkage&gclid=${clickId}`;

test("statistics and ad measurement are two choices: the click id is kept only with the second, and withdrawing erases it", async ({
  browser,
  request,
}) => {
  await setGtmId(request, "GTM-TEST123");
  try {
    const visitor = async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const gtmRequests: string[] = [];
      await page.route("https://www.googletagmanager.com/**", (route) => {
        gtmRequests.push(route.request().url());
        return route.fulfill({ status: 200, contentType: "application/javascript", body: "" });
      });
      return { context, page, gtmRequests };
    };
    const arrive = async (page: import("@playwright/test").Page, clickId: string) => {
      const banner = page.getByRole("region", { name: words.name });
      await expect(async () => {
        await page.goto(adLanding(clickId));
        await expect(banner).toBeVisible({ timeout: bannerShows });
      }).toPass({ timeout: publishReached });
      // Nothing is ticked beforehand; without a choice only the first page and the channel are kept.
      await expect(banner.getByRole("checkbox", { name: words.statistics.label })).not.toBeChecked();
      await expect(banner.getByRole("checkbox", { name: words.ads.label })).not.toBeChecked();
      const before = await visitNote(page);
      expect(JSON.parse(before)).toEqual({ landing: "/dakdekker-uden", channel: "google-ads" });
      return banner;
    };
    /** The visit note the quote form sends with a request, on the next page of the visit. */
    const sentWithRequest = async (page: import("@playwright/test").Page) => {
      await page.goto(pathOf("quote"));
      const field = page.locator('form input[name="visit"]').first();
      await expect(field).not.toHaveValue("");
      return field.inputValue();
    };

    // Statistics only: Analytics may store, Google Ads gets nothing; the campaign is kept, the click id is not.
    const stats = await visitor();
    const statsBanner = await arrive(stats.page, "STATSONLY1");
    await statsBanner.getByRole("checkbox", { name: words.statistics.label }).check();
    await statsBanner.getByRole("button", { name: words.save }).click();
    await expect(statsBanner).toHaveCount(0);
    await expect.poll(() => stats.gtmRequests.length).toBe(1);
    expect((await consentUpdates(stats.page)).at(-1)).toEqual({
      analytics_storage: "granted",
      ad_user_data: "denied",
    });
    expect(await visitNote(stats.page)).toContain("lekkage");
    expect(await visitNote(stats.page)).not.toContain("STATSONLY1");
    const statsSent = await sentWithRequest(stats.page);
    expect(statsSent).toContain("lekkage");
    expect(statsSent).not.toContain("STATSONLY1");
    await stats.context.close();

    // Both: the click id is kept, marked as consented, and goes with the request.
    const both = await visitor();
    const bothBanner = await arrive(both.page, "BOTHCHOICES1");
    await bothBanner.getByRole("checkbox", { name: words.statistics.label }).check();
    await bothBanner.getByRole("checkbox", { name: words.ads.label }).check();
    await bothBanner.getByRole("button", { name: words.save }).click();
    await expect.poll(() => both.gtmRequests.length).toBe(1);
    expect((await consentUpdates(both.page)).at(-1)).toEqual({ analytics_storage: "granted", ad_user_data: "granted" });
    expect(JSON.parse(await visitNote(both.page))).toMatchObject({
      click_id: "BOTHCHOICES1",
      click_id_type: "gclid",
      ad_consent: "granted",
    });
    expect(await sentWithRequest(both.page)).toContain("BOTHCHOICES1");

    // Withdrawn with one click at the bottom of the page: the click id and the campaign leave the tab, and the next
    // page loads nothing from Google.
    const footer = both.page.getByTestId("site-footer");
    await footer.getByRole("button", { name: words.withdrawLink }).click();
    await expect(footer.getByRole("button", { name: words.settingsLink })).toBeVisible();
    expect(await both.page.evaluate(() => localStorage.getItem("bd-consent"))).toBe("denied");
    expect(await visitNote(both.page)).not.toContain("BOTHCHOICES1");
    expect(await visitNote(both.page)).not.toContain("lekkage");
    const afterWithdrawal = await sentWithRequest(both.page);
    expect(afterWithdrawal).not.toContain("BOTHCHOICES1");
    expect(both.gtmRequests.length).toBe(2); // the quote page before withdrawing; none after it
    await both.context.close();
  } finally {
    await setGtmId(request, null);
  }
});

test("the three buttons weigh the same, on a computer and on a phone", async ({ browser, request }) => {
  await setGtmId(request, "GTM-TEST123");
  try {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.route("https://www.googletagmanager.com/**", (route) =>
        route.fulfill({ status: 200, contentType: "application/javascript", body: "" }),
      );
      const banner = page.getByRole("region", { name: words.name });
      await expect(async () => {
        await page.goto("/");
        await expect(banner).toBeVisible({ timeout: bannerShows });
      }).toPass({ timeout: publishReached });
      const buttons = banner.getByRole("button");
      expect(await buttons.allTextContents()).toEqual([words.decline, words.save, words.accept]);
      const looks = await buttons.evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return {
            className: element.className,
            look: [style.backgroundColor, style.color, style.fontWeight, style.fontSize, style.boxShadow].join("|"),
            width: Math.round(box.width),
            height: Math.round(box.height),
          };
        }),
      );
      for (const other of looks.slice(1)) {
        expect(other.className, JSON.stringify(viewport)).toBe(looks[0]!.className);
        expect(other.look, JSON.stringify(viewport)).toBe(looks[0]!.look);
        expect(Math.abs(other.width - looks[0]!.width), JSON.stringify(viewport)).toBeLessThanOrEqual(1);
        expect(other.height, JSON.stringify(viewport)).toBe(looks[0]!.height);
      }
      await context.close();
    }
  } finally {
    await setGtmId(request, null);
  }
});

test("with Tag Manager on, the privacy policy describes Google Analytics and Google Ads, not that they are off", async ({
  page,
  request,
}) => {
  const policy = readDocument("legalPage-privacybeleid") as unknown as {
    sections: { heading: string; shownWhen?: string }[];
  };
  const on = policy.sections.find((section) => section.shownWhen === "tagManagerOn")!.heading;
  const off = policy.sections.find((section) => section.shownWhen === "tagManagerOff")!.heading;
  await setGtmId(request, "GTM-TEST123");
  try {
    await expect(async () => {
      await page.goto(pathOf("privacy"));
      await expect(page.locator("article h2", { hasText: on })).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator("article h2", { hasText: off })).toHaveCount(0);
  } finally {
    await setGtmId(request, null);
  }
  await expect(async () => {
    await page.goto(pathOf("privacy"));
    await expect(page.locator("article h2", { hasText: off })).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator("article h2", { hasText: on })).toHaveCount(0);
});
