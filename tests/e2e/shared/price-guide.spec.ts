import type { APIRequestContext, Page } from "@playwright/test";
import { articlePath, townPath } from "@/lib/site/routes";
import { siteTimeZone } from "@/lib/time/dutch-time";
import { type Doc, readDocuments } from "../../support/dataset-file";
import { expect, test } from "./fixtures";

/**
 * The price guide at /kosten-dakreparatie, against the repository's dataset (the server starts from a copy of it):
 * every expected figure and word below is read from there, not written here.
 */

type PriceDoc = Doc & {
  title: string;
  slug: { current: string };
  unit: "klus" | "m2" | "m1" | "stuk";
  priceLow: number;
  priceHigh: number;
  minimumCharge: number;
  typicalSize?: number;
  maxSize?: number;
  included: string[];
  notIncluded: string[];
  moreExpensiveWhen: string[];
  _updatedAt: string;
};
type GuideDoc = Doc & {
  navigationLabel: string;
  hero: { heading: string };
  form: { jobLabel: string; sizeLabel: string; submitLabel: string; updatedNote: string };
  result: {
    heading: string;
    includedHeading: string;
    notIncludedHeading: string;
    moreExpensiveHeading: string;
    quoteLabel: string;
    fixPriceLabel: string;
    vatNote: string;
  };
  messages: Record<"noJob" | "unknownJob" | "missingSize" | "invalidSize" | "tooLarge" | "roundedSize", string>;
  overview: { heading: string; surchargePrice: string };
};
type Block = {
  _type: string;
  markDefs?: { _key: string; href?: string }[];
  children?: { text: string; marks?: string[] }[];
};
type FaqLink = { text: string; href: string };

const path = "/kosten-dakreparatie";
const siteUrl = (process.env.SITE_URL || "http://localhost:3000").replace(/\/$/, "");
const docs = readDocuments();
const prices = docs.filter((doc) => doc._type === "priceItem") as PriceDoc[];
const guide = docs.find((doc) => doc._type === "priceGuidePage") as GuideDoc;
const price = (slug: string) => prices.find((item) => item.slug.current === slug)!;
/** The evening and weekend surcharge: a fixed amount, no job of the guide. */
const surcharge = price("spoedtoeslag");
const jobs = prices.filter((item) => item !== surcharge);

const euro = (amount: number) =>
  `€\u00a0${new Intl.NumberFormat("nl-NL", Number.isInteger(amount) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 }).format(amount)}`;
const range = (item: PriceDoc, size: number) => {
  const low = Math.max(item.minimumCharge, item.priceLow * size);
  const high = Math.max(item.minimumCharge, item.priceHigh * size);
  return low === high ? euro(low) : `${euro(low)} tot ${euro(high)}`;
};
const units = { m2: ["m²", "m²"], m1: ["meter", "meter"], stuk: ["stuk", "stuks"] } as const;
const amount = (item: PriceDoc, size: number) =>
  `${size} ${units[item.unit as keyof typeof units][size === 1 ? 0 : 1]}`;
const fill = (text: string, name: string, value: string) => text.replace(`{${name}}`, value);
const newestPriceDate = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: siteTimeZone,
}).format(new Date(Math.max(...prices.map((item) => Date.parse(item._updatedAt)))));

