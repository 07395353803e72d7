import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { freePort } from "../../support/postgres-server";
import { e2eDatabaseUrl } from "../run-state";
import { adminLogin, authSecretForTests, webhookSecret } from "../settings";
import { postForm, query, rawRequest } from "../support";
import { expect, test } from "./fixtures";

// Attacks whose defences already held, kept as tests so they keep holding, and hostile input tried against the
// running server.

const quoteForm = { email: "aanval@example.nl", phone: "0612345678", address: "Markt 1, Uden", roofType: "plat-dak" };

async function signInBrowser(page: import("@playwright/test").Page) {
  await page.goto("/auth");
  await page.getByLabel("E-mailadres").fill(adminLogin.email);
  await page.getByLabel("Wachtwoord").fill(adminLogin.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test("a valid lead with a megabyte of markup as its town stores a bounded event, and /admin stays small and inert", async ({
  page,
  baseURL,
}) => {
  const sessionId = `stad-${randomUUID()}`;
  const marker = `Stadaanval ${Date.now()}`;
  const markup = `<img src=x onerror="window.__xss=1">`;
  const town = markup + "x".repeat(1_000_008 - markup.length);
  const response = await postForm(`${baseURL}/offerte-aanvragen`, { ...quoteForm, name: marker, town, sessionId });
  expect(response.status).toBe(303);
  expect(response.headers.location).toMatch(/\/bedankt$/);

  // The lead is stored without the town (it is no town's slug) …
  const [lead] = await query<{ town: string | null }>("select town from contact_submissions where name = $1", [marker]);
  expect(lead).toEqual({ town: null });
  // … and its form_submit event (recorded after the response) holds validated, short values only.
  await expect
    .poll(async () => (await query("select 1 from analytics_events where session_id = $1", [sessionId])).length)
    .toBe(1);
  const [event] = await query<{ data: string; page_path: string | null }>(
    "select event_data::text as data, page_path from analytics_events where session_id = $1",
    [sessionId],
  );
  expect(event!.data.length).toBeLessThan(200);
  expect(event!.data).not.toContain("<img");
  expect(event!.page_path).toBe("/offerte-aanvragen");

  // The browser's own event API refuses such a value outright.
  const beacon = await page.request.post("/api/events", {
    data: JSON.stringify({
      event_name: "button_click",
      event_data: { source: town.slice(0, 3000) },
      page_path: "/",
      session_id: sessionId,
    }),
  });
  expect([400, 413]).toContain(beacon.status());

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInBrowser(page);
  for (const url of ["/admin", "/admin/aanvragen", "/admin/paginas"]) {
    const html = await (await page.request.get(url)).text();
    expect(html.length, url).toBeLessThan(400_000);
    expect(html, url).not.toContain("x".repeat(1000));
    await page.goto(url);
  }
  await page.goto(`/admin/aanvragen?zoek=${encodeURIComponent(marker)}`);
  await expect(page.getByTestId("lead").first()).toContainText(marker);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test("server actions and sign-in refuse a foreign and a null Origin", async ({ baseURL }) => {
  for (const origin of ["https://evil.example", "null"]) {
    const name = `Vreemde herkomst ${origin} ${Date.now()}`;
    const lead = await postForm(`${baseURL}/offerte-aanvragen`, { ...quoteForm, name }, { headers: { origin } });
    expect(lead.status, origin).not.toBe(303);
    expect(lead.headers["x-action-redirect"], origin).toBeUndefined();
    expect(await query("select 1 from contact_submissions where name = $1", [name]), origin).toHaveLength(0);

    const signIn = await postForm(`${baseURL}/auth`, adminLogin, { headers: { origin } });
    expect(signIn.headers.location ?? "", origin).not.toBe("/admin");
    expect(signIn.headers["set-cookie"] ?? "", origin).not.toMatch(/session_token=/);
  }
  // The same posts from the site's own origin work (the refusals above are about the origin, nothing else).
  const name = `Eigen herkomst ${Date.now()}`;
  const lead = await postForm(`${baseURL}/offerte-aanvragen`, { ...quoteForm, name });
  expect(lead.status).toBe(303);
  expect(await query("select 1 from contact_submissions where name = $1", [name])).toHaveLength(1);
});

test("no open redirect from sign-in, and no path traversal to files outside what is served", async ({ baseURL }) => {
  // Sign-in ignores any destination it is given: it always lands on /admin, on this site.
  for (const next of ["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)"]) {
    const url = `${baseURL}/auth?next=${encodeURIComponent(next)}&redirect=${encodeURIComponent(next)}`;
    const response = await postForm(url, adminLogin, { localAddress: "127.0.0.61" });
    expect(response.status, next).toBe(303);
    expect(response.headers.location, next).toBe("/admin");
    const page = await rawRequest(url, {});
    expect(page.headers.location ?? "", next).not.toMatch(/evil|javascript/);
  }
  // A path that looks like another host redirects, if at all, to a path on this site.
  for (const target of ["//evil.example/", "//evil.example/%2F..", "/%2F%2Fevil.example", "/\\evil.example"]) {
    const location = (await rawRequest(`${baseURL}${target}`, {})).headers.location;
    if (location === undefined) continue;
    expect(new URL(location, baseURL).origin, `${target} → ${location}`).toBe(baseURL);
    expect(location, target).not.toMatch(/^(\/\/|\/\\|[a-z]+:)/i);
  }

  const secrets = [readFileSync("package.json", "utf8").slice(0, 40), "root:x:0:0"];
  const traversals = [
    "/images/../../package.json",
    "/images/%2e%2e/%2e%2e/package.json",
    "/images/%2E%2E%2F%2E%2E%2Fpackage.json",
    "/images/..%2f..%2fpackage.json",
    "/_next/static/../../package.json",
    "/_next/static/%2e%2e/%2e%2e/package.json",
    "/_next/static/..%2f..%2f.env",
    "/_next/static/%2e%2e/server/app/index.html",
    "/_next/image?url=%2F..%2F..%2Fpackage.json&w=64&q=75",
    "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2f..%2fetc%2fpasswd",
    "/api/admin/photos/..%2f..%2fpackage.json",
    "/api/admin/photos/%2e%2e",
  ];
  for (const target of traversals) {
    const response = await rawRequest(`${baseURL}${target}`, {});
    // Refused, or (where the URL normalises "..") sent to a path of this site, where the same rules apply.
    if (response.status >= 300 && response.status < 400) {
      expect(new URL(response.headers.location!, baseURL).origin, target).toBe(baseURL);
    } else {
      expect(response.status, target).toBeGreaterThanOrEqual(400);
      expect(response.status, target).toBeLessThan(500);
    }
    for (const secret of secrets) expect(response.body, target).not.toContain(secret);
  }
});

test("no secret or password of the running server is in the browser's JavaScript or its source maps", async ({
  baseURL,
}) => {
  const secrets = [webhookSecret, authSecretForTests, adminLogin.password, e2eDatabaseUrl];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else files.push(file);
    }
  };
  walk(".next/static");
  expect(files.filter((f) => f.endsWith(".js")).length).toBeGreaterThan(10);
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
  }
  // What the server sends: a page, and each script it names (the sign-in page too).
  for (const page of ["/", "/auth", "/offerte-aanvragen"]) {
    const html = (await rawRequest(`${baseURL}${page}`, {})).body;
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length, page).toBeGreaterThan(0);
    for (const text of [
      html,
      ...(await Promise.all(scripts.map(async (s) => (await rawRequest(`${baseURL}${s}`, {})).body))),
    ]) {
      for (const secret of secrets) expect(text.includes(secret), `${secret} in ${page}`).toBe(false);
    }
  }
});

