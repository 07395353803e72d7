import type { Page } from "@playwright/test";
import sharp from "sharp";
import { wcagViolations } from "../axe";
import { signIn } from "../owner";
import { insertLead, type TestServer } from "../support";
import { expect, test } from "./fixtures";

// The admin on the owner's phone: a lead's own card, the dashboard on a storm day, the installable app (manifest,
// service worker). Its notifications: admin-notifications.spec.ts. Each test has a server of its worker with an
// emptied database.

test.describe.configure({ timeout: 120_000 });

const phone = { width: 390, height: 844 };

/** A photo stored with a lead, a real JPEG as the server re-encodes them. */
async function insertPhoto(server: TestServer, leadId: string, color: string) {
  const data = await sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  await server.query(
    `insert into lead_photos (submission_id, content_type, data, width, height, byte_size)
     values ($1, 'image/jpeg', $2, 400, 300, $3)`,
    [leadId, data, data.length],
  );
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("on a 390 px phone the owner opens a waiting lead from the dashboard: photos, one-tap answers, axe clean", async ({
  page,
  isolated: server,
}) => {
  const id = await insertLead(server, {
    name: "Telefoon Klant",
    storm: true,
    waterNow: true,
    email: "telefoon.klant@example.nl",
  });
  await insertPhoto(server, id, "#aa3300");
  await insertPhoto(server, id, "#3366aa");
  await page.setViewportSize(phone);
  await signIn(page, server.origin);
  expect(await noSidewaysScroll(page)).toBe(true);

  await page.getByTestId("waiting-leads").getByRole("link", { name: "Telefoon Klant", exact: true }).click();
  await expect(page).toHaveURL(`${server.origin}/admin/aanvragen/${id}`);
  await expect(page.getByRole("heading", { name: "Aanvraag van Telefoon Klant" })).toBeVisible();
  const card = page.getByTestId("lead-card");
  await expect(card.getByTestId("lead-storm")).toHaveText("Storm · water binnen");
  await expect(card).toContainText("Het lekt bij de schoorsteen.");

  // Both photos, loaded (an image that failed has no natural size).
  const photos = card.getByRole("img", { name: /^Foto \d van Telefoon Klant$/ });
  await expect(photos).toHaveCount(2);
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  }

  // One tap to call, WhatsApp or mail the lead.
  await expect(card.getByRole("link", { name: "Bellen met Telefoon Klant" })).toHaveAttribute(
    "href",
    "tel:+31612345678",
  );
  expect(await card.getByRole("link", { name: /^WhatsApp naar Telefoon Klant/ }).getAttribute("href")).toMatch(
    /^https:\/\/wa\.me\/31612345678\?text=/,
  );
  expect(await card.getByRole("link", { name: "E-mail naar Telefoon Klant" }).getAttribute("href")).toMatch(
    /^mailto:telefoon\.klant@example\.nl\?subject=/,
  );

  expect(await wcagViolations(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);

  // After the call: the status is set on the card itself.
  await card.getByLabel("Status").selectOption("contacted");
  await card.getByRole("button", { name: "Opslaan" }).click();
  await expect(card.getByTestId("lead-status")).toHaveText("Gebeld");
  await page.getByRole("link", { name: "← Terug naar het dashboard" }).click();
  await expect(page).toHaveURL(`${server.origin}/admin`);
  await expect(page.getByText("Niemand wacht op antwoord.")).toBeVisible();
});

test("an unknown or malformed lead address shows the admin's 'Niet gevonden', never an error", async ({
  page,
  isolated: server,
}) => {
  await signIn(page, server.origin);
  for (const id of [crypto.randomUUID(), "00000000-0000-0000-0000-000000000000", "geen-uuid", "'%20or%201=1"]) {
    const response = await page.goto(`${server.origin}/admin/aanvragen/${id}`);
    // Not 404: the admin layout's shell (its "Sessie laden..." fallback, a Suspense boundary the session check needs
    // under Cache Components) is sent with 200 before the page looks the lead up; Next then streams the not-found
    // view, marked noindex, and cannot change the status any more.
    expect(response?.status(), id).toBeLessThan(500);
    await expect(page.getByRole("heading", { name: "Niet gevonden" }), id).toBeVisible();
    await expect(page.getByText("Deze aanvraag of pagina bestaat niet (meer)."), id).toBeVisible();
    // The mark notFound() adds (the card's own metadata says "noindex, nofollow").
    await expect(page.locator('meta[name="robots"][content="noindex"]'), id).not.toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Beheer" }), id).toBeVisible();
  }
});

test("a storm day: the most urgent eight wait on top, the counters and status tiles right below, 'Toon alle' lists every one without JavaScript", async ({
  page,
  browser,
  isolated: server,
}) => {
  // Twenty-six ordinary requests waiting for days, three storm requests, one with water coming in (the newest).
  for (let n = 1; n <= 26; n++) await insertLead(server, { name: `Gewone aanvraag ${n}`, minutesAgo: 60 * 24 * n });
  await insertLead(server, { name: "Storm droog", storm: true, waterNow: false, minutesAgo: 90 });
  await insertLead(server, { name: "Storm onbekend", storm: true, minutesAgo: 60 });
  await insertLead(server, { name: "Storm geen water", storm: true, waterNow: false, minutesAgo: 120 });
  await insertLead(server, { name: "Water binnen", storm: true, waterNow: true, minutesAgo: 5 });
  await page.setViewportSize(phone);
  await signIn(page, server.origin);

  await expect(page.getByRole("heading", { name: "Wachten op antwoord (30)" })).toBeVisible();
  const names = page.getByTestId("waiting-leads").getByTestId("waiting-lead-link");
  await expect(names).toHaveText([
    "Water binnen",
    "Storm geen water",
    "Storm droog",
    "Storm onbekend",
    "Gewone aanvraag 26",
    "Gewone aanvraag 25",
    "Gewone aanvraag 24",
    "Gewone aanvraag 23",
  ]);
  const showAll = page.getByRole("link", { name: "Toon alle (30)" });
  await expect(showAll).toBeVisible();
  // The counters and the status tiles follow the list directly: the list is as long as its eight entries, not 30.
  const listBottom = (await page.getByRole("link", { name: "Toon alle (30)" }).boundingBox())!;
  const counters = (await page.getByTestId("counter-Totaal events").boundingBox())!;
  const status = (await page.getByTestId("status-Database").boundingBox())!;
  const eightEntries = (await page.getByTestId("waiting-leads").boundingBox())!.height;
  expect(counters.y - (listBottom.y + listBottom.height)).toBeLessThan(eightEntries / 2);
  expect(status.y).toBeGreaterThan(counters.y);
  expect(status.y - counters.y).toBeLessThan(eightEntries);
  expect(await noSidewaysScroll(page)).toBe(true);

  // Without JavaScript, as a plain link: every waiting request, in the same order, in the HTML the server sent.
  // (Read from the document, not by role: without JavaScript the admin's streamed parts stay in React's hidden
  // holders, for every admin page alike.)
  const href = await showAll.getAttribute("href");
  expect(href).toMatch(/^\/admin\?wachtend=alle/);
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: phone,
  });
  try {
    const noScript = await plain.newPage();
    await noScript.goto(`${server.origin}${href}`);
    const all = noScript.getByTestId("waiting-leads").getByTestId("waiting-lead-link");
    await expect(all).toHaveCount(30);
    await expect(all.nth(0)).toHaveText("Water binnen");
    await expect(all.nth(4)).toHaveText("Gewone aanvraag 26");
    await expect(all.nth(29)).toHaveText("Gewone aanvraag 1");
    await expect(noScript.locator('a[href^="/admin?wachtend=alle"]')).toHaveCount(0);
    const fewer = noScript.locator("a", { hasText: "Toon alleen de meest dringende" });
    await expect(fewer).toHaveAttribute("href", "/admin");
    await noScript.goto(`${server.origin}/admin`);
    await expect(all).toHaveCount(8);
  } finally {
    await plain.close();
  }
});

