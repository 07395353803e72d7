import "server-only";
import { eq, sql } from "drizzle-orm";
import { signInHolds } from "@/lib/auth/session-age";
import { claimDue, retryDelaySeconds } from "@/lib/db/claim-due";
import { contactSubmissions, pushDeliveries, pushSubscriptions } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { isUrgentLead, leadPushPayload } from "./payload";
import { quietHoursEnd } from "./quiet-hours";
import { readQuietHours } from "./quiet-hours-store";
import { pushRequest, type VapidDetails } from "./request";

export type PushOptions = {
  vapid: VapidDetails;
  /** How many messages one run sends at most. */
  batchSize?: number;
  /** How long one push service may take to answer; well inside the two-minute claim. */
  timeoutMs?: number;
};

export type PushRun = { claimed: number; sent: number; failed: number; held: number; gone: number; ended: number };

/** How long a push service keeps a message for a device that is off: a lead a day old is no news any more. */
const timeToLiveSeconds = 24 * 60 * 60;

/** Answers that will not change by trying again: the request itself is wrong (a bad key, too large a message). */
const isPermanent = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Sends the push messages that are due, one per lead per device. Each row is claimed first (locked for two minutes,
 * skipping rows another worker holds), so two workers or instances never send the same message, and marked sent
 * right after the push service took it. A push service that is down (5xx, 429, no answer) is retried with the mail
 * outbox's back-off; a device the service no longer knows (404, 410) is removed with its waiting messages. An
 * ordinary lead waits out the owner's quiet hours (by the database's clock, which every instance shares).
 */
export async function deliverDuePushes(db: Database, options: PushOptions): Promise<PushRun> {
  const rows = await claimDue(db, pushDeliveries, options.batchSize ?? 20);
  const run: PushRun = { claimed: rows.length, sent: 0, failed: 0, held: 0, gone: 0, ended: 0 };
  if (rows.length === 0) return run;
  const quietHours = await readQuietHours(db);

  for (const row of rows) {
    const [found] = await db
      .select({
        lead: contactSubmissions,
        device: pushSubscriptions,
        signInHolds: sql<boolean>`${signInHolds(pushSubscriptions.sessionId)}`,
      })
      .from(pushDeliveries)
      .innerJoin(contactSubmissions, eq(contactSubmissions.id, pushDeliveries.submissionId))
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
      .where(eq(pushDeliveries.id, row.id));
    if (!found) continue; // the lead or the device was deleted meanwhile; the cascade removed this row too
    const { lead, device } = found;
    if (!found.signInHolds) {
      // The sign-in that registered the device ended after the lead came in: the message goes no further.
      await db.delete(pushDeliveries).where(eq(pushDeliveries.id, row.id));
      run.ended++;
      continue;
    }

    const quietUntil = isUrgentLead(lead) ? null : quietHoursEnd(row.claimedAt, quietHours);
    if (quietUntil) {
      // Held, not tried: the attempt the claim counted is given back.
      await db
        .update(pushDeliveries)
        .set({ nextAttemptAt: quietUntil, attempts: sql`${pushDeliveries.attempts} - 1`, lockedUntil: null })
        .where(eq(pushDeliveries.id, row.id));
      run.held++;
      continue;
    }

    const payload = leadPushPayload(lead);
    let outcome: { ok: true } | { ok: false; status: number | null; error: string };
    try {
      const request = pushRequest(device, JSON.stringify(payload), {
        vapid: options.vapid,
        ttlSeconds: timeToLiveSeconds,
        urgency: payload.urgent ? "high" : "normal",
        // One topic per lead: a resend the push service still holds replaces the first instead of adding to it.
        topic: lead.id.replaceAll("-", ""),
      });
      // Sent with fetch rather than web-push's own https-only request, so a local receiver can take it in tests.
      const response = await fetch(request.url, {
        method: "POST",
        headers: request.headers,
        body: request.body,
        redirect: "error",
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const answer = (await response.text()).slice(0, 200);
      outcome = response.ok
        ? { ok: true }
        : { ok: false, status: response.status, error: `push service answered ${response.status} ${answer}`.trim() };
    } catch (error) {
      outcome = {
        ok: false,
        status: null,
        error: error instanceof Error ? error.message.slice(0, 500) : String(error),
      };
    }

    if (outcome.ok) {
      await db
        .update(pushDeliveries)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(pushDeliveries.id, row.id));
      await db.update(pushSubscriptions).set({ lastSuccessAt: new Date() }).where(eq(pushSubscriptions.id, device.id));
      run.sent++;
    } else if (outcome.status === 404 || outcome.status === 410) {
      // The browser unsubscribed or the device is gone: the subscription and its waiting messages go.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      run.gone++;
    } else {
      run.failed++;
      await db
        .update(pushDeliveries)
        .set({
          status: outcome.status !== null && isPermanent(outcome.status) ? "failed" : "pending",
          lastError: outcome.error,
          lockedUntil: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
        })
        .where(eq(pushDeliveries.id, row.id));
    }
  }
  return run;
}
