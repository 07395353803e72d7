import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { fullTierOnly } from "../../support/tier";
import { adminLogin } from "../settings";
import { query } from "../support";
import { expect, test } from "./fixtures";

/**
 * A homeowner on a phone with one bar of signal: the request is sent while the connection drops, or comes back as a
 * proxy's error page. Nothing typed or picked may be lost, the phone number and WhatsApp must be right there, and
 * sending again (by hand, or by itself when the connection returns) must store exactly one request.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 90_000 });

type FormCase = {
  name: string;
  path: string;
  form: (page: Page) => Locator;
  /** Fills the form with `name`; returns the fields and values that must survive. */
  fill: (form: Locator, name: string) => Promise<[string, string][]>;
  submit: string;
};

const text = async (form: Locator, label: string, value: string): Promise<[string, string]> => {
  await form.getByLabel(label, { exact: true }).fill(value);
  return [label, value];
};

const forms: FormCase[] = [
  {
    name: "the quote form",
    path: "/offerte-aanvragen",
    form: (page) => page.getByRole("form", { name: "Offerte aanvragen" }),
    fill: async (form, name) => {
      const filled = [
        await text(form, "Naam *", name),
        await text(form, "E-mailadres *", "een.balk@example.nl"),
        await text(form, "Telefoonnummer *", "06 12345678"),
        await text(form, "Adres *", "Kerkstraat 1, Veghel"),
        await text(form, "Korte omschrijving", "Lekkage bij de dakkapel, water op de overloop."),
      ];
      await form.getByLabel("Type dak *", { exact: true }).selectOption("hellend-dak");
      return filled;
    },
    submit: "Gratis offerte aanvragen",
  },
  {
    name: "the contact form",
    path: "/contact",
    form: (page) => page.getByRole("form", { name: "Contactformulier" }),
    fill: async (form, name) => {
      const filled = [
        await text(form, "Naam *", name),
        await text(form, "E-mailadres *", "contact.balk@example.nl"),
        await text(form, "Telefoonnummer *", "06 22334455"),
        await text(form, "Adres", "Markt 3, Uden"),
        await text(form, "Je bericht *", "Mijn dakgoot loopt over bij zware regen."),
      ];
      await form.getByLabel("Type dak", { exact: true }).selectOption("plat-dak");
      return filled;
    },
    submit: "Verstuur je bericht",
  },
  {
    name: "a town page's form",
    path: "/dakdekker-uden",
    form: (page) => page.getByRole("form", { name: "Aanvraag Uden" }),
    fill: async (form, name) => [
      await text(form, "Naam *", name),
      await text(form, "Telefoonnummer *", "06 33445566"),
      await text(form, "Wat is er aan de hand? *", "Het lekt bij de schoorsteen."),
    ],
    submit: "Bel mij terug",
  },
  {
    name: "the storm form",
    path: "/stormschade-melden",
    form: (page) => page.getByRole("form").filter({ has: page.getByLabel("Wat is er beschadigd? *") }),
    fill: async (form, name) => {
      const filled = [
        await text(form, "Naam *", name),
        await text(form, "Telefoonnummer *", "06 44556677"),
        await text(form, "Adres *", "Molenstraat 9, Boekel"),
      ];
      await form.getByLabel("Wat is er beschadigd? *").selectOption("pannen-los");
      await form.getByLabel("Komt er nu water binnen? *").selectOption("ja");
      return filled;
    },
    submit: "Schade melden",
  },
];

const storedWithName = async (name: string) =>
  Number((await query<{ n: string }>("select count(*) as n from contact_submissions where name = $1", [name]))[0]!.n);

/** The request form's own POST (a server action posts to the page's address); one matcher per path, so that
 *  `unroute` (which compares matchers) removes what `route` added. */
const matchers = new Map<string, (url: URL) => boolean>();
const isFormPost = (path: string) => {
  if (!matchers.has(path)) matchers.set(path, (url: URL) => url.pathname === path);
  return matchers.get(path)!;
};

async function expectUnsentNotice(page: Page, form: Locator, filled: [string, string][]) {
  const notice = form.getByRole("alert").filter({ hasText: "Je aanvraag is niet verstuurd." });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: /^Bel 0/ })).toHaveAttribute("href", /^tel:\+31/);
  const whatsapp = (await notice.getByRole("link", { name: "WhatsApp" }).getAttribute("href")) ?? "";
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  // The WhatsApp message carries what the visitor typed: the name at least.
  expect(decodeURIComponent(whatsapp)).toContain(filled[0]![1]);
  for (const [label, value] of filled) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  // Never Next's English error page.
  await expect(page.getByText("This page couldn't load")).toHaveCount(0);
  await expect(page.getByText(/Application error/)).toHaveCount(0);
}

