import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { type Auth, createAuth } from "@/lib/auth/auth";
import { changePasswordSigningOthersOut } from "@/lib/auth/password-change";
import {
  authSessions,
  authUsers,
  contactSubmissions,
  deviceMailOutbox,
  pushDeliveries,
  pushSubscriptions,
  rateLimits,
  systemNotices,
} from "@/lib/db/schema";
import { acceptLead } from "@/lib/leads/accept-lead";
import { purgeExpired } from "@/lib/maintenance/purge";
import { deliverDuePushes } from "@/lib/notifications/deliver";
import { deliverDueDeviceMails } from "@/lib/notifications/device-mail";
import { listDevices, removeDevice, saveSubscription, subscribeInput } from "@/lib/notifications/subscriptions";
import { generous, leadForm } from "../support/lead-form";
import { type PushDevice, type PushReceiver, startPushReceiver } from "../support/push-receiver";
import { insertSignIn } from "../support/sign-ins";
import { startSmtpServer } from "../support/smtp-server";
import { describeOnEachDatabase } from "../support/test-databases";

// A push device belongs to the sign-in that registered it: whoever once had a session
// must not keep receiving every lead's name and phone number after that session ends. Real better-auth sessions,
// signed in and changed as the Account page does it, a real push receiver and a real SMTP server.

const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:eigenaar@brabantdakzorg.example" };
const secret = "vitest-auth-secret-that-is-long-enough-0123456789";
const baseURL = "http://127.0.0.1:3000";
const account = { email: "eigenaar@devices.example", password: "eerste-wachtwoord-123", name: "Eigenaar" };

let receiver: PushReceiver;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  receiver = await startPushReceiver();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await receiver?.stop();
  await smtp?.stop();
});

const lead = (name: string) =>
  leadForm({ variant: "minimal", name, phone: "06 12 34 56 78", message: "Lekkage", idempotencyKey: randomUUID() });

