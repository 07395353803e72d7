import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startPostgresServer } from "../../support/postgres-server";
import { staticFilesIn } from "../../support/static-files";
import { fullTier } from "../../support/tier";
import { startTestServer } from "../support";
import { test as base, expect } from "./fixtures";

// The pages each test below serves, visited once while the database and the content are there, as any visitor would.
const townPage = "/dakdekker-boxtel";
const guidePage = "/kosten-dakreparatie";
const visitedFirst = [townPage, guidePage, `${guidePage}?klus=dakgoot&omvang=3`];

/**
 * One server per worker with a database and content of its own, both taken away after the pages above were visited
 * once: any query during a later visit would fail its response. The tests share it (one worker runs them in turn).
 */
const test = base.extend<object, { withoutBackends: { origin: string } }>({
  withoutBackends: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const postgres = await startPostgresServer();
      const contentDir = mkdtempSync(path.join(tmpdir(), "static-content-"));
      copyFileSync("studio/dataset/production.ndjson", path.join(contentDir, "production.ndjson"));
      const server = await startTestServer({
        DATABASE_URL: postgres.url,
        SANITY_LOCAL_DATASET_DIR: contentDir,
        BETTER_AUTH_SECRET: "static-serving-test-secret-0123456789abcdef",
      });
      try {
        for (const page of visitedFirst) expect((await fetch(`${server.origin}${page}`)).status, page).toBe(200);
        // Stop PostgreSQL and remove the content.
        postgres.halt();
        rmSync(path.join(contentDir, "production.ndjson"));
        await use({ origin: server.origin });
      } finally {
        await server.stopped();
        postgres.stop();
        rmSync(contentDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

test.describe.configure({ mode: "default", timeout: 120_000 });

// With the database and the content gone, any query would fail its response: a few hundred requests prove there is
// none (the full tier sends a thousand, and sixty answers of the guide instead of seven).
const townRequests = fullTier ? 1000 : 200;
const guideSizes = fullTier ? 60 : 5;

test(`serving ${townRequests} requests of a town page issues no database or CMS query`, async ({ withoutBackends }) => {
  const url = `${withoutBackends.origin}${townPage}`;
  let next = 0;
  const statuses = new Map<number, number>();
  let withContent = 0;
  const worker = async () => {
    while (next < townRequests) {
      next++;
      const response = await fetch(url);
      const html = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (html.includes("Dakdekker Boxtel")) withContent++;
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  expect(Object.fromEntries(statuses)).toEqual({ 200: townRequests });
  expect(withContent).toBe(townRequests);
});

test("the price guide and its answers are served with the database and the content gone", async ({
  withoutBackends,
}) => {
  // The guide is static HTML; an answer renders per request from the same cached reads, never from the CMS.
  const guide = `${withoutBackends.origin}${guidePage}`;
  const urls = [
    guide,
    ...Array.from({ length: guideSizes }, (_, size) => `${guide}?klus=dakpannen-vervangen&omvang=${size + 1}`),
    `${guide}?klus=lekkage-opsporen`,
    `${guide}?klus=onbekend&omvang=-1`,
  ];
  for (const url of urls) {
    const response = await fetch(url);
    const html = await response.text();
    expect(response.status, url).toBe(200);
    expect(html, url).toContain("Dakpannen vervangen");
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

test("a cached page goes out compressed once per version: brotli to a browser, and 304 to one that holds it", async ({
  request,
}) => {
  // server.ts compresses and tags each version once (lib/http/compressed-pages.ts) instead of on every hit.
  const first = await request.get(townPage, { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(first.status()).toBe(200);
  expect(first.headers()["content-encoding"]).toBe("br");
  expect(first.headers().vary).toContain("Accept-Encoding");
  expect(await first.text()).toContain("Dakdekker Boxtel");
  const etag = first.headers().etag ?? "";
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  const again = await request.get(townPage, {
    headers: { "accept-encoding": "gzip, deflate, br", "if-none-match": etag },
  });
  expect(again.status()).toBe(304);
  // A client without brotli gets gzip of the same version.
  const gzip = await request.get(townPage, { headers: { "accept-encoding": "gzip" } });
  expect([gzip.headers()["content-encoding"], gzip.headers().etag]).toEqual(["gzip", etag]);
});

test("the page's scripts and stylesheet go out as the build's brotli copies, the same files once decoded", async ({
  request,
}) => {
  // server.ts sends the build's brotli 11 copy of each static file (lib/http/compressed-assets.ts) once Next has
  // answered for it, rather than compressing it again on each request.
  const html = await (await request.get(townPage)).text();
  // A URL path /_next/static/… names the file .next/static/….
  const withCopies = staticFilesIn(html)
    .map((url) => ({ url, file: url.replace(/^\/_next\//, "") }))
    .filter(({ file }) => existsSync(path.join(".next", `${file}.br`)));
  expect(withCopies.length).toBeGreaterThan(5);
  for (const { url, file } of withCopies) {
    await request.get(url, { headers: { "accept-encoding": "gzip, deflate, br" } });
    await expect(async () => {
      const again = await request.get(url, { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(again.headers()["content-encoding"]).toBe("br");
      expect(Number(again.headers()["content-length"])).toBe(statSync(path.join(".next", `${file}.br`)).size);
      expect(again.headers()["cache-control"]).toContain("immutable");
      expect((await again.body()).equals(readFileSync(path.join(".next", file)))).toBe(true);
    }, url).toPass({ timeout: 5_000 });
  }
});
