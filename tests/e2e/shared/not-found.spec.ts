import type { Page } from "@playwright/test";
import { articlePath, sitePages, townPath } from "@/lib/site/routes";
import { readDocuments } from "../../support/dataset-file";
import { wcagViolations } from "../axe";
import { hydrated, stayedInDocument } from "../chrome";
import { towns } from "../routes";
import { expect, test } from "./fixtures";

// An address the site does not have answers 404 with a Dutch page whose words come from the Studio, in the site's
// chrome: the phone number as a call link, the main pages and every town (global-not-found.tsx, where proxy.ts sends
// every unknown address a browser loads). A client-side navigation to one gets notFound()'s boundary inside the site:
// the same words and call link, with the footer's pages and towns.

const words = readDocuments().find((doc) => doc._id === "notFoundPage") as unknown as {
  heading: string;
  text: string;
  callLabel: string;
  pagesHeading: string;
  townsHeading: string;
};
const mainPages = sitePages.filter((page) => page.nav === "main").map((page) => page.path);

for (const path of ["/deze-pagina-bestaat-niet", "/dakdekker-atlantis", "/tips-en-advies/bestaat-niet"]) {
  test(`${path} answers 404 with the Dutch page from the Studio, the phone number, the main pages and the towns`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
    await expect(page.getByText(words.text)).toBeVisible();
    await expect(page.getByText(/Oops|Page not found|Return to Home/)).toHaveCount(0);

    const call = page.locator('main a[href^="tel:"]');
    await expect(call).toHaveCount(1);
    await expect(call).toHaveAttribute("href", "tel:+31413203040");
    await expect(call).toHaveText(words.callLabel.replace("{phone}", "0413 20 30 40"));
    // Inside the site's chrome: its top bar, footer and sticky contact bar, as on every other page.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByTestId("site-footer")).toBeVisible();

    const linksUnder = (heading: string) =>
      page
        .getByRole("navigation", { name: heading })
        .getByRole("link")
        .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(await linksUnder(words.pagesHeading)).toEqual(mainPages);
    expect((await linksUnder(words.townsHeading)).sort()).toEqual(towns.map((town) => town.path).sort());

    expect(await wcagViolations(page)).toEqual([]);
  });
}

test("a client-side navigation to an unknown town shows the 404 words and the call link, over the footer's towns", async ({
  page,
}) => {
  await page.goto(townPath(towns[0]!.slug));
  await hydrated(page);
  // The app router's own navigation, as a Link makes it (the site links to no unknown town).
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(
      "/dakdekker-atlantis",
    ),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
  await expect(page.getByText(words.text)).toBeVisible();
  // The town page's own call links are gone from view with it (Next keeps the page it left hidden, for going
  // back): the 404's is the one left to see in main.
  const call = page.locator('main a[href^="tel:"]:visible');
  await expect(call).toHaveCount(1);
  await expect(call).toHaveAttribute("href", "tel:+31413203040");
  const footerTowns = page.getByTestId("site-footer").locator('a[href^="/dakdekker-"]:visible');
  await expect(footerTowns).toHaveCount(towns.length);
  expect(await stayedInDocument(page), "a client-side navigation, not a full load").toBe(true);
  expect(await wcagViolations(page)).toEqual([]);
});

// The same page with JavaScript off: everything above is in the server's HTML (proxy.ts sends an unknown town or
// article, and its share image, to app/global-not-found.tsx; a notFound() inside their routes would send an empty
// HTML shell). And no 404 is for a shared cache: a CDN keeps none, so none reaches another visitor or address.
test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  /** The share image's address of a page that has one, on another town's or article's slug. */
  async function shareImageOf(page: Page, path: string, slug: string) {
    await page.goto(path);
    const image = new URL((await page.locator('meta[property="og:image"]').first().getAttribute("content"))!);
    return image.pathname.replace(/^(\/(?:dakdekker|tips-en-advies)\/)[^/]+/, `$1${slug}`);
  }

  test("an unknown town, article, share image and address answer 404 with the whole page in the HTML", async ({
    page,
  }) => {
    const made = `nergens-${Date.now()}`;
    const paths = [
      townPath(made),
      articlePath(made),
      "/deze-pagina-bestaat-niet",
      await shareImageOf(page, townPath(towns[0]!.slug), made),
      await shareImageOf(page, articlePath("plat-dak-of-hellend-dak"), made),
    ];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()["cache-control"], path).toMatch(/\bno-store\b/);
      expect(response?.headers()["cache-control"], path).not.toMatch(/\bpublic\b|s-maxage/);
      await expect(page.getByRole("banner"), path).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(words.heading);
      await expect(page.locator('main a[href^="tel:"]'), path).toHaveAttribute("href", "tel:+31413203040");
      await expect(page.getByRole("navigation", { name: words.townsHeading }).getByRole("link"), path).toHaveCount(
        towns.length,
      );
      await expect(page.getByTestId("site-footer"), path).toBeVisible();
    }
  });
});