const answer = (page: Page) => page.getByRole("region", { name: guide.result.heading });
const jobField = (page: Page) => page.getByLabel(guide.form.jobLabel);
const sizeField = (page: Page) => page.getByRole("spinbutton", { name: guide.form.sizeLabel });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor picks a job and a size and gets the range, what it includes and leaves out, and the prices' date", async ({
    page,
  }) => {
    const item = price("dakpannen-vervangen");
    await page.goto(path);
    await jobField(page).selectOption({ label: item.title });
    await sizeField(page).fill("12");
    await page.getByRole("button", { name: guide.form.submitLabel, exact: true }).click();

    await expect(page).toHaveURL(/\/kosten-dakreparatie\?klus=dakpannen-vervangen&omvang=12(#uitkomst)?$/);
    const result = answer(page);
    await expect(result).toBeVisible();
    await expect(result.getByTestId("prijsindicatie")).toHaveText(range(item, 12));
    await expect(result.getByRole("heading", { level: 3 })).toHaveText(`${item.title} · ${amount(item, 12)}`);
    for (const [heading, entries] of [
      [guide.result.includedHeading, item.included],
      [guide.result.notIncludedHeading, item.notIncluded],
      [guide.result.moreExpensiveHeading, item.moreExpensiveWhen],
    ] as const) {
      await expect(result.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      for (const entry of entries) await expect(result.getByText(entry, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(fill(guide.form.updatedNote, "date", newestPriceDate), { exact: true })).toBeVisible();
    // The form keeps what was asked, and the answer leads on to a quote and the phone.
    await expect(jobField(page)).toHaveValue("dakpannen-vervangen");
    await expect(sizeField(page)).toHaveValue("12");
    // "Vraag deze prijs vast aan" takes the job and the size to the quote form.
    await expect(result.getByRole("link", { name: guide.result.fixPriceLabel })).toHaveAttribute(
      "href",
      "/offerte-aanvragen?klus=dakpannen-vervangen&omvang=12#contact-form",
    );
    await expect(result.getByText(guide.result.vatNote, { exact: true })).toBeVisible();
    await expect(result.locator('a[href^="tel:"]')).toBeVisible();
  });

  test("the size field follows the chosen job: its unit in the label, no field for a job priced per klus", async ({
    page,
  }) => {
    await page.goto(path);
    for (const unit of ["m2", "m1", "stuk"] as const) {
      const item = prices.find((candidate) => candidate.unit === unit)!;
      await jobField(page).selectOption({ label: item.title });
      await expect(sizeField(page)).toHaveAccessibleName(`${guide.form.sizeLabel} (${units[unit][1]})`);
    }
    await jobField(page).selectOption({ label: prices.find((candidate) => candidate.unit === "klus")!.title });
    await expect(page.locator("#prijswijzer-omvang")).toBeHidden();
  });

  test("without a question the page shows the form and every job with its starting price, and no answer", async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.hero.heading);
    await expect(jobField(page)).toHaveValue("");
    await expect(answer(page)).toHaveCount(0);
    const overview = page.getByRole("region", { name: guide.overview.heading });
    await expect(overview.getByRole("listitem")).toHaveCount(jobs.length);
    for (const item of jobs) {
      const card = overview
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: item.title, exact: true }) });
      await expect(card).toContainText(`vanaf ${euro(item.priceLow)}`);
      await expect(card.getByRole("link")).toHaveAttribute("href", `${path}?klus=${item.slug.current}#uitkomst`);
    }
    // The surcharge is one fixed amount per visit, not a job "vanaf" a price, and has no answer to link to.
    const fixed = overview.getByTestId("spoedtoeslag");
    await expect(fixed.getByRole("heading", { name: surcharge.title })).toBeVisible();
    await expect(fixed).toContainText(
      guide.overview.surchargePrice.replace("{minimum:spoedtoeslag}", euro(surcharge.minimumCharge)),
    );
    await expect(fixed).not.toContainText("vanaf");
    await expect(fixed.getByRole("link")).toHaveCount(0);
  });

  test("the surcharge is no job to pick but a fixed note under every answer", async ({ page }) => {
    await page.goto(path);
    await expect(jobField(page).locator("option")).toHaveCount(jobs.length + 1);
    await expect(jobField(page).locator('option[value="spoedtoeslag"]')).toHaveCount(0);
    await page.goto(`${path}?klus=spoedtoeslag`);
    await expect(answer(page).getByText(guide.messages.unknownJob, { exact: true })).toBeVisible();
    await expect(answer(page).getByTestId("prijsindicatie")).toHaveCount(0);
    for (const query of ["klus=dakgoot&omvang=8", "klus=lekkage-opsporen", "klus=dakpannen-vervangen&omvang=1e9"]) {
      await page.goto(`${path}?${query}`);
      const note = answer(page).getByTestId("spoedtoeslag-uitleg");
      await expect(note, query).toContainText(euro(surcharge.minimumCharge));
      await expect(note, query).not.toContainText("{");
    }
  });

  test("a Dutch decimal comma is priced as typed; a size finer than its unit is rounded up and said", async ({
    page,
  }) => {
    const goot = price("dakgoot");
    await page.goto(`${path}?klus=dakgoot&omvang=1,5`);
    await expect(answer(page).getByRole("heading", { level: 3 })).toHaveText(`${goot.title} · 1,5 meter`);
    const low = Math.max(goot.minimumCharge, goot.priceLow * 1.5);
    const high = Math.max(goot.minimumCharge, goot.priceHigh * 1.5);
    await expect(answer(page).getByTestId("prijsindicatie")).toHaveText(
      low === high ? euro(low) : `${euro(low)} tot ${euro(high)}`,
    );
    await expect(sizeField(page)).toHaveValue("1.5");

    const chimney = price("schoorsteen");
    await page.goto(`${path}?klus=schoorsteen&omvang=1,5`);
    await expect(answer(page).getByRole("heading", { level: 3 })).toHaveText(`${chimney.title} · 2 stuks`);
    await expect(
      answer(page).getByText(fill(guide.messages.roundedSize, "size", amount(chimney, 2)), { exact: true }),
    ).toBeVisible();
  });

  test("bad input never errors: each answers 200 with a Dutch message and the form with sensible values", async ({
    page,
  }) => {
    const pannen = price("dakpannen-vervangen");
    const typical = pannen.typicalSize!;
    const invalid = fill(guide.messages.invalidSize, "size", amount(pannen, typical));
    const cases = [
      { query: "klus=dakpannen-vervangen&omvang=0", message: invalid, job: "dakpannen-vervangen", size: `${typical}` },
      { query: "klus=dakpannen-vervangen&omvang=-4", message: invalid, job: "dakpannen-vervangen", size: `${typical}` },
      {
        query: "klus=dakpannen-vervangen&omvang=twaalf",
        message: invalid,
        job: "dakpannen-vervangen",
        size: `${typical}`,
      },
      {
        query: `klus=dakpannen-vervangen&omvang=${"9".repeat(10_000)}`,
        message: invalid,
        job: "dakpannen-vervangen",
        size: `${typical}`,
      },
      {
        query: "klus=dakpannen-vervangen",
        message: fill(guide.messages.missingSize, "size", amount(pannen, typical)),
        job: "dakpannen-vervangen",
        size: `${typical}`,
      },
      {
        query: "klus=dakpannen-vervangen&omvang=1e9",
        message: fill(guide.messages.tooLarge, "maxSize", amount(pannen, pannen.maxSize!)),
        job: "dakpannen-vervangen",
        size: `${pannen.maxSize}`,
      },
      { query: "klus=bestaat-niet&omvang=4", message: guide.messages.unknownJob, job: "", size: "" },
      { query: `klus=${"x".repeat(10_000)}`, message: guide.messages.unknownJob, job: "", size: "" },
      { query: "omvang=12", message: guide.messages.noJob, job: "", size: "" },
    ];
    for (const { query, message, job, size } of cases) {
      const label = query.slice(0, 60);
      const response = await page.goto(`${path}?${query}`);
      expect(response?.status(), label).toBe(200);
      await expect(answer(page).getByText(message, { exact: true }), label).toBeVisible();
      await expect(jobField(page), label).toHaveValue(job);
      await expect(sizeField(page), label).toHaveValue(size);
    }
    // Above the largest size there is no figure, only the way to a quote on measure.
    await page.goto(`${path}?klus=dakpannen-vervangen&omvang=1e9`);
    await expect(answer(page).getByTestId("prijsindicatie")).toHaveCount(0);
    await expect(answer(page).getByRole("link", { name: guide.result.quoteLabel })).toBeVisible();
  });
});

