import { expect, type Page } from "@playwright/test";
import { authSecretForTests, cronSecretForTests } from "./settings";

/** The owner of an isolated server (startIsolatedServer): the first admin its environment creates. */
export const owner = { email: "eigenaar.isolated@brabantdakzorg.example", password: "isolated-wachtwoord-123" };
export const isolatedAdmin = {
  ADMIN_EMAIL: owner.email,
  ADMIN_PASSWORD: owner.password,
  BETTER_AUTH_SECRET: authSecretForTests,
  CRON_SECRET: cronSecretForTests,
};

/** Signs the owner in at `origin` and lands on the dashboard. */
export async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/auth`);
  await page.getByLabel("E-mailadres").fill(owner.email);
  await page.getByLabel("Wachtwoord").fill(owner.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Fills the quote form's required fields as a visitor would; returns the form. */
export async function fillQuoteForm(page: Page, name: string) {
  const form = page.getByRole("form", { name: "Offerte aanvragen" });
  await form.getByLabel("Naam *", { exact: true }).fill(name);
  await form.getByLabel("E-mailadres *", { exact: true }).fill("foto@example.nl");
  await form.getByLabel("Telefoonnummer *", { exact: true }).fill("06-12345678");
  await form.getByLabel("Adres *", { exact: true }).fill("Kerkstraat 1, Veghel");
  await form.getByLabel("Type dak *", { exact: true }).selectOption("hellend-dak");
  return form;
}
