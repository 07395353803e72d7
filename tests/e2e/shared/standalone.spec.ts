import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { readDocuments } from "../../support/dataset-file";
import { createDatabase } from "../../support/postgres-server";
import { startStandaloneServer } from "../../support/standalone-server";
import { e2eDatabaseUrl } from "../run-state";
import { postForm, rawRequest } from "../support";
import { expect, test } from "./fixtures";

// The container's entry, Next's standalone server.js, runs no server.ts: the body limits and the address trust
// model must hold through the app alone (proxy.ts). The environment is the compose file's (compose.yaml):
// behind one load balancer that appends the client's address, CLIENT_ADDRESS_SOURCE=proxies, TRUSTED_PROXIES=1.

let server: Awaited<ReturnType<typeof startStandaloneServer>>;
let databaseUrl: string;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  databaseUrl = await createDatabase(e2eDatabaseUrl);
  server = await startStandaloneServer({
    DATABASE_URL: databaseUrl,
    CLIENT_ADDRESS_SOURCE: "proxies",
    TRUSTED_PROXIES: "1",
    BETTER_AUTH_SECRET: "standalone-auth-secret-that-is-long-enough-0123",
    SANITY_REVALIDATE_SECRET: "standalone-webhook-secret",
    EVENTS_RATE_LIMIT: "3/60",
    LEADS_RATE_LIMIT: "2/600",
  });
});

test.afterAll(() => server?.stop());

async function stored<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

test("the standalone output ships only what the server runs: no tests, scripts, docs, deploy files or local data", () => {
  const standalone = path.resolve(".next/standalone");
  expect(readdirSync(standalone).sort()).toEqual([
    ".next",
    "lib",
    "node_modules",
    "package.json",
    "server.js",
    "studio",
  ]);
  // Of the project's own files: the cache handlers and what they import (the settings, the one-per-process holder of
  // their store; next.config names them by path),
  // the SQL migrations and the local dataset (read by path at run time). Nothing else of lib/, no source of app/.
  const own = [
    ...filesUnder(path.join(standalone, "lib")).map((file) => `lib/${file}`),
    ...filesUnder(path.join(standalone, "studio")).map((file) => `studio/${file}`),
  ];
  const unexpected = own.filter(
    (file) =>
      !/^lib\/cache\/[\w-]+\.ts$/.test(file) &&
      !/^lib\/(config|public-config|process-singleton|security\/client-address)\.ts$/.test(file) &&
      !/^lib\/db\/migrations\//.test(file) &&
      !/^studio\/dataset\/[\w-]+\.ndjson$/.test(file),
  );
  expect(unexpected).toEqual([]);
  expect(own).toContain("studio/dataset/production.ndjson");
  expect(own.some((file) => file.startsWith("lib/db/migrations/") && file.endsWith(".sql"))).toBe(true);
});

test("serves the home page and a town page with their headings, and a cheap health check", async () => {
  for (const [path, heading] of [
    ["/", /<h1[^>]*>/],
    ["/dakdekker-uden", /<h1[^>]*>[^<]*(?:<[^>]+>[^<]*)*Uden/],
  ] as const) {
    const response = await fetch(`${server.origin}${path}`);
    expect(response.status, path).toBe(200);
    expect(await response.text(), path).toMatch(heading);
  }
  // An unknown town: the 404 page in the HTML itself (proxy.ts), as under server.ts.
  const unknown = await fetch(`${server.origin}/dakdekker-nergenshuizen`);
  expect(unknown.status).toBe(404);
  const words = readDocuments().find((doc) => doc._id === "notFoundPage")!;
  expect(await unknown.text()).toContain(`>${words.heading}</h1>`);
  const health = await fetch(`${server.origin}/api/health?db=1`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: "ok", database: "online" });
});

