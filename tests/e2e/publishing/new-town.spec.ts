import type { APIRequestContext, Page } from "@playwright/test";
import { townPath } from "@/lib/site/routes";
import { addDocument, type Doc, publish, readDocument, removeDocument } from "../dataset";
import { adminLogin } from "../settings";
import { expect, test } from "./fixtures";

// A marketer adds a town in the Studio and publishes it: after the one webhook call, without a build, the town is
// everywhere a town belongs; unpublished, it is gone from all of them again.

const slug = "zeeland";
const path = townPath(slug);
const question = "Werken jullie ook aan schuren in het buitengebied van Zeeland?";

function newTown(): Doc {
  const template = readDocument("town-erp");
  return {
    ...structuredClone(template),
    _id: `town-${slug}`,
    _createdAt: new Date().toISOString(),
    _updatedAt: new Date().toISOString(),
    name: "Zeeland",
    slug: { _type: "slug", current: slug },
    aliases: ["zeeland-nb"],
    municipality: "Maashorst",
    geo: { lat: 51.6975, lng: 5.6778 },
    distanceKm: 14,
    driveMinutes: 18,
    heroVariant: "standard",
    heroHeading: undefined,
    heroIntro: "Dakdekker voor Zeeland en de Maashorst: boerderijen aan de Voederheil, rijtjeshuizen in het dorp.",
    seoTitle: "Dakdekker Zeeland – snel bij je in de Maashorst",
    seoDescription:
      "Lekkage of dakreparatie in Zeeland? Vanuit Veghel zijn we snel bij je, in het dorp en het buitengebied.",
    faqs: [
      {
        _key: "zeeland-1",
        _type: "faqItem",
        question,
        answer: "Ja. Bij schuren met asbest in het dak schakelen we een gecertificeerd saneerder in.",
      },
    ],
  };
}

/** The admin's page test, run afresh: how many pages it tested, and which. */
async function pageTest(page: Page): Promise<{ count: number; pages: string[] }> {
  await page.goto("/admin");
  await page.getByRole("button", { name: "Test alle pagina’s" }).click();
  const result = page.getByText(/Website pagina’s test: \d+ pagina’s getest/);
  await expect(result).toBeVisible({ timeout: 60_000 });
  await page.getByText("Geteste pagina’s").click();
  const pages = await page.locator('details:has(summary:text("Geteste pagina’s")) li').allTextContents();
  return { count: Number((await result.textContent())!.match(/(\d+) pagina’s getest/)![1]), pages };
}

type JsonLd = Record<string, unknown>;
const jsonLdOf = async (page: Page): Promise<JsonLd[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));

/** The town names the site-wide JSON-LD (the company on every page) serves. */
async function areaServed(page: Page): Promise<string[]> {
  await page.goto("/");
  const company = (await jsonLdOf(page)).find((block) => block.areaServed);
  return ((company?.areaServed ?? []) as { name: string }[]).map((area) => area.name);
}

/** The share image of the page open in `page`: its address, its description and its bytes. */
async function shareImage(page: Page, request: APIRequestContext) {
  const url = new URL((await page.locator('meta[property="og:image"]').first().getAttribute("content"))!).pathname;
  const alt = await page.locator('meta[property="og:image:alt"]').first().getAttribute("content");
  const response = await request.get(url);
  return { url, alt, response, bytes: await response.body() };
}

/** Everything a published town brings: checked in full after the first publish, briefly after the second. */
async function expectPresent(page: Page, request: APIRequestContext, pagesBefore: number, full: boolean) {
  expect((await request.get(path)).status()).toBe(200);
  if (!full) return;
  // The page itself: its own hero, FAQ, JSON-LD and share image.
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Zeeland");
  await expect(page.getByText("boerderijen aan de Voederheil")).toBeVisible();
  await expect(page.getByText(question)).toBeVisible();
  const blocks = await jsonLdOf(page);
  const service = blocks.find((block) => block["@type"] === "Service");
  expect((service?.areaServed as { name?: string } | undefined)?.name).toBe("Zeeland");
  const faq = blocks.find((block) => block["@type"] === "FAQPage");
  expect((faq?.mainEntity as { name: string }[] | undefined)?.map((item) => item.name)).toEqual([question]);
  const own = await shareImage(page, request);
  expect(own.response.status()).toBe(200);
  expect(own.response.headers()["content-type"]).toBe("image/png");
  expect(own.alt).toContain("Zeeland");
  // Its own image, not the one of the town it was copied from.
  await page.goto(townPath("erp"));
  const erp = await shareImage(page, request);
  expect(erp.response.status()).toBe(200);
  expect(own.url).not.toBe(erp.url);
  expect(own.bytes.equals(erp.bytes)).toBe(false);

  // Everywhere else a town belongs.
  expect(await (await request.get("/sitemap.xml")).text()).toContain(path);
  expect(await areaServed(page)).toContain("Zeeland");
  await expect(page.getByTestId("site-footer").locator(`a[href="${path}"]`)).toHaveCount(1);
  await expect(page.locator(`main a[href="${path}"]`)).not.toHaveCount(0);
  const alias = await request.get("/dakdekker-zeeland-nb", { maxRedirects: 0 });
  expect(alias.status()).toBe(308);
  expect(alias.headers().location).toBe(path);
  const tested = await pageTest(page);
  expect(tested.count).toBe(pagesBefore + 1);
  expect(tested.pages).toContain(path);
  return own.url;
}

/** Deleted or unpublished: gone from every place again. */
async function expectGone(page: Page, request: APIRequestContext, pagesBefore: number, imageUrl: string) {
  expect((await request.get(path)).status()).toBe(404);
  expect((await request.get(imageUrl)).status()).toBe(404);
  expect((await request.get("/dakdekker-zeeland-nb", { maxRedirects: 0 })).status()).toBe(404);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(path);
  expect(await areaServed(page)).not.toContain("Zeeland");
  await expect(page.locator(`a[href="${path}"]`)).toHaveCount(0);
  const tested = await pageTest(page);
  expect(tested.count).toBe(pagesBefore);
  expect(tested.pages).not.toContain(path);
}

test("a town published in the Studio appears everywhere a town belongs, and disappears when deleted or unpublished", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.goto("/auth");
  await page.getByLabel("E-mailadres").fill(adminLogin.email);
  await page.getByLabel("Wachtwoord").fill(adminLogin.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const pagesBefore = (await pageTest(page)).count;
  expect((await request.get(path)).status()).toBe(404);

  let imageUrl = "";
  try {
    addDocument(newTown());
    await publish(request, { _type: "town", slug });
    imageUrl = (await expectPresent(page, request, pagesBefore, true))!;
  } finally {
    removeDocument(`town-${slug}`);
    await publish(request, { _type: "town", slug });
  }
  // Deleted: gone from all of them.
  await expectGone(page, request, pagesBefore, imageUrl);

  // Published again, then unpublished: the Studio keeps only the draft (`drafts.<id>`), which the site never shows.
  try {
    addDocument(newTown());
    await publish(request, { _type: "town", slug });
    await expectPresent(page, request, pagesBefore, false);
  } finally {
    removeDocument(`town-${slug}`);
    addDocument({ ...newTown(), _id: `drafts.town-${slug}` });
    await publish(request, { _type: "town", slug });
  }
  try {
    await expectGone(page, request, pagesBefore, imageUrl);
  } finally {
    removeDocument(`drafts.town-${slug}`);
  }
});
