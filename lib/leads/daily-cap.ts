import { sql } from "drizzle-orm";
import { leadsDailyCap, photoMegabytesDailyCap } from "@/lib/config";
import type { Database } from "@/lib/db/client";
import { systemNotices } from "@/lib/db/schema";

/** Requests and photo bytes stored today (the Dutch calendar day), for the site-wide daily caps. */
export async function todaysUsage(db: Database): Promise<{ leads: number; photoBytes: number }> {
  const result = await db.execute<{ leads: number; photo_bytes: number }>(sql`
    with today as (
      select (date_trunc('day', now() at time zone 'Europe/Amsterdam') at time zone 'Europe/Amsterdam') as start
    )
    select
      (select count(*)::int from contact_submissions, today where created_at >= today.start) as leads,
      (select coalesce(sum(byte_size), 0)::bigint from lead_photos, today where created_at >= today.start) as photo_bytes`);
  const row = (result as unknown as { rows: { leads: number; photo_bytes: number | string }[] }).rows[0];
  return { leads: Number(row?.leads ?? 0), photoBytes: Number(row?.photo_bytes ?? 0) };
}

export const dailyCaps = { leads: leadsDailyCap, photoBytes: photoMegabytesDailyCap * 1024 * 1024 };

/** Tells the owner, once per day and kind, that a cap was reached. Never throws. */
export async function noteCapReached(db: Database, kind: "lead-cap" | "photo-cap"): Promise<void> {
  const message =
    kind === "lead-cap"
      ? `De website heeft vandaag het maximum van ${dailyCaps.leads} aanvragen bereikt en neemt tot middernacht geen nieuwe aan; bezoekers zien je telefoonnummer. Is dit echt zo druk, verhoog dan LEADS_DAILY_CAP.`
      : `De website heeft vandaag ${photoMegabytesDailyCap} MB aan foto's ontvangen en neemt tot middernacht geen foto's meer aan (aanvragen zonder foto's wel). Verhoog zo nodig PHOTOS_DAILY_MB.`;
  try {
    const day = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Amsterdam" });
    await db.insert(systemNotices).values({ kind, day, message }).onConflictDoNothing();
  } catch (error) {
    console.error("Notice not stored:", error instanceof Error ? error.message : error);
  }
}
