import type { Page } from "@playwright/test";
import { createClient } from "redis";
import { townPath } from "@/lib/site/routes";
import { expect, test } from "./studio-fixtures";

// The owner previews a draft in the Studio's Presentation tool (issue 38), against the Content Lake stand-in: the
// page beside the form shows the draft as it is typed, a visitor at the same moment gets the published words, a
// click on the words opens their field, and no draft is ever found in the shared cache (Redis, for both Next caches).

test.describe.configure({ mode: "serial", timeout: 150_000 });

test.afterEach(async ({ lake }) => {
  expect(lake.unknown, "requests the stand-in does not know").toEqual([]);
});

/** Every value in the world's Redis (both of Next's caches), as text. */
async function sharedCacheText(url: string): Promise<string> {
  const client = createClient({ url });
  await client.connect();
  try {
    const parts: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: "studio:*", COUNT: 1000 })) {
      for (const key of batch) {
        const type = await client.type(key);
        if (type === "string") parts.push(key, (await client.get(key)) ?? "");
        else if (type === "hash") parts.push(key, JSON.stringify(await client.hGetAll(key)));
        else parts.push(key);
      }
    }
    return parts.join("\n");
  } finally {
    await client.quit();
  }
}

const previewFrame = (studio: Page) => studio.frameLocator("iframe[src*='dakdekker-mill'], iframe").first();

test("a draft intro shows in the preview beside the form, not to a visitor; a click opens its field; published, both see it", async ({
  studio,
  lake,
  redis,
  request,
}) => {
  const path = townPath("mill");
  const published = await (await request.get(path)).text();
  const draft = `Conceptzin voor Mill die nog niemand mag zien (${Date.now()}).`;
  expect(published).not.toContain(draft);

  await studio.goto(`/studio/presentation?preview=${encodeURIComponent(path)}`);
  const frame = previewFrame(studio);
  // The page in the frame is the preview: the town's intro carries its click-to-edit mark.
  const intro = frame.locator("[data-sanity*='heroIntro']").first();
  await expect(intro).toBeVisible({ timeout: 30_000 });

  // The town is the page's main document: its form opens beside the frame.
  const field = studio.getByLabel("Introductie bovenaan");
  await expect(field).toBeVisible({ timeout: 20_000 });
  await field.fill(draft);
  await expect(intro).toHaveText(draft, { timeout: 20_000 });

  // The same moment, a visitor: the published words.
  const visitor = await (await request.get(path)).text();
  expect(visitor).not.toContain(draft);
  // The server read the draft from the stand-in with its Viewer token, in the drafts perspective.
  expect(lake.viewerQueries.some((q) => q.perspective === "drafts")).toBe(true);
  // No draft in the shared cache (pages and cached reads).
  expect(await sharedCacheText(redis.url)).not.toContain(draft);

  // A click on the intro in the frame opens its field in the Studio.
  await studio
    .getByRole("tab", { name: "All fields" })
    .click()
    .catch(() => {});
  await intro.click();
  await expect(studio).toHaveURL(/heroIntro/, { timeout: 10_000 });

  // Published: the visitor gets it on the next request, and the frame still shows it.
  const button = studio.getByTestId("action-publish");
  await expect(async () => {
    await expect(button).toBeEnabled();
    await button.click();
    await expect(studio.getByText(/was published$/).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await lake.webhooksSent();
  expect(await (await request.get(path)).text()).toContain(draft);
  await expect(intro).toHaveText(draft);
  // Now published, the words are in the shared cache: the check above could see them had they been stored.
  await expect.poll(async () => (await sharedCacheText(redis.url)).includes(draft)).toBe(true);
});

test("outside draft mode the page keeps its policy; the preview's way in refuses a wrong secret", async ({
  request,
}) => {
  const page = await request.get(townPath("mill"));
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(page.headers()["x-frame-options"]).toBe("DENY");
  expect(page.headers()["cache-control"]).toContain("public");
  expect(await page.text()).not.toContain("data-sanity");
  const refused = await request.get(
    "/api/draft-mode/enable?sanity-preview-secret=verzonnen&sanity-preview-pathname=/",
    {
      maxRedirects: 0,
    },
  );
  expect(refused.status()).toBe(401);
  expect(refused.headers()["set-cookie"] ?? "").not.toContain("__prerender_bypass");
});
