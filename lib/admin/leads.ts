import "server-only";
import { count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { requireAdmin } from "@/lib/auth/session";
import { type Database, getDatabase } from "@/lib/db/client";
import { contactSubmissions, type LeadStatus, leadPhotos } from "@/lib/db/schema";
import { withoutControlCharacters } from "@/lib/security/text-input";
import { recordId } from "./action-input";

/** The statuses an admin can give a request, in the order the admin picks them. */
export { type LeadStatus, leadStatuses } from "@/lib/db/schema";

/** Each status as the owner reads it. */
export const statusLabels: Record<string, string> = {
  new: "Nieuw",
  contacted: "Gebeld",
  quoted: "Offerte verstuurd",
  won: "Opdracht",
  lost: "Geen opdracht",
  done: "Afgerond",
};

export type LeadRow = typeof contactSubmissions.$inferSelect;

/** A page number from the query string: a whole number from 1 up to `last`, else 1 or `last`. */
export function pageNumber(value: string | undefined, last: number): number {
  const page = /^\d{1,6}$/.test(value ?? "") ? Number(value) : 1;
  return Math.min(Math.max(page, 1), Math.max(last, 1));
}
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

/**
 * One request with its photos, for its own card (where a notification lands), or null for an unknown id; a malformed
 * id never reaches the database.
 */
export async function findLead(id: string): Promise<LeadWithPhotos | null> {
  await requireAdmin();
  if (!recordId.safeParse(id).success) return null;
  const { db } = await getDatabase();
  const [lead] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
  return lead ? ((await withPhotos(db, [lead]))[0] ?? null) : null;
}

/** Every request, newest first, without photos (the CSV export). */
export async function allLeads(): Promise<LeadRow[]> {
  await requireAdmin();
  const { db } = await getDatabase();
  return db.select().from(contactSubmissions).orderBy(desc(contactSubmissions.createdAt));
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
export async function searchLeads(options: { search?: string; page?: string }) {
  await requireAdmin();
  const { db } = await getDatabase();
  // A NUL byte (?zoek=%00) would make PostgreSQL refuse the query: search for what can be typed.
  const term = withoutControlCharacters(options.search ?? "").slice(0, 100);
  const phone = term ? phoneSearchTerm(term) : "";
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = term
    ? or(
        ilike(contactSubmissions.name, like(term)),
        ...(phone.replace("+", "").length >= 3 ? [ilike(contactSubmissions.phone, like(phone))] : []),
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
    // Open storm leads first: after a storm they are the ones that cannot wait.
    .orderBy(
      desc(sql`(${contactSubmissions.storm} and ${contactSubmissions.status} = 'new')`),
      desc(contactSubmissions.createdAt),
    )
    .limit(leadsPageSize)
    .offset((page - 1) * leadsPageSize);
  return { rows: await withPhotos(db, rows), total, page, pages };
}

/**
 * Gives a request a status. The first status after "new" is the owner's first contact and stays the first however
 * often the status changes; the time of the last change is kept (a won lead's conversion time).
 */
export async function updateLeadStatus(db: Database, id: string, status: LeadStatus): Promise<void> {
  await db
    .update(contactSubmissions)
    .set({
      status,
      statusChangedAt: sql`case when ${contactSubmissions.status} = ${status} then ${contactSubmissions.statusChangedAt} else now() end`,
      firstContactAt:
        status === "new"
          ? sql`${contactSubmissions.firstContactAt}`
          : sql`coalesce(${contactSubmissions.firstContactAt}, now())`,
    })
    .where(eq(contactSubmissions.id, id));
}
