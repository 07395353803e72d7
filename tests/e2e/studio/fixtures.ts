import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { type ContentLake, startContentLake } from "../../stand-in/content-lake";
import { sanityCdnRouteEnv } from "../../stand-in/sanity-cdn-route";
import { repositoryDataset } from "../../support/dataset-file";
import { type RedisServer, startRedisServer } from "../../support/redis-server";
import { webhookSecret } from "../settings";
import { test as worldTest } from "../world";

/**
 * The real Studio at /studio of a world's server (tests/e2e/world.ts), against the Content Lake stand-in
 * (tests/stand-in/content-lake.ts) over that world's dataset: Chromium sends Sanity's hosts to the stand-in, and the
 * signed-in owner's token waits in the Studio's local storage, as after a sign-in at sanity.io.
 */
export const test = worldTest.extend<
  { studio: Page },
  { lake: ContentLake; redis: RedisServer; datasetDir: string; lakeWebhook: undefined }
>({
  // The world's content file, made before the world so that the stand-in can serve it to the world's server too.
  datasetDir: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const dir = mkdtempSync(path.join(tmpdir(), "e2e-lake-"));
      copyFileSync(repositoryDataset, path.join(dir, "production.ndjson"));
      try {
        await use(dir);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: "worker" },
  ],
  lake: [
    async ({ datasetDir }, use) => {
      const lake = await startContentLake({ datasetFile: path.join(datasetDir, "production.ndjson") });
      try {
        await use(lake);
      } finally {
        await lake.stop();
      }
    },
    { scope: "worker" },
  ],
  // The world's shared cache in Redis, so a test can look into it (no draft may ever be found there).
  redis: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const redis = await startRedisServer();
      try {
        await use(redis);
      } finally {
        await redis.stop();
      }
    },
    { scope: "worker" },
  ],
  // The world's server reads the stand-in for a preview (its drafts, the preview secret) with a Viewer token, over
  // the stand-in's plain HTTP port; its pages still read the world's file, which the stand-in keeps. Its image
  // optimizer's fetches of cdn.sanity.io (uploaded photos) go to the stand-in too.
  worldEnv: [
    async ({ lake, redis, datasetDir }, use) =>
      use({
        SANITY_LOCAL_DATASET_DIR: datasetDir,
        SANITY_API_HOST: lake.httpOrigin,
        SANITY_API_READ_TOKEN: lake.readToken,
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: "studio:",
        ...sanityCdnRouteEnv(lake.httpOrigin),
      }),
    { scope: "worker" },
  ],
  lakeWebhook: [
    async ({ lake, world }, use) => {
      lake.sendWebhooksTo({ url: `${world.origin}/api/revalidate`, secret: webhookSecret });
      await use(undefined);
    },
    { scope: "worker", auto: true },
  ],
  // Chromium of the config, with Sanity's hosts mapped to the stand-in.
  // E2E_STUDIO_STAND_IN=off leaves the mapping out (the Studio then looks for the real Sanity), to see the tests fail
  // with the message below.
  browser: [
    async ({ playwright, launchOptions, lake }, use) => {
      const mapped = process.env.E2E_STUDIO_STAND_IN !== "off";
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), ...(mapped ? [`--host-resolver-rules=${lake.hostResolverRules}`] : [])],
      });
      try {
        await use(browser);
      } finally {
        await browser.close();
      }
    },
    { scope: "worker" },
  ],
  ignoreHTTPSErrors: true,
  studio: async ({ page, lake }, use) => {
    await page.addInitScript(({ key, token }) => localStorage.setItem(key, JSON.stringify({ token })), {
      key: `__studio_auth_token_${lake.projectId}`,
      token: lake.token,
    });
    // The Studio's security policy must allow everything the Studio loads (its bridge script, the version check):
    // a blocked request shows in the console, and fails the test here.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to (load|connect|execute|apply|frame)/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    // Without the stand-in the Studio only spins: say so, instead of a timeout on the first click.
    await page.goto("/studio/structure");
    await expect
      .poll(() => lake.reachedByStudio(), {
        message:
          "The Studio did not reach the Content Lake stand-in (tests/stand-in/content-lake.ts): it must run, and Chromium must map Sanity's hosts to it (--host-resolver-rules in tests/e2e/studio/fixtures.ts)",
        timeout: 20_000,
      })
      .toBe(true);
    await use(page);
    expect(violations, "security-policy violations in the Studio's console").toEqual([]);
  },
});

