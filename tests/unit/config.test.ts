import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";

// Every environment setting is read and checked in lib/config.ts: a bad value is told by name at start-up (never
// with its value, which may be a secret) and falls back to its default meanwhile.

async function configWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import("@/lib/config");
}

describe("the environment settings", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("are each in the configuration table of docs/deploy-and-operations.md", async () => {
    const table = readFileSync("docs/deploy-and-operations.md", "utf8")
      .split("\n")
      .filter((line) => line.startsWith("| `"));
    const { settingNames } = await configWith({});
    expect(settingNames.length).toBeGreaterThan(20);
    for (const name of settingNames)
      expect(
        table.some((row) => row.includes(`\`${name}\``)),
        name,
      ).toBe(true);
  });

  it("refuse a scheduler token too short to be a secret", async () => {
    const config = await configWith({ CRON_SECRET: "kort" });
    expect(config.settingsProblem).toContain("CRON_SECRET must be at least 16 characters long");
    expect(config.settingsProblem).not.toContain("kort");
    expect(config.cronSecret).toBeUndefined();
  });

  it("check the browser's Sanity settings too, and give the Studio their project unless told another", async () => {
    const bad = await configWith({ NEXT_PUBLIC_SANITY_PROJECT_ID: "Mijn Project", NEXT_PUBLIC_SANITY_DATASET: "-x" });
    expect(bad.settingsProblem).toContain("NEXT_PUBLIC_SANITY_PROJECT_ID must be a Sanity project id");
    expect(bad.settingsProblem).toContain("NEXT_PUBLIC_SANITY_DATASET must be a Sanity dataset name");
    const good = await configWith({ NEXT_PUBLIC_SANITY_PROJECT_ID: "abc123", NEXT_PUBLIC_SANITY_DATASET: "" });
    expect(good.settingsProblem).toBeNull();
    expect(good.studioSettings).toEqual({ projectId: "abc123", dataset: "production", apiHost: undefined });
    const own = await configWith({ NEXT_PUBLIC_SANITY_PROJECT_ID: "abc123", SANITY_STUDIO_DATASET: "staging" });
    expect(own.studioSettings?.dataset).toBe("staging");
  });

  it("take their defaults when unset or empty", async () => {
    const config = await configWith({ PORT: "", SITE_URL: "", TRUSTED_PROXIES: "" });
    expect(config.settingsProblem).toBeNull();
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.clientAddress).toEqual({ source: "socket", trustedProxies: 0 });
    expect(config.leadsDailyCap).toBe(500);
  });

  it("parse what they say", async () => {
    const config = await configWith({
      SITE_URL: "https://www.example.nl/",
      TRUSTED_PROXIES: "1",
      AUTH_TRUSTED_ORIGINS: "https://a.example.nl, https://b.example.nl",
      LEADS_DAILY_CAP: "50",
      PHOTOS_DAILY_MB: "0",
    });
    expect(config.settingsProblem).toBeNull();
    // No photo storage at all is a choice, not a mistake: requests are then kept without their photos.
    expect(config.photoMegabytesDailyCap).toBe(0);
    expect(config.siteUrl).toBe("https://www.example.nl");
    expect(config.clientAddress).toEqual({ source: "proxies", trustedProxies: 1 });
    expect(config.authTrustedOrigins).toEqual(["https://a.example.nl", "https://b.example.nl"]);
    expect(config.leadsDailyCap).toBe(50);
  });

  it("name each bad value, without repeating it, and fall back to the default", async () => {
    const config = await configWith({
      PORT: "abc",
      BETTER_AUTH_SECRET: "too-short-secret",
      SMTP_URL: "http://mail.example.nl",
      LEADS_RATE_LIMIT: "5",
      CLIENT_ADDRESS_SOURCE: "proxies",
    });
    const problem = config.settingsProblem ?? "";
    for (const name of ["PORT", "BETTER_AUTH_SECRET", "SMTP_URL", "LEADS_RATE_LIMIT", "CLIENT_ADDRESS_SOURCE"]) {
      expect(problem).toContain(name);
    }
    expect(problem).not.toContain("too-short-secret");
    expect(config.port).toBe(3000);
    expect(config.betterAuthSecret).toBeUndefined();
    expect(config.leadsRateLimit).toBe("5/600");
    expect(config.clientAddress).toEqual({ source: "socket", trustedProxies: 0 });
  });
});
