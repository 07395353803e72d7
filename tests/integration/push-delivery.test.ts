import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import nodeUrl from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import webpush from "web-push";
import { type DatabaseHandle, openDatabase } from "@/lib/db/database";
import {
  authUsers,
  contactSubmissions,
  notificationOutbox,
  pushDeliveries,
  pushSubscriptions,
  rateLimits,
} from "@/lib/db/schema";
import { acceptLead } from "@/lib/leads/accept-lead";
import { deliverDuePushes } from "@/lib/notifications/deliver";
import { quietHoursEnd } from "@/lib/notifications/quiet-hours";
import { releaseHeldPushes, saveQuietHours } from "@/lib/notifications/quiet-hours-store";
import { removeSubscription, saveSubscription, subscribeInput } from "@/lib/notifications/subscriptions";
import { siteTimeZone } from "@/lib/time/dutch-time";
import { generous, leadForm } from "../support/lead-form";
import { createDatabase } from "../support/postgres-server";
import { type PushDevice, startPushReceiver } from "../support/push-receiver";
import { insertSignIn } from "../support/sign-ins";

const keys = webpush.generateVAPIDKeys();
const vapid = { ...keys, subject: "mailto:eigenaar@brabantdakzorg.example" };

const ordinary = (name: string, town = "veghel") =>
  leadForm({
    variant: "full",
    name,
    phone: "06 12 34 56 78",
    email: "klant@example.nl",
    address: "Kerkstraat 12, 5461 AB Veghel",
    roofType: "hellend-dak",
    message: "Graag een offerte voor nieuwe dakpannen.",
    town,
    idempotencyKey: randomUUID(),
  });

const stormWithWater = (name: string) =>
  leadForm({
    variant: "storm",
    name,
    phone: "0412 123456",
    address: "Molenstraat 3, Oss",
    damage: "lekkage-binnen",
    waterNow: "ja",
    town: "oss",
    idempotencyKey: randomUUID(),
  });

/**
 * One database per kind, reopenable: closing the handle and opening the same database again is a server restart as
 * the rows see it (a fresh process with no memory of what the last one claimed).
 */
