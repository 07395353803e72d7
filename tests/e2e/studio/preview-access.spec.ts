import { randomUUID } from "node:crypto";
import { issuePreviewPass, previewPassKey } from "@/lib/sanity/preview-pass";
import { townPath } from "@/lib/site/routes";
import { createPreviewSecret } from "../../stand-in/preview-secret";
import { rawRequest } from "../../support/http-client";
import { leavingTargets } from "../../support/redirect-payloads";
import { expect, test } from "./fixtures";

// The preview's ways in and out, against the Content Lake stand-in with a valid Studio secret: the page the secret
// opens is a path of this site, draft access ends by itself and when the owner leaves, a copied draft-mode cookie shows
// no drafts, and guessing at the way in costs the guesser, not the project.

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.afterEach(async ({ lake }) => {
  expect(lake.unknown, "requests the stand-in does not know").toEqual([]);
});

const enableUrl = (origin: string, secret: string, pathname: string) =>
  `${origin}/api/draft-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(pathname)}`;

/** `name=value` of each cookie a response sets, and the attributes it gives it. */
function setCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  // Several Set-Cookie headers arrive joined with ", " (rawRequest); a cookie's Expires also holds ", ".
  for (const cookie of (header ?? "").split(/, (?=[^;=\s]+=)/)) {
    const name = cookie.slice(0, cookie.indexOf("="));
    if (name) cookies.set(name, cookie);
  }
  return cookies;
}

/** The world's town page as a browser with these cookies gets it: whether it is the preview (click-to-edit marks). */
async function showsPreview(origin: string, cookie: string): Promise<boolean> {
  const answer = await rawRequest(`${origin}${townPath("mill")}`, { headers: { cookie } });
  expect(answer.status).toBe(200);
  return answer.body.includes('data-sanity="');
}

test("with a valid secret, the page it opens is a path of this site: every payload ends on the home page", async ({
  lake,
  world,
}) => {
  // One secret serves every attempt: the Studio's own lasts an hour and may be used again.
  const secret = await createPreviewSecret(lake, world.origin);
  const good = await rawRequest(enableUrl(world.origin, secret, `${townPath("mill")}?x=1`), {});
  expect(good.status).toBe(307);
  expect(good.headers.location).toBe(`${townPath("mill")}?x=1`);
  const off: string[] = [];
  // From addresses of their own: the attempts of this test are not what the rate limit is tested with.
  let n = 0;
  for (const target of ["/.//evil.example/x", "/..//evil.example", ...leavingTargets]) {
    const answer = await rawRequest(enableUrl(world.origin, secret, target), {
      localAddress: `127.0.8.${1 + Math.floor(n++ / 8)}`,
    });
    expect(answer.status, target).toBe(307);
    if (answer.headers.location !== "/") off.push(`${JSON.stringify(target)} → ${answer.headers.location}`);
  }
  expect(off).toEqual([]);
});

test("a preview ends by itself and when the owner leaves it; Next's draft-mode cookie alone, or with an ended or forged pass, shows no drafts", async ({
  lake,
  world,
}) => {
  const secret = await createPreviewSecret(lake, world.origin);
  const enabled = await rawRequest(enableUrl(world.origin, secret, townPath("mill")), { localAddress: "127.0.7.1" });
  expect(enabled.status).toBe(307);
  const cookies = setCookies(enabled.headers["set-cookie"]);
  const bypass = cookies.get("__prerender_bypass");
  const pass = cookies.get("bd-preview-pass");
  expect(bypass).toBeTruthy();
  expect(pass).toBeTruthy();
  // Both with a lifetime of hours, not the browser session's or the build's.
  for (const cookie of [bypass!, pass!]) {
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie)?.[1]);
    expect(maxAge, cookie).toBeGreaterThan(0);
    expect(maxAge, cookie).toBeLessThanOrEqual(4 * 60 * 60);
    expect(cookie).toMatch(/HttpOnly/i);
  }
  const value = (cookie: string) => cookie.slice(0, cookie.indexOf(";"));
  const both = `${value(bypass!)}; ${value(pass!)}`;
  expect(await showsPreview(world.origin, both)).toBe(true);

  // The build's draft-mode cookie alone (copied from a browser, or kept by an editor who left): a visitor's page.
  expect(await showsPreview(world.origin, value(bypass!))).toBe(false);
  // With a pass that ended (made with the server's key, two lifetimes ago) or one signed with another key.
  const key = previewPassKey(lake.readToken);
  const ended = issuePreviewPass(key, Date.now() - 2 * 2 * 60 * 60 * 1000);
  expect(await showsPreview(world.origin, `${value(bypass!)}; bd-preview-pass=${ended}`)).toBe(false);
  const forged = issuePreviewPass(previewPassKey("another-token"));
  expect(await showsPreview(world.origin, `${value(bypass!)}; bd-preview-pass=${forged}`)).toBe(false);

  // Leaving: both cookies expired, and the owner back on the page asked for.
  const left = await rawRequest(
    `${world.origin}/api/draft-mode/disable?terug=${encodeURIComponent(townPath("mill"))}`,
    { headers: { cookie: both } },
  );
  expect(left.status).toBe(303);
  expect(left.headers.location).toBe(townPath("mill"));
  const cleared = setCookies(left.headers["set-cookie"]);
  for (const name of ["__prerender_bypass", "bd-preview-pass"]) {
    expect(cleared.get(name), name).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  }
});

test("the way in is rate-limited per client before the Content Lake is asked, and a secret of the wrong shape is never asked about", async ({
  lake,
  world,
}) => {
  const secretQueries = () => lake.viewerQueries.filter((q) => q.query.includes("sanity.previewUrlSecret")).length;
  const attempt = (secret: string, localAddress: string) =>
    rawRequest(enableUrl(world.origin, secret, "/"), { localAddress });

  // Not a secret the Studio makes (too short, other characters): refused without a query.
  const before = secretQueries();
  for (const secret of ["x", "a".repeat(300), "verzonnen geheim", "<script>"]) {
    expect((await attempt(secret, "127.0.6.1")).status).toBe(401);
  }
  expect(secretQueries()).toBe(before);

  // One client guesses: ten attempts a minute are answered (401), then 429 without asking the Content Lake.
  const statuses: number[] = [];
  const asked = secretQueries();
  for (let i = 0; i < 14; i++) statuses.push((await attempt(`geraden-${i}-${randomUUID()}`, "127.0.6.2")).status);
  expect(statuses.filter((status) => status === 401).length, statuses.join(",")).toBeLessThanOrEqual(10);
  expect(statuses.slice(-4)).toEqual([429, 429, 429, 429]);
  expect(secretQueries() - asked).toBe(statuses.filter((status) => status === 401).length);
  const limited = await attempt("geraden-laatste-poging", "127.0.6.2");
  expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
  expect(limited.body).toContain("Te veel pogingen");

  // The owner at another address opens the preview meanwhile, with the Studio's valid secret.
  const secret = await createPreviewSecret(lake, world.origin);
  expect((await attempt(secret, "127.0.6.3")).status).toBe(307);
  // A forged X-Forwarded-For does not buy the guesser a fresh count (no proxy is trusted here).
  const forged = await rawRequest(enableUrl(world.origin, secret, "/"), {
    localAddress: "127.0.6.2",
    headers: { "x-forwarded-for": "203.0.113.9" },
  });
  expect(forged.status).toBe(429);
});
