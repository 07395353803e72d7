import { query } from "../support";
import { expect, test } from "./fixtures";

type EventRow = {
  event_name: string;
  event_data: Record<string, string>;
  page_path: string;
  session_id: string;
  user_agent: string;
};

const eventsOf = (sessionId: string) =>
  query<EventRow>(
    "select event_name, event_data, page_path, session_id, user_agent from analytics_events where session_id = $1 order by timestamp",
    [sessionId],
  );

async function sessionIdOf(page: import("@playwright/test").Page) {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("bd-analytics-session"))).toBeTruthy();
  return (await page.evaluate(() => sessionStorage.getItem("bd-analytics-session")))!;
}

test("a call button on a town page stores a phone_call event with the town as source", async ({ page }) => {
  await page.goto("/dakdekker-erp");
  const session = await sessionIdOf(page);
  // tel: links would hand over to the phone app; the event is what matters here.
  await page.route("**/*", (route) => route.continue());
  await page.evaluate(() => {
    for (const a of document.querySelectorAll('a[href^="tel:"]'))
      a.addEventListener("click", (e) => e.preventDefault());
  });
  await page.locator('main a[href^="tel:"]').first().click();
  await expect(async () => {
    const calls = (await eventsOf(session)).filter((e) => e.event_name === "phone_call");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.event_data).toMatchObject({ source: "erp", phone_number: "+31413203040" });
    expect(calls[0]!.page_path).toBe("/dakdekker-erp");
    expect(calls[0]!.user_agent).toContain("Chrome");
  }).toPass({ timeout: 10_000 });
});

test("a WhatsApp click stores whatsapp_click with its source", async ({ page, context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "WhatsApp" }));
  await page.goto("/over-ons");
  const session = await sessionIdOf(page);
  const popup = page.waitForEvent("popup");
  await page.locator('header a[href^="https://wa.me/"]').click();
  await (await popup).close();
  await expect(async () => {
    const clicks = (await eventsOf(session)).filter((e) => e.event_name === "whatsapp_click");
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.event_data.source).toBe("top_bar");
  }).toPass({ timeout: 10_000 });
});

test("a page view is stored once per navigation, also for client-side navigation", async ({ page }) => {
  await page.goto("/waarom-ons");
  const session = await sessionIdOf(page);
  await page.locator('footer a[href="/over-ons"]').click();
  await expect(page).toHaveURL(/\/over-ons$/);
  await page.locator('footer a[href="/contact"]').click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(async () => {
    const views = (await eventsOf(session)).filter((e) => e.event_name === "page_view").map((e) => e.page_path);
    expect(views).toEqual(["/waarom-ons", "/over-ons", "/contact"]);
  }).toPass({ timeout: 10_000 });
  // No further page views arrive later: an event the visitor causes afterwards is stored, and the views are still three.
  await page.evaluate(() => {
    for (const a of document.querySelectorAll('a[href^="tel:"]'))
      a.addEventListener("click", (e) => e.preventDefault());
  });
  await page.getByRole("main").locator('a[href^="tel:"]').first().click();
  await expect(async () => {
    expect((await eventsOf(session)).filter((e) => e.event_name === "phone_call")).toHaveLength(1);
  }).toPass({ timeout: 10_000 });
  expect((await eventsOf(session)).filter((e) => e.event_name === "page_view")).toHaveLength(3);
});

test.describe("the events API", () => {
  const good = {
    event_name: "button_click",
    event_data: { button_text: "Bel" },
    page_path: "/",
    session_id: "anonymous",
  };
  const marker = `api-${Date.now()}`;

  test("rejects malformed and unknown events with 400, oversized ones with 413, and stores nothing", async ({
    request,
  }) => {
    const bad: unknown[] = [
      "dit is geen json",
      { ...good, event_name: "purchase" },
      { ...good, page_path: "https://elders.example/" },
      { ...good, session_id: "<script>" },
      { ...good, event_data: { nested: { deep: true } } },
      { ...good, extra: "veld" },
      { event_name: "page_view" },
    ];
    for (const body of bad) {
      const response = await request.post("/api/events", {
        data: typeof body === "string" ? body : JSON.stringify(body),
        headers: { "content-type": "application/json" },
      });
      expect(response.status(), JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const big = { ...good, event_data: { button_text: "x".repeat(3000) }, session_id: `${marker}-big` };
    const tooLarge = await request.post("/api/events", {
      data: JSON.stringify(big),
      headers: { "content-type": "application/json" },
    });
    expect(tooLarge.status()).toBe(413);
    expect(await query("select 1 from analytics_events where session_id like $1", [`${marker}%`])).toHaveLength(0);
    const ok = await request.post("/api/events", { data: JSON.stringify({ ...good, session_id: `${marker}-ok` }) });
    expect(ok.status()).toBe(204);
  });

  test("takes only pages the site has, and derives the channel itself from the visit's origin", async ({ request }) => {
    const session = `${marker}-paths`;
    const post = (event: Record<string, unknown>) =>
      request.post("/api/events", { data: JSON.stringify({ ...good, session_id: session, ...event }) });
    // Made-up pages (one address added 120 a minute to the owner's report) and a channel the browser names itself.
    for (const page_path of ["/nep-pagina", "/dakdekker-atlantis", "/tips-en-advies/verzonnen", "/admin"]) {
      expect((await post({ page_path })).status(), page_path).toBe(400);
    }
    expect((await post({ channel: "google-ads" })).status()).toBe(400);
    for (const page_path of ["/", "/dakdekker-uden", "/tips-en-advies/oorzaken-daklekkage-brabant", "/bedankt"]) {
      expect((await post({ page_path })).status(), page_path).toBe(204);
    }
    expect((await post({ page_path: "/contact", origin: { source: "google", medium: "cpc" } })).status()).toBe(204);
    const rows = await query<{ page_path: string; channel: string }>(
      "select page_path, channel from analytics_events where session_id = $1 order by timestamp",
      [session],
    );
    expect(rows.map((row) => row.page_path)).toEqual([
      "/",
      "/dakdekker-uden",
      "/tips-en-advies/oorzaken-daklekkage-brabant",
      "/bedankt",
      "/contact",
    ]);
    expect(rows.map((row) => row.channel)).toEqual(["direct", "direct", "direct", "direct", "google-ads"]);
  });
  // A burst beyond the events limit is answered 429: client-address.spec.ts (one visitor, five a minute) and the
  // cluster's limit counted on both instances.
});
