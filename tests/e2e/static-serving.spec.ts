import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startPostgresServer } from "../support/postgres-server";
import { startExtraServer } from "./support";

test.describe.configure({ timeout: 120_000 });

test("serving 1,000 requests of a town page issues no database or CMS query", async () => {
  // A server with a database and content of its own, so both can be taken away without touching other tests.
  const postgres = await startPostgresServer();
  const contentDir = mkdtempSync(path.join(tmpdir(), "static-content-"));
  copyFileSync("studio/dataset/production.ndjson", path.join(contentDir, "production.ndjson"));
  const server = await startExtraServer({
    DATABASE_URL: postgres.url,
    SANITY_LOCAL_DATASET_DIR: contentDir,
    BETTER_AUTH_SECRET: "static-serving-test-secret-0123456789abcdef",
  });
  try {
    const url = `${server.origin}/dakdekker-boxtel`;
    expect((await fetch(url)).status).toBe(200);

    // Stop PostgreSQL and remove the content: any query during a visit would now fail the response.
    postgres.halt();
    rmSync(path.join(contentDir, "production.ndjson"));

    let next = 0;
    const statuses = new Map<number, number>();
    let withContent = 0;
    const worker = async () => {
      while (next < 1000) {
        next++;
        const response = await fetch(url);
        const html = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (html.includes("Dakdekker Boxtel")) withContent++;
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1000 });
    expect(withContent).toBe(1000);
  } finally {
    server.stop();
    postgres.stop();
    rmSync(contentDir, { recursive: true, force: true });
  }
});

test("the price guide and its answers are served with the database and the content gone", async () => {
  // The guide is static HTML; an answer renders per request from the same cached reads, never from the CMS.
  const postgres = await startPostgresServer();
  const contentDir = mkdtempSync(path.join(tmpdir(), "static-content-"));
  copyFileSync("studio/dataset/production.ndjson", path.join(contentDir, "production.ndjson"));
  const server = await startExtraServer({
    DATABASE_URL: postgres.url,
    SANITY_LOCAL_DATASET_DIR: contentDir,
    BETTER_AUTH_SECRET: "static-serving-test-secret-0123456789abcdef",
  });
  try {
    const guide = `${server.origin}/kosten-dakreparatie`;
    // One visit of each kind fills the caches, as any visitor would.
    expect((await fetch(guide)).status).toBe(200);
    expect((await fetch(`${guide}?klus=dakgoot&omvang=3`)).status).toBe(200);

    postgres.halt();
    rmSync(path.join(contentDir, "production.ndjson"));

    const urls = [
      guide,
      ...Array.from({ length: 60 }, (_, size) => `${guide}?klus=dakpannen-vervangen&omvang=${size + 1}`),
      `${guide}?klus=lekkage-opsporen`,
      `${guide}?klus=onbekend&omvang=-1`,
    ];
    for (const url of urls) {
      const response = await fetch(url);
      const html = await response.text();
      expect(response.status, url).toBe(200);
      expect(html, url).toContain("Dakpannen vervangen");
    }
  } finally {
    server.stop();
    postgres.stop();
    rmSync(contentDir, { recursive: true, force: true });
  }
});

test("public pages tell a CDN to keep them a minute at most; Next's hashed files stay immutable", async ({
  request,
}) => {
  for (const path of ["/", "/dakdekker-uden", "/tips-en-advies/oorzaken-daklekkage-brabant"]) {
    const cacheControl = (await request.get(path)).headers()["cache-control"] ?? "";
    expect(cacheControl, path).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
  }
  // An address that is no page is kept no longer, so a town published later is seen within the same bound.
  for (const path of ["/bestaat-niet", "/dakdekker-bestaat-niet"]) {
    expect([
      "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
      "private, no-cache, no-store, max-age=0, must-revalidate",
    ]).toContain((await request.get(path)).headers()["cache-control"]);
  }
  const html = await (await request.get("/")).text();
  const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  expect((await request.get(script!)).headers()["cache-control"]).toContain("immutable");
});
