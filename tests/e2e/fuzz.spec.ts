import { expect, test } from "@playwright/test";
import { badString, random } from "../support/bad-inputs";
import { formFields } from "../support/next-server";
import { query } from "./support";

test.describe.configure({ timeout: 120_000 });

test("the events API answers 1,000 generated bad events with 400, never 500, and stores none", async ({ request }) => {
  const next = random(42);
  const marker = `fuzz${Date.now()}`;
  const shapes = [
    () => badString(next),
    () =>
      JSON.stringify({ event_name: badString(next), event_data: {}, page_path: `/${marker}`, session_id: "anonymous" }),
    () =>
      JSON.stringify({
        event_name: "page_view",
        event_data: { [badString(next)]: marker },
        page_path: `/${marker}`,
        session_id: "anonymous",
      }),
    () =>
      JSON.stringify({
        event_name: "page_view",
        event_data: { a: { nested: marker } },
        page_path: `/${marker}`,
        session_id: "anonymous",
      }),
    () =>
      JSON.stringify({
        event_name: "page_view",
        event_data: {},
        page_path: `${badString(next)} ${marker}`,
        session_id: "anonymous",
      }),
    () =>
      JSON.stringify({
        event_name: "page_view",
        event_data: {},
        page_path: `/${marker}`,
        session_id: `${badString(next)}!`,
      }),
    () =>
      JSON.stringify({
        event_name: "page_view",
        page_path: `/${marker}`,
        session_id: "anonymous",
        extra: badString(next),
      }),
    () => JSON.stringify([marker]),
    () => JSON.stringify(null),
    () => JSON.stringify({ event_name: 42, event_data: [], page_path: 7, session_id: false }),
    () =>
      JSON.stringify({
        event_name: "page_view",
        event_data: { text: "x".repeat(3000) },
        page_path: `/${marker}`,
        session_id: "anonymous",
      }),
  ];
  const statuses = new Map<number, number>();
  for (let i = 0; i < 1000; i++) {
    const body = shapes[i % shapes.length]!();
    const response = await request.post("/api/events", { data: body, headers: { "content-type": "application/json" } });
    statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1);
  }
  // 400 for a bad event, 413 for one larger than an event may be.
  expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([400]));
  expect([...statuses.keys()].every((status) => status === 400 || status === 413)).toBe(true);
  expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(1000);
  expect(
    await query("select 1 from analytics_events where page_path like $1 or event_data::text like $1", [`%${marker}%`]),
  ).toHaveLength(0);
});

test("the request form answers 200 generated bad posts without a server error and stores none", async ({
  request,
  baseURL,
}) => {
  // The hidden fields React renders for the server action, as a browser without JavaScript posts them.
  const hidden = await formFields(`${baseURL}/dakdekker-uden`);
  expect(hidden.some(([name]) => name.startsWith("$ACTION"))).toBe(true);
  const next = random(7);
  const marker = `fuzz-${Date.now()}`;
  for (let i = 0; i < 200; i++) {
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
