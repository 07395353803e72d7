import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { type Doc, readDocuments } from "../../support/dataset-file";
import { adminLogin, baseURL } from "../settings";
import { query } from "../support";
import { expect, test } from "./fixtures";

/**
 * The price guide's "Vraag deze prijs vast aan": the quote form with the job, the size and the range shown, a
 * request that stores the estimate as the server priced it, and the owner who reads it on the lead's card. Every
 * word and figure expected below is read from the repository's dataset (the server starts from a copy of it).
 */

type PriceDoc = Doc & {
  title: string;
  slug: { current: string };
  unit: string;
  priceLow: number;
  priceHigh: number;
  minimumCharge: number;
};
type GuideDoc = Doc & {
  form: { jobLabel: string; sizeLabel: string; submitLabel: string };
  result: { fixPriceLabel: string; quoteLabel: string };
  estimate: { heading: string; text: string; changeLabel: string };
};

const docs = readDocuments();
const guide = docs.find((doc) => doc._type === "priceGuidePage") as GuideDoc;
const price = (slug: string) =>
  docs.find((doc) => doc._type === "priceItem" && (doc as PriceDoc).slug.current === slug) as PriceDoc;
const euro = (amount: number) =>
  `€\u00a0${new Intl.NumberFormat("nl-NL", Number.isInteger(amount) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 }).format(amount)}`;
const ends = (item: PriceDoc, size: number) => ({
  low: Math.max(item.minimumCharge, item.priceLow * size),
  high: Math.max(item.minimumCharge, item.priceHigh * size),
});
const rangeText = ({ low, high }: { low: number; high: number }) =>
  low === high ? euro(low) : `${euro(low)} tot ${euro(high)}`;

const summary = (page: Page) => page.getByRole("region", { name: guide.estimate.heading });
const quoteForm = (page: Page) => page.getByRole("form", { name: "Offerte aanvragen" });

