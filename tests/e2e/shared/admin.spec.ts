import type { Page } from "@playwright/test";
import { createAuth } from "@/lib/auth/auth";
import { openDatabase } from "@/lib/db/database";
import { fillQuoteForm } from "../owner";
import { e2eDatabaseUrl } from "../run-state";
import { adminLogin, authSecretForTests, baseURL } from "../settings";
import { query, startTestServer } from "../support";
import { expect, test } from "./fixtures";

/** An admin account of its own, for a test whose counters must not touch the shared owner's. */
async function createAdmin(email: string, password: string) {
  const handle = await openDatabase({ url: e2eDatabaseUrl });
  try {
    const auth = createAuth(handle.db, { secret: authSecretForTests, baseURL });
    await auth.api.createUser({ body: { email, password, name: "Beheerder", role: "admin" } });
  } finally {
    await handle.close();
  }
}

async function signIn(page: Page, login: { email: string; password: string }) {
  await page.goto("/auth");
  await page.getByLabel("E-mailadres").fill(login.email);
  await page.getByLabel("Wachtwoord").fill(login.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
}

test("the env-created admin signs in, sees a lead sent through the form and the counters, and signs out", async ({
  page,
}) => {
  test.slow(); // a form, a sign-in and a check of every public page, two at a time
  // A visitor's request first.
  await page.goto("/contact");
  const contact = page.getByRole("form", { name: "Contactformulier" });
  await contact.getByLabel("Naam *", { exact: true }).fill("Dashboard Testpersoon");
  await contact.getByLabel("E-mailadres *", { exact: true }).fill("dashboard@example.nl");
  await contact.getByLabel("Telefoonnummer *", { exact: true }).fill("0412 123456");
  // The contact page's message form: address and roof type may stay empty there, the message may not.
  await contact.getByLabel("Adres", { exact: true }).fill("Raadhuisstraat 1, Nistelrode");
  await contact.getByLabel("Type dak", { exact: true }).selectOption("weet-niet");
  await contact.getByLabel("Je bericht *", { exact: true }).fill("Vraag over mijn dak.");
  await contact.getByRole("button", { name: "Verstuur je bericht" }).click();
  await expect(page).toHaveURL(/\/bedankt$/);

  await signIn(page, adminLogin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  const lead = page.getByTestId("recent-leads").locator("li").filter({ hasText: "Dashboard Testpersoon" });
  await expect(lead).toBeVisible();
  await expect(lead).toContainText("Weet ik niet");
  await expect(lead).toContainText("dashboard@example.nl");
  // The demonstration dataset is not ready for a real launch, and the panel says what to do about it.
  const launch = page.getByTestId("launch-panel");
  await expect(launch).toContainText("Klaar voor livegang?");
  for (const id of ["email", "kvk", "vat-id", "whatsapp", "reviews", "figures", "photos", "case-studies"]) {
    await expect(launch.locator(`[data-launch-item="${id}"]`), id).toBeVisible();
  }
  for (const id of ["site-url", "smtp", "sanity"]) {
    await expect(launch.locator(`[data-launch-item="${id}"]`), id).toBeVisible();
  }
  // Each sample the site still shows is named, so the owner can find it in the Studio.
  const photos = launch.locator('[data-launch-item="photos"]');
  await photos.getByText("Welke?").click();
  await expect(photos.locator("[data-launch-samples] li")).toHaveCount(6);
  await expect(photos).toContainText("Gebroken pannen vervangen (plaatspagina Schijndel, Recent werk)");
  // This server has a webhook secret and its admin chose a password: those items are not listed.
  await expect(launch.locator('[data-launch-item="webhook"]')).toHaveCount(0);
  await expect(launch.locator('[data-launch-item="password"]')).toHaveCount(0);
  const total = Number(await page.getByTestId("counter-Totaal events").textContent());
  expect(total).toBeGreaterThan(0);
  await expect(page.getByTestId("status-Database")).toHaveAttribute("data-status", "online");
  await expect(page.getByTestId("status-Website")).toHaveAttribute("data-status", "online");

  await page.getByRole("button", { name: "Test contactformulier" }).click();
  await expect(page.getByText("Contactformulier test geslaagd")).toBeVisible();
  await page.getByRole("button", { name: "Test alle pagina’s" }).click();
  // Every page answers 200 to the owner's check, even on a busy machine: the check must not trip the page shedding.
  const pageTest = page.getByText(/Website pagina’s test:/);
  await expect(pageTest).toBeVisible({ timeout: 30_000 });
  await expect(pageTest).toHaveText(/Website pagina’s test: \d+ pagina’s getest/);

  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth$/);
});

test("/admin without a session goes to /auth; with one, /auth goes to /admin", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, adminLogin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/admin$/);
});