test("X-Forwarded-Host does not choose where the admin's status tile and page test send their requests", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const seen: string[] = [];
  const trap = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    response.end("ok");
  });
  const trapPort = await freePort();
  await new Promise<void>((resolve) => trap.listen(trapPort, "127.0.0.1", resolve));
  try {
    await signInBrowser(page);
    const trapHost = `127.0.0.1:${trapPort}`;
    // The dashboard renders the status tiles on the server: ask for it naming the trap as the forwarded host.
    await page.route("**/admin", (route) =>
      route.continue({
        headers: { ...route.request().headers(), "x-forwarded-host": trapHost, "x-forwarded-proto": "http" },
      }),
    );
    const actions: { headers: Record<string, string>; body: string }[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.headers()["next-action"]) {
        actions.push({ headers: request.headers(), body: request.postData() ?? "" });
      }
    });
    await page.goto("/admin");
    for (const tile of ["Website", "Formulieren"]) {
      await expect(page.getByText(tile, { exact: true }).first()).toBeVisible();
    }
    await page.unroute("**/admin");
    // The page test as the browser sends it …
    await page.getByRole("button", { name: "Test alle pagina’s" }).click();
    await expect(page.getByText(/Website pagina’s test: \d+ pagina’s getest/)).toBeVisible({ timeout: 60_000 });
    // … and once more from a client of our own that names the trap as the forwarded host and as its origin (a
    // browser cannot send that Origin; a proxy in front could forward such a host).
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const action = actions.at(-1)!;
    const replay = await rawRequest(page.url(), {
      method: "POST",
      body: action.body,
      headers: {
        ...action.headers,
        cookie,
        origin: `http://${trapHost}`,
        "x-forwarded-host": trapHost,
        "x-forwarded-proto": "http",
        "content-length": String(Buffer.byteLength(action.body)),
      },
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatch(/Website pagina’s test: \d+ pagina’s getest/);
    expect(seen).toEqual([]);
  } finally {
    trap.close();
  }
});
