import "server-only";
import { and, count, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { pushSubscriptions } from "@/lib/db/schema";

/** More devices than one owner ever has: a bound on what a stolen session could fill the table with. */
export const maxDevicesPerUser = 20;

const base64urlBytes = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => Buffer.from(value, "base64url").length === bytes);

/**
 * A push service's endpoint: https, or plain http on this machine outside production (a test's local receiver).
 * Anything else would have the server post to an address of the sender's choosing.
 */
export function endpointAllowed(value: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return !production && url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

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
    label: z
      .string()
      .trim()
      .max(100)
      .transform((value) => value.replace(/[\p{Cc}\p{Cf}]/gu, "") || null)
      .nullish(),
  });
export type SubscribeInput = z.output<ReturnType<typeof subscribeInput>>;

/** The body of DELETE /api/admin/push. */
export const unsubscribeInput = z.object({ endpoint: z.string().min(1).max(2048) });

/**
 * Stores a device's subscription for the user, or updates it when the endpoint is known (a browser subscribing
 * again, or the device passing to another account on the same browser). False when the user has too many devices.
 */
export async function saveSubscription(db: Database, userId: string, input: SubscribeInput): Promise<boolean> {
  const { endpoint, keys } = input.subscription;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    if (existing?.userId !== userId) {
      const [{ devices }] = (await tx
        .select({ devices: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))) as [{ devices: number }];
      if (devices >= maxDevicesPerUser) return false;
    }
    const values = { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, label: input.label ?? null };
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    return true;
  });
}

/** Removes one of the user's devices; its waiting messages go with it. */
export async function removeSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