test("a signed-in account without the admin role sees no data", async ({ page }) => {
  const handle = await openDatabase({ url: e2eDatabaseUrl });
  try {
    const auth = createAuth(handle.db, { secret: authSecretForTests, baseURL });
    const email = `medewerker-${Date.now()}@example.nl`;
    await auth.api.createUser({ body: { email, password: "medewerker-123", name: "Medewerker", role: "user" } });
    await signIn(page, { email, password: "medewerker-123" });
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Geen toegang" })).toBeVisible();
    await expect(page.getByTestId("recent-leads")).toHaveCount(0);
    expect((await page.request.get("/api/admin/aanvragen.csv")).status()).toBe(401);
  } finally {
    await handle.close();
  }
});

test("a wrong password shows the 'Inloggen mislukt' toast", async ({ page }) => {
  await signIn(page, { email: adminLogin.email, password: "helemaal-fout-123" });
  const toast = page.getByRole("alert").filter({ hasText: "Inloggen mislukt" });
  await expect(toast).toContainText("Inloggen mislukt");
  await expect(toast).toContainText("Controleer je e-mailadres en wachtwoord");
  await expect(page).toHaveURL(/\/auth\?melding=mislukt$/);
});

test("admin routes and actions refuse without an admin session and change nothing", async ({ page, context }) => {
  expect((await page.request.get("/api/admin/aanvragen.csv")).status()).toBe(401);
  expect((await page.request.get("/api/admin/photos/00000000-0000-0000-0000-000000000000")).status()).toBe(401);
  // Public sign-up is off.
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email: "indringer@example.nl", password: "indringer-123", name: "X" },
    headers: { origin: baseURL },
  });
  expect(signUp.status()).toBeGreaterThanOrEqual(400);
  expect(await query("select 1 from auth_user where email = 'indringer@example.nl'")).toHaveLength(0);

  // An admin opens the pages, then loses the session; the buttons on the open pages must no longer work.
  await signIn(page, adminLogin);
  await expect(page).toHaveURL(/\/admin$/);
  await query(
    "insert into contact_submissions (name, phone, idempotency_key) values ('Blijft staan', '0612345678', $1)",
    [`keep-${Date.now()}`],
  );
  // Other tests store requests on this server meanwhile: what counts is that none of these went away.
  const stored = async () => (await query<{ id: string }>("select id from contact_submissions")).map((row) => row.id);
  const before = await stored();
  await page.goto("/admin/aanvragen");
  await expect(page.getByTestId("lead").first()).toBeVisible();
  await context.clearCookies();
  await page
    .getByTestId("lead")
    .first()
    .getByRole("button", { name: /Verwijderen/ })
    .click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await stored()).toEqual(expect.arrayContaining(before));

  await signIn(page, adminLogin);
  await expect(page).toHaveURL(/\/admin$/);
  const tests = await query<{ n: number }>("select count(*)::int as n from contact_submissions where is_test");
  await context.clearCookies();
  await page.getByRole("button", { name: "Test contactformulier" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await query<{ n: number }>("select count(*)::int as n from contact_submissions where is_test"))[0]!.n).toBe(
    tests[0]!.n,
  );
});

