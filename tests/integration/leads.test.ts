import { createHash, randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { recordFormSubmit } from "@/lib/analytics/server";
import type { Database } from "@/lib/db/database";
import { analyticsEvents, contactSubmissions, leadPhotos, notificationOutbox, rateLimits } from "@/lib/db/schema";
import { acceptLead } from "@/lib/leads/accept-lead";
import { hashIdentifier } from "@/lib/security/client-ip";
import { generous, leadForm } from "../support/lead-form";
import { describeOnEachDatabase } from "../support/test-databases";

function fullForm(overrides: Record<string, string | null> = {}): FormData {
  return leadForm({
    variant: "full",
    name: "Anja Verhoeven",
    email: "anja@example.nl",
    phone: "06 12 34 56 78",
    address: "Kerkstraat 12, 5461 AB Veghel",
    roofType: "hellend-dak",
    message: "Na de storm ligt er een pan in de tuin.",
    page: "/dakdekker-veghel",
    town: "veghel",
    idempotencyKey: randomUUID(),
    ...overrides,
  });
}

const submissions = async (db: Database) => (await db.select({ n: count() }).from(contactSubmissions))[0]!.n;

describeOnEachDatabase("lead capture", [contactSubmissions, rateLimits], (db) => {
  it("stores a valid request as exactly one row with every field, its notification waiting in the outbox", async () => {
    const result = await acceptLead(db, fullForm(), { ip: "192.0.2.10", rateLimit: generous });
    expect(result.kind).toBe("stored");
    const rows = await db.select().from(contactSubmissions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Anja Verhoeven",
      email: "anja@example.nl",
      phone: "+31612345678",
      address: "Kerkstraat 12, 5461 AB Veghel",
      roofType: "hellend-dak",
      message: "Na de storm ligt er een pan in de tuin.",
      formVariant: "full",
      pagePath: "/dakdekker-veghel",
      town: "veghel",
      status: "new",
      isTest: false,
    });
    const outbox = await db.select().from(notificationOutbox);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ submissionId: rows[0]!.id, status: "pending" });
  });

  it("stores the minimal form's name, phone and message", async () => {
    const form = leadForm({
      variant: "minimal",
      name: "Piet",
      phone: "+31 6 1234 5678",
      message: "Lekkage!",
    });
    expect((await acceptLead(db, form, { ip: "192.0.2.11", rateLimit: generous })).kind).toBe("stored");
    const [row] = await db.select().from(contactSubmissions);
    expect(row).toMatchObject({
      name: "Piet",
      phone: "+31612345678",
      message: "Lekkage!",
      formVariant: "minimal",
      email: null,
    });
  });

  const invalid: [string, Record<string, string | null>, string, RegExp][] = [
    ["a missing name", { name: "  " }, "name", /Vul je naam in/],
    ["a name that is too long", { name: "x".repeat(101) }, "name", /maximaal 100 tekens/],
    ["a missing e-mail address", { email: null }, "email", /Vul je e-mailadres in/],
    ["an impossible e-mail address", { email: "anja@" }, "email", /geldig e-mailadres/],
    ["a missing phone number", { phone: "" }, "phone", /Vul je telefoonnummer in/],
    ["an impossible phone number", { phone: "12345" }, "phone", /geldig telefoonnummer/],
    ["a missing address", { address: "" }, "address", /Vul je adres in/],
    ["a roof type not in the list", { roofType: "rieten-dak" }, "roofType", /Kies het type dak/],
    ["a missing roof type", { roofType: null }, "roofType", /Kies het type dak/],
    ["a description that is too long", { message: "x".repeat(2001) }, "message", /maximaal 2000 tekens/],
  ];
  for (const [what, override, field, message] of invalid) {
    it(`rejects ${what} with its message and stores nothing`, async () => {
      const result = await acceptLead(db, fullForm(override), { ip: "192.0.2.12", rateLimit: generous });
      expect(result.kind).toBe("invalid");
      if (result.kind !== "invalid") return;
      expect(Object.keys(result.errors)).toEqual([field]);
      expect(result.errors[field as keyof typeof result.errors]).toMatch(message);
      expect(await submissions(db)).toBe(0);
    });
  }

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const result = await acceptLead(db, fullForm({ website: "https://spam.example" }), {
      ip: "192.0.2.13",
      rateLimit: generous,
    });
    expect(result.kind).toBe("honeypot");
    expect(await submissions(db)).toBe(0);
  });

  it("stores one row for a repeated idempotency key, also when the repeats arrive together", async () => {
    const key = randomUUID();
    const results = await Promise.all(
      [1, 2, 3].map(() => acceptLead(db, fullForm({ idempotencyKey: key }), { ip: "192.0.2.14", rateLimit: generous })),
    );
    expect(results.filter((r) => r.kind === "stored")).toHaveLength(1);
    expect(await submissions(db)).toBe(1);
    expect((await db.select().from(notificationOutbox)).length).toBe(1);
  });

  it("keys a form sent without JavaScript by a keyed hash, never a plain SHA-256 of the address and the lead", async () => {
    const noScript = () => fullForm({ idempotencyKey: null });
    const bucket = Math.floor(Date.now() / 600_000);
    const first = await acceptLead(db, noScript(), { ip: "192.0.2.15", rateLimit: generous });
    expect(first.kind).toBe("stored");
    // The same form again from the same address within ten minutes is the same request.
    expect((await acceptLead(db, noScript(), { ip: "192.0.2.15", rateLimit: generous })).kind).toBe("duplicate");
    const [row] = await db.select({ key: contactSubmissions.idempotencyKey }).from(contactSubmissions);
    const stored = row!.key!.replace(/^nojs:/, "");
    // What the key used to be: anyone with the table could try every IPv4 address against it.
    // (The ten-minute bucket may have turned over during the test: both are tried.)
    const inputs = [bucket, bucket + 1].map((b) =>
      ["192.0.2.15", "Anja Verhoeven", "+31612345678", "Na de storm ligt er een pan in de tuin.", b].join("|"),
    );
    for (const text of inputs) {
      const plain = createHash("sha256").update(text).digest("base64url");
      expect(stored).not.toBe(plain);
      expect(plain.startsWith(stored)).toBe(false);
    }
    expect(inputs.map((text) => hashIdentifier("lead-nojs", text))).toContain(stored);
  });

  it("keeps a megabyte of markup sent as the town out of the lead and its analytics event", async () => {
    const markup = `<img src=x onerror="window.__xss=1">`;
    const town = markup + "x".repeat(1_000_008 - markup.length);
    const result = await acceptLead(db, fullForm({ town }), { ip: "192.0.2.16", rateLimit: generous });
    if (result.kind !== "stored") throw new Error(result.kind);
    expect(result.lead.town).toBeNull();
    const sessionId = `stad-${randomUUID()}`;
    await recordFormSubmit(db, result.lead, sessionId);
    const [event] = await db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId));
    expect(event!.eventData).toEqual({ form_name: "offerteformulier", source: "/dakdekker-veghel" });
    const [row] = await db.select({ town: contactSubmissions.town }).from(contactSubmissions);
    expect(row!.town).toBeNull();
  });

  it("turns a script away after the limit, with nothing stored beyond it", async () => {
    const rule = { limit: 3, windowSeconds: 600 };
    const kinds = [];
    for (let i = 0; i < 5; i++)
      kinds.push((await acceptLead(db, fullForm(), { ip: "198.51.100.7", rateLimit: rule })).kind);
    expect(kinds).toEqual(["stored", "stored", "stored", "rate-limited", "rate-limited"]);
    expect(await submissions(db)).toBe(3);
    // Another address is not affected.
    expect((await acceptLead(db, fullForm(), { ip: "198.51.100.8", rateLimit: rule })).kind).toBe("stored");
  });

  it("stores a photo without its GPS and camera metadata", async () => {
    const withGps = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#8a4b2a" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "Telefoonmerk", Model: "Model X" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "51/1 37/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "5/1 32/1 0/1",
        },
      })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.toString("latin1")).toContain("Telefoonmerk");

    const form = fullForm();
    form.append("photos", new File([new Uint8Array(withGps)], "dak.jpg", { type: "image/jpeg" }));
    const result = await acceptLead(db, form, { ip: "192.0.2.15", rateLimit: generous });
    expect(result.kind).toBe("stored");
    const photos = await db.select().from(leadPhotos);
    expect(photos).toHaveLength(1);
    const after = await sharp(photos[0]!.data).metadata();
    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(photos[0]!.data.toString("latin1")).not.toContain("Telefoonmerk");
    expect([after.width, after.height]).toEqual([800, 600]);
  });

  it("refuses a sixth photo, a file that is not a photo and one over 10 MB, storing nothing", async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const six = fullForm();
    for (let i = 0; i < 6; i++)
      six.append("photos", new File([new Uint8Array(jpeg)], `${i}.jpg`, { type: "image/jpeg" }));
    const notAPhoto = fullForm();
    notAPhoto.append("photos", new File(["<script>"], "dak.jpg", { type: "image/jpeg" }));
    const huge = fullForm();
    huge.append("photos", new File([new Uint8Array(10 * 1024 * 1024 + 1)], "groot.jpg", { type: "image/jpeg" }));
    for (const [form, message] of [
      [six, /maximaal 5 foto/],
      [notAPhoto, /niet openen als foto/],
      [huge, /groter dan 10 MB/],
    ] as const) {
      const result = await acceptLead(db, form, { ip: "192.0.2.16", rateLimit: generous });
      expect(result.kind).toBe("invalid");
      if (result.kind === "invalid") expect(result.errors.photos).toMatch(message);
    }
    expect(await submissions(db)).toBe(0);
  });

  it("deletes a lead's photos and notification with the lead", async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const form = fullForm();
    form.append("photos", new File([new Uint8Array(jpeg)], "a.jpg", { type: "image/jpeg" }));
    const result = await acceptLead(db, form, { ip: "192.0.2.17", rateLimit: generous });
    if (result.kind !== "stored") throw new Error(result.kind);
    await db.delete(contactSubmissions).where(eq(contactSubmissions.id, result.id));
    expect(await db.select().from(leadPhotos)).toHaveLength(0);
    expect(await db.select().from(notificationOutbox)).toHaveLength(0);
  });
});
