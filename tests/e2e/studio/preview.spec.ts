import type { FrameLocator, Locator, Page } from "@playwright/test";
import { createClient } from "redis";
import { articlePath, pathOf, townPath } from "@/lib/site/routes";
import { createPreviewSecret } from "../../stand-in/preview-secret";
import { readDocuments } from "../../support/dataset-file";
import { fullTierOnly } from "../../support/tier";
import { publish as sendWebhook } from "../dataset";
import { expect, noteScreenshot, openFieldGroup, publish, test } from "./fixtures";

// The owner previews a draft in the Studio's Presentation tool, against the Content Lake stand-in: the
// page beside the form shows the draft as it is typed, a visitor at the same moment gets the published words, a
// click on the words opens their field, and no draft is ever found in the shared cache (this world keeps both of
// Next's caches in Redis, as the cluster does).

test.describe.configure({ mode: "serial", timeout: 150_000 });

test.afterEach(async ({ lake }) => {
  expect(lake.unknown, "requests the stand-in does not know").toEqual([]);
});

/**
 * Everything in the world's Redis (both of Next's caches, under the world's key prefix) as text: each value as
 * stored, and the bytes it holds as base64 (the page cache keeps a page's RSC payload so, lib/cache/storable.ts)
 * decoded, so that a text is found whichever of them holds it.
 */
async function sharedCacheText(url: string): Promise<{ keys: number; text: string }> {
  const client = createClient({ url });
  await client.connect();
  try {
    const parts: string[] = [];
    let keys = 0;
    for await (const batch of client.scanIterator({ MATCH: "studio:*", COUNT: 1000 })) {
      for (const key of batch) {
        keys++;
        const type = await client.type(key);
        const value =
          type === "string"
            ? ((await client.get(key)) ?? "")
            : type === "hash"
              ? JSON.stringify(await client.hGetAll(key))
              : "";
        parts.push(key, value);
        for (const [, base64] of value.matchAll(/"\$buffer":"([A-Za-z0-9+/=]*)"/g)) {
          parts.push(Buffer.from(base64!, "base64").toString("utf8"));
        }
      }
    }
    return { keys, text: parts.join("\n") };
  } finally {
    await client.quit();
  }
}

/** The preview's frame in the Presentation tool. */
const previewFrame = (studio: Page) => studio.frameLocator("iframe").first();

/** Where the Studio stands, its path decoded (a field path's `[_key=="…"]` comes escaped in the address). */
const studioAddress = (studio: Page) => decodeURIComponent(new URL(studio.url()).pathname);

/**
 * Clicks a marked text in the frame until the Studio has opened its field: the address then names the document and
 * the field path, `/presentation/{type}/{id}/{path}`. The overlay over the text takes the click; it may be attaching
 * again after the frame navigated, so the click is repeated until the field opens.
 */
async function clickToEdit(studio: Page, text: Locator, document: { type: string; id: string }, field: string) {
  const opened = `/presentation/${document.type}/${document.id}/${field}`;
  await expect(async () => {
    await text.click({ force: true });
    await expect.poll(() => studioAddress(studio), { timeout: 5_000 }).toContain(opened);
  }).toPass({ timeout: 60_000 });
}

/** The frame has navigated to `pathname` (a click on a link in it, as the owner moves through the site). */
async function frameAt(frame: FrameLocator, pathname: string) {
  await expect.poll(() => frame.locator("body").evaluate(() => location.pathname), { timeout: 30_000 }).toBe(pathname);
}

