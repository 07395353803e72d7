import { articlePath, pathOf, townPath } from "@/lib/site/routes";
import { adminLogin } from "../settings";
import { expect, test } from "./fixtures";

const required = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
];

test("every kind of response carries the security headers, and only the Studio may be framed", async ({ request }) => {
  for (const path of [
    pathOf("home"),
    townPath("oss"),
    articlePath("plat-dak-of-hellend-dak"),
    "/bestaat-niet",
    "/sitemap.xml",
    "/robots.txt",
    "/api/events",
    "/auth",
    "/images/projects/after-1.jpg",
    "/deelafbeelding.png",
    // Near the admin's and the Studio's addresses, but neither: once without any policy or frame protection.
    "/adminfoo",
    "/studiox",
    "/authx",
    // The admin's and the Studio's addresses in other capitals (404 pages): the strict policy, never none or the
    // Studio's wider one.
    "/Admin",
    "/AUTH",
    "/ADMIN/account",
    "/Studio",
    "/STUDIO/structure/siteSettings",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    for (const name of required) expect(headers[name], `${name} on ${path}`).toBeTruthy();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("object-src 'none'");
    expect(headers["content-security-policy"], path).not.toContain("sanity.io wss");
  }
  // The Studio's own addresses, also those with capitals below the prefix (its document types are camelCase):
  // a reload or a bookmark of Bedrijfsgegevens must get the Studio's policy, or the Studio cannot reach Sanity.
  for (const path of [
    "/studio",
    "/studio/structure/siteSettings",
    "/studio/structure/priceItem;price-dakgoot",
    "/studio/presentation/homePage/homePage",
  ]) {
    const studio = (await request.get(path)).headers();
    expect(studio["content-security-policy"], path).toContain("frame-ancestors 'self'");
    // Its own project's API hosts, never Sanity's every host (cdn.sanity.io serves any customer's files): this server
    // edits no project, so none at all.
    expect(studio["content-security-policy"], path).not.toMatch(/\*\.sanity\.io|https:\/\/cdn\.sanity\.io/);
    expect(studio["content-security-policy"], path).toContain(
      "script-src 'self' 'unsafe-inline' 'unsafe-eval' https://core.sanity-cdn.com;",
    );
    for (const name of required) expect(studio[name], `${name} on ${path}`).toBeTruthy();
  }
});

test("only a public page's HTML is for a shared cache: never an RSC answer, Next's RSC redirect or a 404", async ({
  request,
}) => {
  const shared = (cacheControl: string | undefined) => /\bpublic\b|s-maxage/.test(cacheControl ?? "");
  const page = await request.get("/", { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  expect(page.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  expect(page.headers().vary).toContain("rsc");

  // The attack: Next's bare redirect to the page's RSC address, which a CDN ignoring Vary would keep.
  for (const [path, headers] of [
    ["/", { rsc: "1" }],
    ["/?_rsc=abcde", { rsc: "1" }],
    [townPath("oss"), { rsc: "1", "next-router-prefetch": "1" }],
    [articlePath("plat-dak-of-hellend-dak"), { rsc: "1" }],
  ] as const) {
    const answer = await request.get(path, { headers, maxRedirects: 0 });
    expect(shared(answer.headers()["cache-control"]), `${path} ${answer.status()}`).toBe(false);
    expect(answer.headers()["cache-control"], path).toContain("no-store");
  }
  // No 404 is for a shared cache: an address that is no route, and an unknown town or article (proxy.ts answers them
  // with the same page).
  for (const path of ["/bestaat-niet", townPath(`verzonnen-${Date.now()}`), articlePath(`verzonnen-${Date.now()}`)]) {
    const missing = await request.get(path, { maxRedirects: 0 });
    expect(missing.status(), path).toBe(404);
    expect(shared(missing.headers()["cache-control"]), path).toBe(false);
    expect(missing.headers()["cache-control"], path).toContain("no-store");
  }
  // The share image of an article the site does not have: 404, never a generic image a cache would keep (that nothing
  // is stored is tried on the cluster's Redis), no more kept by a CDN than any 404.
  const article = await (await request.get(articlePath("plat-dak-of-hellend-dak"))).text();
  const image = /\/tips-en-advies\/plat-dak-of-hellend-dak\/(opengraph-image-[\w-]+(?:\/[\w-]+)?)/.exec(article)?.[1];
  expect(image).toBeTruthy();
  expect((await request.get(`${articlePath("plat-dak-of-hellend-dak")}/${image}`)).status()).toBe(200);
  const madeUp = await request.get(`/tips-en-advies/verzonnen-${Date.now()}/${image}`);
  expect(madeUp.status()).toBe(404);
  expect(madeUp.headers()["content-type"]).not.toContain("image");
  expect(shared(madeUp.headers()["cache-control"])).toBe(false);

  // The admin app's manifest: as long as a public page, not Next's month for a static route.
  const manifest = await request.get("/admin/manifest.webmanifest");
  expect(manifest.headers()["cache-control"]).toBe(page.headers()["cache-control"]);
});

test("markup sent through every form field is shown as text in the admin, never run", async ({ page }) => {
  const payload = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>"'&`;
  await page.goto(pathOf("quote"));
  const form = page.getByRole("form", { name: "Offerte aanvragen" });
  await form.getByLabel("Naam *", { exact: true }).fill(`XSS ${payload}`);
  await form.getByLabel("E-mailadres *", { exact: true }).fill("xss@example.nl");
  await form.getByLabel("Telefoonnummer *", { exact: true }).fill("0612345678");
  await form.getByLabel("Adres *", { exact: true }).fill(`Straat 1 ${payload}`);
  await form.getByLabel("Type dak *", { exact: true }).selectOption("plat-dak");
  await form.getByLabel("Korte omschrijving", { exact: true }).fill(`Bericht ${payload}`);
  await form.getByRole("button", { name: "Gratis offerte aanvragen" }).click();
  await expect(page).toHaveURL(/\/bedankt$/);

  // The tracker's event data is free text too: send markup there as well.
  await page.request.post("/api/events", {
    data: JSON.stringify({
      event_name: "button_click",
      event_data: { button_text: payload, source: payload },
      page_path: "/",
      session_id: "anonymous",
    }),
  });

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto("/auth");
  await page.getByLabel("E-mailadres").fill(adminLogin.email);
  await page.getByLabel("Wachtwoord").fill(adminLogin.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const lead = page.getByTestId("recent-leads").locator("li").filter({ hasText: "xss@example.nl" });
  await expect(lead).toContainText(`XSS ${payload}`);
  await expect(lead).toContainText(`Bericht ${payload}`);
  await page.goto("/admin/aanvragen?zoek=XSS");
  await expect(page.getByTestId("lead").first()).toContainText(`Straat 1 ${payload}`);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
