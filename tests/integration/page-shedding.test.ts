import { once } from "node:events";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createCompressedPages } from "@/lib/http/compressed-pages";
import { createPageShedding } from "@/lib/http/page-shedding";

// Real HTTP on loopback, with server.ts's two layers in front of a handler that holds page views until released
// (a server behind on its renders), with a limit of two page views in progress.

const page = `<!doctype html><html lang="nl"><body><a href="tel:+31413203040"><svg></svg>Bel 0413 20 30 40</a>${"<p>Daklekkage in Uden.</p>".repeat(200)}</body></html>`;
const pages = createCompressedPages();
// Only the count decides here; the loop's delay has the test below.
const shedding = createPageShedding(pages, 2, Number.POSITIVE_INFINITY);
const held: ServerResponse[] = [];
let origin: string;
const server = createServer((req, res) => {
  if (!shedding.admit(req, res)) return;
  pages.wrap(req, res);
  if (req.url === "/held") {
    held.push(res);
    return;
  }
  res.setHeader("content-type", req.method === "POST" ? "application/json" : "text/html; charset=utf-8");
  res.setHeader("cache-control", "public, max-age=0, s-maxage=60");
  res.end(req.method === "POST" ? '{"ok":true}' : page);
});

beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

it("past the limit, a page view gets the last kept version or a short 503 with the call link; a lead always gets through", async () => {
  // A page served once, so its version is kept.
  expect((await fetch(`${origin}/dakdekker-uden`)).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 100)); // compression of the new version, off the main thread

  // Two page views in progress: the limit.
  const waiting = [fetch(`${origin}/held`), fetch(`${origin}/held`)];
  await expect.poll(() => held.length).toBe(2);
  expect(shedding.inProgress()).toBe(2);

  // The kept page, without the handler.
  const kept = await fetch(`${origin}/dakdekker-uden`, { headers: { "accept-encoding": "gzip, br" } });
  expect(kept.status).toBe(200);
  expect(kept.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
  expect(await kept.text()).toBe(page);

  // An address with no kept version: a quick 503 that a CDN keeps nowhere, in Dutch, with the number to call.
  const busy = await fetch(`${origin}/dakdekker-veghel`);
  expect(busy.status).toBe(503);
  expect(busy.headers.get("retry-after")).toBe("5");
  expect(busy.headers.get("cache-control")).toBe("no-store");
  const words = await busy.text();
  expect(words).toContain("Het is even erg druk op de website");
  expect(words).toContain('<a href="tel:+31413203040">Bel 0413 20 30 40</a>');

  // Nor is an optimised image a page already served asks for: a picture, not a page of HTML.
  const image = await fetch(`${origin}/_next/image?url=%2Ffoto.jpg&w=640&q=75`);
  expect([image.status, await image.text()]).toEqual([200, page]);

  // A lead (a POST with a body) and an API call are never turned away.
  const lead = await fetch(`${origin}/offerte-aanvragen`, { method: "POST", body: "naam=Jan" });
  expect([lead.status, await lead.text()]).toEqual([200, '{"ok":true}']);

  // Once the renders are done, page views go to the handler again.
  for (const res of held.splice(0)) res.end("klaar");
  await Promise.all(waiting);
  expect(shedding.inProgress()).toBe(0);
  const fresh = await fetch(`${origin}/dakdekker-veghel`);
  expect([fresh.status, await fresh.text()]).toEqual([200, page]);
});

