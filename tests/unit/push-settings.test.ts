import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import webpush from "web-push";
import { endpointAllowed } from "@/lib/notifications/subscriptions";

async function withEnv(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return { config: await import("@/lib/config"), vapid: await import("@/lib/notifications/vapid") };
}

describe("the VAPID settings", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("take a key pair and a subject from the environment", async () => {
    const keys = webpush.generateVAPIDKeys();
    const { config, vapid } = await withEnv({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: "mailto:eigenaar@example.nl",
      DATABASE_URL: "postgres://user:pass@db.example.nl:5432/site",
    });
    expect(config.settingsProblem).toBeNull();
    expect(vapid.pushVapid()).toEqual({ ...keys, subject: "mailto:eigenaar@example.nl" });
  });

  it("refuse a lone key, keys that are no pair, a malformed key and a subject that is not mailto: or https:", async () => {
    const one = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    const lone = await withEnv({ VAPID_PUBLIC_KEY: one.publicKey });
    expect(lone.config.settingsProblem).toContain("VAPID_PUBLIC_KEY must be set together");
    expect(lone.config.vapidKeys).toBeNull();

    const mismatch = await withEnv({ VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: other.privateKey });
    expect(mismatch.config.settingsProblem).toContain("does not belong to VAPID_PUBLIC_KEY");
    expect(mismatch.config.settingsProblem).not.toContain(other.privateKey);
    expect(mismatch.config.vapidKeys).toBeNull();

    const malformed = await withEnv({ VAPID_PUBLIC_KEY: "abc", VAPID_PRIVATE_KEY: one.privateKey });
    expect(malformed.config.settingsProblem).toContain("VAPID_PUBLIC_KEY must be a P-256 public key");

    const subject = await withEnv({ VAPID_SUBJECT: "http://www.example.nl" });
    expect(subject.config.settingsProblem).toContain("VAPID_SUBJECT");
  });

  it("are off with DATABASE_URL and no keys: instances must share one pair", async () => {
    const { vapid } = await withEnv({ DATABASE_URL: "postgres://user:pass@db.example.nl:5432/site" });
    expect(vapid.pushVapid()).toBeNull();
  });

  it("on the embedded database, generate a pair once into the private data folder, readable by this user only", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vapid-"));
    const { vapid } = await withEnv({ PGLITE_DIR: path.join(dir, "pglite"), SITE_URL: "https://www.example.nl" });
    const first = vapid.pushVapid()!;
    const file = path.join(dir, "vapid-keys.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(first.subject).toBe("https://www.example.nl");
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    // A restart reads the same pair: the devices' subscriptions are bound to it.
    const again = await withEnv({ PGLITE_DIR: path.join(dir, "pglite") });
    expect(again.vapid.pushVapid()).toMatchObject({ publicKey: first.publicKey, privateKey: first.privateKey });
  });
});

describe("a push subscription's endpoint", () => {
  it("is https, or plain http on this machine outside production only", () => {
    expect(endpointAllowed("https://fcm.googleapis.com/fcm/send/abc", true)).toBe(true);
    expect(endpointAllowed("http://127.0.0.1:4000/push/1", false)).toBe(true);
    expect(endpointAllowed("http://localhost:4000/push/1", false)).toBe(true);
    expect(endpointAllowed("http://127.0.0.1:4000/push/1", true)).toBe(false);
    expect(endpointAllowed("http://push.example.nl/1", false)).toBe(false);
    expect(endpointAllowed("https://user:pass@push.example.nl/1", true)).toBe(false);
    expect(endpointAllowed("file:///etc/passwd", false)).toBe(false);
    expect(endpointAllowed("not a url", false)).toBe(false);
  });
});
