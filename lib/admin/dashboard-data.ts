import { count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { analyticsEvents, contactSubmissions, leadPhotos, notificationOutbox, systemNotices } from "@/lib/db/schema";
import { pageNumber } from "./ids";

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

type LeadRow = typeof contactSubmissions.$inferSelect;
export type LeadPhoto = { id: string; width: number; height: number };
export type LeadWithPhotos = LeadRow & { photos: LeadPhoto[] };

/** The photos of several leads in one query, in the order they were sent. */
async function withPhotos(db: Database, leads: LeadRow[]): Promise<LeadWithPhotos[]> {
  if (leads.length === 0) return [];
  const photos = await db
    .select({
      id: leadPhotos.id,
      submissionId: leadPhotos.submissionId,
      width: leadPhotos.width,
      height: leadPhotos.height,
    })
    .from(leadPhotos)
    .where(
      inArray(
        leadPhotos.submissionId,
        leads.map((lead) => lead.id),
      ),
    )
    .orderBy(leadPhotos.createdAt, leadPhotos.id);
  return leads.map((lead) => ({
    ...lead,
    photos: photos.filter((photo) => photo.submissionId === lead.id).map(({ submissionId: _, ...photo }) => photo),
  }));
}

/** The newest requests with their photos, for the dashboard. */
export async function recentLeads(db: Database, limit = 10): Promise<LeadWithPhotos[]> {
  return withPhotos(
    db,
    await db.select().from(contactSubmissions).orderBy(desc(contactSubmissions.createdAt)).limit(limit),
  );
}

export const leadsPageSize = 25;

/** A phone number as the owner types it ("06 1234…") matched against stored E.164 numbers ("+31612…"). */
function phoneSearchTerm(term: string): string {
  const digits = term.replace(/[^\d+]/g, "");
  if (/^0[1-9]/.test(digits)) return `+31${digits.slice(1)}`;
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  return digits;
}

/**
 * All requests, newest first, searchable by name, phone or town, a page at a time, with their photos. `page` is the
 * raw query-string value: anything out of range shows the first or last page.
 */
export async function searchLeads(db: Database, options: { search?: string; page?: string }) {
  const term = options.search?.trim().slice(0, 100);
  const phone = term ? phoneSearchTerm(term) : "";
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = term
    ? or(
        ilike(contactSubmissions.naam, like(term)),
        ...(phone.replace("+", "").length >= 3 ? [ilike(contactSubmissions.telefoon, like(phone))] : []),
        ilike(contactSubmissions.town, like(term)),
      )
    : undefined;
  const [counted] = await db.select({ n: count() }).from(contactSubmissions).where(where);
  const total = counted?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / leadsPageSize));
  const page = pageNumber(options.page, pages);
  const rows = await db
    .select()
    .from(contactSubmissions)
    .where(where)
    .orderBy(desc(contactSubmissions.createdAt))
    .limit(leadsPageSize)
    .offset((page - 1) * leadsPageSize);
  return { rows: await withPhotos(db, rows), total, page, pages };
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

/** The owner's warnings of the last week (a daily cap reached, for example), newest first. */
export async function recentNotices(db: Database) {
  return db
    .select({ id: systemNotices.id, message: systemNotices.message, createdAt: systemNotices.createdAt })
    .from(systemNotices)
    .where(sql`${systemNotices.createdAt} > now() - interval '7 days'`)
    .orderBy(desc(systemNotices.createdAt))
    .limit(10);
}
