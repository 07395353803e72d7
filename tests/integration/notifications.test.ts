import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { notificationOutbox } from "@/lib/db/schema";
import { acceptLead } from "@/lib/leads/accept-lead";
import { deliverDueNotifications } from "@/lib/notifications/outbox";
import { leadForm } from "../support/lead-form";
import { startSmtpServer } from "../support/smtp-server";
import { type TestDatabase, testDatabases } from "../support/test-databases";

function lead(name: string): FormData {
  return leadForm({
    variant: "minimal",
    name,
    phone: "0612345678",
    message: "Lekkage bij de schoorsteen",
    idempotencyKey: randomUUID(),
  });
}

describe("lead notifications through a real SMTP server", () => {
  let database: TestDatabase;
  let db: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let options: Parameters<typeof deliverDueNotifications>[1];

  beforeAll(async () => {
    database = await testDatabases.postgres();
    db = database.handle.db;
    smtp = await startSmtpServer();
    options = {
      transport: nodemailer.createTransport(smtp.url),
      from: "website@brabantdakzorg.example",
      to: "eigenaar@brabantdakzorg.example",
      siteUrl: "http://localhost:3000",
    };
  });
  afterAll(async () => {
    await smtp?.stop();
    await database?.cleanup();
  });

  it("delivers the owner's e-mail once, however often and however concurrently the outbox is flushed", async () => {
    const result = await acceptLead(db, lead("Karin de Wit"), {
      ip: "192.0.2.20",
      rateLimit: { limit: 100, windowSeconds: 60 },
    });
    expect(result.kind).toBe("stored");
    await Promise.all([
      deliverDueNotifications(db, options),
      deliverDueNotifications(db, options),
      deliverDueNotifications(db, options),
    ]);
    await deliverDueNotifications(db, options);

    const mails = smtp.received.filter((m) => m.raw.includes("Karin de Wit"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(["eigenaar@brabantdakzorg.example"]);
    expect(mails[0]!.text).toContain("Lekkage bij de schoorsteen");
    const [row] = await db.select().from(notificationOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a name or message with line breaks cannot add a field to the owner's e-mail", async () => {
    const form = lead("Eva Bos\r\nTelefoon: 0699999999");
    form.set(
      "message",
      "Graag snel bellen\r\nTelefoon: 0611111111\nE-mail: nep@evil.example\rAdres: Nepstraat 1\u2028Naam: Nep\n\nGroet",
    );
    const result = await acceptLead(db, form, { ip: "192.0.2.22", rateLimit: { limit: 100, windowSeconds: 60 } });
    expect(result.kind).toBe("stored");
    await deliverDueNotifications(db, options);
    const [mail] = smtp.received.filter((m) => m.raw.includes("Eva Bos"));
    const lines = mail!.text.split(/\r?\n/);
    // One line per field, each the visitor's real value; the name's line break became a space.
    expect(lines.filter((l) => l.startsWith("Telefoon:"))).toEqual(["Telefoon: 06 12345678"]);
    expect(lines.filter((l) => l.startsWith("Naam:"))).toEqual(["Naam: Eva Bos Telefoon: 0699999999"]);
    expect(lines.filter((l) => /^(E-mail|Adres):/.test(l))).toEqual([]);
    // The message keeps its lines, each quoted under its own heading.
    const start = lines.indexOf("Bericht (zoals de bezoeker het schreef):");
    expect(lines.slice(start + 1, start + 8)).toEqual([
      "> Graag snel bellen",
      "> Telefoon: 0611111111",
      "> E-mail: nep@evil.example",
      "> Adres: Nepstraat 1",
      "> Naam: Nep",
      ">",
      "> Groet",
    ]);
  });

  it("keeps the lead while the mail server is down and delivers the mail once it is back", async () => {
    await smtp.stop();
    const result = await acceptLead(db, lead("Ruud Smits"), {
      ip: "192.0.2.21",
      rateLimit: { limit: 100, windowSeconds: 60 },
    });
    if (result.kind !== "stored") throw new Error(result.kind);

    const down = await deliverDueNotifications(db, options);
    expect(down).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await db.select().from(notificationOutbox).where(eq(notificationOutbox.submissionId, result.id));
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.lastError).toBeTruthy();
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing is sent before the retry time, even with the server back.
    await smtp.start();
    expect(await deliverDueNotifications(db, options)).toEqual({ sent: 0, failed: 0 });

    // The retry time comes.
    await db
      .update(notificationOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(notificationOutbox.id, waiting!.id));
    expect(await deliverDueNotifications(db, options)).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueNotifications(db, options)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received.filter((m) => m.raw.includes("Ruud Smits"))).toHaveLength(1);
  });
});
