import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { leadFormBodyBytes } from "@/lib/security/body-limits";
import { articlePageForms, sitePages, townPageForms } from "@/lib/site/routes";
import { formFields } from "../../support/next-server";
import { postForm, query, rawRequest, startTestServer, type TestServer } from "../support";
import { test as base, expect } from "./fixtures";

// Rate limits must count something the client cannot choose. These attacks rotate X-Forwarded-For, the header a
// client writes itself, and check that the server counts the connection instead. The file's tests run in order on
// one worker, so its one limits server serves them all.

const event = JSON.stringify({ event_name: "page_view", event_data: {}, page_path: "/", session_id: "anonymous" });
const post = (origin: string, forwardedFor: string, localAddress = "127.0.0.1") =>
  rawRequest(`${origin}/api/events`, {
    method: "POST",
    body: event,
    localAddress,
    headers: {
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(event)),
      "x-forwarded-for": forwardedFor,
    },
  });

/**
 * One server per worker with small limits (five events a minute, two requests in ten minutes) on a database of its
 * own, emptied before each test, so every count a test reads is its own. Shared by the tests below that count.
 */
const test = base.extend<{ limits: TestServer }, { limitsServer: TestServer }>({
  limitsServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const server = await startTestServer({ EVENTS_RATE_LIMIT: "5/60", LEADS_RATE_LIMIT: "2/600" });
      try {
        await use(server);
      } finally {
        await server.stopped();
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
  limits: async ({ limitsServer }, use) => {
    await limitsServer.query("truncate analytics_events, contact_submissions, rate_limits cascade");
    await use(limitsServer);
  },
});

test.describe.configure({ mode: "default" });

test("with no proxy in front, a rotating X-Forwarded-For shares one bucket and two real clients do not", async ({
  limits: server,
}) => {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) statuses.push((await post(server.origin, `198.51.100.${i + 1}`)).status);
  expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
  // A second machine (another loopback address) has a bucket of its own.
  expect((await post(server.origin, "198.51.100.1", "127.0.0.2")).status).toBe(204);
  expect(await server.query("select count(*)::int as n from analytics_events")).toEqual([{ n: 6 }]);
});

// Behind a trusted proxy the address the proxy appended decides: tested through nginx in cluster.spec.ts.

test("the lead form's limit: a rotating X-Forwarded-For shares one bucket and two real clients do not", async ({
  limits: server,
}) => {
  {
    const page = `${server.origin}/dakdekker-uden`;
    const hidden = await formFields(page);
    for (let i = 0; i < 4; i++) {
      await postForm(
        page,
        {
          idempotencyKey: `xff-test-${i}-${"x".repeat(12)}`,
          name: `XFF ${i}`,
          phone: "0612345678",
          message: "Lekkage boven de voordeur",
        },
        { hidden, headers: { "x-forwarded-for": `198.51.100.${i + 1}` } },
      );
    }
    // A second machine (another loopback address) naming an address the first one used has a bucket of its own.
    await postForm(
      page,
      {
        idempotencyKey: `xff-test-other-${"x".repeat(12)}`,
        name: "XFF ander",
        phone: "0612345678",
        message: "Lekkage boven de achterdeur",
      },
      { hidden, localAddress: "127.0.0.2", headers: { "x-forwarded-for": "198.51.100.1" } },
    );
    const stored = await server.query<{ name: string }>("select name from contact_submissions order by name");
    expect(stored.map((row) => row.name)).toEqual(["XFF 0", "XFF 1", "XFF ander"]);
  }
});

test("each endpoint refuses a body larger than it needs before reading it, and an unannounced one", async ({
  baseURL,
}) => {
  const post = (path: string, length: number, type: string, body?: string) =>
    rawRequest(`${baseURL}${path}`, {
      method: "POST",
      headers: { "content-type": type, "content-length": String(length), origin: baseURL! },
      body,
    });
  // Announced sizes only: the server must answer without waiting for a body that never comes.
  expect((await post("/api/events", 5_000, "application/json")).status).toBe(413);
  expect((await post("/api/revalidate", 100_000, "application/json")).status).toBe(413);
  expect((await post("/api/auth/sign-in/email", 10_000, "application/json")).status).toBe(413);
  expect((await post("/auth", 20_000, "multipart/form-data; boundary=x")).status).toBe(413);
  expect((await post("/admin/aanvragen", 100_000, "multipart/form-data; boundary=x")).status).toBe(413);
  const tooManyPhotos = await post("/offerte-aanvragen", 60 * 1024 * 1024, "multipart/form-data; boundary=x");
  expect(tooManyPhotos.status).toBe(413);
  expect(tooManyPhotos.body).toContain("maximaal 5 foto’s");
  // A public page's non-photo action stays small.
  expect((await post("/offerte-aanvragen", 100_000, "text/plain;charset=UTF-8")).status).toBe(413);

  // A body without a declared length (chunked) could be endless.
  const chunked = await rawRequest(`${baseURL}/api/events`, {
    method: "POST",
    headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
    body: "{}",
  });
  expect(chunked.status).toBe(411);
});

