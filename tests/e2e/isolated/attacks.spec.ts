import { dripUpload, paddedUpload } from "../../support/http-client";
import { formFields } from "../../support/next-server";
import { owner } from "../owner";
import { postForm, rawRequest } from "../support";
import { expect, test } from "./fixtures";

// Attacks tried on a running server. Each stays as a test.

// The attacks on the sign-in and the upload slots each get the worker's isolated server, emptied first.

/** What one sign-in attempt through the form came to: signed in, a wrong password, or slowed down. */
async function signInAttempt(origin: string, password: string, options: Parameters<typeof postForm>[2] = {}) {
  const response = await postForm(`${origin}/auth`, { email: owner.email, password }, options);
  const location = response.headers.location ?? "";
  if (response.status !== 303) return `unexpected ${response.status}`;
  if (location === "/admin") return "signed-in";
  if (location.includes("melding=mislukt")) return "wrong";
  if (location.includes("melding=wachten")) return "slowed";
  return `unexpected ${location}`;
}

test("better-auth's HTTP endpoints are closed: the right password there opens nothing", async ({
  isolated: server,
}) => {
  // Sessions from earlier sign-ins of this worker's tests stay (tests/e2e/owner.ts); none may be added here.
  const [{ since } = { since: new Date(0) }] = await server.query<{ since: Date }>("select now() as since");
  const body = JSON.stringify({ email: owner.email, password: owner.password });
  for (const path of ["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/get-session"]) {
    const response = await rawRequest(`${server.origin}${path}`, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
        origin: server.origin,
      },
    });
    expect(response.status, path).toBe(404);
  }
  expect(await server.query("select 1 from auth_session where created_at >= $1", [since])).toHaveLength(0);
});

test("sixty guesses with a rotating X-Forwarded-For get five password checks; the owner elsewhere still gets in", async ({
  isolated: server,
}) => {
  test.setTimeout(120_000);
  const hidden = await formFields(`${server.origin}/auth`);
  const outcomes: string[] = [];
  for (let i = 0; i < 60; i++) {
    outcomes.push(
      await signInAttempt(server.origin, `geraden-${i}`, {
        hidden,
        headers: { "x-forwarded-for": `203.0.113.${i}` },
      }),
    );
  }
  expect(outcomes.filter((o) => o === "wrong")).toHaveLength(5);
  expect(outcomes.slice(5).every((o) => o === "slowed")).toBe(true);
  // The right password from the guessing address waits too (it is not checked at all) …
  expect(await signInAttempt(server.origin, owner.password, { hidden })).toBe("slowed");
  // … while the owner on his own connection signs in.
  expect(await signInAttempt(server.origin, owner.password, { hidden, localAddress: "127.0.0.3" })).toBe("signed-in");
});

test("eleven wrong attempts from eleven addresses do not lock the owner out", async ({ isolated: server }) => {
  test.setTimeout(120_000);
  const hidden = await formFields(`${server.origin}/auth`);
  for (let i = 10; i < 21; i++) {
    expect(await signInAttempt(server.origin, `fout-${i}`, { hidden, localAddress: `127.0.0.${i}` })).toBe("wrong");
  }
  expect(await signInAttempt(server.origin, owner.password, { hidden, localAddress: "127.0.0.30" })).toBe("signed-in");
  // Eleven more do not change that, and the message says the truth: who waits, and how long.
  for (let i = 0; i < 11; i++) await signInAttempt(server.origin, `fout-${i}`, { hidden, localAddress: "127.0.0.40" });
  const slowed = await postForm(
    `${server.origin}/auth`,
    { email: owner.email, password: "x" },
    { hidden, localAddress: "127.0.0.40" },
  );
  expect(slowed.headers.location).toMatch(/^\/auth\?melding=wachten-adres&wacht=/);
  const page = await rawRequest(`${server.origin}${slowed.headers.location}`, { localAddress: "127.0.0.40" });
  expect(page.body).toMatch(/Vanaf dit adres kun je het over \d+ (seconden|minuten?) opnieuw proberen/);
  expect(await signInAttempt(server.origin, owner.password, { hidden, localAddress: "127.0.0.30" })).toBe("signed-in");
});

