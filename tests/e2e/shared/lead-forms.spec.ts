import type { Page } from "@playwright/test";
import { query, startTestServer } from "../support";
import { expect, test } from "./fixtures";

async function fillFullForm(_page: Page, form: ReturnType<Page["getByRole"]>, email = "sanne@example.nl") {
  await form.getByLabel("Naam *", { exact: true }).fill("Sanne Jansen");
  await form.getByLabel("E-mailadres *", { exact: true }).fill(email);
  await form.getByLabel("Telefoonnummer *", { exact: true }).fill("06 41234567");
  // The quote form requires address and roof type; the contact page's message form requires the message instead.
  await form.getByLabel(/^Adres( \*)?$/).fill("Markt 3, 5401 GN Uden");
  await form.getByLabel(/^Type dak( \*)?$/).selectOption("plat-dak");
  await form.getByLabel(/^(Korte omschrijving|Je bericht \*)$/).fill("Water op zolder na de bui van vannacht.");
}

test("the full form on the quote page sends the visitor to /bedankt", async ({ page }) => {
  await page.goto("/offerte-aanvragen");
  const form = page.getByRole("form", { name: "Offerte aanvragen" });
  await fillFullForm(page, form, "sanne.quote@example.nl");
  await form.getByRole("button", { name: "Gratis offerte aanvragen" }).click();
  await expect(page).toHaveURL(/\/bedankt$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const rows = await query("select * from contact_submissions where email = $1", ["sanne.quote@example.nl"]);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: "Sanne Jansen",
    phone: "+31641234567",
    address: "Markt 3, 5401 GN Uden",
    roof_type: "plat-dak",
    message: "Water op zolder na de bui van vannacht.",
    form_variant: "full",
    page_path: "/offerte-aanvragen",
  });
});

test("the minimal form in a town's leak hero sends the visitor to /bedankt", async ({ page }) => {
  await page.goto("/dakdekker-uden");
  const form = page.getByRole("form", { name: "Aanvraag Uden" });
  await form.getByLabel("Naam *", { exact: true }).fill("Ahmed B.");
  await form.getByLabel("Telefoonnummer *", { exact: true }).fill("+31 6 11122233");
  await form.getByLabel("Wat is er aan de hand? *", { exact: true }).fill("Lekkage in de slaapkamer");
  await form.getByRole("button", { name: "Bel mij terug" }).click();
  await expect(page).toHaveURL(/\/bedankt$/);
  const rows = await query("select * from contact_submissions where name = $1", ["Ahmed B."]);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    phone: "+31611122233",
    form_variant: "minimal",
    town: "uden",
    page_path: "/dakdekker-uden",
  });
  // The accepted form is counted by the server.
  await expect(async () => {
    const events = await query(
      "select * from analytics_events where event_name = 'form_submit' and page_path = '/dakdekker-uden'",
    );
    expect(events.length).toBeGreaterThanOrEqual(1);
  }).toPass({ timeout: 10_000 });
});

test("a server-side validation error is shown next to its field and keeps the input", async ({ page }) => {
  await page.goto("/dakdekker-oss");
  const form = page.getByRole("form", { name: "Aanvraag Oss" });
  await form.getByLabel("Naam *", { exact: true }).fill("Ria");
  await form.getByLabel("Telefoonnummer *", { exact: true }).fill("123");
  await form.getByLabel("Wat is er aan de hand? *", { exact: true }).fill("Lekkage");
  await form.getByRole("button", { name: "Bel mij terug" }).click();
  await expect(form.getByText("Vul een geldig telefoonnummer in")).toBeVisible();
  await expect(form.getByLabel("Telefoonnummer *", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Naam *", { exact: true })).toHaveValue("Ria");
  await expect(page).toHaveURL(/\/dakdekker-oss$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the full form still sends the request", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contactformulier" });
    await fillFullForm(page, form);
    await form.getByRole("button", { name: "Verstuur je bericht" }).click();
    await expect(page).toHaveURL(/\/bedankt$/);
  });
});

// A server of its own: pointed at a database that is not there, which no other spec can share.
test.describe("with the database down", () => {
  // Starting a server of its own (a fresh PGlite runs its migrations first) takes longer on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  let server: Awaited<ReturnType<typeof startTestServer>>;
  // The same build, pointed at a PostgreSQL server that is not there.
  test.beforeAll(async () => {
    // A hook has the config's timeout, not the group's: the server's start gets the same allowance.
    test.setTimeout(90_000);
    server = await startTestServer({ DATABASE_URL: "postgres://postgres@127.0.0.1:9/unreachable" });
  });
  test.afterAll(() => server?.stop());

  test("the visitor gets the failure toast with the phone number, never the thank-you page", async ({ page }) => {
    await page.goto(`${server.origin}/offerte-aanvragen`);
    const form = page.getByRole("form", { name: "Offerte aanvragen" });
    await fillFullForm(page, form);
    const button = form.getByRole("button", { name: "Gratis offerte aanvragen" });
    await button.click();
    const toast = page.getByRole("alert").filter({ hasText: "Er ging iets mis" });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(toast).toContainText("Probeer het opnieuw of bel ons direct: 0413 20 30 40");
    await expect(toast.locator('a[href="tel:+31413203040"]')).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(page).toHaveURL(/\/offerte-aanvragen$/);
  });
});

// On the embedded PGlite database (the default) a request is accepted: admin.spec.ts, in the fresh local install.
