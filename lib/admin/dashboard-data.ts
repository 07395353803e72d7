import { count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { analyticsEvents, contactSubmissions, leadPhotos, notificationOutbox } from "@/lib/db/schema";

/** The dashboard's five counters over all stored events. */
export async function eventCounters(db: Database) {
  const rows = await db
    .select({ name: analyticsEvents.eventName, n: count() })
    .from(analyticsEvents)
    .groupBy(analyticsEvents.eventName);
  const of = (...names: string[]) => rows.filter((r) => names.includes(r.name)).reduce((sum, r) => sum + r.n, 0);
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    buttonClicks: of("button_click", "quote_request_click"),
    formSubmissions: of("form_submit"),
    phone: of("phone_call"),
    whatsapp: of("whatsapp_click"),
  };
}

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

const photoCount = sql<number>`(select count(*)::int from ${leadPhotos} where ${leadPhotos.submissionId} = ${contactSubmissions.id})`;

export const recentLeads = (db: Database, limit = 10) =>
  db.select().from(contactSubmissions).orderBy(desc(contactSubmissions.createdAt)).limit(limit);

export const leadsPageSize = 25;

/** All requests, newest first, searchable by name, phone or town, a page at a time. */
export async function searchLeads(db: Database, options: { search?: string; page: number }) {
  const term = options.search?.trim();
  const where = term
    ? or(
        ilike(contactSubmissions.naam, `%${term}%`),
        ilike(contactSubmissions.telefoon, `%${term.replace(/[\s-]/g, "")}%`),
        ilike(contactSubmissions.town, `%${term}%`),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ lead: contactSubmissions, photoCount })
      .from(contactSubmissions)
      .where(where)
      .orderBy(desc(contactSubmissions.createdAt))
      .limit(leadsPageSize)
      .offset((options.page - 1) * leadsPageSize),
    db.select({ n: count() }).from(contactSubmissions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function photosOf(db: Database, submissionId: string) {
  return db
    .select({ id: leadPhotos.id, width: leadPhotos.width, height: leadPhotos.height })
    .from(leadPhotos)
    .where(eq(leadPhotos.submissionId, submissionId));
}

/** The e-mail outbox: what waits, what failed, and the latest sent. */
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
      naam: contactSubmissions.naam,
    })
    .from(notificationOutbox)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, notificationOutbox.submissionId))
    .orderBy(desc(notificationOutbox.createdAt))
    .limit(50);
  const [counts] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${notificationOutbox.status} = 'pending')::int`,
      sent: sql<number>`count(*) filter (where ${notificationOutbox.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${notificationOutbox.status} = 'failed')::int`,
    })
    .from(notificationOutbox);
  return { rows, counts: counts ?? { pending: 0, sent: 0, failed: 0 } };
}
