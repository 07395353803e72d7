import sharp from "sharp";
import { sitePages } from "@/lib/site/routes";
import { readDocuments } from "../dataset";
import { fillQuoteForm, signIn } from "../owner";
import { expect, test } from "./fixtures";

// What a newcomer, a visitor and the owner hit on first contact with real use. The owner's tests share the worker's
// isolated server (its tables emptied before each test) with the same settings as insight.spec.ts.

const photo = (colour: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

test("the owner sees both photos of a request in /admin and /admin/aanvragen, and in the e-mail", async ({
  page,
  isolated: server,
}) => {
  const smtp = server.smtp!;
  await page.goto(`${server.origin}/offerte-aanvragen`);
  const form = await fillQuoteForm(page, "Fotograaf Testpersoon");
  // The international notation with the trunk zero in brackets, as people copy it from a business card.
  await form.getByLabel("Telefoonnummer *", { exact: true }).fill("+31 (0)6 12345678");
  await form.getByLabel(/Foto’s van het dak/).setInputFiles([
    { name: "dak.jpg", mimeType: "image/jpeg", buffer: await photo("#884422") },
    { name: "plafond.jpg", mimeType: "image/jpeg", buffer: await photo("#224488") },
  ]);
  await form.getByRole("button", { name: "Gratis offerte aanvragen" }).click();
  await expect(page).toHaveURL(/\/bedankt$/);

  await signIn(page, server.origin);
  const recent = page.getByTestId("recent-leads").locator("li").filter({ hasText: "Fotograaf Testpersoon" });
  await expect(recent.getByRole("img")).toHaveCount(2);
  await page.goto(`${server.origin}/admin/aanvragen`);
  const lead = page.getByTestId("lead").filter({ hasText: "Fotograaf Testpersoon" });
  // Stored as E.164, shown to the owner in the national format, dialled as E.164.
  const tel = lead.getByRole("link", { name: "06 12345678", exact: true });
  await expect(tel).toBeVisible();
  await expect(tel).toHaveAttribute("href", "tel:+31612345678");
  const images = lead.getByRole("img");
  await expect(images).toHaveCount(2);
  for (const src of await images.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))) {
    const response = await page.request.get(src);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    // A customer's photo stays in no browser cache after the owner signs out.
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect((await sharp(await response.body()).metadata()).format).toBe("jpeg");
  }
  // Each thumbnail really shows (the browser decoded it).
  for (const image of await images.all()) {
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }

  await expect(async () => {
    const mail = smtp.received.find((m) => m.raw.includes("Fotograaf Testpersoon"));
    expect(mail).toBeTruthy();
    expect(mail!.raw.match(/Content-Type: image\/jpeg/g)).toHaveLength(2);
    expect(mail!.text).toContain("Telefoon: 06 12345678");
  }).toPass({ timeout: 15_000 });
});

test("the admin counts accepted forms, not refused ones", async ({ page, isolated: server }) => {
  await page.goto(`${server.origin}/offerte-aanvragen`);
  const form = await fillQuoteForm(page, "Teller Testpersoon");
  await form.getByLabel("Telefoonnummer *", { exact: true }).fill("12345");
  const button = form.getByRole("button", { name: "Gratis offerte aanvragen" });
  // Each refused submit is awaited until its answer is in: the message of the first is still on screen while
  // the second is under way, and the form shows the server's answer when it arrives.
  const submitAndWait = () =>
    Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), button.click()]);
  await submitAndWait();
  await expect(form.getByText("Vul een geldig telefoonnummer in")).toBeVisible();
  await submitAndWait();
  await expect(form.getByText("Vul een geldig telefoonnummer in")).toBeVisible();
  await expect(button).toBeEnabled();
  await form.getByLabel("Telefoonnummer *", { exact: true }).fill("0413 20 30 40");
  await button.click();
  await expect(page).toHaveURL(/\/bedankt$/);

  await expect(async () => {
    expect(
      await server.query("select count(*)::int as n from analytics_events where event_name = 'form_submit'"),
    ).toEqual([{ n: 1 }]);
  }).toPass({ timeout: 10_000 });
  await signIn(page, server.origin);
  await expect(page.getByTestId("counter-Formulieren verstuurd")).toHaveText("1");
});

test("after a refused submit every field keeps its value, the roof type too", async ({ page }) => {
  await page.goto("/offerte-aanvragen");
  const form = await fillQuoteForm(page, "Select Testpersoon");
  await form.getByLabel("Telefoonnummer *", { exact: true }).fill("12345");
  await form.getByRole("button", { name: "Gratis offerte aanvragen" }).click();
  await expect(form.getByText("Vul een geldig telefoonnummer in")).toBeVisible();
  await expect(form.getByLabel("Type dak *", { exact: true })).toHaveValue("hellend-dak");
  await expect(form.getByLabel("Naam *", { exact: true })).toHaveValue("Select Testpersoon");
  await expect(form.getByLabel("Adres *", { exact: true })).toHaveValue("Kerkstraat 1, Veghel");
});