test("a page takes a large body only when one of its forms takes photos, as the route registry says", async ({
  baseURL,
}) => {
  // The registry's forms are the forms the page really renders, so the limits derived from it fit the pages.
  const variantsOn = async (path: string) => {
    const html = await (await fetch(`${baseURL}${path}`)).text();
    const variants = [...html.matchAll(/<input type="hidden" name="variant" value="([a-z]+)"/g)].map(([, v]) => v);
    const fileFields = [...html.matchAll(/<input[^>]* type="file"/g)].length;
    return { variants: [...new Set(variants)].sort(), fileFields };
  };
  const photoForms = new Set(["full", "storm", "message"]);
  const expectations = [
    ...sitePages.filter((page) => page.path !== "/bedankt").map((page) => [page.path, page.forms] as const),
    ["/dakdekker-uden", townPageForms] as const,
    ["/tips-en-advies/plat-dak-of-hellend-dak", articlePageForms] as const,
  ];
  for (const [path, forms] of expectations) {
    const rendered = await variantsOn(path);
    expect(rendered.variants, path).toEqual([...new Set(forms)].sort());
    expect(rendered.fileFields > 0, `${path} has a photo field`).toBe(forms.some((form) => photoForms.has(form)));
  }
  // A town with its own hero (Schijndel) has no form at all: never more than the registry allows a town.
  const schijndel = await variantsOn("/dakdekker-schijndel");
  expect(townPageForms).toEqual(expect.arrayContaining(schijndel.variants));
  expect(schijndel.fileFields).toBe(0);

  // 2 MB announced, no byte sent: the answer comes before the body is read (else this request would hang).
  const announce = (path: string, bytes: number) =>
    rawRequest(`${baseURL}${path}`, {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(bytes),
        origin: baseURL!,
      },
    });
  const twoMegabytes = 2 * 1024 * 1024;
  for (const path of [
    "/",
    "/dakdekker-uden",
    "/dakdekker-schijndel",
    "/over-ons",
    "/onze-diensten",
    "/tips-en-advies",
    "/tips-en-advies/plat-dak-of-hellend-dak",
    "/bedankt",
    "/dakdekker-%C3%A9",
    "/geen-pagina",
  ]) {
    const answer = await announce(path, twoMegabytes);
    expect(answer.status, path).toBe(413);
    expect(answer.body, path).toBe("Dit verzoek is te groot.");
  }
  // A page without a form takes no more than a stray request; a short form no more than its text.
  expect((await announce("/over-ons", 5_000)).status).toBe(413);
  expect((await announce("/dakdekker-uden", 50_000)).status).toBe(413);
  // The home page's one form is the short one: no photos there either.
  expect((await announce("/", 50_000)).status).toBe(413);
  // The pages whose forms take photos still take five of them.
  for (const path of ["/offerte-aanvragen", "/contact", "/stormschade-melden"]) {
    const answer = await announce(path, leadFormBodyBytes + 1);
    expect(answer.status, path).toBe(413);
    expect(answer.body, path).toContain("maximaal 5 foto’s");
  }
});

test("the photo forms still take photos, and the short forms still take a request", async ({ baseURL }) => {
  // 2 MB of noise as a JPEG: more than a short form or a page without a form may take.
  const noise = await sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
  expect(noise.byteLength).toBeGreaterThan(1024 * 1024);
  const photo = () => new File([new Uint8Array(noise)], "dak.jpg", { type: "image/jpeg" });
  const full = (name: string) => ({
    name,
    email: "grens@example.nl",
    phone: "06 12345678",
    address: "Markt 1, Uden",
    roofType: "plat-dak",
  });
  // One upload at a time: the upload gate admits one large body per visitor at once.
  const answers = [
    await postForm(`${baseURL}/offerte-aanvragen`, { ...full("Grens Offerte"), photos: photo() }),
    await postForm(`${baseURL}/stormschade-melden`, {
      name: "Grens Storm",
      phone: "06 12345678",
      address: "Markt 2, Uden",
      damage: "pannen-los",
      waterNow: "nee",
      photos: photo(),
    }),
    // The home page's one form (the quick quote) and a town's short form: no photos, small bodies.
    await postForm(`${baseURL}/`, { name: "Grens Home Snel", phone: "0612345678", message: "Lekkage bij de dakkapel" }),
    await postForm(`${baseURL}/dakdekker-uden`, { name: "Grens Uden", phone: "0612345678", message: "Goot lekt" }),
  ];
  for (const answer of answers) expect(answer.status).toBeLessThan(400);
  await expect(async () => {
    const stored = await query<{ name: string; photos: number }>(
      `select name, (select count(*)::int from lead_photos p where p.submission_id = s.id) as photos
         from contact_submissions s where name like 'Grens %' order by name`,
    );
    expect(stored).toEqual([
      { name: "Grens Home Snel", photos: 0 },
      { name: "Grens Offerte", photos: 1 },
      { name: "Grens Storm", photos: 1 },
      { name: "Grens Uden", photos: 0 },
    ]);
  }).toPass({ timeout: 10_000 });
});
