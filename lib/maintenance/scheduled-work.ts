import "server-only";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/lib/db/client";
import { flushLeadNotifications } from "@/lib/leads/notifier";
import { purgeIfDue } from "./schedule";

export type ScheduledWorkReport = {
  /** Lead e-mails and push messages still waiting after this run (a mail server or push service down, quiet hours). */
  waiting: { mails: number; pushes: number } | null;
};

/**
 * The work a long-running server does on its own timers (lib/leads/notifier.ts every 30 seconds, the purge every
 * hour), in one call, for hosts where no process lives between requests (Vercel, other serverless platforms): a
 * scheduler calls /api/cron, and what is due goes out. Safe to run on any number of instances at once and beside
 * those timers: each mail and push message is claimed in the database, and the purge claims its day.
 */
export async function runScheduledWork(): Promise<ScheduledWorkReport> {
  await Promise.all([flushLeadNotifications(), purgeIfDue()]);
  try {
    const { db } = await getDatabase();
    const result = await db.execute<{ mails: number; pushes: number }>(sql`
      select (select count(*)::int from notification_outbox where status = 'pending') as mails,
             (select count(*)::int from push_deliveries where status = 'pending') as pushes`);
    const [row] = (result as unknown as { rows: { mails: number; pushes: number }[] }).rows;
    return { waiting: row ? { mails: row.mails, pushes: row.pushes } : null };
  } catch {
    // The two runs above already logged a database that does not answer.
    return { waiting: null };
  }
}
