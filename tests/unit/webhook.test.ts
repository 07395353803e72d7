import { encodeSignatureHeader } from "@sanity/webhook";
import { describe, expect, it } from "vitest";
import { verifyWebhook } from "@/lib/sanity/webhook";

const secret = "unit-test-secret";
const body = JSON.stringify({ _type: "town", slug: "uden" });
const signed = (at: number) => encodeSignatureHeader(body, at, secret);

describe("webhook signatures", () => {
  const now = 1_800_000_000_000;
  it("accepts a fresh signature and a clock a few seconds ahead", async () => {
    expect(await verifyWebhook(body, await signed(now - 60_000), secret, now)).toEqual({ ok: true });
    expect(await verifyWebhook(body, await signed(now + 10_000), secret, now)).toEqual({ ok: true });
  });

  it("refuses a stale one and one from further in the future", async () => {
    expect(await verifyWebhook(body, await signed(now - 6 * 60_000), secret, now)).toMatchObject({ ok: false });
    expect(await verifyWebhook(body, await signed(now + 4 * 60_000), secret, now)).toEqual({
      ok: false,
      reason: "signature from the future",
    });
  });

  it("fails closed without a secret", async () => {
    expect(await verifyWebhook(body, await signed(now), undefined, now)).toMatchObject({ ok: false });
  });
});