it("a page view that arrives while the event loop runs late is answered without the handler; a lead is not", async () => {
  const late = createPageShedding(pages, 1000, 150, 4);
  let handled = 0;
  const rendering: ServerResponse[] = [];
  const busyServer = createServer((req, res) => {
    if (!late.admit(req, res)) return;
    handled++;
    if (req.url === "/held") rendering.push(res);
    else res.end("gerenderd");
  });
  busyServer.listen(0, "127.0.0.1");
  await once(busyServer, "listening");
  const url = `http://127.0.0.1:${(busyServer.address() as AddressInfo).port}`;
  try {
    await new Promise((resolve) => setTimeout(resolve, 120)); // the sampler's first ticks
    // A late loop alone is a slow server, not a full one: this view is served.
    const alone = fetch(`${url}/dakdekker-boekel`);
    let until = performance.now() + 800;
    while (performance.now() < until) {}
    expect((await alone).status).toBe(200);
    // Four renders in progress, and the loop late again.
    const renders = Array.from({ length: 4 }, () => fetch(`${url}/held`));
    await expect.poll(() => rendering.length).toBe(4);
    const view = fetch(`${url}/dakdekker-boekel`);
    const lead = fetch(`${url}/offerte-aanvragen`, { method: "POST", body: "naam=Jan" });
    // The loop held for 800 ms, as by a pile of renders: the timer of the sampler fires late first.
    until = performance.now() + 800;
    while (performance.now() < until) {}
    expect((await view).status).toBe(503);
    expect([(await lead).status, handled]).toEqual([200, 6]);
    for (const res of rendering) res.end("klaar");
    await Promise.all(renders);
  } finally {
    busyServer.close();
  }
});

it("a late event loop while page views come in at a storm's pace sheds them, with few in progress", async () => {
  // Cached hits finish within their turn of the loop: the flood shows in how many arrive, not in how many are open.
  const paced = createPageShedding(pages, 1000, 150, 1000, 5);
  const busyServer = createServer((req, res) => {
    if (!paced.admit(req, res)) return;
    res.end("gerenderd");
  });
  busyServer.listen(0, "127.0.0.1");
  await once(busyServer, "listening");
  const url = `http://127.0.0.1:${(busyServer.address() as AddressInfo).port}`;
  try {
    await new Promise((resolve) => setTimeout(resolve, 120)); // the sampler's first ticks
    // Five quick views, each done before the next: never more than one in progress, and all served.
    for (let i = 0; i < 5; i++) expect((await fetch(`${url}/dakdekker-erp`)).status).toBe(200);
    const view = fetch(`${url}/dakdekker-erp`);
    const lead = fetch(`${url}/offerte-aanvragen`, { method: "POST", body: "naam=Jan" });
    const until = performance.now() + 800;
    while (performance.now() < until) {}
    expect((await view).status).toBe(503);
    expect((await lead).status).toBe(200);
    expect(paced.inProgress()).toBe(0);
  } finally {
    busyServer.close();
  }
});

it("the log says when page views are answered without rendering: once when it starts, then a count per period", async () => {
  const lines: string[] = [];
  // A limit of 0: every page view is answered here; a report every second instead of every minute.
  const full = createPageShedding(pages, 0, Number.POSITIVE_INFINITY, 1000, 1000, (line) => lines.push(line), 1000);
  const fullServer = createServer((req, res) => {
    if (!full.admit(req, res)) return;
    res.end("gerenderd");
  });
  fullServer.listen(0, "127.0.0.1");
  await once(fullServer, "listening");
  const url = `http://127.0.0.1:${(fullServer.address() as AddressInfo).port}`;
  try {
    // /dakdekker-uden served once by the server above, so its version is kept; /dakdekker-oss has none.
    expect((await fetch(`${origin}/dakdekker-uden`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100)); // compression of the version, off the main thread
    const statuses = [];
    for (const address of ["/dakdekker-uden", "/dakdekker-oss", "/dakdekker-oss"])
      statuses.push((await fetch(`${url}${address}`, { headers: { "accept-encoding": "gzip, br" } })).status);
    expect(statuses).toEqual([200, 503, 503]);
    // A lead is not counted: it was never turned away.
    expect((await fetch(`${url}/offerte-aanvragen`, { method: "POST", body: "naam=Jan" })).status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Busy: page views are answered without rendering/);
    await expect.poll(() => lines.length, { timeout: 5000 }).toBe(2);
    expect(lines[1]).toBe("Busy: 3 page views answered without rendering since the last line (1 kept, 2 503)");
    // A quiet period ends the spell without a line (its timer is due a second later); the next view starts a new one.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(lines).toHaveLength(2);
    expect((await fetch(`${url}/dakdekker-oss`)).status).toBe(503);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^Busy: page views are answered without rendering/);
  } finally {
    fullServer.close();
  }
});