test("the spellings the slug rule gives redirect permanently to the town's page", async ({ request }) => {
  for (const [alias, town] of [
    ["sint-michielsgestel", "st-michielsgestel"],
    ["mill-en-sint-hubert", "mill"],
  ]) {
    const response = await request.get(`/dakdekker-${alias}`, { maxRedirects: 0 });
    expect(response.status(), alias).toBe(308);
    expect(new URL(response.headers().location!, "http://x").pathname).toBe(`/dakdekker-${town}`);
  }
  expect((await request.get("/dakdekker-atlantis", { maxRedirects: 0 })).status()).toBe(404);
});

test("each tip opens the article its editor chose", async ({ page }) => {
  const docs = readDocuments();
  const slugOf = new Map(docs.map((d) => [d._id, (d.slug as { current?: string } | undefined)?.current]));
  await page.goto("/tips-en-advies");
  for (const tip of docs.filter((d) => d._type === "tip")) {
    const card = page.locator("#tips li").filter({ hasText: tip.title as string });
    const expected = `/tips-en-advies/${slugOf.get((tip.article as { _ref: string })._ref)}#artikel`;
    await expect(card.getByRole("link"), tip.title as string).toHaveAttribute("href", expected);
  }
});

test("on a town page too, each tip card opens the article its editor chose", async ({ page }) => {
  const docs = readDocuments();
  const byId = new Map(docs.map((d) => [d._id, d]));
  const tips = new Map(docs.filter((d) => d._type === "tip").map((tip) => [tip.title as string, tip]));
  for (const town of ["/dakdekker-uden", "/dakdekker-schijndel"]) {
    await page.goto(town);
    const cards = page.locator("main #tips li");
    const titles = await cards.locator("h3").allInnerTexts();
    expect(titles.length, town).toBeGreaterThan(0);
    for (const title of titles) {
      const article = byId.get((tips.get(title)?.article as { _ref: string } | undefined)?._ref ?? "");
      const slug = (article?.slug as { current?: string } | undefined)?.current;
      expect(slug, `${town}: the tip "${title}" names an article`).toBeTruthy();
      await expect(cards.filter({ hasText: title }).getByRole("link"), `${town}: ${title}`).toHaveAttribute(
        "href",
        `/tips-en-advies/${slug}#artikel`,
      );
    }
    // Followed, the first card shows that article.
    const first = tips.get(titles[0]!)!;
    const article = byId.get((first.article as { _ref: string })._ref)!;
    await cards.first().getByRole("link").click();
    await expect(page).toHaveURL(
      new RegExp(`/tips-en-advies/${(article.slug as { current: string }).current}#artikel$`),
    );
    await expect(page.locator("article h1")).toHaveText(article.title as string);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("every main page is two taps away through the menu, on a site page and on a town page", async ({ page }) => {
    for (const start of ["/contact", "/dakdekker-gemert"]) {
      await page.goto(start);
      await page.locator("header summary").click();
      const menu = page.locator("header").getByRole("navigation", { name: "Menu" });
      await expect(menu).toBeVisible();
      // Every main page of the route registry, the quote form and the price guide included.
      const mainPages = sitePages.filter((sitePage) => sitePage.nav === "main").map((sitePage) => sitePage.path);
      expect(mainPages).toEqual(expect.arrayContaining(["/offerte-aanvragen", "/kosten-dakreparatie"]));
      for (const path of mainPages) {
        const link = menu.locator(`a[href="${path}"]`);
        await expect(link, `${start}: menu link to ${path}`).toBeVisible();
        expect((await link.innerText()).trim(), `${start}: ${path} has a name`).not.toBe("");
      }
      await menu.getByRole("link", { name: "Tips en advies" }).click();
      await expect(page).toHaveURL(/\/tips-en-advies$/);
      await expect(page.locator("header:visible").getByRole("navigation", { name: "Menu" })).toBeHidden();
    }
  });
});

test("the copy says each promise once, and asks only for what a form can take", async ({ page }) => {
  await page.goto("/contact");
  const text = await page.locator("main").innerText();
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    expect(sentence.match(/werkdagen/g)?.length ?? 0, sentence).toBeLessThanOrEqual(1);
  }
  // A form without a photo field may only point elsewhere for photos (WhatsApp, the full form), not ask for them.
  for (const path of ["/", "/contact", "/offerte-aanvragen", "/dakdekker-uden"]) {
    await page.goto(path);
    for (const section of await page.locator("main section:has(form)").all()) {
      if ((await section.locator('input[type="file"]').count()) > 0) continue;
      for (const sentence of (await section.innerText()).split(/(?<=[.!?])\s+/)) {
        if (/foto/i.test(sentence)) expect(sentence, path).toMatch(/whatsapp|offerteformulier/i);
      }
    }
  }
});
