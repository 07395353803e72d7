import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import type { Database } from "@/lib/db/database";
import { contactSubmissions, leadPhotos, notificationOutbox, rateLimits, systemNotices } from "@/lib/db/schema";
import { acceptLead } from "@/lib/leads/accept-lead";
import { type DailyCaps, dailyCaps } from "@/lib/leads/daily-cap";
import { generous, leadForm } from "../support/lead-form";
import { describeOnEachDatabase } from "../support/test-databases";

// The site-wide daily caps, so a flood of requests cannot fill the database or the owner's inbox: what a real day never reaches, refused with the phone number, the
// owner warned in /admin. The caps are passed in, as the server passes LEADS_DAILY_CAP and PHOTOS_DAILY_MB.

const phone = "0413 20 40 60";

function form(i: number, photos: Blob[] = []): FormData {
  return leadForm(
    {
      variant: "full",
      name: `Bezoeker ${i}`,
      email: `bezoeker${i}@example.nl`,
      phone: "06 12 34 56 78",
      address: "Kerkstraat 12, 5461 AB Veghel",
      roofType: "hellend-dak",
      message: `Lekkage nummer ${i}`,
      idempotencyKey: randomUUID(),
    },
    photos,
  );
}

/** A photo whose re-encoded JPEG is tens of kilobytes: noise does not compress. */
async function noisyPhoto(seed: number): Promise<Blob> {
  const pixels = Buffer.alloc(400 * 300 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2_654_435_761 + seed * 97) >>> 24;
  const jpeg = await sharp(pixels, { raw: { width: 400, height: 300, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" });
}

const submit = (db: Database, i: number, caps: Partial<DailyCaps>, photos: Blob[] = [], ip = `198.51.100.${i}`) =>
  acceptLead(db, form(i, photos), { ip, rateLimit: generous, phone, caps: { ...dailyCaps, ...caps } });

describeOnEachDatabase("the daily caps", [contactSubmissions, rateLimits, systemNotices], (db) => {
  it("twelve requests (eleven in parallel) against a cap of five: five stored with their mail, seven refused, one warning", async () => {
    const caps = { leads: 5, photoBytes: 100 * 1024 * 1024 };
    // All from one network: its first request of the day comes first, so none of the others is a network's first.
    const results = [await submit(db, 0, caps)];
    results.push(...(await Promise.all(Array.from({ length: 11 }, (_, i) => submit(db, i + 1, caps)))));
    const stored = results.filter((r) => r.kind === "stored");
    expect(stored).toHaveLength(5);
    expect(results.filter((r) => r.kind === "capacity")).toHaveLength(7);
    // Nothing accepted is lost: every lead the visitor was told was stored is there, with its e-mail waiting.
    const rows = await db.select({ id: contactSubmissions.id }).from(contactSubmissions);
    expect(rows.map((r) => r.id).sort()).toEqual(stored.map((r) => (r.kind === "stored" ? r.id : "")).sort());
    expect((await db.select({ n: count() }).from(notificationOutbox))[0]!.n).toBe(5);
    // The owner's warning (the dashboard shows it: tests/e2e/shared/daily-cap.spec.ts), once however often it refused.
    const notices = await db.select().from(systemNotices);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain("maximum van 5 aanvragen bereikt");
    expect(notices[0]!.message).toContain("LEADS_DAILY_CAP");
    // And the next request of the day is refused too.
    expect((await submit(db, 50, caps)).kind).toBe("capacity");
  });

  it("a party that fills the day from one network leaves room for a visitor from another, up to twice the cap", async () => {
    const caps = { leads: 3 };
    for (let i = 0; i < 3; i++) expect((await submit(db, i, caps, [], `203.0.113.${i + 1}`)).kind).toBe("stored");
    expect((await submit(db, 3, caps, [], "203.0.113.4")).kind).toBe("capacity");
    // A real visitor's one request from another network is still taken, with its e-mail …
    expect((await submit(db, 4, caps, [], "198.51.100.77")).kind).toBe("stored");
    // … but not a second one from that network, and not beyond twice the cap, however many networks ask.
    expect((await submit(db, 5, caps, [], "198.51.100.78")).kind).toBe("capacity");
    const fresh = await Promise.all(
      Array.from({ length: 6 }, (_, i) => submit(db, 10 + i, caps, [], `192.0.${i + 1}.10`)),
    );
    expect(fresh.filter((r) => r.kind === "stored")).toHaveLength(2);
    expect((await db.select({ n: count() }).from(contactSubmissions))[0]!.n).toBe(6);
  });

  it("one network may send a set number of requests per day, from however many addresses", async () => {
    const caps = { leads: 100, leadsPerNetwork: 3 };
    for (let i = 0; i < 3; i++) expect((await submit(db, i, caps, [], `203.0.113.${i + 1}`)).kind).toBe("stored");
    expect((await submit(db, 3, caps, [], "203.0.113.200")).kind).toBe("rate-limited");
    expect((await submit(db, 4, caps, [], "2001:db8:1:2::5")).kind).toBe("stored");
    for (let i = 0; i < 2; i++) await submit(db, 5 + i, caps, [], `2001:db8:1:${i + 9}::1`);
    // The same /48, another /64: the same network.
    expect((await submit(db, 8, caps, [], "2001:db8:1:ffff::1")).kind).toBe("rate-limited");
  });

  it("the photo cap refuses photos that would pass it, naming the phone number, and still takes the request without them", async () => {
    const [a, b] = await Promise.all([noisyPhoto(1), noisyPhoto(2)]);
    // Room for one request's photo, not for two.
    const one = (await acceptLead(db, form(99, [a!]), { ip: "198.51.100.99", rateLimit: generous })).kind;
    expect(one).toBe("stored");
    const [{ bytes }] = (await db.select({ bytes: leadPhotos.byteSize }).from(leadPhotos)) as [{ bytes: number }];
    await db.delete(contactSubmissions);
    const caps = { leads: 100, photoBytes: Math.floor(bytes * 1.5) };

    const results = await Promise.all([submit(db, 1, caps, [a!]), submit(db, 2, caps, [b!])]);
    expect(results.filter((r) => r.kind === "stored")).toHaveLength(1);
    const refused = results.find((r) => r.kind === "invalid");
    expect(refused).toEqual({
      kind: "invalid",
      errors: {
        photos: `We kunnen vandaag via de website geen foto’s meer ontvangen. Verstuur je aanvraag zonder foto’s, of bel ons direct: ${phone}.`,
      },
    });
    expect(await db.select({ id: leadPhotos.id }).from(leadPhotos)).toHaveLength(1);
    // Without photos the same visitor's request is welcome.
    expect((await submit(db, 2, caps)).kind).toBe("stored");
    const notices = await db.select().from(systemNotices).where(eq(systemNotices.kind, "photo-cap"));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain("PHOTOS_DAILY_MB");
  });
});