test("a hostile query answers 200 with the Dutch message and echoes nothing", async ({ page, request }) => {
  const script = "<script>alert(1)</script>";
  const url = `${path}?klus=${encodeURIComponent(script)}&omvang=1e99`;
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  // The answer page carries the public pages' headers like the guide itself.
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  const html = await response.text();
  expect(html).not.toContain(script);
  expect(html).not.toContain("alert(1)</script>");

  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(url);
  await expect(answer(page).getByText(guide.messages.unknownJob, { exact: true })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("alert(1)");
  expect(dialogs).toEqual([]);
});

/**
 * Bytes of the JavaScript a page's HTML names (its <script src> tags). Not what the browser happens to fetch: link
 * prefetches load other routes' chunks when the browser is idle, which made a count of fetched scripts vary from run
 * to run (CI on record: the guide "loaded" 23 KB more than /contact).
 */
async function scriptBytes(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!))];
  const sizes = await Promise.all(sources.map(async (src) => (await (await request.get(src)).body()).length));
  return sizes.reduce((sum, bytes) => sum + bytes, 0);
}

test("the price guide and its answers load no more JavaScript than the contact page", async ({ request }) => {
  const contact = await scriptBytes(request, "/contact");
  const guidePage = await scriptBytes(request, path);
  const answerPage = await scriptBytes(request, `${path}?klus=dakpannen-vervangen&omvang=12`);
  console.log(`script bytes: /contact ${contact}, ${path} ${guidePage}, answer ${answerPage}`);
  expect(guidePage).toBeGreaterThan(0);
  expect(guidePage).toBeLessThanOrEqual(contact);
  expect(answerPage).toBeLessThanOrEqual(contact);
});

