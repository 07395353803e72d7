import "server-only";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { signInHolds } from "@/lib/auth/session-age";
import { deviceMailOutbox, pushSubscriptions } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";

/** More devices than one owner ever has: a bound on what a stolen session could fill the table with. */
export const maxDevicesPerUser = 20;

/**
 * The push services of the browsers that receive Web Push: Chrome, Samsung Internet and Opera (Google's FCM), Firefox
 * (Mozilla), Safari (Apple) and Edge (Windows). A subscription names one of them; the server posts every lead to it,
 * so any other host (this machine, the private network, a cloud's metadata address) would be a request of the
 * sender's choosing from inside.
 */
const pushServiceHosts = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

/**
 * A push service's endpoint: https on the standard port at one of the browsers' push services; outside production
 * also plain http on this machine (a test's local receiver).
 */
export function endpointAllowed(value: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!production && url.protocol === "http:") return ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  // An explicit :443 is normalised away, so any port left is another one.
  return url.protocol === "https:" && url.port === "" && pushServiceHosts.some((host) => host.test(url.hostname));
}

const base64urlBytes = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => Buffer.from(value, "base64url").length === bytes);

/** The body of POST /api/admin/push: the browser's PushSubscription as JSON, and the device's name. */
export const subscribeInput = (production: boolean) =>
  z.object({
    subscription: z.object({
      endpoint: z
        .string()
        .max(2048)
        .refine((value) => endpointAllowed(value, production)),
      keys: z.object({
        // An uncompressed P-256 point (65 bytes, first 0x04) and the 16-byte auth secret.
        p256dh: base64urlBytes(65).refine((value) => Buffer.from(value, "base64url")[0] === 4),
        auth: base64urlBytes(16),
      }),
    }),
    // The name is shown under Account and in the owner's e-mail: no control, format or line-breaking characters.
    label: z
      .string()
      .trim()
      .max(100)
      .transform((value) => value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "") || null)
      .nullish(),
  });
export type SubscribeInput = z.output<ReturnType<typeof subscribeInput>>;

/** The body of DELETE /api/admin/push. */
export const unsubscribeInput = z.object({ endpoint: z.string().min(1).max(2048) });

/** The sign-in a device is registered from: the account, and the session that has to last for the device to. */
export type DeviceOwner = { userId: string; sessionId: string };

/**
 * Stores a device's subscription for this sign-in, or updates it when the endpoint is known to it. An endpoint new to
 * this sign-in (a new device, or a browser subscribing again after signing in anew) counts as added: it is bound to
 * this session, and an e-mail to the owner is stored with it, to be sent after the answer (lib/notifications/device-mail.ts).
 * "full" when the account has too many devices.
 */
export async function saveSubscription(
  db: Database,
  owner: DeviceOwner,
  input: SubscribeInput,
): Promise<"added" | "updated" | "full"> {
  const { endpoint, keys } = input.subscription;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ userId: pushSubscriptions.userId, sessionId: pushSubscriptions.sessionId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    const label = input.label ?? null;
    if (existing?.userId === owner.userId && existing.sessionId === owner.sessionId) {
      await tx
        .update(pushSubscriptions)
        .set({ p256dh: keys.p256dh, auth: keys.auth, label })
        .where(eq(pushSubscriptions.endpoint, endpoint));
      return "updated";
    }
    if (existing?.userId !== owner.userId) {
      const [{ devices }] = (await tx
        .select({ devices: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, owner.userId))) as [{ devices: number }];
      if (devices >= maxDevicesPerUser) return "full";
    }
    const values = { ...owner, endpoint, p256dh: keys.p256dh, auth: keys.auth, label, lastSuccessAt: null };
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: sql`now()` } });
    await tx.insert(deviceMailOutbox).values({ userId: owner.userId, deviceLabel: label });
    return "added";
  });
}

/** Removes one of the user's devices by its endpoint (the browser switching itself off); its waiting messages go too. */
export async function removeSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Removes one of the user's devices by its id (the owner's "Verwijderen" under Account). */
export async function removeDevice(db: Database, userId: string, deviceId: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, deviceId)));
}

export type Device = {
  id: string;
  label: string | null;
  createdAt: Date;
  lastSuccessAt: Date | null;
  /** Registered from the sign-in that asks: the device in the owner's hand. */
  thisSignIn: boolean;
  endpoint: string;
};

/** The user's devices that receive messages (their sign-in holds), newest first: the list under Account. */
export async function listDevices(db: Database, owner: DeviceOwner): Promise<Device[]> {
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      label: pushSubscriptions.label,
      createdAt: pushSubscriptions.createdAt,
      lastSuccessAt: pushSubscriptions.lastSuccessAt,
      sessionId: pushSubscriptions.sessionId,
      endpoint: pushSubscriptions.endpoint,
    })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, owner.userId), signInHolds(pushSubscriptions.sessionId)))
    .orderBy(desc(pushSubscriptions.createdAt));
  return rows.map(({ sessionId, ...device }) => ({ ...device, thisSignIn: sessionId === owner.sessionId }));
}
