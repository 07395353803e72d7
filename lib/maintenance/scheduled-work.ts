import "server-only";
import { getDatabase } from "@/lib/db/client";
import { outboxCounts } from "@/lib/db/outbox-counts";
import { notificationOutbox, pushDeliveries } from "@/lib/db/schema";
import { flushLeadNotifications } from "@/lib/notifications/notifier";
import { purgeIfDue } from "./schedule";

export type ScheduledWorkReport = {
  /** Lead e-mails and push messages still waiting after this run (a mail server or push service down, quiet hours). */
  waiting: { mails: number; pushes: number } | null;
};

/**
 * The work a long-running server does on its own timers (lib/notifications/notifier.ts every 30 seconds, the purge every
 * hour), in one call, for hosts where no process lives between requests (Vercel, other serverless platforms): a
 * scheduler calls /api/cron, and what is due goes out. Safe to run on any number of instances at once and beside
 * those timers: each mail and push message is claimed in the database, and the purge claims its day.
 */
export async function runScheduledWork(): Promise<ScheduledWorkReport> {
  await Promise.all([flushLeadNotifications(), purgeIfDue()]);
  try {
    const { db } = await getDatabase();
    const [mails, pushes] = await Promise.all([outboxCounts(db, notificationOutbox), outboxCounts(db, pushDeliveries)]);
    return { waiting: { mails: mails.pending, pushes: pushes.pending } };
  } catch {
    // The two runs above already logged a database that does not answer.
    return { waiting: null };
  }
}
