import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page, Response } from "@playwright/test";
import { adminLogin } from "../settings";
import { insertLead, query } from "../support";
import { expect, test } from "./fixtures";

// The admin's own Content-Security-Policy: a nonce per request, a hash for the prerendered
// shell's bootstrap script, no 'unsafe-inline' and no Tag Manager. Every admin page is tried, as the app defines
// them: a page added later is checked without anyone adding it here (a page with a parameter needs an example below).

/** Every page under app/(admin), as its URL: route groups dropped, parameters as written ([id]). */
function adminPages(): string[] {
  const root = path.join(process.cwd(), "app/(admin)");
  const pages: string[] = [];
  const walk = (dir: string, url: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && /^page\.(tsx|ts|jsx|js)$/.test(entry.name)) pages.push(url || "/");
      if (!entry.isDirectory() || entry.name.startsWith("_")) continue;
      const group = entry.name.startsWith("(") && entry.name.endsWith(")");
      walk(path.join(dir, entry.name), group ? url : `${url}/${entry.name}`);
    }
  };
  walk(root, "");
  return pages.sort();
}

/** Records every CSP violation the page reports, from the first script on, and console errors about CSP. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("__cspViolation", (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to (execute|load)/i.test(message.text())) {
      seen.push(message.text());
    }
  });
  return seen;
}

function expectStrictPolicy(response: Response | null, url: string) {
  const policy = response?.headers()["content-security-policy"] ?? "";
  const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc, url).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(scriptSrc, url).not.toContain("'unsafe-inline'");
  expect(scriptSrc, url).not.toContain("'unsafe-eval'");
  expect(policy, url).not.toMatch(/googletagmanager|google-analytics/);
}

/** The page hydrated: Next's client runtime started, which takes every script the page was sent. */
async function expectHydrated(page: Page, url: string) {
  await expect
    .poll(() => page.evaluate(() => typeof (window as unknown as { next?: { version?: string } }).next?.version), {
      message: url,
    })
    .toBe("string");
}

test("every admin page gets a nonce policy without Tag Manager, and the browser blocks none of its scripts", async ({
  page,
}) => {
  // Every admin page loaded and hydrated in turn, on a machine that runs other tests beside this one.
  test.setTimeout(90_000);
  const pages = adminPages();
  // The list comes from the app: it must at least hold the pages known today.
  expect(pages).toEqual(expect.arrayContaining(["/admin", "/admin/aanvragen", "/admin/account", "/admin/paginas"]));
  const violations = await watchViolations(page);

  // /auth as a visitor who is not signed in.
  for (const url of pages.filter((p) => p === "/auth")) {
    const response = await page.goto(url);
    expectStrictPolicy(response, url);
    await expectHydrated(page, url);
  }
  await page.getByLabel("E-mailadres").fill(adminLogin.email);
  await page.getByLabel("Wachtwoord").fill(adminLogin.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // A page with a parameter has one prerendered shell for every value (its own inline scripts): tried with a real one.
  const leadId = await insertLead({ query }, { name: "Beleid Klant" });
  const examples: Record<string, string> = { "/admin/aanvragen/[id]": `/admin/aanvragen/${leadId}` };
  const nonces = new Set<string>();
  for (const route of pages.filter((p) => p !== "/auth")) {
    const url = route.includes("[") ? examples[route] : route;
    if (!url) throw new Error(`No example address for ${route}: add one to the examples above.`);
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    expect(page.url(), url).toContain(url);
    expectStrictPolicy(response, url);
    nonces.add(/'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1] ?? "");
    await expectHydrated(page, url);
    await expect(page.locator("h1").first(), url).toBeVisible();
  }
  // A fresh nonce per response.
  expect(nonces.size).toBe(pages.length - 1);
  // A client-side navigation works too (the router runs under the policy): from the last page to the dashboard.
  await page.getByRole("navigation", { name: "Beheer" }).getByRole("link", { name: "Beheer", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(violations).toEqual([]);
});