/**
 * Presses Publish and waits until the stand-in applied the publish and its webhook reached the site. A change that
 * was just typed can still be under validation (the address's uniqueness is asked of the API): then the button is
 * disabled at first, and pressed once it is enabled, as an editor would. Done is what the stand-in applied, not
 * the Studio's toast, which may come and go while a loaded machine is slow.
 */
export async function publish(studio: Page, lake: { publishCount: () => number; webhooksSent: () => Promise<void> }) {
  const before = lake.publishCount();
  const button = studio.getByTestId("action-publiceren");
  await expect(async () => {
    if (lake.publishCount() > before) return;
    await expect(button).toBeEnabled({ timeout: 2_000 });
    await button.click();
    await expect.poll(() => lake.publishCount(), { timeout: 10_000 }).toBeGreaterThan(before);
  }).toPass({ timeout: 60_000 });
  await lake.webhooksSent();
}

/**
 * Publish is disabled, by a rule that fails. While the form validates after a change, Publish stays enabled (a rule
 * that reads the price list or the pages asks the Content Lake), which on a loaded two-core machine takes seconds.
 */
export async function expectPublishBlocked(studio: Page) {
  await expect(studio.getByTestId("action-publiceren")).toBeDisabled({ timeout: 30_000 });
}

/**
 * Opens a document from the Studio's structure: a list, then an item in it (a singleton opens at once). From a
 * screen of the structure the lists stay on the left, so the Studio is loaded anew only from elsewhere: each load
 * costs 10 s and more on a loaded two-core machine.
 */
export async function openDocument(studio: Page, list: string, item?: RegExp) {
  if (!new URL(studio.url()).pathname.startsWith("/studio/structure")) await studio.goto("/studio/structure");
  await studio.getByRole("link", { name: list, exact: true }).click();
  if (item) await studio.getByRole("link", { name: item }).first().click();
  await formLoaded(studio);
}

/**
 * Waits until the open document's form shows its fields. The panel, its title and its tabs come first; the fields
 * replace a grey skeleton once the document, its draft and its listener are in. On CI's two cores, with the other lane
 * running, that took ten times as long as locally (docs/figures.md), so the wait is long and ends as soon as it can.
 */
export async function formLoaded(studio: Page) {
  const form = studio.getByTestId("document-panel-scroller");
  await expect(form.getByRole("textbox").first()).toBeVisible({ timeout: 60_000 });
  // Voorbeeld's banner ("Staat op één pagina") moves the form down once the pages are found.
  await expect(studio.getByText("Pagina's zoeken…")).toBeHidden({ timeout: 30_000 });
}

/**
 * Opens a group of a document's fields: a tab in a wide form, a choice of "Veldgroepen" where the form is narrow
 * (beside Voorbeeld).
 */
export async function openFieldGroup(studio: Page, group: string) {
  const tab = studio.getByRole("tab", { name: group, exact: true });
  const select = studio.getByRole("combobox", { name: "Veldgroepen" });
  await expect(tab.or(select).first()).toBeVisible({ timeout: 20_000 });
  if (await tab.isVisible()) await tab.click();
  else await select.selectOption({ label: group });
}

/** A screenshot for the note, when E2E_SCREENSHOTS names a folder (never in an ordinary run). */
export async function noteScreenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, name) });
}

export { expect };
