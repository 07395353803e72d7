/**
 * Which tier of the suite runs (scripts/test.ts sets it). `npm test`, the fast tier that CI and the README's second
 * command run, checks every behaviour once: accessibility on one page per template and state, a few real requests
 * per rule. `npm run test:full`, before a deploy, adds the exhaustive lists: every page, every generated input,
 * Lighthouse and the long cluster run.
 */
export const fullTier = process.env.TEST_TIER === "full";

/**
 * Marks a test that only the full tier runs: `test("…", fullTierOnly("why"), async (…) => …)`. The fast tier leaves
 * it out by its tag (playwright.config.ts), before any of its fixtures start: a Studio test's fixtures alone load
 * the Studio, seconds of CPU that a skip inside the test would still spend.
 */
export const fullTierOnly = (reason: string) => ({
  tag: "@full-tier",
  annotation: { type: "full tier only", description: reason },
});
