import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { usesGeneratedPassword } from "@/lib/auth/first-admin";
import { requireAdmin } from "@/lib/auth/session";
import { type Database, getDatabase } from "@/lib/db/client";
import { outboxCounts } from "@/lib/db/outbox-counts";
import {
  analyticsEvents,
  contactSubmissions,
  notificationOutbox,
  pushDeliveries,
  systemNotices,
} from "@/lib/db/schema";
import { lastPurge } from "@/lib/maintenance/purge";
import { answeredLeads, dailySeries, eventCounters, type Period, waitingCount, waitingLeads } from "./insight";
import { currentLaunchChecklist } from "./launch-data";
import { leadHandling } from "./lead-handling";
import { recentLeads } from "./leads";

export const recentEvents = (db: Database, limit = 50) =>
  db
    .select({
      id: analyticsEvents.id,
      eventName: analyticsEvents.eventName,
      pagePath: analyticsEvents.pagePath,
      timestamp: analyticsEvents.timestamp,
      eventData: analyticsEvents.eventData,
    })
    .from(analyticsEvents)
    .orderBy(desc(analyticsEvents.timestamp))
    .limit(limit);

/** The lead notifications: the e-mail outbox (what waits, what failed, the latest sent) and the push messages' counts. */
export async function outboxOverview(db: Database) {
  const rows = await db
    .select({
      id: notificationOutbox.id,
      status: notificationOutbox.status,
      attempts: notificationOutbox.attempts,
      lastError: notificationOutbox.lastError,
      nextAttemptAt: notificationOutbox.nextAttemptAt,
      sentAt: notificationOutbox.sentAt,
      createdAt: notificationOutbox.createdAt,
      name: contactSubmissions.name,
    })
    .from(notificationOutbox)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, notificationOutbox.submissionId))
    .orderBy(desc(notificationOutbox.createdAt))
    .limit(50);
  const [counts, pushCounts] = await Promise.all([
    outboxCounts(db, notificationOutbox),
    outboxCounts(db, pushDeliveries),
  ]);
  return { rows, counts, pushCounts };
}

/** The owner's warnings of the last week (a daily cap reached, for example), newest first. */
export async function recentNotices(db: Database) {
  return db
    .select({ id: systemNotices.id, message: systemNotices.message, createdAt: systemNotices.createdAt })
    .from(systemNotices)
    .where(sql`${systemNotices.createdAt} > now() - interval '7 days'`)
    .orderBy(desc(systemNotices.createdAt))
    .limit(10);
}

/**
 * How many waiting requests the dashboard lists: on a storm day hundreds wait, and an unbounded list pushed the
 * counters and status tiles thousands of pixels down. "Toon alle" lists up to `allWaitingShown`.
 */
export const waitingShown = 8;
export const allWaitingShown = 1000;

/**
 * Everything the dashboard shows the signed-in admin over the last `period` days, with the most urgent waiting
 * requests (all of them, up to `allWaitingShown`, with `allWaiting`). A part that cannot be read
 * shows as empty (or, for the counters and the outbox, not at all); only a database that cannot be opened fails the
 * page.
 */
export async function dashboardData(period: Period, { allWaiting = false } = {}) {
  const { user } = await requireAdmin();
  const { db } = await getDatabase();
  const generatedPassword = await usesGeneratedPassword(db, user.email).catch(() => false);
  // One batch: the page waits for the slowest query, not for their sum.
  const [handling, waiting, waitingTotal, answered, daily, counters, events, leads, outbox, notices, purge, launch] =
    await Promise.all([
      leadHandling(),
      waitingLeads(db, allWaiting ? allWaitingShown : waitingShown).catch(() => []),
      waitingCount(db).catch(() => null),
      answeredLeads(db, period).catch(() => []),
      dailySeries(db, period).catch(() => []),
      eventCounters(db, period).catch(() => null),
      recentEvents(db, 50).catch(() => []),
      recentLeads(db, 10).catch(() => []),
      outboxOverview(db).catch(() => null),
      recentNotices(db).catch(() => []),
      lastPurge(db).catch(() => null),
      currentLaunchChecklist(generatedPassword),
    ]);
  return {
    generatedPassword,
    handling,
    waiting,
    waitingTotal,
    answered,
    daily,
    counters,
    events,
    leads,
    outbox,
    notices,
    purge,
    launch,
  };
}
export type DashboardData = Awaited<ReturnType<typeof dashboardData>>;
