import { type BrowserContext, expect, type Page } from "@playwright/test";

type Cookie = Awaited<ReturnType<BrowserContext["cookies"]>>[number];

import { authSecretForTests, cronSecretForTests } from "./settings";

/** The owner of an isolated server (startTestServer): the first admin its environment creates. */
export const owner = { email: "eigenaar.isolated@brabantdakzorg.example", password: "isolated-wachtwoord-123" };
export const isolatedAdmin = {
  ADMIN_EMAIL: owner.email,
  ADMIN_PASSWORD: owner.password,
  BETTER_AUTH_SECRET: authSecretForTests,
  CRON_SECRET: cronSecretForTests,
};

/** The owner's session cookies per server, kept for the worker's life: a sign-in is made once, then reused. */
const sessions = new Map<string, Cookie[]>();

/**
 * Signs the owner in at `origin` and lands on the dashboard. The first time in a worker through the sign-in form;
 * after that with the session that form gave (tests/e2e/isolated/fixtures.ts keeps sessions when it empties the tables), since
 * a sign-in is not what those tests are about. A session that no longer works signs in through the form again.
 */
export async function signIn(page: Page, origin: string) {
  const kept = sessions.get(origin);
  if (kept) {
    await page.context().addCookies(kept);
    await page.goto(`${origin}/admin`);
    if (new URL(page.url()).pathname === "/admin") return;
  }
  await page.goto(`${origin}/auth`);
  await page.getByLabel("E-mailadres").fill(owner.email);
  await page.getByLabel("Wachtwoord").fill(owner.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  sessions.set(origin, await page.context().cookies(origin));
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