const kinds = {
  pglite: async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-push-"));
    return {
      open: () => openDatabase({ dir: path.join(dir, "db") }),
      remove: () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  postgres: async () => {
    const url = await createDatabase(inject("postgresUrl"));
    return { open: () => openDatabase({ url }), remove: () => {} };
  },
};

for (const [kind, make] of Object.entries(kinds)) {
  describe(`push messages through a local push receiver on ${kind}`, () => {
    let database: Awaited<ReturnType<(typeof kinds)["pglite"]>>;
    let handle: DatabaseHandle;
    let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
    const db = () => handle.db;
    let owner: { userId: string; sessionId: string };

    const subscribe = async (label: string): Promise<PushDevice> => {
      const device = receiver.subscribe();
      const input = subscribeInput(false).parse({ subscription: device.subscription, label });
      expect(await saveSubscription(db(), owner, input)).toBe("added");
      return device;
    };
    const store = async (form: FormData) => {
      const result = await acceptLead(db(), form, {
        ip: `192.0.2.${Math.floor(Math.random() * 200)}`,
        rateLimit: generous,
      });
      if (result.kind !== "stored") throw new Error(result.kind);
      return result.id;
    };
    const deliver = () => deliverDuePushes(db(), { vapid });
    const messagesFor = (leadId: string) => receiver.received.filter((m) => m.payload.tag === `lead-${leadId}`);
    const makeDue = () =>
      db()
        .update(pushDeliveries)
        .set({ nextAttemptAt: sql`now() - interval '1 second'`, lockedUntil: null })
        .where(eq(pushDeliveries.status, "pending"));

    beforeAll(async () => {
      database = await make();
      handle = await database.open();
      receiver = await startPushReceiver();
    });
    afterAll(async () => {
      await receiver?.stop();
      await handle?.close();
      database?.remove();
    });
    beforeEach(async () => {
      for (const table of [contactSubmissions, pushSubscriptions, rateLimits, authUsers]) await db().delete(table);
      await saveQuietHours(db(), { enabled: false, start: "22:00", end: "07:00" });
      receiver.failWith(null);
      receiver.received.length = 0;
      owner = await insertSignIn(db());
    });

    it("builds its requests without Node's deprecated url.parse() (warning DEP0169 in the built server)", async () => {
      // Node warns only where the call is outside node_modules, as in the server Next bundles web-push into; here
      // the call itself is watched.
      const parse = vi.spyOn(nodeUrl, "parse");
      try {
        await subscribe("Telefoon");
        await store(ordinary("Anja Verhoeven"));
        expect(await deliver()).toMatchObject({ sent: 1 });
        expect(parse).not.toHaveBeenCalled();
      } finally {
        parse.mockRestore();
      }
      expect(receiver.rejected).toEqual([]);
    });

    it("sends each lead once to each device, signed and encrypted, however many deliverers run at once", async () => {
      const phone = await subscribe("Telefoon");
      const tablet = await subscribe("Tablet");
      const offer = await store(ordinary("Anja Verhoeven"));
      const storm = await store(stormWithWater("Ruud Smits"));
      // The e-mail's outbox row and the push rows were committed with the lead.
      expect(await db().select().from(notificationOutbox)).toHaveLength(2);
      expect(await db().select().from(pushDeliveries)).toHaveLength(4);

      await Promise.all([deliver(), deliver(), deliver()]);
      await deliver();

      expect(receiver.rejected).toEqual([]);
      expect(receiver.received).toHaveLength(4);
      for (const device of [phone, tablet]) {
        for (const lead of [offer, storm]) {
          expect(messagesFor(lead).filter((m) => m.device === device.id)).toHaveLength(1);
        }
      }
      const offerMessage = messagesFor(offer)[0]!;
      expect(offerMessage.payload).toEqual({
        title: "Offerteaanvraag — Veghel",
        body: "Anja Verhoeven · 06 12345678",
        url: `/admin/aanvragen/${offer}`,
        tag: `lead-${offer}`,
        urgent: false,
      });
      expect(offerMessage).toMatchObject({ urgency: "normal", ttl: "86400", vapidKey: keys.publicKey });
      expect(offerMessage.subject).toBe(vapid.subject);
      const stormMessage = messagesFor(storm)[0]!;
      expect(stormMessage.payload).toMatchObject({ title: "Water binnen — Oss", urgent: true });
      expect(stormMessage.payload.body).toBe("Ruud Smits · 0412 123 456");
      expect(stormMessage.urgency).toBe("high");

      const rows = await db().select().from(pushDeliveries);
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
      const devices = await db().select().from(pushSubscriptions);
      expect(devices.every((device) => device.lastSuccessAt !== null)).toBe(true);
    });

    it.runIf(kind === "postgres")(
      "sends each message once when two instances (each its own connection pool) deliver at the same time",
      async () => {
        const devices = [await subscribe("Telefoon"), await subscribe("Tablet")];
        const leads: string[] = [];
        for (const name of ["Anja", "Bram", "Cor", "Dirk", "Els", "Fien"]) leads.push(await store(ordinary(name)));
        const other = await database.open();
        try {
          const small = { vapid, batchSize: 2 };
          const drain = async (instance: DatabaseHandle) => {
            while ((await deliverDuePushes(instance.db, small)).claimed > 0) {}
          };
          await Promise.all([drain(handle), drain(other), drain(handle), drain(other)]);
        } finally {
          await other.close();
        }
        expect(receiver.rejected).toEqual([]);
        expect(receiver.received).toHaveLength(leads.length * devices.length);
        for (const lead of leads) {
          expect(
            messagesFor(lead)
              .map((m) => m.device)
              .sort(),
          ).toEqual(devices.map((d) => d.id).sort());
        }
      },
    );

    it("keeps the message while the push service is down and delivers it once after a restart", async () => {
      const phone = await subscribe("Telefoon");
      const lead = await store(ordinary("Karin de Wit"));

      receiver.failWith(503);
      expect(await deliver()).toMatchObject({ sent: 0, failed: 1 });
      receiver.failWith(500);
      await makeDue();
      expect(await deliver()).toMatchObject({ sent: 0, failed: 1 });
      const [waiting] = await db().select().from(pushDeliveries);
      expect(waiting).toMatchObject({ status: "pending", attempts: 2 });
      expect(waiting!.lastError).toContain("500");
      // The back-off: the next try is a minute away (30 s after the first failure, 60 s after the second).
      const delay = waiting!.nextAttemptAt.getTime() - Date.now();
      expect(delay).toBeGreaterThan(30_000);
      expect(delay).toBeLessThanOrEqual(61_000);

      // The service is back, but the retry is not due: nothing is sent early.
      receiver.failWith(null);
      expect(await deliver()).toMatchObject({ claimed: 0 });

      // A deliverer claims the row and dies before it can send: the claim holds the row from every other one.
      await makeDue();
      await db()
        .update(pushDeliveries)
        .set({ lockedUntil: sql`now() + interval '2 minutes'`, attempts: sql`${pushDeliveries.attempts} + 1` });
      // The server restarts: a fresh process, knowing nothing but what the database holds.
      await handle.close();
      handle = await database.open();
      expect(await deliver()).toMatchObject({ claimed: 0 });
      // The dead claim runs out; the fresh deliverer sends the message, once.
      await db().update(pushDeliveries).set({ lockedUntil: sql`now() - interval '1 second'` });
      expect(await deliver()).toMatchObject({ sent: 1, failed: 0 });
      expect(await deliver()).toMatchObject({ claimed: 0 });
      expect(receiver.rejected).toEqual([]);
      expect(messagesFor(lead)).toHaveLength(1);
      expect(messagesFor(lead)[0]!.device).toBe(phone.id);
    });

    it("removes a device whose push service answers 410, and still reaches the others", async () => {
      const gone = await subscribe("Oude telefoon");
      const kept = await subscribe("Nieuwe telefoon");
      const lead = await store(ordinary("Eva Bos"));
      receiver.gone(gone);
      expect(await deliver()).toMatchObject({ sent: 1, gone: 1 });
      const devices = await db().select().from(pushSubscriptions);
      expect(devices.map((device) => device.endpoint)).toEqual([kept.subscription.endpoint]);
      expect(await db().select().from(pushDeliveries)).toHaveLength(1);
      expect(messagesFor(lead).map((m) => m.device)).toEqual([kept.id]);

      // A lead after that no longer counts the removed device.
      await store(ordinary("Jan Bos"));
      expect(await db().select().from(pushDeliveries)).toHaveLength(2);
    });

    it("holds ordinary leads during the quiet hours until they end, and lets storm and water-now leads through", async () => {
      await subscribe("Telefoon");
      // Quiet hours from an hour ago until an hour from now, on the site's clock.
      const clock = (offsetMs: number) =>
        new Date(Date.now() + offsetMs).toLocaleTimeString("nl-NL", {
          timeZone: siteTimeZone,
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        });
      const hours = { enabled: true, start: clock(-3_600_000), end: clock(3_600_000) };
      await saveQuietHours(db(), hours);
      const offer = await store(ordinary("Anja Verhoeven"));
      const storm = await store(stormWithWater("Ruud Smits"));

      expect(await deliver()).toMatchObject({ sent: 1, held: 1 });
      expect(messagesFor(storm)).toHaveLength(1);
      expect(messagesFor(offer)).toHaveLength(0);
      const [held] = await db()
        .select()
        .from(pushDeliveries)
        .innerJoin(contactSubmissions, eq(contactSubmissions.id, pushDeliveries.submissionId))
        .where(eq(contactSubmissions.id, offer));
      // Held until the quiet hours end, not counted as an attempt, not dropped.
      expect(held!.push_deliveries).toMatchObject({ status: "pending", attempts: 0, lastError: null });
      const end = quietHoursEnd(new Date(), hours)!;
      expect(Math.abs(held!.push_deliveries.nextAttemptAt.getTime() - end.getTime())).toBeLessThan(60_000);
      expect(await deliver()).toMatchObject({ claimed: 0 });

      // The owner switches the quiet hours off: the held message goes out, once.
      await saveQuietHours(db(), { ...hours, enabled: false });
      await releaseHeldPushes(db());
      expect(await deliver()).toMatchObject({ sent: 1 });
      expect(await deliver()).toMatchObject({ claimed: 0 });
      expect(messagesFor(offer)).toHaveLength(1);
      expect(messagesFor(storm)).toHaveLength(1);
      expect(receiver.rejected).toEqual([]);
    });

    it("stores a device once per endpoint, updates it when it subscribes again, and removes it on request", async () => {
      const device = await subscribe("Telefoon");
      const again = subscribeInput(false).parse({ subscription: device.subscription, label: "Telefoon (nieuw)" });
      expect(await saveSubscription(db(), owner, again)).toBe("updated");
      const rows = await db().select().from(pushSubscriptions);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ label: "Telefoon (nieuw)", ...owner });

      // Another account cannot remove it; its own can.
      await removeSubscription(db(), "someone-else", device.subscription.endpoint);
      expect(await db().select().from(pushSubscriptions)).toHaveLength(1);
      await removeSubscription(db(), owner.userId, device.subscription.endpoint);
      expect(await db().select().from(pushSubscriptions)).toHaveLength(0);
    });
  });
}
