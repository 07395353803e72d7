import { expect, test } from "@playwright/test";
import { editDocument, signedHeaders } from "./dataset";

test.describe.configure({ mode: "serial" });

test("a signed webhook for a changed town updates that page without a restart", async ({ request }) => {
  const marker = `Nieuwe tekst uit de Studio ${Date.now()}`;
  editDocument("town-mill", (doc) => {
    doc.heroIntro = marker;
  });
  // Before the webhook the cached page is still served.
  expect(await (await request.get("/dakdekker-mill")).text()).not.toContain(marker);

  const body = JSON.stringify({ _type: "town", slug: "mill" });
  const response = await request.post("/api/revalidate", { data: body, headers: await signedHeaders(body) });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ revalidated: ["sanity:town", "sanity:town:mill"] });

  await expect(async () => {
    expect(await (await request.get("/dakdekker-mill")).text()).toContain(marker);
  }).toPass({ timeout: 10_000 });
});

test("a change to site settings reaches every page that shows them", async ({ request }) => {
  const marker = `Dakdekker met een nieuwe slogan ${Date.now()}`;
  editDocument("siteSettings", (doc) => {
    doc.tagline = marker;
  });
  const body = JSON.stringify({ _type: "siteSettings" });
  const response = await request.post("/api/revalidate", { data: body, headers: await signedHeaders(body) });
  expect(response.status()).toBe(200);
  for (const page of ["/", "/contact", "/dakdekker-oss"]) {
    await expect(async () => {
      expect(await (await request.get(page)).text()).toContain(marker);
    }).toPass({ timeout: 10_000 });
  }
});

test("a bad, stale or missing signature answers 401 and changes nothing", async ({ request }) => {
  const marker = `Deze tekst mag niet verschijnen ${Date.now()}`;
  // Render the page once first, so a revalidation by an earlier test cannot explain what we see.
  expect((await request.get("/dakdekker-haaren")).status()).toBe(200);
  editDocument("town-haaren", (doc) => {
    doc.heroIntro = marker;
  });
  const body = JSON.stringify({ _type: "town", slug: "haaren" });
  const attempts = [
    await signedHeaders(body, Date.now(), "wrong-secret"),
    await signedHeaders(body, Date.now() - 6 * 60 * 1000),
    { "content-type": "application/json" },
    { ...(await signedHeaders(body)), "sanity-webhook-signature": "t=1,v1=garbage" },
  ];
  for (const headers of attempts) {
    const response = await request.post("/api/revalidate", { data: body, headers });
    expect(response.status()).toBe(401);
  }
  // A valid signature over a different body must not pass either.
  const other = JSON.stringify({ _type: "town", slug: "haaren", extra: 1 });
  const forged = await request.post("/api/revalidate", { data: other, headers: await signedHeaders(body) });
  expect(forged.status()).toBe(401);

  expect(await (await request.get("/dakdekker-haaren")).text()).not.toContain(marker);
});