describeOnEachDatabase(
  "push devices and the sign-in that registered them",
  [contactSubmissions, pushSubscriptions, deviceMailOutbox, rateLimits, authUsers],
  (db) => {
    let auth: Auth;
    let userId: string;

    /** A sign-in through better-auth, as the sign-in form makes it: its cookie and its session's id. */
    async function signIn(password = account.password) {
      const { headers } = await auth.api.signInEmail({ body: { email: account.email, password }, returnHeaders: true });
      const cookie = headers
        .getSetCookie()
        .find((c) => /session_token=/.test(c))!
        .split(";")[0]!;
      const token = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
      const [session] = await db.select().from(authSessions).where(eq(authSessions.token, token));
      return { headers: new Headers({ cookie }), sessionId: session!.id };
    }
    /** A device subscribed from `signedIn`, as POST /api/admin/push stores it. */
    async function register(signedIn: { sessionId: string }, label: string): Promise<PushDevice> {
      const device = receiver.subscribe();
      const input = subscribeInput(false).parse({ subscription: device.subscription, label });
      expect(await saveSubscription(db, { userId, sessionId: signedIn.sessionId }, input)).toBe("added");
      return device;
    }
    const store = async (name: string) => {
      const result = await acceptLead(db, lead(name), { ip: "192.0.2.7", rateLimit: generous });
      if (result.kind !== "stored") throw new Error(result.kind);
      return result.id;
    };
    const pushedTo = (leadId: string) =>
      receiver.received.filter((push) => push.payload.tag === `lead-${leadId}`).map((push) => push.device);
    const devicesOf = async () =>
      (await db.select({ label: pushSubscriptions.label }).from(pushSubscriptions)).map((d) => d.label).sort();

    beforeAll(() => {
      auth = createAuth(db, { secret, baseURL, trustedOrigins: [baseURL] });
    });
    beforeEach(async () => {
      receiver.received.length = 0;
      smtp.received.splice(0);
      const created = await auth.api.createUser({ body: { ...account, role: "admin" } });
      userId = created.user.id;
    });

    it("a password change from one sign-in leaves the other sign-in's device without any message", async () => {
      const laptop = await signIn();
      const stolen = await signIn();
      const stolenPhone = await register(stolen, "Telefoon van iemand anders");
      const ownPhone = await register(laptop, "Mijn telefoon");

      await changePasswordSigningOthersOut(db, auth, {
        userId,
        email: account.email,
        sessionId: laptop.sessionId,
        headers: laptop.headers,
        currentPassword: account.password,
        newPassword: "tweede-wachtwoord-456",
      });

      // Every other sign-in ended, its device with it; this device moved to this browser's new session.
      const sessions = await db.select().from(authSessions).where(eq(authSessions.userId, userId));
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.id).not.toBe(laptop.sessionId);
      expect(await devicesOf()).toEqual(["Mijn telefoon"]);
      const [kept] = await db.select().from(pushSubscriptions);
      expect(kept!.sessionId).toBe(sessions[0]!.id);

      const id = await store("Marieke de Vries");
      const rows = await db.select().from(pushDeliveries).where(eq(pushDeliveries.submissionId, id));
      expect(rows).toHaveLength(1);
      while ((await deliverDuePushes(db, { vapid })).claimed > 0) {}
      expect(pushedTo(id)).toEqual([ownPhone.id]);
      expect(pushedTo(id)).not.toContain(stolenPhone.id);
      expect(receiver.rejected).toEqual([]);
      // The new password signs in; the old one no longer does.
      await expect(signIn("tweede-wachtwoord-456")).resolves.toBeTruthy();
      await expect(signIn()).rejects.toThrow();
    });

    it("a wrong current password changes nothing: every sign-in and device stays", async () => {
      const laptop = await signIn();
      const phone = await signIn();
      await register(laptop, "Laptop");
      await register(phone, "Telefoon");
      await expect(
        changePasswordSigningOthersOut(db, auth, {
          userId,
          email: account.email,
          sessionId: laptop.sessionId,
          headers: laptop.headers,
          currentPassword: "fout-wachtwoord-000",
          newPassword: "tweede-wachtwoord-456",
        }),
      ).rejects.toThrow();
      expect(await db.select().from(authSessions).where(eq(authSessions.userId, userId))).toHaveLength(2);
      expect(await devicesOf()).toEqual(["Laptop", "Telefoon"]);
    });

    it("signing out removes the devices that sign-in registered, and only those", async () => {
      const laptop = await signIn();
      const phone = await signIn();
      await register(laptop, "Laptop");
      await register(phone, "Telefoon");
      await auth.api.signOut({ headers: phone.headers });
      expect(await devicesOf()).toEqual(["Laptop"]);
    });

    it("a sign-in past its end or older than 30 days sends nothing, also for a lead that came before, and the purge removes its device", async () => {
      const current = await insertSignIn(db, { userId });
      const expired = await insertSignIn(db, { userId, expiresInDays: -1 });
      const tooOld = await insertSignIn(db, { userId, ageDays: 31 });
      const ending = await insertSignIn(db, { userId });
      const device = await register(current, "Huidig");
      await register(expired, "Verlopen");
      await register(tooOld, "Te oud");
      await register(ending, "Loopt af");

      const id = await store("Jan Bos");
      // The two sign-ins still holding got a message waiting; then one of them runs out before it is sent.
      expect(await db.select().from(pushDeliveries).where(eq(pushDeliveries.submissionId, id))).toHaveLength(2);
      await db
        .update(authSessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(authSessions.id, ending.sessionId));
      expect(await deliverDuePushes(db, { vapid })).toMatchObject({ sent: 1, ended: 1 });
      expect(pushedTo(id)).toEqual([device.id]);

      // The Account list shows what receives messages; the purge removes the rest with their sign-ins.
      expect((await listDevices(db, current)).map((d) => [d.label, d.thisSignIn])).toEqual([["Huidig", true]]);
      await purgeExpired(db);
      expect(await devicesOf()).toEqual(["Huidig"]);
    });

    it("tells the owner by e-mail when a device is added, once, through a mail server that first refuses", async () => {
      const laptop = await signIn();
      const device = await register(laptop, "Chrome op Android");
      // Subscribing again from the same sign-in is no new device: no second e-mail.
      const again = subscribeInput(false).parse({ subscription: device.subscription, label: "Chrome op Android" });
      expect(await saveSubscription(db, { userId, sessionId: laptop.sessionId }, again)).toBe("updated");
      expect(await db.select().from(deviceMailOutbox)).toHaveLength(1);

      const options = {
        transport: nodemailer.createTransport(smtp.url),
        from: "website@brabantdakzorg.example",
        leadsTo: "aanvragen@brabantdakzorg.example",
        siteUrl: "https://www.brabantdakzorg.example",
      };
      await smtp.stop();
      expect(await deliverDueDeviceMails(db, options)).toEqual({ sent: 0, failed: 1 });
      await smtp.start();
      await db.update(deviceMailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      await Promise.all([deliverDueDeviceMails(db, options), deliverDueDeviceMails(db, options)]);
      expect(await deliverDueDeviceMails(db, options)).toEqual({ sent: 0, failed: 0 });

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.to.sort()).toEqual([account.email, "aanvragen@brabantdakzorg.example"].sort());
      expect(mail!.text).toContain("Subject: Nieuw toestel krijgt meldingen van aanvragen: Chrome op Android");
      expect(mail!.text).toContain("Was jij dit niet? Verwijder het toestel onder Account");
      expect(mail!.text).toContain("https://www.brabantdakzorg.example/admin/account");

      // The same browser after signing in anew is a device added again: bound to the new sign-in, and told.
      const later = await signIn();
      expect(await saveSubscription(db, { userId, sessionId: later.sessionId }, again)).toBe("added");
      expect(await db.select().from(deviceMailOutbox)).toHaveLength(2);
      const [moved] = await db.select().from(pushSubscriptions);
      expect(moved!.sessionId).toBe(later.sessionId);
    });

    it("the owner removes a device of his own under Account, never another account's", async () => {
      const laptop = await signIn();
      await register(laptop, "Laptop");
      const [row] = await db.select().from(pushSubscriptions);
      await removeDevice(db, "iemand-anders", row!.id);
      expect(await devicesOf()).toEqual(["Laptop"]);
      await removeDevice(db, userId, row!.id);
      expect(await devicesOf()).toEqual([]);
    });
  },
);

describe("the migration that binds devices to sign-ins", () => {
  it("removes the devices registered before it and tells the owner in /admin", async () => {
    const migrations = path.join(process.cwd(), "lib/db/migrations");
    const before = mkdtempSync(path.join(tmpdir(), "migrations-before-sessions-"));
    const client = await PGlite.create();
    try {
      cpSync(migrations, before, { recursive: true });
      const journalPath = path.join(before, "meta/_journal.json");
      const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((entry) => entry.tag === "0009_push_sessions");
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await client.exec(`insert into auth_user (id, name, email, role) values ('u1', 'Eigenaar', 'e@x.nl', 'admin');
        insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ('u1', 'https://fcm.googleapis.com/fcm/send/x', 'p', 'a')`);

      await migrate(db, { migrationsFolder: migrations });
      expect((await client.query("select 1 from push_subscriptions")).rows).toHaveLength(0);
      const notices = await drizzle(client).select().from(systemNotices);
      expect(notices.map((notice) => notice.kind)).toEqual(["push-devices-reset"]);
      expect(notices[0]!.message).toContain("Zet ze opnieuw aan onder Account");
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
