/**
 * The browsers the e2e tests drive: Debian's Chromium, never a download (the machines reach no browser CDN).
 *
 * Most tests run in its headless build (`apt-get install -y chromium-headless-shell`): the same Blink and V8 as the
 * browser, without the desktop browser around them. It takes about half the CPU for the same tests (the design and
 * accessibility specs: 306 core-seconds in the full browser, 155 in the shell), and the suite is CPU-bound on two
 * cores. What only the full browser has, its notification platform (the admin's push notifications), is tested in
 * the full browser (`fullBrowser`), as is Lighthouse (tests/support/lighthouse.ts).
 *
 * CHROMIUM_HEADLESS_PATH and CHROMIUM_PATH point elsewhere; for `--headed`, set both to a full Chromium.
 */

// The machine has no route to Google's services; without these Chromium keeps trying.
const args = ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

export const fullChromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** The launch options of every test's browser (playwright.config.ts). */
export const headlessShell = {
  executablePath: process.env.CHROMIUM_HEADLESS_PATH || "/usr/lib/chromium/chromium-headless-shell",
  args,
};

/** For tests that need the desktop browser's own parts: `test.use({ launchOptions: fullBrowser })`. */
export const fullBrowser = { executablePath: fullChromiumPath, args };
