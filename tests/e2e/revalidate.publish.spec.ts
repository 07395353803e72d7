import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { readDocuments, repositoryDataset, writeDocuments } from "../support/dataset-file";
import { editDocument, signedHeaders } from "./dataset";
import { webhookSecret } from "./settings";
import { startExtraServer } from "./support";

test.describe.configure({ mode: "serial" });

test("a signed webhook for a changed town updates that page without a restart", async ({ request }) => {
  const marker = `Nieuwe tekst uit de Studio ${Date.now()}`;
  // Visited once since the server started, so the page is in the cache (a start marks all content stale once).
  expect((await request.get("/dakdekker-mill")).status()).toBe(200);
  editDocument("town-mill", (doc) => {
    doc.heroIntro = marker;
  });
  // Before the webhook the cached page is still served.
  expect(await (await request.get("/dakdekker-mill")).text()).not.toContain(marker);

  const body = JSON.stringify({ _type: "town", slug: "mill" });
  const response = await request.post("/api/revalidate", { data: body, headers: await signedHeaders(body) });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ revalidated: ["sanity:town", "sanity:town:mill", "sanity:references"] });

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

test("a publish that arrives before a restart reaches its page after the restart, though nobody visited it", async () => {
  test.setTimeout(120_000);
  // A server with content of its own, restarted between the webhook and the first visit.
  const contentDir = mkdtempSync(path.join(tmpdir(), "restart-content-"));
  const file = path.join(contentDir, "production.ndjson");
  const original = readDocuments(repositoryDataset);
  writeDocuments(file, original);
  const env = { SANITY_LOCAL_DATASET_DIR: contentDir, SANITY_REVALIDATE_SECRET: webhookSecret };
  const marker = `Gepubliceerd vlak voor een herstart ${Date.now()}`;
  const pageText = async (origin: string) => (await fetch(`${origin}/dakdekker-haaren`)).text();
  const webhook = async (origin: string) => {
    const body = JSON.stringify({ _type: "town", slug: "haaren" });
    const response = await fetch(`${origin}/api/revalidate`, {
      method: "POST",
      body,
      headers: await signedHeaders(body),
    });
    expect(response.status).toBe(200);
  };

  let server = await startExtraServer(env);
  try {
    expect(await pageText(server.origin)).not.toContain(marker);
    writeDocuments(
      file,
      original.map((doc) => (doc._id === "town-haaren" ? { ...doc, heroIntro: marker } : doc)),
    );
    await webhook(server.origin);
    server.stop();
    server = await startExtraServer(env);
    await expect.poll(async () => pageText(server.origin)).toContain(marker);
  } finally {
    // The page cache on disk is shared with the other tests' server: leave the real page there.
    writeDocuments(file, original);
    await webhook(server.origin);
    await expect.poll(async () => pageText(server.origin)).not.toContain(marker);
    server.stop();
  }
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
