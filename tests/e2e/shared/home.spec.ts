import { pathOf, sitePages } from "@/lib/site/routes";
import { expect, test } from "./fixtures";

test("home page answers in Dutch with call and WhatsApp links and the footer's seven links", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();

  const tel = page.locator('header a[href^="tel:"]');
  await expect(tel).toHaveAttribute("href", /^tel:\+31\d{9}$/);
  const whatsapp = page.locator('header a[href^="https://wa.me/"]');
  await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/31\d{9}\?text=.+/);
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(
    page.getByRole("navigation", { name: "Direct contact" }).locator(`a[href="${pathOf("quote")}"]`),
  ).toHaveCount(1);

  // The footer links every main page of the route list: the spec's seven and tips and advice.
  const footerLinks = page.getByRole("navigation", { name: "Voettekst" }).getByRole("link");
  const hrefs = await footerLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(sitePages.filter((p) => p.nav === "main").map((p) => p.path));
  expect(hrefs).toEqual(
    expect.arrayContaining(
      (["home", "about", "services", "emergency", "whyUs", "contact", "quote", "tips"] as const).map(pathOf),
    ),
  );

  // Tips and advice is reached from the home page's own words too, not only from the menu and the footer.
  await expect(page.locator(`main a[href="${pathOf("tips")}"]`)).toHaveCount(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the warranty on Waarom wij and Offerte aanvragen links to the written warranty terms", async ({ page }) => {
    for (const [path, section] of [
      ["/waarom-ons", "#kwaliteit"],
      ["/offerte-aanvragen", "#voordelen"],
    ] as const) {
      await page.goto(path);
      const link = page.locator(section).getByRole("link", { name: "Lees onze garantievoorwaarden" });
      await expect(link).toHaveAttribute("href", "/garantievoorwaarden");
    }
    await page.getByRole("link", { name: "Lees onze garantievoorwaarden" }).click();
    await expect(page).toHaveURL(/\/garantievoorwaarden$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Garantievoorwaarden");
  });
});
