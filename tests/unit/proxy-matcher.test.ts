import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";

/** How `next build` compiles a proxy's matcher into the regular expressions it matches paths with (not in Next's types). */
const { getMiddlewareMatchers } = createRequire(import.meta.url)("next/dist/build/analysis/get-page-static-info") as {
  getMiddlewareMatchers: (
    matcher: unknown,
    nextConfig: object,
  ) => { regexp: string; has?: unknown; missing?: unknown }[];
};

/**
 * Which plain requests (no body, no address header) run proxy.ts, compiled as Next compiles its matcher. A path a
 * town or an article could have must run it, or an unknown one would get the route's empty 404 shell; no other page
 * may, since every public page is served from the cache without it.
 */
const plainMatchers = getMiddlewareMatchers(config.matcher, {})
  .filter((matcher) => !matcher.has && !matcher.missing)
  .map((matcher) => new RegExp(matcher.regexp));
const runsProxy = (path: string) => plainMatchers.some((matcher) => matcher.test(path));

describe("proxy.ts's matcher, for a plain request", () => {
  it("takes every address of a town or an article and their share images, slugs with hyphens too", () => {
    for (const path of [
      "/dakdekker-uden",
      "/dakdekker-den-bosch",
      "/dakdekker-sint-oedenrode",
      "/DAKDEKKER-Uden",
      "/dakdekker/den-bosch/opengraph-image-4nd35q/deel",
      "/tips-en-advies/plat-dak-of-hellend-dak",
      "/tips-en-advies/plat-dak-of-hellend-dak/opengraph-image-1s7bc4/deel",
    ]) {
      expect(runsProxy(path), path).toBe(true);
    }
  });
  it("leaves every other public page and Next's files alone", () => {
    for (const path of ["/", "/contact", "/tips-en-advies", "/kosten-dakreparatie", "/_next/static/chunks/a.js"]) {
      expect(runsProxy(path), path).toBe(false);
    }
  });
});