test("refuses a body larger than its route takes with 413, and one without a length with 411", async () => {
  const post = (path: string, bytes: number, type = "multipart/form-data; boundary=x") =>
    rawRequest(`${server.origin}${path}`, {
      method: "POST",
      headers: { "content-type": type, "content-length": String(bytes), origin: server.origin },
      body: Buffer.alloc(bytes, 120),
    });
  // A page without a form, a town page's short form, the analytics beacon.
  const page = await post("/over-ons", 5_000);
  expect(page.status).toBe(413);
  expect(page.body).toBe("Dit verzoek is te groot.");
  expect((await post("/dakdekker-uden", 2 * 1024 * 1024)).status).toBe(413);
  expect((await post("/api/events", 5_000, "application/json")).status).toBe(413);

  const chunked = await rawRequest(`${server.origin}/api/events`, {
    method: "POST",
    headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
    body: "{}",
  });
  expect(chunked.status).toBe(411);
  expect(chunked.body).toBe("Lengte ontbreekt: stuur een Content-Length mee.");
});

test("a rotating client-written X-Forwarded-For (and x-client-address) shares one bucket; another client has its own", async () => {
  const event = JSON.stringify({ event_name: "page_view", event_data: {}, page_path: "/", session_id: "anonymous" });
  const post = (forwardedFor: string, extra: Record<string, string> = {}) =>
    rawRequest(`${server.origin}/api/events`, {
      method: "POST",
      body: event,
      headers: {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(event)),
        "x-forwarded-for": forwardedFor,
        ...extra,
      },
    });
  const statuses = [];
  // The client forges a new first entry and its own address header each time; the balancer appends the real one.
  for (let i = 0; i < 5; i++) {
    statuses.push((await post(`6.6.6.${i}, 203.0.113.10`, { "x-client-address": `9.9.9.${i}` })).status);
  }
  expect(statuses).toEqual([204, 204, 204, 429, 429]);
  // Another real client behind the same balancer, with the same forged entry as before.
  expect((await post("6.6.6.0, 203.0.113.11")).status).toBe(204);
});

test("the lead form works through the proxy, with its rate limit per real client", async () => {
  const page = `${server.origin}/dakdekker-uden`;
  for (let i = 0; i < 3; i++) {
    await postForm(
      page,
      {
        idempotencyKey: `standalone-${i}-${"x".repeat(12)}`,
        name: `Standalone ${i}`,
        phone: "0612345678",
        message: "Lekkage",
      },
      { headers: { "x-forwarded-for": `198.51.100.${i + 1}, 203.0.113.20` } },
    );
  }
  const rows = await stored<{ name: string }>("select name from contact_submissions order by name");
  expect(rows.map((row) => row.name)).toEqual(["Standalone 0", "Standalone 1"]);
});

test("a photo form takes photos beyond Next's default 10 MB proxy buffer whole", async () => {
  // Five photos of noise, about 3 MB each: more than the 10 MB Next buffers for a proxy by default, which would
  // reach the action cut short (next.config.ts raises the buffer to the largest form).
  const noise = await sharp(randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
  const photos = Array.from({ length: 5 }, () => new File([new Uint8Array(noise)], "dak.jpg", { type: "image/jpeg" }));
  expect(photos.length * noise.byteLength).toBeGreaterThan(10 * 1024 * 1024);
  const answer = await postForm(
    `${server.origin}/offerte-aanvragen`,
    {
      name: "Standalone Foto’s",
      email: "foto@example.nl",
      phone: "06 12345678",
      address: "Markt 1, Uden",
      roofType: "plat-dak",
      photos,
    },
    { headers: { "x-forwarded-for": "203.0.113.30" } },
  );
  expect(answer.status).toBeLessThan(400);
  await expect(async () => {
    const rows = await stored<{ photos: number }>(
      `select (select count(*)::int from lead_photos p where p.submission_id = s.id) as photos
         from contact_submissions s where name = 'Standalone Foto’s'`,
    );
    expect(rows).toEqual([{ photos: 5 }]);
  }).toPass({ timeout: 60_000 });
});
