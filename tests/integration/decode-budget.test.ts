import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { contactSubmissions, leadPhotos, rateLimits } from "@/lib/db/schema";
import { acceptLead } from "@/lib/leads/accept-lead";
import { photosBusyMessage } from "@/lib/leads/decode-budget";
import { decodeMegapixels } from "@/lib/leads/photo-limits";
import { Limiter, QueueFull } from "@/lib/security/limiter";
import { generous, leadForm } from "../support/lead-form";
import { describeOnEachDatabase } from "../support/test-databases";

// Decoding is budgeted by megapixels, not bytes: a flat image of a few kilobytes can hold 50 megapixels, and five of
// them in a request of 150 KB pass every byte limit while their decoding costs seconds and hundreds of megabytes
// (docs/figures.md).

const phone = "0413 20 40 60";

/** A flat 4000×3000 PNG: 12 megapixels to decode, some 170 KB to send. */
const flatPhoto = async () =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#8a4b2a" } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: "image/png" },
  );

function form(photos: Blob[]): FormData {
  return leadForm(
    {
      variant: "full",
      name: "Bezoeker Foto",
      email: "foto@example.nl",
      phone: "06 12 34 56 78",
      address: "Kerkstraat 12, 5461 AB Veghel",
      roofType: "hellend-dak",
      message: "Lekkage met foto’s",
      idempotencyKey: randomUUID(),
    },
    photos,
    (n) => `dak-${n}.png`,
  );
}

describeOnEachDatabase("the decode budget", [contactSubmissions, rateLimits], (db) => {
  it("charges megapixels per address: the third request of three flat 12 MP photos is refused, with the phone number", async () => {
    const photo = await flatPhoto();
    // Three of them pass below the upload gate's 1 MB, which is why bytes cannot be the measure.
    expect(photo.size * 3).toBeLessThan(1_000_000);
    const budget = {
      perAddress: { limit: 80, windowSeconds: 3600 },
      siteWide: { limit: 10_000, windowSeconds: 600 },
    };
    const send = (ip: string) =>
      acceptLead(db, form([photo, photo, photo]), { ip, rateLimit: generous, phone, decodeBudget: budget });
    expect((await send("203.0.113.5")).kind).toBe("stored");
    expect((await send("203.0.113.5")).kind).toBe("stored");
    expect(await send("203.0.113.5")).toEqual({ kind: "invalid", errors: { photos: photosBusyMessage(phone) } });
    expect(photosBusyMessage(phone)).toContain(phone);
    // Nothing of the refused request was decoded or stored; another visitor is not affected.
    expect(await db.select({ id: leadPhotos.id }).from(leadPhotos)).toHaveLength(6);
    expect((await send("198.51.100.9")).kind).toBe("stored");
  });

  it("charges the whole site too: many addresses together cannot decode more than the site's budget", async () => {
    const photo = await flatPhoto();
    const budget = { perAddress: { limit: 1000, windowSeconds: 3600 }, siteWide: { limit: 60, windowSeconds: 600 } };
    const results = [];
    for (let i = 1; i <= 4; i++) {
      results.push(
        (
          await acceptLead(db, form([photo, photo]), {
            ip: `192.0.2.${i}`,
            rateLimit: generous,
            decodeBudget: budget,
          })
        ).kind,
      );
    }
    // 24 megapixels a request: two fit in 60, the third would pass it.
    expect(results).toEqual(["stored", "stored", "invalid", "invalid"]);
  });
});

describe("what decoding costs", () => {
  it("counts whole-image decodes by their pixels and baseline JPEGs by a quarter", () => {
    expect(decodeMegapixels(8064 * 6048)).toBe(49);
    expect(decodeMegapixels(8064 * 6048, true)).toBe(13);
    expect(decodeMegapixels(1)).toBe(1);
  });
});

describe("the photo queue", () => {
  it("lets a bounded number wait, each for a bounded time, and refuses the rest", async () => {
    const limiter = new Limiter(1, 1, 200);
    let release = () => {};
    const first = limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = limiter.run(async () => "second");
    // The queue holds one: a third is refused at once.
    await expect(limiter.run(async () => "third")).rejects.toBeInstanceOf(QueueFull);
    // The second waited longer than it may.
    await expect(second).rejects.toBeInstanceOf(QueueFull);
    expect(limiter.load).toEqual({ running: 1, waiting: 0 });
    release();
    await first;
    expect(await limiter.run(async () => "after")).toBe("after");
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });
});
