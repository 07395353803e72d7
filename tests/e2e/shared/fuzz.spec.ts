import { badEventBody, badEventShapes, badString, random } from "../../support/bad-inputs";
import { formFields } from "../../support/next-server";
import { fullTier } from "../../support/tier";
import { query } from "../support";
import { expect, test } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

// The generated inputs themselves are checked where they are parsed, a thousand each (tests/unit/event-parsing.test.ts,
// tests/integration/lead-fuzz.test.ts); here they go through the real server, which must answer each without a
// server error and store none. The fast tier sends each shape twice; the full tier the whole thousand.
const eventCount = fullTier ? 1000 : badEventShapes * 2;
const postCount = fullTier ? 200 : 20;

test(`the events API answers ${eventCount} generated bad events with 400, never 500, and stores none`, async ({
  request,
}) => {
  const next = random(42);
  const marker = `fuzz${Date.now()}`;
  const statuses = new Map<number, number>();
  for (let i = 0; i < eventCount; i++) {
    const body = badEventBody(next, marker, i);
    const response = await request.post("/api/events", { data: body, headers: { "content-type": "application/json" } });
    statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1);
  }
  // 400 for a bad event, 413 for one larger than an event may be.
  expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([400]));
  expect([...statuses.keys()].every((status) => status === 400 || status === 413)).toBe(true);
  expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(eventCount);
  expect(
    await query("select 1 from analytics_events where page_path like $1 or event_data::text like $1", [`%${marker}%`]),
  ).toHaveLength(0);
});

test(`the request form answers ${postCount} generated bad posts without a server error and stores none`, async ({
  request,
  baseURL,
}) => {
  // The hidden fields React renders for the server action, as a browser without JavaScript posts them.
  const hidden = await formFields(`${baseURL}/dakdekker-uden`);
  expect(hidden.some(([name]) => name.startsWith("$ACTION"))).toBe(true);
  const next = random(7);
  const marker = `fuzz-${Date.now()}`;
  for (let i = 0; i < postCount; i++) {
    const multipart: Record<string, string> = Object.fromEntries(hidden);
    multipart.idempotencyKey = `${marker}-${i}`.padEnd(20, "x");
    multipart.name = i % 3 === 0 ? "" : badString(next).slice(0, 100);
    multipart.phone = `${badString(next)}@@`;
    multipart.message = i % 2 ? badString(next) : "";
    const response = await request.post("/dakdekker-uden", {
      multipart,
      headers: { origin: baseURL! },
      maxRedirects: 0,
    });
    expect(response.status(), `case ${i}`).toBeLessThan(500);
  }
  expect(await query("select 1 from contact_submissions where idempotency_key like $1", [`${marker}%`])).toHaveLength(
    0,
  );
});
