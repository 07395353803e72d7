import { formatMinutes } from "@/lib/admin/format";
import { officeMinutesBetween } from "@/lib/admin/response-clock";
import { consentKey, consentValue } from "@/lib/analytics/client";
import type { OfficeHours } from "@/lib/content/office-hours";
import { readDocuments } from "../dataset";
import { fillQuoteForm, signIn } from "../owner";
import { expect, test } from "./fixtures";

// The owner sees which pages earn work, and answers every lead in time. The tests share a server per worker whose
// database is emptied before each test, so the counts a test reads are its own visitor's.

test.describe.configure({ timeout: 120_000 });

type LeadRow = Record<string, string | null>;

test("an ad click on a town page, a quote on another page: the admin names its origin, counts it on both pages, and exports it once won", async ({
  page,
  isolated: server,
}) => {
  const smtp = server.smtp!;
  // A visitor who accepted statistics and ad measurement earlier, so the campaign tags and the ad click id may be
  // kept, on a phone lands from an ad and goes on to the quote form by the site's own link.
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    consentKey,
    consentValue({ statistics: true, ads: true }),
  ] as const);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(
    `${server.origin}/dakdekker-uden?utm_source=google&utm_medium=cpc&utm_campaign=lekkage&gclid=TEST123`,
  );
  await expect(async () => {
    expect(
      await server.query("select channel from analytics_events where event_name = 'page_view' and page_path = $1", [
        "/dakdekker-uden",
      ]),
    ).toEqual([{ channel: "google-ads" }]);
  }).toPass({ timeout: 10_000 });
  await page.locator('a[href="/offerte-aanvragen"]:visible').first().click();
  await expect(page).toHaveURL(/\/offerte-aanvragen$/);
  const form = await fillQuoteForm(page, "Advertentie Testpersoon");
  await form.getByLabel("Wanneer kunnen we je het beste bellen?").selectOption("evening");
  await form.getByRole("button", { name: "Gratis offerte aanvragen" }).click();
  await expect(page).toHaveURL(/\/bedankt$/);

  const [stored] = await server.query<LeadRow>(
    "select page_path, landing_page, utm_source, utm_medium, utm_campaign, click_id, click_id_type, channel, device, callback_time from contact_submissions",
  );
  expect(stored).toEqual({
    page_path: "/offerte-aanvragen",
    landing_page: "/dakdekker-uden",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "lekkage",
    click_id: "TEST123",
    click_id_type: "gclid",
    channel: "google-ads",
    device: "desktop", // Playwright's desktop Chrome user agent; the viewport alone does not make a phone
    callback_time: "evening",
  });
  const origin = "via Google Ads · campagne lekkage · landde op /dakdekker-uden · computer";
  await expect(async () => {
    const mail = smtp.received.find((m) => m.raw.includes("Advertentie Testpersoon"));
    const text = mail?.text ?? "";
    expect(text).toContain(`Herkomst: ${origin}`);
    expect(text).toContain("Bellen: ’s Avonds");
  }).toPass({ timeout: 15_000 });

  // The owner: the lead waits on the dashboard, and its card names the origin and offers one-tap answers.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, server.origin);
  await expect(page.getByTestId("waiting-leads")).toContainText("Advertentie Testpersoon");
  await page.goto(`${server.origin}/admin/aanvragen`);
  const card = page.getByTestId("lead").filter({ hasText: "Advertentie Testpersoon" });
  await expect(card.getByTestId("lead-origin")).toHaveText(origin);
  await expect(card.getByTestId("lead-click-id")).toContainText("TEST123");
  await expect(card).toContainText("Liefst bellen: ’s Avonds");
  await expect(card.getByRole("link", { name: /^Bellen/ })).toHaveAttribute("href", "tel:+31612345678");
  const whatsapp = await card.getByRole("link", { name: /^WhatsApp/ }).getAttribute("href");
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/31612345678\?text=/);
  // The lead's own name and the company's, every placeholder filled.
  const reply = decodeURIComponent(whatsapp!.split("text=")[1]!);
  expect(reply).toContain("Hallo Advertentie Testpersoon, met Brabant Dakzorg.");
  expect(reply).not.toMatch(/[{}]/);
  await expect(card.getByRole("link", { name: /^E-mail/ })).toHaveAttribute(
    "href",
    /^mailto:foto@example\.nl\?subject=/,
  );

  // The Pagina’s view counts the view on the town page and the lead on both pages, also for Google Ads alone.
  for (const source of ["", "&bron=google-ads"]) {
    await page.goto(`${server.origin}/admin/paginas?periode=7${source}`);
    const report = page.getByTestId("page-report");
    const cells = async (path: string) =>
      Object.fromEntries(
        await report
          .locator(`tr[data-path="${path}"] td`)
          .evaluateAll((tds) => tds.map((td) => [td.getAttribute("data-column"), td.textContent])),
      );
    expect(await cells("/dakdekker-uden")).toMatchObject({ views: "1", forms: "0", leads: "1" });
    expect(await cells("/offerte-aanvragen")).toMatchObject({ views: "1", forms: "1", leads: "0" });
    await expect(report.locator('tr[data-path="/dakdekker-uden"] th')).toContainText("Uden");
  }
  await expect(page.getByTestId("channel-report").locator('tr[data-channel="google-ads"] td').nth(2)).toHaveText("1");

  // Won: the lead goes into the Google Ads export, with the import's columns.
  const empty = await page.request.get(`${server.origin}/api/admin/google-ads-conversies.csv`);
  expect((await empty.text()).trim().split("\r\n")).toHaveLength(1);
  await page.goto(`${server.origin}/admin/aanvragen`);
  await card.getByLabel("Status").selectOption("won");
  await card.getByRole("button", { name: "Opslaan" }).click();
  await expect(card.getByTestId("lead-status")).toHaveText("Opdracht");
  const csv = await page.request.get(`${server.origin}/api/admin/google-ads-conversies.csv`);
  expect(csv.status()).toBe(200);
  const settings = (await readDocuments()).find((doc) => doc._type === "siteSettings") as unknown as {
    leadHandling: { adsConversionName: string; adsConversionValue: number };
  };
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines[0]).toBe("Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency");
  expect(lines).toHaveLength(2);
  const [clickId, name, time, value, currency] = lines[1]!.split(",");
  expect([clickId, name, value, currency]).toEqual([
    "TEST123",
    settings.leadHandling.adsConversionName,
    settings.leadHandling.adsConversionValue.toFixed(2),
    "EUR",
  ]);
  expect(time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
  // Signed out, the export is refused.
  expect((await fetch(csv.url())).status).toBe(401);
});

