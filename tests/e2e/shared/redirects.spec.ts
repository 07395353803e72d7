import { rawRequest } from "../../support/http-client";
import { leavingTargets } from "../../support/redirect-payloads";
import { expect, test } from "./fixtures";

// Every redirect whose target a request chooses goes through one rule (lib/security/safe-redirect.ts): a path of this
// site, as a relative Location. Here against the running server: the preview's exit, which exists on every deployment,
// and the redirects Next makes of an address itself.

/** Where a browser on `origin` goes with this Location; null without one. */
const landsOn = (location: string | undefined, origin: string) =>
  location === undefined ? null : new URL(location, origin);

test("leaving the preview with a path of this site lands on that path, by a relative Location kept by no cache", async ({
  baseURL,
}) => {
  const answer = await rawRequest(
    `${baseURL}/api/draft-mode/disable?terug=${encodeURIComponent("/tips-en-advies?x=1#a")}`,
    {},
  );
  expect(answer.status).toBe(303);
  // Relative: not the address the server was started on (http://localhost:…), whatever host the browser used.
  expect(answer.headers.location).toBe("/tips-en-advies?x=1#a");
  expect(answer.headers["cache-control"]).toBe("private, no-store");
  // Without a target: the home page.
  expect((await rawRequest(`${baseURL}/api/draft-mode/disable`, {})).headers.location).toBe("/");
});

test("the known payloads in ?terug= all end on the home page", async ({ baseURL }) => {
  const origin = baseURL!;
  // As an attacker sends them (the query not encoded further) …
  const literal = [
    "/%09/evil.example/",
    "/%0A/evil.example",
    "/%0d/evil.example",
    "//evil.example",
    "/%5Cevil.example",
  ];
  // … and every payload of the unit test, percent-encoded as a link carries it.
  const queries = [...literal, ...leavingTargets.map((target) => encodeURIComponent(target))];
  const off: string[] = [];
  for (const query of queries) {
    const answer = await rawRequest(`${origin}/api/draft-mode/disable?terug=${query}`, {});
    expect(answer.status, query).toBe(303);
    if (answer.headers.location !== "/") off.push(`${query} → ${answer.headers.location}`);
  }
  expect(off).toEqual([]);
});

test("the browser leaving the preview lands on the site's page", async ({ page, baseURL }) => {
  await page.goto(`/api/draft-mode/disable?terug=${encodeURIComponent("/over-ons")}`);
  expect(page.url()).toBe(`${baseURL}/over-ons`);
  await page.goto("/api/draft-mode/disable?terug=/%09/evil.example/");
  expect(page.url()).toBe(`${baseURL}/`);
});

test("the redirects Next makes of an address itself stay on the site", async ({ baseURL }) => {
  const origin = baseURL!;
  // The town route's one address, the guide's and the quote's answers, a trailing slash: each a redirect Next
  // computes from the path asked. None may answer with another host, whatever the path holds.
  const paths = [
    "/dakdekker/%2F%2Fevil.example",
    "/dakdekker/%5Cevil.example",
    "/dakdekker/..%2F%2Fevil.example",
    "//evil.example/",
    "//evil.example/%2e%2e/",
    "/%2F%2Fevil.example/",
    "/%5Cevil.example/",
    "/\\evil.example/",
    "/over-ons/",
    "/tips-en-advies//evil.example/",
    "/kosten-dakreparatie/uitkomst?x=//evil.example",
  ];
  const off: string[] = [];
  for (const path of paths) {
    const answer = await rawRequest(`${origin}${path}`, { headers: { host: new URL(origin).host } });
    const target = landsOn(answer.headers.location, origin);
    if (target && target.host !== new URL(origin).host) off.push(`${path} → ${answer.headers.location}`);
  }
  expect(off).toEqual([]);
});
