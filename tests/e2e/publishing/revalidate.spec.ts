import { editDocument, publish, restoreDocument, signedHeaders } from "../dataset";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

test("a signed webhook for a changed town updates that page without a restart", async ({ request }) => {
  const marker = `Nieuwe tekst uit de Studio ${Date.now()}`;
  // Visited once since the server started, so the page is in the cache (a start marks all content stale once).
  expect((await request.get("/dakdekker-mill")).status()).toBe(200);
  const before = editDocument("town-mill", (doc) => {
    doc.heroIntro = marker;
  });
  try {
    // Before the webhook the cached page is still served.
    expect(await (await request.get("/dakdekker-mill")).text()).not.toContain(marker);

    const body = JSON.stringify({ _type: "town", slug: "mill" });
    const response = await request.post("/api/revalidate", { data: body, headers: await signedHeaders(body) });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ["sanity:town", "sanity:town:mill", "sanity:references"] });

    await expect(async () => {
      expect(await (await request.get("/dakdekker-mill")).text()).toContain(marker);
    }).toPass({ timeout: 10_000 });
  } finally {
    restoreDocument(before);
    await publish(request, { _type: "town", slug: "mill" });
  }
});

test("a change to site settings reaches every page that shows them", async ({ request }) => {
  const marker = `Dakdekker met een nieuwe slogan ${Date.now()}`;
  const before = editDocument("siteSettings", (doc) => {
    doc.tagline = marker;
  });
  try {
    const body = JSON.stringify({ _type: "siteSettings" });
    const response = await request.post("/api/revalidate", { data: body, headers: await signedHeaders(body) });
    expect(response.status()).toBe(200);
    for (const page of ["/", "/contact", "/dakdekker-oss"]) {
      await expect(async () => {
        expect(await (await request.get(page)).text()).toContain(marker);
      }).toPass({ timeout: 10_000 });
    }
  } finally {
    restoreDocument(before);
    await publish(request, { _type: "siteSettings" });
  }
});

test("a bad, stale or missing signature answers 401 and changes nothing", async ({ request }) => {
  const marker = `Deze tekst mag niet verschijnen ${Date.now()}`;
  // Render the page once first, so a revalidation by an earlier test cannot explain what we see.
  expect((await request.get("/dakdekker-haaren")).status()).toBe(200);
  const before = editDocument("town-haaren", (doc) => {
    doc.heroIntro = marker;
  });
  try {
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
  } finally {
    // Put back without a publish: no page ever showed the edit.
    restoreDocument(before);
  }
});

test("a publish that arrives before a restart reaches its page after the restart, though nobody visited it", async ({
  request,
  world,
}) => {
  test.setTimeout(120_000);
  const marker = `Gepubliceerd vlak voor een herstart ${Date.now()}`;
  const pageText = async () => (await request.get("/dakdekker-haaren")).text();
  expect(await pageText()).not.toContain(marker);
  const before = editDocument("town-haaren", (doc) => {
    doc.heroIntro = marker;
  });
  try {
    await publish(request, { _type: "town", slug: "haaren" });
    // The world's server restarts (a deploy, a crash) between the webhook and the first visit: the build's
    // prerendered page must not come back.
    await world.restart();
    await expect.poll(pageText).toContain(marker);
  } finally {
    restoreDocument(before);
    await publish(request, { _type: "town", slug: "haaren" });
  }
  await expect.poll(pageText).not.toContain(marker);
});

test("the same signed delivery sent again is refused and renders nothing again", async ({ request }) => {
  const body = JSON.stringify({ _type: "town", slug: "erp" });
  const headers = await signedHeaders(body);
  expect((await request.post("/api/revalidate", { data: body, headers })).status()).toBe(200);
  // The page is rendered and cached again after the real delivery …
  expect((await request.get("/dakdekker-erp")).status()).toBe(200);
  const cachedAt = (await request.get("/dakdekker-erp")).headers()["x-nextjs-cache"];
  expect(cachedAt).toBe("HIT");
  // … and a captured copy of it, replayed within the signature's lifetime, changes nothing.
  for (let i = 0; i < 3; i++) {
    expect((await request.post("/api/revalidate", { data: body, headers })).status()).toBe(409);
  }
  expect((await request.get("/dakdekker-erp")).headers()["x-nextjs-cache"]).toBe("HIT");
});
