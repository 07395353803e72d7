import { expect, type Page, test } from "@playwright/test";
import { adminLogin } from "../../playwright.config";
import { addDocument, type Doc, publish, readDocument, removeDocument } from "./dataset";

// A marketer adds a town in the Studio and publishes it: after the one webhook call, without a build, the town is
// everywhere a town belongs; unpublished, it is gone from all of them again.

const slug = "zeeland";
const path = `/dakdekker-${slug}`;

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
        question: "Werken jullie ook aan schuren in het buitengebied van Zeeland?",
        answer: "Ja. Bij schuren met asbest in het dak schakelen we een gecertificeerd saneerder in.",
      },
    ],
  };
}

async function pageTestCount(page: Page): Promise<number> {
  await page.goto("/admin");
  await page.getByRole("button", { name: "Test alle pagina's" }).click();
  const result = page.getByText(/Website pagina's test: \d+ pagina's getest/);
  await expect(result).toBeVisible({ timeout: 60_000 });
  return Number((await result.textContent())!.match(/(\d+) pagina's getest/)![1]);
}

test("a town published in the Studio appears everywhere a town belongs, and disappears when removed", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.goto("/auth");
  await page.getByLabel("E-mailadres").fill(adminLogin.email);
  await page.getByLabel("Wachtwoord").fill(adminLogin.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const pagesBefore = await pageTestCount(page);
  expect((await request.get(path)).status()).toBe(404);

  addDocument(newTown());
  try {
    await publish(request, { _type: "town", slug });

    // The page itself: its own hero, FAQ, JSON-LD and share image.
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Zeeland");
    await expect(page.getByText("boerderijen aan de Voederheil")).toBeVisible();
    await expect(page.getByText("Werken jullie ook aan schuren in het buitengebied van Zeeland?")).toBeVisible();
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
    expect(jsonLd).toContain('"areaServed"');
    expect(jsonLd).toContain("Zeeland");
    const image = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    const shareImage = await request.get(new URL(image!).pathname);
    expect(shareImage.status()).toBe(200);
    expect(shareImage.headers()["content-type"]).toBe("image/png");

    // Everywhere else a town belongs.
    expect(await (await request.get("/sitemap.xml")).text()).toContain(path);
    await page.goto("/");
    await expect(page.getByTestId("site-footer").locator(`a[href="${path}"]`)).toHaveCount(1);
    await expect(page.locator(`main a[href="${path}"]`)).not.toHaveCount(0);
    const alias = await request.get("/dakdekker-zeeland-nb", { maxRedirects: 0 });
    expect(alias.status()).toBe(308);
    expect(alias.headers().location).toBe(path);
    expect(await pageTestCount(page)).toBe(pagesBefore + 1);
  } finally {
    removeDocument(`town-${slug}`);
    await publish(request, { _type: "town", slug });
  }

  // Unpublished: gone from all of them.
  expect((await request.get(path)).status()).toBe(404);
  expect((await request.get("/dakdekker-zeeland-nb", { maxRedirects: 0 })).status()).toBe(404);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(path);
  await page.goto("/");
  await expect(page.locator(`a[href="${path}"]`)).toHaveCount(0);
  expect(await pageTestCount(page)).toBe(pagesBefore);
});
