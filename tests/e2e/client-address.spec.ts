import { expect, test } from "@playwright/test";
import { formFields } from "../support/next-server";
import { postForm, rawRequest, startIsolatedServer } from "./support";

// Rate limits must count something the client cannot choose. These attacks rotate X-Forwarded-For, the header a
// client writes itself, and check that the server counts the connection (or the trusted proxy's view) instead.

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

test("with no proxy in front, a rotating X-Forwarded-For shares one bucket and two real clients do not", async () => {
  const server = await startIsolatedServer({ EVENTS_RATE_LIMIT: "5/60" });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post(server.origin, `198.51.100.${i + 1}`)).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    // A second machine (another loopback address) has a bucket of its own.
    expect((await post(server.origin, "198.51.100.1", "127.0.0.2")).status).toBe(204);
    expect(await server.query("select count(*)::int as n from analytics_events")).toEqual([{ n: 6 }]);
  } finally {
    server.stop();
  }
});

test("with one trusted proxy, the address that proxy appended decides, not what the client wrote", async () => {
  const server = await startIsolatedServer({ EVENTS_RATE_LIMIT: "3/60", TRUSTED_PROXIES: "1" });
  try {
    // The client forges a different first entry each time; the proxy appends the same real address.
    const sameClient = [];
    for (let i = 0; i < 4; i++) sameClient.push((await post(server.origin, `6.6.6.${i}, 203.0.113.10`)).status);
    expect(sameClient).toEqual([204, 204, 204, 429]);
    // Another real client behind the same proxy, with the same forged entry as before.
    expect((await post(server.origin, "6.6.6.0, 203.0.113.11")).status).toBe(204);
  } finally {
    server.stop();
  }
});

test("the lead form's limit cannot be dodged with X-Forwarded-For either", async () => {
  const server = await startIsolatedServer({ LEADS_RATE_LIMIT: "2/600" });
  try {
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
    const stored = await server.query<{ naam: string }>("select naam from contact_submissions order by naam");
    expect(stored.map((row) => row.naam)).toEqual(["XFF 0", "XFF 1"]);
  } finally {
    server.stop();
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
  expect(tooManyPhotos.body).toContain("maximaal 5 foto's");
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