for (const formCase of forms) {
  test(`${formCase.name}: a POST that never arrives keeps everything, and one retry stores one request`, async ({
    page,
  }) => {
    const name = `Geen Bereik ${formCase.path} ${Date.now()}`;
    await page.goto(formCase.path);
    const form = formCase.form(page);
    const filled = await formCase.fill(form, name);
    await page.route(isFormPost(formCase.path), (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
    );
    await form.getByRole("button", { name: formCase.submit }).click();
    await expectUnsentNotice(page, form, filled);
    expect(await storedWithName(name)).toBe(0);

    await page.unroute(isFormPost(formCase.path));
    await form.getByRole("button", { name: "Opnieuw versturen" }).click();
    await expect(page).toHaveURL(/\/bedankt$/);
    expect(await storedWithName(name)).toBe(1);
  });

  // Every form is wired to the same sender (a lost POST above shows that for each); its retry after a stored
  // request is walked on the quote form, and by the full tier on every form.
  const otherForm = formCase !== forms[0] ? fullTierOnly("the quote form walks the same sender's retry") : {};
  test(
    `${formCase.name}: a 502 after the request was stored keeps everything, and retries store it once`,
    otherForm,
    async ({ page }) => {
      const name = `Proxyfout ${formCase.path} ${Date.now()}`;
      await page.goto(formCase.path);
      const form = formCase.form(page);
      const filled = await formCase.fill(form, name);
      // The request reaches the site and is stored; the answer is lost and a proxy answers 502 instead.
      let proxied = 0;
      await page.route(isFormPost(formCase.path), async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        await route.fetch();
        await route.fulfill({
          status: 502,
          contentType: "text/html",
          body: "<html><body><h1>502 Bad Gateway</h1></body></html>",
        });
        proxied++;
      });
      await form.getByRole("button", { name: formCase.submit }).click();
      await expectUnsentNotice(page, form, filled);
      await form.getByRole("button", { name: "Opnieuw versturen" }).click();
      // The second send went through the proxy too, and was answered 502 again.
      await expect.poll(() => proxied).toBe(2);
      await expect(form.getByRole("button", { name: "Opnieuw versturen" })).toBeEnabled();
      await expect(form.getByRole("alert").filter({ hasText: "Je aanvraag is niet verstuurd." })).toBeVisible();

      await page.unroute(isFormPost(formCase.path));
      await form.getByRole("button", { name: "Opnieuw versturen" }).click();
      await expect(page).toHaveURL(/\/bedankt$/);
      // Three sends, one form, one key: one request.
      expect(await storedWithName(name)).toBe(1);
    },
  );
}

test("offline, the request waits with its own notice and sends itself when the connection returns", async ({
  page,
  context,
}) => {
  const name = `Offline ${Date.now()}`;
  await page.goto("/dakdekker-uden");
  const form = page.getByRole("form", { name: "Aanvraag Uden" });
  await form.getByLabel("Naam *", { exact: true }).fill(name);
  await form.getByLabel("Telefoonnummer *", { exact: true }).fill("06 55667788");
  await form.getByLabel("Wat is er aan de hand? *").fill("Water door het plafond.");
  await context.setOffline(true);
  await form.getByRole("button", { name: "Bel mij terug" }).click();
  await expect(form.getByText("We versturen je aanvraag zodra je weer verbinding hebt.")).toBeVisible();
  await expect(form.getByRole("link", { name: /^Bel 0/ })).toBeVisible();
  expect(await storedWithName(name)).toBe(0);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/bedankt$/, { timeout: 30_000 });
  expect(await storedWithName(name)).toBe(1);
});

