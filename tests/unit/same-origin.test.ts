import { describe, expect, it } from "vitest";
import { declaresJson, sentFromOwnPages } from "@/lib/security/same-origin";

const site = ["https://www.brabantdakzorg.example"];
const from = (headers: Record<string, string>) => sentFromOwnPages(new Headers(headers), site);

describe("a request from the site's own pages", () => {
  it("names this origin, as the request's host or the site's address", () => {
    expect(from({ origin: "https://www.brabantdakzorg.example", host: "app1:3000" })).toBe(true);
    expect(from({ origin: "http://127.0.0.1:3210", host: "127.0.0.1:3210", "sec-fetch-site": "same-origin" })).toBe(
      true,
    );
    expect(
      from({ origin: "https://www.brabantdakzorg.example", "x-forwarded-host": "www.brabantdakzorg.example" }),
    ).toBe(true);
  });

  it("is never another origin, a sibling of the same site, or a request without Origin", () => {
    expect(from({ origin: "https://evil.example", host: "www.brabantdakzorg.example" })).toBe(false);
    expect(from({ origin: "https://shop.brabantdakzorg.example", host: "www.brabantdakzorg.example" })).toBe(false);
    expect(
      from({
        origin: "https://www.brabantdakzorg.example",
        host: "www.brabantdakzorg.example",
        "sec-fetch-site": "same-site",
      }),
    ).toBe(false);
    expect(from({ host: "www.brabantdakzorg.example" })).toBe(false);
    expect(from({ origin: "null", host: "www.brabantdakzorg.example" })).toBe(false);
  });

  it("declares its body as JSON", () => {
    expect(declaresJson(new Headers({ "content-type": "application/json; charset=utf-8" }))).toBe(true);
    expect(declaresJson(new Headers({ "content-type": "text/plain;charset=UTF-8" }))).toBe(false);
    expect(declaresJson(new Headers())).toBe(false);
  });
});
