import { randomUUID } from "node:crypto";
import { townPath } from "@/lib/site/routes";
import { rawRequest } from "../support/http-client";
import { leavingTargets } from "../support/redirect-payloads";
import { expect, test } from "./studio-fixtures";

// The preview's way in, against the Content Lake stand-in with a valid Studio secret (review 2026-11c, L1): the page
// the secret opens is a path of this site.

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.afterEach(async ({ lake }) => {
  expect(lake.unknown, "requests the stand-in does not know").toEqual([]);
});

type Lake = { httpOrigin: string; dataset: string; token: string };

/** A secret as the Presentation tool writes it into the Content Lake before it opens the preview. */
async function studioSecret(lake: Lake, studioOrigin: string): Promise<string> {
  const secret = `e2e-${randomUUID()}`;
  const created = await fetch(`${lake.httpOrigin}/v2025-02-19/data/mutate/${lake.dataset}`, {
    method: "POST",
    headers: { authorization: `Bearer ${lake.token}`, "content-type": "application/json" },
    body: JSON.stringify({
      mutations: [
        {
          create: {
            _id: `drafts.${randomUUID()}`,
            _type: "sanity.previewUrlSecret",
            secret,
            studioUrl: `${studioOrigin}/studio`,
          },
        },
      ],
    }),
  });
  expect(created.status).toBe(200);
  return secret;
}

const enableUrl = (origin: string, secret: string, pathname: string) =>
  `${origin}/api/draft-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(pathname)}`;

test("with a valid secret, the page it opens is a path of this site: every payload ends on the home page (review 2026-11c, L1)", async ({
  lake,
  world,
}) => {
  // One secret serves every attempt: the Studio's own lasts an hour and may be used again (the review did 8 times).
  const secret = await studioSecret(lake, world.origin);
  const good = await rawRequest(enableUrl(world.origin, secret, `${townPath("mill")}?x=1`), {});
  expect(good.status).toBe(307);
  expect(good.headers.location).toBe(`${townPath("mill")}?x=1`);
  const off: string[] = [];
  // From addresses of their own: the attempts of this test are not what the rate limit is tested with.
  let n = 0;
  for (const target of ["/.//evil.example/x", "/..//evil.example", ...leavingTargets]) {
    const answer = await rawRequest(enableUrl(world.origin, secret, target), {
      localAddress: `127.0.8.${1 + Math.floor(n++ / 8)}`,
    });
    expect(answer.status, target).toBe(307);
    if (answer.headers.location !== "/") off.push(`${JSON.stringify(target)} → ${answer.headers.location}`);
  }
  expect(off).toEqual([]);
});