test("an ad click without consent: the request keeps its first page and channel, no campaign and no click id, and is never exported", async ({
  page,
  isolated: server,
}) => {
  await page.goto(
    `${server.origin}/dakdekker-uden?utm_source=google&utm_medium=cpc&utm_campaign=lekkage&gclid=NOCONSENT1`,
  );
  await page.locator('a[href="/offerte-aanvragen"]:visible').first().click();
  await expect(page).toHaveURL(/\/offerte-aanvragen$/);
  // Without consent the tab keeps the first page and the channel only: no campaign tags, no click id.
  const tabStorage = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(tabStorage).toContain("google-ads");
  expect(tabStorage).not.toContain("lekkage");
  expect(tabStorage).not.toContain("NOCONSENT1");
  const form = await fillQuoteForm(page, "Zonder Toestemming");
  await form.getByRole("button", { name: "Gratis offerte aanvragen" }).click();
  await expect(page).toHaveURL(/\/bedankt$/);
  // The channel the tab noted is stored; the campaign and the advertising identifier are not.
  expect(
    await server.query("select landing_page, utm_campaign, click_id, click_id_type, channel from contact_submissions"),
  ).toEqual([
    {
      landing_page: "/dakdekker-uden",
      utm_campaign: null,
      click_id: null,
      click_id_type: null,
      channel: "google-ads",
    },
  ]);

  await server.query("update contact_submissions set status = 'won', status_changed_at = now()");
  await signIn(page, server.origin);
  await page.goto(`${server.origin}/admin/aanvragen`);
  const card = page.getByTestId("lead").filter({ hasText: "Zonder Toestemming" });
  await expect(card.getByTestId("lead-origin")).toHaveText("via Google Ads · landde op /dakdekker-uden · computer");
  await expect(card.getByTestId("lead-click-id")).toHaveCount(0);
  const csv = await page.request.get(`${server.origin}/api/admin/google-ads-conversies.csv`);
  expect(csv.status()).toBe(200);
  expect((await csv.text()).trim().split("\r\n")).toEqual([
    "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a request keeps its page and what the Referer shows of the tagged landing URL, but not its click id", async ({
    page,
    isolated: server,
  }) => {
    await page.goto(`${server.origin}/offerte-aanvragen?utm_source=google&utm_medium=cpc&gclid=NOJS1`);
    const form = await fillQuoteForm(page, "Zonder Script");
    await form.getByRole("button", { name: "Gratis offerte aanvragen" }).click();
    await expect(page).toHaveURL(/\/bedankt$/);
    expect(
      await server.query("select page_path, landing_page, utm_source, click_id, channel from contact_submissions"),
    ).toEqual([
      {
        page_path: "/offerte-aanvragen",
        landing_page: "/offerte-aanvragen",
        utm_source: "google",
        // The server cannot know whether the visitor consented, so it keeps no ad click id.
        click_id: null,
        channel: "google-ads",
      },
    ]);
  });
});

test("hostile campaign values are cut or dropped, never refuse the request, and show as text", async ({
  page,
  isolated: server,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  // A visitor who consented to both, so the campaign tags and the click id reach the server to be checked there.
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    consentKey,
    consentValue({ statistics: true, ads: true }),
  ] as const);
  const params = new URLSearchParams({
    utm_source: "<script>alert('bron')</script>",
    utm_medium: "cpc",
    utm_campaign: "x".repeat(10_240),
    gclid: `abc"'><img src=x onerror=alert(1)>`,
  });
  await page.goto(`${server.origin}/dakdekker-uden?${params}`);
  await page.locator('a[href="/offerte-aanvragen"]:visible').first().click();
  const form = await fillQuoteForm(page, "Vijandige Bron");
  await form.getByRole("button", { name: "Gratis offerte aanvragen" }).click();
  await expect(page).toHaveURL(/\/bedankt$/);

  const [stored] = await server.query<{ utm_source: string; campaign_length: number; click_id: string | null }>(
    "select utm_source, length(utm_campaign) as campaign_length, click_id, channel from contact_submissions",
  );
  expect(stored).toEqual({
    utm_source: "<script>alert('bron')</script>",
    campaign_length: 100,
    click_id: null,
    channel: "campaign",
  });

  await signIn(page, server.origin);
  await page.goto(`${server.origin}/admin/aanvragen`);
  const card = page.getByTestId("lead").filter({ hasText: "Vijandige Bron" });
  await expect(card.getByTestId("lead-origin")).toContainText("via Andere campagnes (<script>alert('bron')</script>)");
  await expect(card.getByTestId("lead-click-id")).toHaveCount(0);
  await page.goto(`${server.origin}/admin/paginas`);
  expect(dialogs).toEqual([]);
});

