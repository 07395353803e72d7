import type { Page } from "@playwright/test";
import { editDocument, publish, readDocument, restoreDocument } from "../dataset";
import { adminLogin } from "../settings";
import { expect, test } from "./fixtures";

// Storm mode: switched on in the settings and published by the one webhook call, it reaches every page
// as static HTML; at its end time the server returns the site to normal by itself.

test.describe.configure({ mode: "serial", timeout: 120_000 });

const original = readDocument("siteSettings");
const pages = ["/", "/dakdekker-uden", "/tips-en-advies/oorzaken-daklekkage-brabant"];

async function setStorm(
  request: Parameters<typeof publish>[0],
  storm: { active: boolean; endsInMs: number; headline: string },
) {
  editDocument("siteSettings", (doc) => {
    doc.stormMode = {
      active: storm.active,
      headline: storm.headline,
      message: "We werken door tot zondag 20:00. Bel of app bij lekkage.",
      endsAt: new Date(Date.now() + storm.endsInMs).toISOString(),
      whatsappMessage: "Hallo, ik heb stormschade aan mijn dak.",
    };
  });
  await publish(request, { _type: "siteSettings" });
}

const bannerOn = async (page: Page, path: string) => {
  await page.goto(path);
  return page.getByTestId("storm-banner");
};

test.afterAll(async ({ request }) => {
  restoreDocument(original);
  await publish(request, { _type: "siteSettings" });
});

test("storm on: every page shows the banner and no emergency popup; storm leads are marked and listed first", async ({
  page,
  request,
  world,
}) => {
  const headline = `Stormschade na storm Test ${Date.now()}`;
  await setStorm(request, { active: true, endsInMs: 10 * 60_000, headline });

  for (const path of pages) {
    const banner = await bannerOn(page, path);
    await expect(banner).toContainText(headline);
    await expect(banner.getByRole("link", { name: /^Bel/ })).toHaveAttribute("href", /^tel:\+31/);
    const whatsapp = await banner.getByRole("link", { name: /WhatsApp/ }).getAttribute("href");
    expect(decodeURIComponent(whatsapp ?? "")).toContain("ik heb stormschade aan mijn dak");
    await expect(banner.getByRole("link", { name: "Schade melden" })).toHaveAttribute("href", "/stormschade-melden");
  }
  // No emergency notice beside the storm banner, which says it already: past its second, none has come.
  await page.goto("/contact");
  await expect(page.getByTestId("storm-banner")).toBeVisible();
  await page.waitForTimeout(2_000);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A damage report through the banner's form, and a request with the town's short form: both are storm leads.
  const name = `Storm Melder ${Date.now()}`;
  await (await bannerOn(page, "/dakdekker-uden")).getByRole("link", { name: "Schade melden" }).click();
  await expect(page).toHaveURL(/\/stormschade-melden$/);
  const form = page.getByRole("form").filter({ has: page.getByLabel("Wat is er beschadigd? *") });
  await form.getByLabel("Naam *", { exact: true }).fill(name);
  await form.getByLabel("Telefoonnummer *", { exact: true }).fill("06 11223344");
  await form.getByLabel("Adres *", { exact: true }).fill("Markt 1, Uden");
  await form.getByLabel("Wat is er beschadigd? *").selectOption("pannen-los");
  await form.getByLabel("Komt er nu water binnen? *").selectOption("ja");
  await form.getByRole("button", { name: "Schade melden" }).click();
  // A storm report is thanked in the storm's own words: no call-back in minutes, nothing free.
  await expect(page).toHaveURL(/\/stormschade-melden\/bedankt$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Je stormmelding is binnen");
  const thanks = await page.getByRole("main").innerText();
  expect(thanks).not.toMatch(/gratis|15 minuten|binnen (een|1) uur/i);
  expect(thanks).toContain("spoedtoeslag (incl. btw)");

  const shortName = `Storm Kort ${Date.now()}`;
  await page.goto("/dakdekker-uden");
  const short = page.getByRole("form", { name: "Aanvraag Uden" });
  await short.getByLabel("Naam *", { exact: true }).fill(shortName);
  await short.getByLabel("Telefoonnummer *", { exact: true }).fill("06 11223355");
  await short.getByLabel("Wat is er aan de hand? *").fill("Lekkage boven het raam sinds de storm.");
  await short.getByRole("button", { name: "Bel mij terug" }).click();
  await expect(page).toHaveURL(/\/stormschade-melden\/bedankt$/);

  expect(
    await world.query(
      "select name, storm, damage, water_now, form_variant from contact_submissions where name = any($1)",
      [[name, shortName]],
    ),
  ).toEqual(
    expect.arrayContaining([
      { name: name, storm: true, damage: "pannen-los", water_now: true, form_variant: "storm" },
      { name: shortName, storm: true, damage: null, water_now: null, form_variant: "minimal" },
    ]),
  );

  // The owner sees open storm leads first, marked as such.
  await page.goto("/auth");
  await page.getByLabel("E-mailadres").fill(adminLogin.email);
  await page.getByLabel("Wachtwoord").fill(adminLogin.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const waiting = page.getByTestId("waiting-leads").locator("li");
  await expect(waiting.first()).toContainText("Storm");
  await page.goto("/admin/aanvragen");
  const first = page.getByTestId("lead").first();
  await expect(first.getByTestId("lead-storm")).toBeVisible();
  await expect(page.getByTestId("lead").filter({ hasText: name }).getByTestId("lead-storm")).toHaveText(
    "Storm · water binnen",
  );
});

test("at the end time the banner goes by itself, without a webhook", async ({ page, request }) => {
  const headline = `Storm die vanzelf eindigt ${Date.now()}`;
  await setStorm(request, { active: true, endsInMs: 8_000, headline });
  const ends = Date.now() + 8_000;
  for (const path of pages) await expect(await bannerOn(page, path)).toContainText(headline);

  await page.waitForTimeout(Math.max(0, ends - Date.now()));
  // Within a minute of the end; the server's timer fires a second after it.
  for (const path of pages) {
    await expect(async () => {
      await page.goto(path);
      await expect(page.getByTestId("storm-banner")).toHaveCount(0);
    }).toPass({ timeout: 60_000 });
  }
});

test("storm off: the banner is gone after the one webhook call", async ({ page, request }) => {
  const headline = `Storm die wordt uitgezet ${Date.now()}`;
  await setStorm(request, { active: true, endsInMs: 10 * 60_000, headline });
  await expect(await bannerOn(page, "/dakdekker-uden")).toContainText(headline);
  await setStorm(request, { active: false, endsInMs: 10 * 60_000, headline });
  // At once: a page that was rendering while the webhook arrived (the town page prefetches its links) counts as
  // made before the publish and is rendered again (lib/cache/page-cache-handler.ts).
  for (const path of pages) {
    await expect(async () => {
      await page.goto(path);
      await expect(page.getByTestId("storm-banner"), path).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
});