// A server of its own: the README's first command on a fresh machine (the embedded PGlite database, no admin yet)
// is a world no other spec can share.
test("a fresh local install (embedded database) takes a request and creates a first admin whose details are in .data, not in the log", async ({
  page,
}) => {
  // A fresh database, a sign-in and a password change: three password hashes and the migrations, slow on a busy CI.
  test.setTimeout(90_000);
  const { mkdtempSync, readFileSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const path = await import("node:path");
  const dataDir = mkdtempSync(path.join(tmpdir(), "first-admin-"));
  const server = await startTestServer({ PGLITE_DIR: path.join(dataDir, "pglite") });
  try {
    // A visitor's request is accepted on the embedded database …
    await page.goto(`${server.origin}/offerte-aanvragen`);
    const form = await fillQuoteForm(page, "Eerste Aanvraag");
    await form.getByRole("button", { name: "Gratis offerte aanvragen" }).click();
    await expect(page).toHaveURL(/\/bedankt$/);

    // … and the owner signs in with the details the first start wrote, and finds it.
    const login = readFileSync(path.join(dataDir, "admin-login.txt"), "utf8");
    const email = login.match(/E-mail: (\S+)/)![1]!;
    const password = login.match(/Wachtwoord: (\S+)/)![1]!;
    await page.goto(`${server.origin}/auth`);
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord").fill(password);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByTestId("recent-leads")).toContainText("Eerste Aanvraag");
    // The login file has done its job; the owner is asked to choose his own password, and can.
    const { existsSync, statSync } = await import("node:fs");
    expect(existsSync(path.join(dataDir, "admin-login.txt"))).toBe(false);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    await page.getByRole("link", { name: "Kies een eigen wachtwoord" }).click();
    await page.getByLabel("Huidig wachtwoord").fill(password);
    await page.getByLabel(/^Nieuw wachtwoord \(/).fill("mijn-eigen-dakwachtwoord");
    await page.getByLabel("Nieuw wachtwoord nog een keer").fill("mijn-eigen-dakwachtwoord");
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expect(page.getByText("Je nieuwe wachtwoord is opgeslagen")).toBeVisible();
    await page.goto(`${server.origin}/admin`);
    await expect(page.getByText("Kies een eigen")).toHaveCount(0);
  } finally {
    server.stop();
  }
});

test("malformed ids and page numbers in the admin answer 404 or a page, never 500", async ({ page }) => {
  await signIn(page, adminLogin);
  await expect(page).toHaveURL(/\/admin$/);
  expect((await page.request.get(`/api/admin/photos/${"-".repeat(36)}`)).status()).toBe(404);
  expect((await page.request.get("/api/admin/photos/not-a-uuid")).status()).toBe(404);
  const response = await page.goto("/admin/aanvragen?pagina=99999999999999999999");
  expect(response?.status()).toBe(200);
  await expect(page.getByText(/Pagina \d+ van \d+/)).toBeVisible();
  // A NUL byte in the search made PostgreSQL refuse the query and the page fail.
  for (const search of ["%00", "Jan%00de%00Vries", "%01%7F"]) {
    const answer = await page.goto(`/admin/aanvragen?zoek=${search}`);
    expect(answer?.status(), search).toBe(200);
    await expect(page.getByRole("heading", { name: /Alle aanvragen/ })).toBeVisible();
  }
});

test("a sign-in ends after 30 days however often it was used, and the session is gone from the database", async ({
  page,
  context,
}) => {
  await signIn(page, adminLogin);
  await expect(page).toHaveURL(/\/admin$/);
  const cookie = (await context.cookies()).find((c) => c.name.endsWith("session_token"));
  const token = decodeURIComponent(cookie!.value).split(".")[0]!;
  // Only this browser's session: other tests use the same account at the same time.
  await query("update auth_session set created_at = now() - interval '31 days' where token = $1", [token]);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth$/);
  expect(await query("select 1 from auth_session where token = $1", [token])).toHaveLength(0);
});

test("wrong current passwords in 'Wachtwoord wijzigen' are slowed down like sign-in attempts", async ({ page }) => {
  const email = `wijziger-${Date.now()}@brabantdakzorg.example`;
  await createAdmin(email, "wijziger-wachtwoord-123");
  await signIn(page, { email, password: "wijziger-wachtwoord-123" });
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/account");
  const form = page.getByRole("form", { name: "Wachtwoord wijzigen" });
  const messages: string[] = [];
  const submit = async () => {
    // Wait for the action's answer: the previous message is still on screen until it arrives.
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await answered;
    await expect(form.getByRole("button", { name: "Wachtwoord opslaan" })).toBeEnabled();
    return (await form.getByText(/Je huidige wachtwoord klopt niet|Te veel verkeerde pogingen/).textContent()) ?? "";
  };
  for (let i = 0; i < 8; i++) {
    await form.getByLabel("Huidig wachtwoord").fill(`geraden-${i}-wachtwoord`);
    await form.getByLabel(/^Nieuw wachtwoord \(/).fill("een-nieuw-wachtwoord-1");
    await form.getByLabel("Nieuw wachtwoord nog een keer").fill("een-nieuw-wachtwoord-1");
    messages.push(await submit());
  }
  expect(messages.filter((message) => message.startsWith("Te veel")).length).toBeGreaterThan(0);
  // The first five are answered as wrong, the next ones are made to wait.
  expect(messages.slice(0, 5).every((message) => message.startsWith("Je huidige wachtwoord klopt niet"))).toBe(true);
  // The right password is slowed down too until the wait is over: nothing changes meanwhile.
  await form.getByLabel("Huidig wachtwoord").fill("wijziger-wachtwoord-123");
  await form.getByLabel(/^Nieuw wachtwoord \(/).fill("een-nieuw-wachtwoord-1");
  await form.getByLabel("Nieuw wachtwoord nog een keer").fill("een-nieuw-wachtwoord-1");
  expect(await submit()).toMatch(/^Te veel verkeerde pogingen/);
});
