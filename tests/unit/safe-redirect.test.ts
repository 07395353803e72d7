import { describe, expect, it } from "vitest";
import { redirectWithin, sameSitePath } from "@/lib/security/safe-redirect";
import { leavingTargets } from "../support/redirect-payloads";

const site = "https://www.brabantdakzorg.example";
const path = (target: string | null | undefined) => sameSitePath(target, site);

describe("a redirect target from a request", () => {
  it("is a path of this site, with its query and fragment, exactly as asked", () => {
    expect(path("/tips-en-advies?x=1#a")).toBe("/tips-en-advies?x=1#a");
    expect(path("/")).toBe("/");
    expect(path("/dakdekker-uden")).toBe("/dakdekker-uden");
    expect(path("/kosten-dakreparatie?klus=dakgoot&omvang=10")).toBe("/kosten-dakreparatie?klus=dakgoot&omvang=10");
  });

  it("is normalised as the browser would (dot segments within the site) and encoded", () => {
    expect(path("/tips-en-advies/../over-ons")).toBe("/over-ons");
    expect(path("/a b")).toBeNull(); // a raw space is no address a page makes
    expect(path("/dakdekker-sint-oedenrode?zoek=%C3%A9")).toBe("/dakdekker-sint-oedenrode?zoek=%C3%A9");
    expect(path("/caf\u00e9")).toBe("/caf%C3%A9");
  });

  it("may name this site's own origin, and becomes a path", () => {
    expect(path("https://www.brabantdakzorg.example/over-ons?x=1")).toBe("/over-ons?x=1");
    expect(path("https://WWW.brabantdakzorg.example/over-ons")).toBe("/over-ons");
  });

  it.each(leavingTargets)("never leaves the site: %j", (target) => {
    const answer = path(target);
    if (answer === null) return;
    // What a browser makes of the Location, on whichever address it is.
    expect(new URL(answer, "https://proxy.internal:8443").host).toBe("proxy.internal:8443");
    expect(answer).toMatch(/^\/(?![/\\])/);
    expect([...answer].some((character) => character.charCodeAt(0) < 0x20 || character === "\\")).toBe(false);
  });

  it("refuses each of the review's payloads outright (the home page instead)", () => {
    const followed = leavingTargets.filter((target) => path(target) !== null);
    expect(followed).toEqual([]);
  });

  it("refuses nothing, null and a site origin that is no URL", () => {
    expect(path(null)).toBeNull();
    expect(path(undefined)).toBeNull();
    expect(sameSitePath("/over-ons", "not a url")).toBeNull();
  });
});

describe("the redirect", () => {
  it("sends a relative Location, private, with the status asked", () => {
    const answer = redirectWithin("/tips-en-advies?x=1#a", { siteOrigin: site, status: 303 });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/tips-en-advies?x=1#a");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });

  it.each(leavingTargets)("sends %j to the home page", (target) => {
    const answer = redirectWithin(target, { siteOrigin: site, status: 307 });
    expect(answer.status).toBe(307);
    expect(answer.headers.get("location")).toBe("/");
  });

  it("goes to the fallback when nothing is asked", () => {
    expect(redirectWithin(null, { siteOrigin: site, fallback: "/over-ons" }).headers.get("location")).toBe("/over-ons");
  });
});
