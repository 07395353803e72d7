import { describe, expect, it } from "vitest";
import { studioPolicy } from "@/lib/security/studio-policy";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

describe("the Studio's policy", () => {
  it("names the project's own API hosts, never Sanity's every host", () => {
    const policy = studioPolicy({ projectId: "abc123", apiHost: undefined });
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://abc123.api.sanity.io",
      "wss://abc123.api.sanity.io",
      "https://abc123.apicdn.sanity.io",
      "https://api.sanity.io",
      "https://sanity-cdn.com",
    ]);
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'unsafe-eval'",
      "https://core.sanity-cdn.com",
    ]);
    expect(directive(policy, "frame-src")).toEqual(["'self'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'self'"]);
    expect(policy).not.toMatch(/\*\.sanity\.io|https:\/\/cdn\.sanity\.io/);
  });

  it("follows a custom API host", () => {
    const policy = studioPolicy({ projectId: "abc123", apiHost: "https://api.dakzorg.example" });
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://abc123.api.dakzorg.example",
      "wss://abc123.api.dakzorg.example",
      "https://api.dakzorg.example",
      "https://sanity-cdn.com",
    ]);
  });

  it("names no host it cannot vouch for: no project, or a value that would end the directive", () => {
    for (const studio of [
      null,
      { projectId: "abc; script-src *", apiHost: undefined },
      { projectId: "abc123", apiHost: "not a url" },
    ]) {
      expect(directive(studioPolicy(studio), "connect-src")).toEqual(["'self'", "https://sanity-cdn.com"]);
    }
  });
});