test("a cost article and a town's cost question link to the price guide", async ({ page }) => {
  const article = docs
    .filter((doc) => doc._type === "article")
    .flatMap((doc) =>
      (doc.body as Block[]).flatMap((block) => {
        const key = block.markDefs?.find((mark) => mark.href === path)?._key;
        const span = key && block.children?.find((child) => child.marks?.includes(key));
        return span ? [{ slug: (doc.slug as { current: string }).current, text: span.text }] : [];
      }),
    )[0]!;
  await page.goto(articlePath(article.slug));
  await page.locator("article").getByRole("link", { name: article.text, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.hero.heading);

  const town = docs
    .filter((doc) => doc._type === "town")
    .flatMap((doc) =>
      (doc.faqs as { question: string; link?: FaqLink }[]).flatMap((faq) =>
        faq.link?.href === path ? [{ slug: (doc.slug as { current: string }).current, ...faq, link: faq.link }] : [],
      ),
    )[0]!;
  await page.goto(townPath(town.slug));
  const question = page.locator("#veelgestelde-vragen details").filter({ hasText: town.question });
  await question.locator("summary").click();
  await question.getByRole("link", { name: town.link.text }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.hero.heading);

  // The shared questions on the home page too.
  const faq = docs.find((doc) => doc._type === "faq" && (doc.link as FaqLink | undefined)?.href === path)!;
  await page.goto("/");
  const shared = page.locator("details").filter({ hasText: faq.question as string });
  await shared.locator("summary").click();
  await expect(shared.getByRole("link", { name: (faq.link as FaqLink).text })).toHaveAttribute("href", path);
});

test("the guide is in the menu and the sitemap; its answers have its address as canonical", async ({
  page,
  request,
}) => {
  await page.goto("/contact");
  await page.locator("header summary").click();
  await page
    .locator("header")
    .getByRole("navigation", { name: "Menu" })
    .getByRole("link", { name: guide.navigationLabel })
    .click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${siteUrl}${path}</loc>`);

  await page.goto(`${path}?klus=dakgoot&omvang=8`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}${path}`);
  const internal = await request.get(`${path}/uitkomst?klus=dakgoot`, { maxRedirects: 0 });
  expect(internal.status()).toBe(308);
  expect(internal.headers().location).toBe(`${path}?klus=dakgoot`);
});

test.describe("on the narrowest phone (320 × 568)", () => {
  test.use({ viewport: { width: 320, height: 568 }, hasTouch: true, isMobile: true });

  test("the open menu shows every main page above the sticky contact bar", async ({ page }) => {
    await page.goto(path);
    await page.locator("header summary").click();
    const links = page.locator("header").getByRole("navigation", { name: "Menu" }).getByRole("link");
    await expect(links.filter({ hasText: guide.navigationLabel })).toBeVisible();
    const bar = await page.getByTestId("mobile-sticky-bar").locator("visible=true").boundingBox();
    expect(bar).toBeTruthy();
    for (const link of await links.all()) {
      const name = (await link.textContent()) ?? "";
      const box = await link.boundingBox();
      expect(box, name).toBeTruthy();
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(bar!.y);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