test("the picked photos stay picked after a failed send, and go with the retry", async ({ page }) => {
  const name = `Foto Geen Bereik ${Date.now()}`;
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();
  await page.goto("/offerte-aanvragen");
  const form = forms[0]!.form(page);
  const filled = await forms[0]!.fill(form, name);
  await form.locator('input[type="file"]').setInputFiles([{ name: "dak.jpg", mimeType: "image/jpeg", buffer: photo }]);
  await page.route(isFormPost("/offerte-aanvragen"), (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await form.getByRole("button", { name: "Gratis offerte aanvragen" }).click();
  await expectUnsentNotice(page, form, filled);
  expect(await form.locator('input[type="file"]').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
  await page.unroute(isFormPost("/offerte-aanvragen"));
  await form.getByRole("button", { name: "Opnieuw versturen" }).click();
  await expect(page).toHaveURL(/\/bedankt$/);
  const photos = await query<{ n: string }>(
    "select count(*) as n from lead_photos p join contact_submissions s on s.id = p.submission_id where s.name = $1",
    [name],
  );
  expect(Number(photos[0]!.n)).toBe(1);

  // The owner sees the request once in /admin, with its photo.
  await page.goto("/auth");
  await page.getByLabel("E-mailadres").fill(adminLogin.email);
  await page.getByLabel("Wachtwoord").fill(adminLogin.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/aanvragen?zoek=${encodeURIComponent(name)}`);
  await expect(page.getByTestId("lead").filter({ hasText: name })).toHaveCount(1);
});

test("what was typed survives a reload and a back-navigation until the request is accepted, then is gone", async ({
  page,
}) => {
  const name = `Herladen ${Date.now()}`;
  await page.goto("/dakdekker-uden");
  const form = page.getByRole("form", { name: "Aanvraag Uden" });
  await form.getByLabel("Naam *", { exact: true }).fill(name);
  await form.getByLabel("Telefoonnummer *", { exact: true }).fill("06 66778899");
  await form.getByLabel("Wat is er aan de hand? *").fill("Dakgoot lekt bij de voordeur.");
  await page.reload();
  await expect(form.getByLabel("Naam *", { exact: true })).toHaveValue(name);
  await expect(form.getByLabel("Wat is er aan de hand? *")).toHaveValue("Dakgoot lekt bij de voordeur.");
  await page.goto("/over-ons");
  await page.goBack();
  await expect(form.getByLabel("Telefoonnummer *", { exact: true })).toHaveValue("06 66778899");
  await form.getByRole("button", { name: "Bel mij terug" }).click();
  await expect(page).toHaveURL(/\/bedankt$/);
  expect(await storedWithName(name)).toBe(1);
  // Accepted: the next visit starts empty, and nothing of it stays in the tab.
  await page.goto("/dakdekker-uden");
  await expect(form.getByLabel("Naam *", { exact: true })).toHaveValue("");
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("bd-aanvraag")))).toEqual(
    [],
  );
});

test("the tab keeps no e-mail or street address, and nothing half an hour after the last keystroke", async ({
  page,
}) => {
  const kept = () => page.evaluate(() => sessionStorage.getItem("bd-aanvraag:/offerte-aanvragen:full") ?? "");
  await page.goto("/offerte-aanvragen");
  const form = page.getByRole("form", { name: "Offerte aanvragen" });
  await form.getByLabel("Naam *", { exact: true }).fill("Gedeelde Computer");
  await form.getByLabel("E-mailadres *", { exact: true }).fill("prive@example.nl");
  await form.getByLabel("Telefoonnummer *", { exact: true }).fill("06 11223344");
  await form.getByLabel("Adres *", { exact: true }).fill("Dorpsstraat 9, Erp");
  await form.getByLabel("Type dak *", { exact: true }).selectOption("plat-dak");
  expect(await kept()).toContain("Gedeelde Computer");
  expect(await kept()).not.toContain("prive@example.nl");
  expect(await kept()).not.toContain("Dorpsstraat");

  // A reload gives back what was kept; the browser's own autofill is for the rest.
  await page.reload();
  await expect(form.getByLabel("Naam *", { exact: true })).toHaveValue("Gedeelde Computer");
  await expect(form.getByLabel("Type dak *", { exact: true })).toHaveValue("plat-dak");
  await expect(form.getByLabel("E-mailadres *", { exact: true })).toHaveValue("");

  // The same tab reopened after more than half an hour (or a draft from before drafts carried their time): empty,
  // and nothing of it stays.
  for (const draft of [
    { key: "oude-tab", savedAt: Date.now() - 31 * 60 * 1000, fields: { name: "Gedeelde Computer" } },
    { key: "oude-tab", fields: { name: "Gedeelde Computer" } },
  ]) {
    await page.evaluate(
      (value) => sessionStorage.setItem("bd-aanvraag:/offerte-aanvragen:full", JSON.stringify(value)),
      draft,
    );
    await page.reload();
    await expect(form.getByRole("button", { name: "Gratis offerte aanvragen" })).toBeVisible();
    await expect.poll(kept).toBe("");
    await expect(form.getByLabel("Naam *", { exact: true })).toHaveValue("");
  }
});
