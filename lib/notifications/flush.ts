import "server-only";
import { getDatabase } from "@/lib/db/client";
import { errorSummary } from "@/lib/logging";
import { deliverDuePushes } from "./deliver";
import { pushVapid } from "./vapid";

/**
 * Sends whatever push messages are due, with the app's VAPID keys; without keys (push is off) nothing. Never
 * throws: a push problem must not disturb a visitor or the e-mail beside it.
 */
export async function flushPushNotifications(): Promise<void> {
  try {
    const vapid = pushVapid();
    if (!vapid) return;
    const { db } = await getDatabase();
    // Batch after batch until nothing is due, or until a push service fails (then the retry times apply).
    for (;;) {
      const run = await deliverDuePushes(db, { vapid });
      if (run.claimed === 0 || run.failed > 0) break;
    }
  } catch (error) {
    console.error("Push notifications not sent yet:", errorSummary(error));
  }
}

/** Whether push messages can be sent at all (keys configured, or generated on the embedded database). */
export function pushEnabled(): boolean {
  try {
    return pushVapid() !== null;
  } catch (error) {
    console.error("Push notifications are off:", errorSummary(error));
    return false;
  }
}
