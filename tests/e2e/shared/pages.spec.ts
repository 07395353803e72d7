import { pathOf } from "@/lib/site/routes";
import { expect, test } from "./fixtures";

// Each page's status, h1 and phone number are read by the crawl of every page (crawl.spec.ts).

test("the internal town address redirects permanently to the public one", async ({ request }) => {
  const response = await request.get("/dakdekker/uden", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe("/dakdekker-uden");
});

test("town pages use the company number and their own WhatsApp message", async ({ page }) => {
  // A town's own number (the override) is tested in town-number.publish.spec.ts.
  await page.goto("/dakdekker-heesch");
  await expect(page.locator('main a[href="tel:+31413203040"]').first()).toBeVisible();
  const whatsapp = page.locator('main a[href^="https://wa.me/"]').first();
  expect(decodeURIComponent((await whatsapp.getAttribute("href")) ?? "")).toContain("Heesch");
});

test("the FAQ accordion keeps one answer open, and the open one closes again", async ({ page }) => {
  await page.goto("/dakdekker-uden");
  const items = page.locator("#veelgestelde-vragen details");
  await expect(items).toHaveCount(5);
  const open = page.locator("#veelgestelde-vragen details[open]");
  await expect(open).toHaveCount(0);
  await items.nth(0).locator("summary").click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await expect(items.nth(0).locator("p")).toBeVisible();
  await items.nth(2).locator("summary").click();
  await expect(items.nth(2)).toHaveAttribute("open", "");
  await expect(open).toHaveCount(1);
  await expect(items.nth(0).locator("p")).toBeHidden();
  await items.nth(2).locator("summary").click();
  await expect(open).toHaveCount(0);
  // Keyboard: Enter on a focused question opens it.
  await items.nth(1).locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(open).toHaveCount(1);
  await expect(items.nth(1)).toHaveAttribute("open", "");
});

test("an article opens with its own title and the back link returns to the overview", async ({ page }) => {
  await page.goto("/tips-en-advies");
  const cards = page.locator("#artikelen li");
  await expect(cards).toHaveCount(4);
  const title = (await cards.first().locator("h3").textContent())!.trim();
  await cards
    .first()
    .getByRole("link", { name: /Lees artikel/ })
    .click();
  await expect(page).toHaveURL(/\/tips-en-advies\/[a-z0-9-]+#artikel$/);
  // Role queries skip the overview, which the router keeps hidden in the DOM for a quick way back.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("#artikel table").first()).toBeVisible();
  // Its title, category and date open it; contact buttons under it.
  await expect(page.locator("#artikel [data-hero] time")).toBeVisible();
  await expect(page.locator('[data-article-cta] a[href^="https://wa.me/"]')).toHaveCount(1);
  await expect(page.locator('[data-article-cta] a[href^="tel:"]')).toBeVisible();
  await page.getByRole("link", { name: "Terug naar het overzicht" }).first().click();
  await expect(page).toHaveURL(/\/tips-en-advies#artikelen$/);
  await expect(page.locator("#artikelen li")).toHaveCount(4);
});

test("the quote page's closing button scrolls smoothly to the form", async ({ page }) => {
  await page.goto("/offerte-aanvragen");
  await page.getByRole("link", { name: "Naar het aanvraagformulier" }).click();
  await expect(page.locator("#contact-form")).toBeInViewport();
  await expect(page.locator("#contact-form").getByLabel("Naam *", { exact: true })).toBeFocused();
});

test("the alternative leak hero's button leads to the request form", async ({ page }) => {
  await page.goto("/dakdekker-eindhoven");
  await expect(page.getByRole("heading", { name: "Aanvraag binnen 1 minuut" })).toBeVisible();
  await page.getByRole("link", { name: "Bel mij terug" }).click();
  await expect(page).toHaveURL(/#contact-form$/);
  await expect(page.locator("#contact-form")).toBeInViewport();
});

test("Schijndel has its own layout: 'Zo werken wij', three recent jobs and no site footer", async ({ page }) => {
  await page.goto("/dakdekker-schijndel");
  await expect(page.getByRole("heading", { name: "Zo werken wij" })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="recent-werk"] img')).toHaveCount(3);
  await expect(page.getByTestId("site-footer")).toBeHidden();
  // Without the footer the legal pages are still one click away.
  const legal = page.getByTestId("legal-line");
  await expect(legal.getByRole("link", { name: "Privacybeleid" })).toHaveAttribute("href", pathOf("privacy"));
  await expect(legal.getByRole("link", { name: "Garantievoorwaarden" })).toBeVisible();
});
