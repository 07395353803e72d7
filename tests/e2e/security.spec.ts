import { expect, test } from "@playwright/test";
import { articlePath, pathOf, townPath } from "@/lib/site/routes";
import { adminLogin } from "./settings";

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
  const studio = (await request.get("/studio")).headers();
  expect(studio["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(studio["content-security-policy"]).toContain("https://*.sanity.io");
  for (const name of required) expect(studio[name], `${name} on /studio`).toBeTruthy();
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