test("the admin is installable and public pages are not: manifest and icons under /admin, none on a public page", async ({
  page,
  request,
  isolated: server,
}) => {
  await page.goto(`${server.origin}/`);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length))).toBe(0);

  await signIn(page, server.origin);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/admin/manifest.webmanifest");
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute("content", "Beheer");
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect(appleIcon).toBe("/admin/icons/apple-touch-icon.png");
  // The browser tab's icon stays the site's.
  const tabIcon = await page.locator('link[rel="icon"]').getAttribute("href");
  expect((await request.get(`${server.origin}${tabIcon}`)).headers()["content-type"]).toContain("image/svg+xml");

  const answer = await request.get(`${server.origin}/admin/manifest.webmanifest`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await answer.json();
  expect(manifest).toMatchObject({
    start_url: "/admin",
    scope: "/admin",
    display: "standalone",
    lang: "nl",
    name: expect.stringMatching(/^Beheer \S/),
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  for (const [size, purpose] of [
    ["192x192", "any"],
    ["512x512", "any"],
    ["192x192", "maskable"],
    ["512x512", "maskable"],
  ])
    expect(
      icons.some((icon) => icon.sizes === size && icon.purpose === purpose),
      `${size} ${purpose}`,
    ).toBe(true);
  for (const src of [...icons.map((icon) => icon.src), appleIcon!]) {
    const icon = await request.get(`${server.origin}${src}`);
    expect(icon.status(), src).toBe(200);
    const { width, height, format } = await sharp(await icon.body()).metadata();
    expect(format, src).toBe("png");
    expect(`${width}x${height}`, src).toBe(icons.find((i) => i.src === src)?.sizes ?? "180x180");
  }
  const worker = await request.get(`${server.origin}/admin/sw.js`);
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toContain("javascript");
});
