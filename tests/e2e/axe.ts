import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 A and AA (axe's tags include the 2.0 and 2.1 levels these build on). */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * axe's WCAG A/AA violations on the page as it is now, one line per rule with the elements it found. Legacy mode
 * runs axe once in the page itself; the default mode runs it per frame and then again in a blank page of its own to
 * stitch the frames' results together, about a second more per scan. The site's pages have no frames.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(wcagTags).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