test("time to first contact: a lead marked 'Gebeld' after a known interval shows that interval in office time", async ({
  page,
  isolated: server,
}) => {
  await server.query(
    `insert into contact_submissions (name, phone, page_path, channel, created_at)
     values ('Wachtende Klant', '+31612345678', '/contact', 'direct', now() - interval '23 minutes')`,
  );
  await signIn(page, server.origin);
  await expect(page.getByTestId("waiting-leads")).toContainText("Wachtende Klant");
  await page.goto(`${server.origin}/admin/aanvragen`);
  const card = page.getByTestId("lead").filter({ hasText: "Wachtende Klant" });
  await card.getByLabel("Status").selectOption("contacted");
  const databaseNow = async () => (await server.query<{ now: Date }>("select now()"))[0]!.now.getTime();
  const beforeSave = await databaseNow();
  await card.getByRole("button", { name: "Opslaan" }).click();
  await expect(card.getByTestId("lead-status")).toHaveText("Gebeld");
  const afterSave = await databaseNow();

  const [times] = await server.query<{ created_at: Date; first_contact_at: Date }>(
    "select created_at, first_contact_at from contact_submissions",
  );
  // The first contact is the moment of the save, so at least the 23 minutes after the request.
  expect(times!.first_contact_at.getTime()).toBeGreaterThanOrEqual(beforeSave);
  expect(times!.first_contact_at.getTime()).toBeLessThanOrEqual(afterSave);
  expect(times!.first_contact_at.getTime() - times!.created_at.getTime()).toBeGreaterThanOrEqual(23 * 60_000);
  // The dashboard counts office time only (the rule is unit-tested across a weekend in response-clock.test.ts):
  // 23 minutes in office hours, less or none when the test runs in the evening or at the weekend.
  const settings = (await readDocuments()).find((doc) => doc._type === "siteSettings") as unknown as {
    openingHours: OfficeHours;
  };
  const hours = settings.openingHours;
  const expected = formatMinutes(officeMinutesBetween(times!.created_at, times!.first_contact_at, hours));
  await page.goto(`${server.origin}/admin?periode=7`);
  await expect(page.getByTestId("response-median")).toHaveText(expected);
  await expect(page.getByTestId("response-p90")).toHaveText(expected);
  await expect(page.getByTestId("waiting-leads")).toHaveCount(0);
});

test("addresses that are no page never fill the owner's report, however many rows the table holds", async ({
  page,
  isolated: server,
}) => {
  // Rows as a flood of made-up pages left them before events were checked: 300 paths that never existed.
  await server.query(
    `insert into analytics_events (event_name, event_data, page_path, session_id, channel)
     select 'page_view', '{}', '/verzonnen-' || n, 'flood', 'direct' from generate_series(1, 300) as n`,
  );
  await server.query(
    `insert into analytics_events (event_name, event_data, page_path, session_id, channel)
     values ('page_view', '{}', '/dakdekker-uden', 'echt', 'direct')`,
  );
  await signIn(page, server.origin);
  await page.goto(`${server.origin}/admin/paginas`);
  const rows = page.getByTestId("page-report").locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Uden");
  await expect(page.getByTestId("page-report-left-out")).toContainText("300 adressen niet getoond");
});
