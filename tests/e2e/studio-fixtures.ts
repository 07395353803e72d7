import { expect, type Page } from "@playwright/test";
import { type ContentLake, startContentLake } from "../support/content-lake";
import { webhookSecret } from "./settings";
import { test as worldTest } from "./world";

/**
 * The real Studio at /studio of a world's server (tests/e2e/world.ts), against the Content Lake stand-in
 * (tests/support/content-lake.ts) over that world's dataset: Chromium sends Sanity's hosts to the stand-in, and the
 * signed-in owner's token waits in the Studio's local storage, as after a sign-in at sanity.io.
 */
export const test = worldTest.extend<{ studio: Page }, { lake: ContentLake }>({
  lake: [
    async ({ world }, use) => {
      const lake = await startContentLake({
        datasetFile: world.datasetFile,
        webhook: { url: `${world.origin}/api/revalidate`, secret: webhookSecret },
      });
      try {
        await use(lake);
      } finally {
        await lake.stop();
      }
    },
    { scope: "worker" },
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
          "The Studio did not reach the Content Lake stand-in (tests/support/content-lake.ts): it must run, and Chromium must map Sanity's hosts to it (--host-resolver-rules in tests/e2e/studio-fixtures.ts)",
        timeout: 20_000,
      })
      .toBe(true);
    await use(page);
    expect(violations, "security-policy violations in the Studio's console").toEqual([]);
  },
});

export { expect };