async function fillAndSend(page: Page, name: string) {
  const form = quoteForm(page);
  await form.getByLabel("Naam *", { exact: true }).fill(name);
  await form.getByLabel("E-mailadres *", { exact: true }).fill("prijs@example.nl");
  await form.getByLabel("Telefoonnummer *", { exact: true }).fill("06 34567890");
  await form.getByLabel("Adres *", { exact: true }).fill("Molenstraat 8, 5461 AB Veghel");
  await form.getByLabel("Type dak *", { exact: true }).selectOption("hellend-dak");
  await form.getByRole("button", { name: "Gratis offerte aanvragen" }).click();
  // Without JavaScript the browser keeps the form's fragment (#contact-form) across the redirect.
  await expect(page).toHaveURL(/\/bedankt(#contact-form)?$/);
}

type EstimateRow = {
  estimate_job: string | null;
  estimate_title: string | null;
  estimate_unit: string | null;
  estimate_size: string | null;
  estimate_low: string | null;
  estimate_high: string | null;
  page_path: string | null;
};
const storedLead = async (name: string) => {
  const rows = await query<EstimateRow>("select * from contact_submissions where name = $1", [name]);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

/** The owner's card for a lead, in a browser of its own with JavaScript (the admin's). */
async function ownerCard(browser: Browser, name: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByLabel("E-mailadres").fill(adminLogin.email);
  await page.getByLabel("Wachtwoord").fill(adminLogin.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/aanvragen?zoek=${encodeURIComponent(name)}`);
  return { card: page.getByTestId("lead").filter({ hasText: name }), close: () => context.close() };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("from the guide's answer to the form with the estimate shown, to a lead that stores it and the owner's card", async ({
    page,
    browser,
  }) => {
    const item = price("dakpannen-vervangen");
    const name = "Prijswijzer Zonder Script";
    await page.goto("/kosten-dakreparatie");
    await page.getByLabel(guide.form.jobLabel).selectOption({ label: item.title });
    await page.getByRole("spinbutton", { name: guide.form.sizeLabel }).fill("12");
    await page.getByRole("button", { name: guide.form.submitLabel, exact: true }).click();
    await page.getByRole("link", { name: guide.result.fixPriceLabel }).click();

    await expect(page).toHaveURL(/\/offerte-aanvragen\?klus=dakpannen-vervangen&omvang=12#contact-form$/);
    const box = summary(page);
    await expect(box).toBeVisible();
    await expect(box).toContainText(item.title);
    await expect(box).toContainText("12\u00a0m²");
    await expect(box).toContainText(rangeText(ends(item, 12)));
    await expect(box).toContainText(guide.estimate.text);
    await expect(box.getByRole("link", { name: guide.estimate.changeLabel })).toHaveAttribute(
      "href",
      "/kosten-dakreparatie?klus=dakpannen-vervangen&omvang=12#uitkomst",
    );
    // The form carries the job and the size, never a figure.
    const form = quoteForm(page);
    await expect(form.locator('input[name="estimateJob"]')).toHaveValue("dakpannen-vervangen");
    await expect(form.locator('input[name="estimateSize"]')).toHaveValue("12");
    expect(
      await form.locator("input[type=hidden]").evaluateAll((inputs) => inputs.map((i) => i.outerHTML).join()),
    ).not.toContain("€");

    await fillAndSend(page, name);
    const { low, high } = ends(item, 12);
    expect(await storedLead(name)).toMatchObject({
      estimate_job: "dakpannen-vervangen",
      estimate_title: item.title,
      estimate_unit: "m2",
      estimate_size: "12.0",
      estimate_low: low.toFixed(2),
      estimate_high: high.toFixed(2),
      page_path: "/offerte-aanvragen",
    });

    const owner = await ownerCard(browser, name);
    try {
      await expect(owner.card.getByTestId("lead-estimate")).toHaveText(
        `Prijsindicatie uit de prijswijzer: ${item.title}, 12\u00a0m²: ${rangeText({ low, high })} incl. btw`,
      );
    } finally {
      await owner.close();
    }
  });

  test("a job the guide has no price for shows the plain form, and the request is still taken without an estimate", async ({
    page,
  }) => {
    for (const [klus, name] of [
      ["dakraam", "Onbekende Klus Zonder Script"],
      ["spoedtoeslag", "Toeslag Als Klus"],
    ] as const) {
      await page.goto(`/offerte-aanvragen?klus=${klus}&omvang=4`);
      await expect(summary(page)).toHaveCount(0);
      await expect(quoteForm(page).locator('input[name="estimateJob"]')).toHaveCount(0);
      await fillAndSend(page, name);
      expect(await storedLead(name)).toMatchObject({ estimate_job: null, estimate_low: null, estimate_high: null });
    }
  });
});

test("with JavaScript: a decimal size from the guide is carried and priced as typed, and a tampered size is priced anew", async ({
  page,
}) => {
  const goot = price("dakgoot");
  await page.goto("/kosten-dakreparatie?klus=dakgoot&omvang=1,5");
  await page.getByRole("link", { name: guide.result.fixPriceLabel }).click();
  await expect(page).toHaveURL(/\/offerte-aanvragen\?klus=dakgoot&omvang=1\.5#contact-form$/);
  await expect(summary(page)).toContainText("1,5\u00a0meter");
  await expect(summary(page)).toContainText(rangeText(ends(goot, 1.5)));
  await fillAndSend(page, "Goot Met Komma");
  expect(await storedLead("Goot Met Komma")).toMatchObject({
    estimate_job: "dakgoot",
    estimate_size: "1.5",
    estimate_low: ends(goot, 1.5).low.toFixed(2),
    estimate_high: ends(goot, 1.5).high.toFixed(2),
  });

  // A size changed in the page, and a range added to the form: the server prices the size from the list.
  const pannen = price("dakpannen-vervangen");
  await page.goto("/offerte-aanvragen?klus=dakpannen-vervangen&omvang=12");
  // Tampered once React has hydrated the form (it marks the nodes it owns): a change made before that can be
  // undone by hydration itself.
  await page.waitForFunction(() => {
    const input = document.querySelector('input[name="estimateSize"]');
    return input !== null && Object.keys(input).some((key) => key.startsWith("__reactFiber"));
  });
  await quoteForm(page).evaluate((form) => {
    (form.querySelector('input[name="estimateSize"]') as HTMLInputElement).value = "30";
    for (const [name, value] of [
      ["estimateLow", "1"],
      ["estimateHigh", "2"],
    ]) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name!;
      input.value = value!;
      form.append(input);
    }
  });
  await expect(quoteForm(page).locator('input[name="estimateSize"]')).toHaveValue("30");
  await fillAndSend(page, "Geknoeide Prijs");
  expect(await storedLead("Geknoeide Prijs")).toMatchObject({
    estimate_size: "30.0",
    estimate_low: ends(pannen, 30).low.toFixed(2),
    estimate_high: ends(pannen, 30).high.toFixed(2),
  });
});

/** Bytes of the JavaScript a page's HTML names (its <script src> tags), as the price guide's budget test counts. */
async function scriptBytes(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!))];
  const sizes = await Promise.all(sources.map(async (src) => (await (await request.get(src)).body()).length));
  return sizes.reduce((sum, bytes) => sum + bytes, 0);
}

test("the quote page stays static; with an estimate it loads no more JavaScript and keeps its address as canonical", async ({
  request,
  page,
}) => {
  // Served from the prerendered page, as before: the estimate lives on an address of its own.
  const plain = await request.get("/offerte-aanvragen");
  expect(plain.headers()["x-nextjs-prerender"]).toBe("1");
  const withEstimate = await request.get("/offerte-aanvragen?klus=dakpannen-vervangen&omvang=12");
  expect(withEstimate.status()).toBe(200);
  expect(withEstimate.headers()["x-nextjs-prerender"]).toBeUndefined();
  expect(await withEstimate.text()).toContain(guide.estimate.heading);

  const quote = await scriptBytes(request, "/offerte-aanvragen");
  const estimate = await scriptBytes(request, "/offerte-aanvragen?klus=dakpannen-vervangen&omvang=12");
  console.log(`script bytes: /offerte-aanvragen ${quote}, with an estimate ${estimate}`);
  expect(estimate).toBeLessThanOrEqual(quote);

  await page.goto("/offerte-aanvragen?klus=dakgoot&omvang=8");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/offerte-aanvragen$/);
  const internal = await request.get("/offerte-aanvragen/prijs?klus=dakgoot", { maxRedirects: 0 });
  expect(internal.status()).toBe(308);
  expect(internal.headers().location).toBe("/offerte-aanvragen?klus=dakgoot");
});