test("a draft intro shows in the preview beside the form, not to a visitor; a click opens its field; published, both see it", async ({
  studio,
  lake,
  redis,
  request,
}) => {
  const path = townPath("mill");
  const draft = `Conceptzin voor Mill die nog niemand mag zien (${Date.now()}).`;

  await studio.goto(`/studio/presentation?preview=${encodeURIComponent(path)}`);
  const frame = previewFrame(studio);
  // The page in the frame is the preview: the town's intro carries its click-to-edit mark.
  const intro = frame.locator("[data-sanity*='heroIntro']");
  await expect(intro).toBeVisible({ timeout: 30_000 });
  const published = (await intro.textContent()) ?? "";
  expect(published.length).toBeGreaterThan(20);
  // The town is the page's main document (studio/presentation.ts): the Studio opens it beside the frame.
  await expect(studio).toHaveURL(/\/presentation\/town\/town-mill\b/, { timeout: 45_000 });
  // The page's visual editing is connected to the Studio: it reported the documents it shows, and the Studio lists
  // where the town is used. (A change typed before that would reach the Studio, but no refresh the page.)
  await expect(studio.getByText("Staat op één pagina")).toBeVisible({ timeout: 20_000 });

  // Typed as an editor types: the Studio asks the page to refresh on each saved change it sees after its preview
  // connected, and a single change made at that very moment can come before its watcher (a lazily loaded part).
  await openFieldGroup(studio, "Tekst");
  const field = studio.getByLabel("Introductie bovenaan");
  // On a loaded machine a refresh can still be missed: the editor types the last letter again, as one would.
  await expect(async () => {
    await field.fill(draft.slice(0, -1));
    await studio.waitForTimeout(1_000);
    await field.pressSequentially(draft.slice(-1));
    await expect(intro).toHaveText(draft, { timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
  // The server read it from the stand-in with its Viewer token, in the drafts perspective.
  expect(lake.viewerQueries.some((q) => q.perspective === "drafts" && q.query.includes('_type == "town"'))).toBe(true);

  // The same moment, a visitor. The town's cached page is dropped first (the webhook of an unchanged publish), so
  // the visitor's request renders it anew while the draft exists: a render that read drafts would show it here.
  await sendWebhook(request, { _type: "town", slug: "mill" });
  const visitor = await (await request.get(path)).text();
  expect(visitor).toContain(published);
  expect(visitor).not.toContain(draft);

  // Nothing of the draft in the shared cache, which does hold the visitor's page (the published words).
  const cached = await sharedCacheText(redis.url);
  expect(cached.text).toContain(published);
  expect(cached.text).not.toContain(draft);

  // A click on the intro in the frame opens its field in the Studio (the overlay over it takes the click).
  // The overlay may be attaching again after the frame refreshed for the webhook above: click until it opens.
  await expect(async () => {
    await intro.click({ force: true });
    await expect(studio).toHaveURL(/\/presentation\/town\/town-mill\/heroIntro\?/, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(field).toBeFocused();

  // Published: the visitor gets it on the next request, and the frame still shows it.
  await publish(studio, lake);
  expect(await (await request.get(path)).text()).toContain(draft);
  await expect(intro).toHaveText(draft);
  // Published words do reach the shared cache: the search above would have found the draft there.
  await expect.poll(async () => (await sharedCacheText(redis.url)).text.includes(draft)).toBe(true);
});

test(
  "a click on a heading, a trust-bar claim and a service card on Home, a town's FAQ answer and a paragraph of an article opens that field in the Studio",
  fullTierOnly(
    "the draft-intro test above proves a click opening its field on each run; this walks Home, an FAQ and an article",
  ),
  async ({ studio, lake }) => {
    // Three pages in one test: on a loaded two-core machine each click can wait for the frame's overlay to attach.
    test.setTimeout(300_000);
    // One Studio load; the owner moves through the site inside the frame, by its own links.
    await studio.goto(`/studio/presentation?preview=${encodeURIComponent(pathOf("home"))}`);
    const frame = previewFrame(studio);

    // Home: the hero's heading (a field of an object of the singleton).
    const heading = frame.locator("h1[data-sanity*='path=hero.heading;']");
    await expect(heading).toBeVisible({ timeout: 30_000 });
    await clickToEdit(studio, heading, { type: "homePage", id: "homePage" }, "hero.heading");
    await expect(studio.getByLabel("Kop (h1)")).toBeFocused();
    await noteScreenshot(studio, "voorbeeld-home-heading-1280.png");

    // Home's trust bar, words of the settings: a claim (an item of `trustBar.items`, by key) opens Bedrijfsgegevens
    // at that item's title, placeholders and all.
    const settings = readDocuments<{ _type: string; trustBar: { items: { _key: string }[] } }>().find(
      (doc) => doc._type === "siteSettings",
    )!;
    const claimKey = settings.trustBar.items[0]!._key;
    const claim = frame.locator(`[data-testid='trust-bar'] [data-sanity*='path=trustBar.items:${claimKey}.title;']`);
    await expect(claim).toBeVisible();
    await clickToEdit(
      studio,
      claim,
      { type: "siteSettings", id: "siteSettings" },
      `trustBar.items[_key=="${claimKey}"].title`,
    );

    // Home's first service card: its name opens that service's title (a card is a link; the overlay takes the click).
    const service = readDocuments<{ _id: string; _type: string; order: number }>()
      .filter((doc) => doc._type === "service")
      .sort((a, b) => a.order - b.order)[0]!;
    const cardTitle = frame.locator(`#diensten [data-sanity*='id=${service._id};'][data-sanity*='path=title;']`);
    await expect(cardTitle).toBeVisible();
    await clickToEdit(studio, cardTitle, { type: "service", id: service._id }, "title");

    // A town, by its link on Home: the answer of its first question (an item of its `faqs`, by key).
    const mill = readDocuments<{ _id: string; faqs: { _key: string; answer: string }[] }>().find(
      (doc) => doc._id === "town-mill",
    )!;
    const faq = mill.faqs[0]!;
    await frame.locator(`#werkgebied a[href="${townPath("mill")}"]`).click();
    await frameAt(frame, townPath("mill"));
    // The mark names a keyed item as `faqs:{key}` (createDataAttribute's form); the Studio's address as `[_key=="…"]`.
    const answer = frame.locator(`[data-sanity*='path=faqs:${faq._key}.answer;']`);
    await answer.evaluate((element) => {
      (element.closest("details") as HTMLDetailsElement).open = true;
    });
    await expect(answer).toBeVisible();
    await clickToEdit(studio, answer, { type: "town", id: "town-mill" }, `faqs[_key=="${faq._key}"].answer`);
    // The item opens beside the list, its answer in view.
    await expect(studio.getByLabel("Antwoord")).toBeVisible();
    await expect(studio.getByLabel("Antwoord")).toHaveValue(faq.answer);

    // An article, by the link of one of the town's tips: its second paragraph (a block of its body, by key).
    const link = frame.locator("#tips a[href^='/tips-en-advies/']").first();
    const slug = ((await link.getAttribute("href")) ?? "").replace(/^\/tips-en-advies\/|#.*$/g, "");
    await link.click();
    await frameAt(frame, articlePath(slug));
    type Block = { _key: string; _type: string; style?: string; listItem?: string; children?: { text: string }[] };
    const article = readDocuments<{ _id: string; _type: string; slug?: { current: string }; body: Block[] }>().find(
      (doc) => doc._type === "article" && doc.slug?.current === slug,
    )!;
    const block = article.body.filter((b) => b._type === "block" && b.style === "normal" && !b.listItem)[1]!;
    const paragraph = frame.locator(`p[data-sanity*='path=body:${block._key};']`);
    await expect(paragraph).toBeVisible();
    await clickToEdit(studio, paragraph, { type: "article", id: article._id }, `body[_key=="${block._key}"]`);
    // The body's editor shows that paragraph.
    const words = (block.children ?? [])
      .map((span) => span.text)
      .join("")
      .slice(0, 40);
    await expect(
      studio.locator("[data-testid='pt-editor'], [contenteditable='true']").getByText(words).first(),
    ).toBeVisible();
    await noteScreenshot(studio, "voorbeeld-article-paragraph-1280.png");
    expect(lake.unknown).toEqual([]);
  },
);

test("outside draft mode a page keeps its policy and shared caching; with the Studio's secret, the preview has the visitor's resolved words, is framed by this origin only and kept by no cache", async ({
  lake,
  world,
  request,
}) => {
  const path = townPath("mill");
  const headersOf = async (cookie?: string) => {
    const response = await request.get(path, { headers: cookie ? { cookie } : {} });
    expect(response.status()).toBe(200);
    return { headers: response.headers(), html: await response.text() };
  };

  // A wrong secret switches nothing on.
  const refused = await request.get(
    `/api/draft-mode/enable?sanity-preview-secret=verzonnen&sanity-preview-pathname=${path}`,
    { maxRedirects: 0 },
  );
  expect(refused.status()).toBe(401);
  expect(refused.headers()["set-cookie"] ?? "").not.toContain("__prerender_bypass");

  // The Studio's handshake, as the Presentation tool makes it: a secret in its Content Lake, then this address.
  const secret = await createPreviewSecret(lake, world.origin);
  const enabled = await request.get(
    `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${path}`,
    { maxRedirects: 0 },
  );
  expect(enabled.status()).toBe(307);
  expect(new URL(enabled.headers().location ?? "", world.origin).pathname).toBe(path);
  // Next's draft-mode cookie and the site's own preview pass (lib/sanity/preview-pass.ts): a preview needs both.
  const draftCookie = ["__prerender_bypass", "bd-preview-pass"]
    .map((name) => new RegExp(`${name}=[^;]+`).exec(enabled.headers()["set-cookie"] ?? "")?.[0])
    .join("; ");
  expect(draftCookie).toMatch(/^__prerender_bypass=[^;]+; bd-preview-pass=[^;]+$/);

  const visitor = await headersOf();
  const preview = await headersOf(draftCookie);
  // Outside draft mode: nobody may frame the page, a CDN may keep it, and nothing is marked for editing.
  expect(visitor.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(visitor.headers["x-frame-options"]).toBe("DENY");
  expect(visitor.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
  expect(visitor.html).not.toContain("data-sanity");
  // In draft mode: the marks, framed by this origin only, private; every other header exactly as a visitor's.
  expect(preview.html).toContain('data-sanity="');
  // With no draft pending, the preview's words are the visitor's, every price, phone number, town placeholder and
  // promise resolved the same way (the preview resolves drafts with the live page's resolver).
  const words = (html: string) =>
    (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
  expect(words(visitor.html).length).toBeGreaterThan(2_000);
  expect(words(visitor.html)).toMatch(/€ \d+/);
  expect(words(preview.html)).toBe(words(visitor.html));
  expect(preview.headers["content-security-policy"]).toBe(
    visitor.headers["content-security-policy"]!.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
  );
  expect(preview.headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(preview.headers["cache-control"]).toMatch(/^private, .*no-store/);
  expect(preview.headers["cache-control"]).not.toMatch(/public|s-maxage/);
  const security = ["strict-transport-security", "x-content-type-options", "referrer-policy", "permissions-policy"];
  for (const name of security) expect(preview.headers[name], name).toBe(visitor.headers[name]);
});
