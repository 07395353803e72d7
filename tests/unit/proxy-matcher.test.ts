import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";

type Condition = { type: string; key: string };
type Matcher = { regexp: string; has?: Condition[]; missing?: Condition[] };

/** How `next build` compiles a proxy's matcher into the regular expressions it tests paths with (not in its types). */
const { getMiddlewareMatchers } = createRequire(import.meta.url)("next/dist/build/analysis/get-page-static-info") as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => Matcher[];
};
const matchers = getMiddlewareMatchers(config.matcher, {});

/** Whether a request without a body, with these headers, runs proxy.ts. */
function runsProxy(path: string, headers: string[] = []) {
  const holds = (condition: Condition) => condition.type === "header" && headers.includes(condition.key);
  return matchers.some(
    (matcher) =>
      new RegExp(matcher.regexp).test(path) && (matcher.has ?? []).every(holds) && !(matcher.missing ?? []).some(holds),
  );
}

/**
 * Which page loads run proxy.ts, as Next compiles its matcher. A path a town or an article could have must run it,
 * or an unknown one would get the route's empty 404 shell; no other page may, since every public page is served from
 * the cache without it.
 */
describe("proxy.ts's matcher", () => {
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
  it("leaves the router's RSC requests alone: the browser renders their 404 itself", () => {
    expect(runsProxy("/dakdekker-uden", ["rsc"])).toBe(false);
    expect(runsProxy("/tips-en-advies/plat-dak-of-hellend-dak", ["rsc", "next-router-prefetch"])).toBe(false);
  });
  it("leaves a page load alone that server.ts found in the stored list of known addresses", () => {
    expect(runsProxy("/dakdekker-uden", ["x-known-address"])).toBe(false);
    expect(runsProxy("/tips-en-advies/plat-dak-of-hellend-dak", ["x-known-address"])).toBe(false);
  });
  it("leaves every other public page and Next's files alone", () => {
    for (const path of ["/", "/contact", "/tips-en-advies", "/kosten-dakreparatie", "/_next/static/chunks/a.js"]) {
      expect(runsProxy(path), path).toBe(false);
    }
  });
});