test("requests that used to answer 500 answer 400 or 404", async ({ request, baseURL }) => {
  expect((await rawRequest(`${baseURL}/dakdekker-%ff%fe`, {})).status).toBe(400);
  expect((await request.get("/dakdekker-Atlantis")).status()).toBe(404);
  expect((await request.get(`/dakdekker-${"a".repeat(5000)}`)).status()).toBe(404);
  expect((await request.get(`/tips-en-advies/${"-".repeat(36)}`)).status()).toBe(404);
  // A NUL byte in an event made the insert fail (503) and put the SQL with its parameters in the log.
  for (const event of [
    { event_name: "button_click", event_data: { button_text: "Bel\u0000" }, page_path: "/", session_id: "anonymous" },
    { event_name: "page_view", event_data: {}, page_path: "/\u0000", session_id: "anonymous" },
  ]) {
    const response = await request.post("/api/events", { data: JSON.stringify(event) });
    expect(response.status(), JSON.stringify(event)).toBe(400);
  }
});

test("addresses of towns and articles that do not exist leave nothing in the page cache on disk", async ({
  request,
}) => {
  // 300 renders of a 404: about 15 s on an idle machine, twice that on a loaded one.
  test.setTimeout(90_000);
  const { readdirSync } = await import("node:fs");
  const cached = () =>
    [...readdirSync(".next/server/app/dakdekker"), ...readdirSync(".next/server/app/tips-en-advies")].sort();
  const before = cached();
  for (let i = 0; i < 50; i++) {
    const slug = `bestaat-niet-${Date.now()}-${i}`;
    expect((await request.get(`/dakdekker-${slug}`)).status()).toBe(404);
    expect((await request.get(`/tips-en-advies/${slug}`)).status()).toBe(404);
    expect((await request.get(`/dakdekker/${slug}/opengraph-image`)).status()).toBe(404);
    // The rewrite of /dakdekker-{town} matches any capitals; the answer must not differ.
    expect((await request.get(`/Dakdekker-${slug}`)).status()).toBe(404);
    expect((await request.get(`/DAKDEKKER-${slug.toUpperCase()}`)).status()).toBe(404);
    expect((await request.get(`/dakdekker-${encodeURIComponent(`${slug}é`)}`)).status()).toBe(404);
  }
  // A known town in other capitals is no second copy of its page either.
  expect((await request.get("/Dakdekker-Uden")).status()).toBe(404);
  expect(cached()).toEqual(before);
});

test("uploads sent a few bytes a second are cut off, so they cannot hold the upload slots", async ({
  isolated: server,
}) => {
  test.setTimeout(120_000);
  const form = `${server.origin}/offerte-aanvragen`;
  const slow = [0, 1, 2, 3].map((n) => dripUpload(form, `127.0.0.${10 + n}`));
  // Once the server has decided on all four, none of them turned away …
  await Promise.all(slow.map((upload) => upload.decided));
  expect(slow.map((upload) => upload.answer())).toEqual(["", "", "", ""]);
  // … so while they hold every slot, a real upload is turned away and reads why …
  const refused = await paddedUpload(form, "127.0.0.40");
  expect(refused.status, `the slow uploads' answers: ${slow.map((upload) => upload.answer() || "none")}`).toBe(503);
  expect(refused.body).toContain("veel foto's tegelijk");
  // … until the server closes them for their pace (two windows of ten seconds at most), unanswered.
  const closed = await Promise.all(slow.map((upload) => upload.closed));
  for (const closedAfterMs of closed) expect(closedAfterMs).toBeLessThan(60_000);
  expect(slow.map((upload) => upload.answer())).toEqual(["closed", "closed", "closed", "closed"]);
  expect((await paddedUpload(form, "127.0.0.40")).status).not.toBe(503);
});
