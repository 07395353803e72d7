import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { appState, pushDeliveries } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { defaultQuietHours, type QuietHours, timeOfDayPattern } from "./quiet-hours";

/** The app_state row that holds the owner's quiet hours for push messages (one setting for the whole site). */
const stateKey = "push_quiet_hours";

/** The owner's quiet hours as stored, or the default (off) when never set or unreadable. */
export async function readQuietHours(db: Database): Promise<QuietHours> {
  const [row] = await db.select().from(appState).where(eq(appState.key, stateKey));
  const value = row?.value as Partial<QuietHours> | undefined;
  if (
    !value ||
    typeof value.enabled !== "boolean" ||
    !timeOfDayPattern.test(String(value.start)) ||
    !timeOfDayPattern.test(String(value.end))
  )
    return defaultQuietHours;
  return { enabled: value.enabled, start: value.start!, end: value.end! };
}

export async function saveQuietHours(db: Database, hours: QuietHours): Promise<void> {
  const value = { enabled: hours.enabled, start: hours.start, end: hours.end };
  await db
    .insert(appState)
    .values({ key: stateKey, value })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: new Date() } });
}

/**
 * Makes the messages the quiet hours hold due now, so the deliverer weighs them against the hours just saved (it
 * holds them again if they still fall inside). Held messages are the waiting ones without an error: a message
 * waiting for its retry after a failure keeps its time.
 */
export async function releaseHeldPushes(db: Database): Promise<void> {
  await db
    .update(pushDeliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(pushDeliveries.status, "pending"),
        isNull(pushDeliveries.lastError),
        gt(pushDeliveries.nextAttemptAt, sql`now()`),
      ),
    );
}
