import type { Locator } from "@playwright/test";
import { articlePath, pathOf, townPath } from "@/lib/site/routes";
import { readDocument } from "../dataset";
import { expect, test } from "./fixtures";

/**
 * Who the trader is stands at the bottom of every page, and whatever the site is shipped with as a sample says so
 * on the page, in the settings' words. Read as served, without JavaScript.
 */
test.use({ javaScriptEnabled: false });

type Settings = {
  legalName: string;
  kvk: string;
  vatId: string;
  email: string;
  reviewPolicy: string;
  sampleLabels: { review: string; illustration: string; caseStudy: string };
  claims: { yearsExperience: string; customers: string; figuresConfirmed: boolean };
};
const settings = () => readDocument("siteSettings") as unknown as Settings;

/** The page's footer: the full one, or the legal line of a town that hides it. */
const footerOf = (page: import("@playwright/test").Page): Locator =>
  page.locator('[data-testid="site-footer"], [data-testid="legal-line"]');

test("every footer names the legal name, KvK number, VAT id and e-mail address, also a town's reduced one", async ({
  page,
}) => {
  const company = settings();
  const pages = [
    [pathOf("home"), "site-footer"],
    [townPath("uden"), "site-footer"],
    // Schijndel hides the footer: its legal line carries the company line.
    [townPath("schijndel"), "legal-line"],
  ] as const;
  for (const [path, kind] of pages) {
    await page.goto(path);
    const footer = footerOf(page);
    await expect(footer, path).toHaveCount(1);
    await expect(footer, path).toHaveAttribute("data-testid", kind);
    const line = footer.getByTestId("company-line");
    await expect(line, path).toContainText(company.legalName);
    await expect(line, path).toContainText(`KvK ${company.kvk}`);
    await expect(line, path).toContainText(`btw ${company.vatId}`);
    await expect(footer.locator(`a[href="mailto:${company.email}"]`), path).toHaveText(company.email);
  }
  // Search engines read the same identity from the structured data.
  await page.goto(pathOf("home"));
  const business = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.flatMap((script) => [JSON.parse(script.textContent ?? "null")].flat()).find((d) => d?.legalName),
    );
  expect(business).toMatchObject({ legalName: company.legalName, vatID: company.vatId });
});

/** Every element of `items` carries the label `text`, and there is at least one. */
async function expectEachLabelled(items: Locator, text: string, what: string) {
  const count = await items.count();
  expect(count, what).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    await expect(items.nth(index).locator("[data-sample]"), `${what} ${index}`).toHaveText(text);
  }
}

test("sample quotes and illustrations on the home page carry the settings' labels; unconfirmed figures stay out", async ({
  page,
}) => {
  const { sampleLabels, reviewPolicy, claims } = settings();
  expect(claims.figuresConfirmed).toBe(false);
  await page.goto(pathOf("home"));
  const reviews = page.locator("#ervaringen");
  await expectEachLabelled(reviews.locator('[data-review="sample"]'), sampleLabels.review, "quote");
  // Beside samples only, the line on how reviews are checked would claim a check that never happened.
  await expect(reviews.getByText(reviewPolicy)).toHaveCount(0);
  await expect(reviews.locator("dl")).toHaveCount(0);
  await expectEachLabelled(page.locator("#voor-en-na li"), sampleLabels.illustration, "project");
});

test("a town page labels its quotes and recent work, and leaves unconfirmed figures out of its list", async ({
  page,
}) => {
  const { sampleLabels, claims } = settings();
  await page.goto(townPath("schijndel"));
  await expectEachLabelled(
    page.locator('section[aria-labelledby="recent-werk"] li'),
    sampleLabels.illustration,
    "recent work",
  );
  await expectEachLabelled(page.locator('[data-review="sample"]'), sampleLabels.review, "quote");

  // The "Waarom" list names no figure while the figures are not confirmed; with one line left it is no list at all.
  for (const town of ["schijndel", "boekel"]) {
    await page.goto(townPath(town));
    await expect(page.getByTestId("why-us")).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText(`${claims.yearsExperience} jaar ervaring`);
    await expect(page.locator("main")).not.toContainText(`${claims.customers} tevreden klanten`);
  }

  await page.goto(townPath("uden"));
  await expectEachLabelled(page.locator('[data-review="sample"]'), sampleLabels.review, "leak hero quote");
});

test("the worked examples in an article carry the label for invented examples", async ({ page }) => {
  const { sampleLabels } = settings();
  await page.goto(articlePath("daklekkage-repareren-of-vervangen"));
  const examples = page.locator("[data-case-study]");
  await expect(examples).toHaveCount(2);
  await expectEachLabelled(examples, sampleLabels.caseStudy, "example");
  await expect(examples.first()).toContainText("Een gezin in Uden belde ons");
});
