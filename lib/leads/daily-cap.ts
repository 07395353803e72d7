import "server-only";
import { sql } from "drizzle-orm";
import { leadsDailyCap, leadsNetworkDailyCap, photoMegabytesDailyCap } from "@/lib/config";
import { systemNotices } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { errorSummary } from "@/lib/logging";
import { dutchDayStart } from "@/lib/time/dutch-day-sql";
import { dutchDayKey } from "@/lib/time/dutch-time";

/**
 * Today's usage as two columns, `leads_today` and `photo_bytes_today`: the requests and photo bytes stored since
 * midnight, Dutch time. A fragment of a select, so storing a lead reads it in the same statement.
 */
export const todaysUsageColumns = sql`
  (select count(*)::int from contact_submissions
    where created_at >= ${dutchDayStart()}) as leads_today,
  (select coalesce(sum(byte_size), 0)::bigint from lead_photos
    where created_at >= ${dutchDayStart()}) as photo_bytes_today`;

export type UsageRow = { leads_today: number | string; photo_bytes_today: number | string };
export const usageOf = (row: UsageRow | undefined) => ({
  leads: Number(row?.leads_today ?? 0),
  photoBytes: Number(row?.photo_bytes_today ?? 0),
});

/** Requests and photo bytes stored today (the Dutch calendar day), for the site-wide daily caps. */
export async function todaysUsage(db: Database): Promise<{ leads: number; photoBytes: number }> {
  const result = await db.execute(sql`select ${todaysUsageColumns}`);
  return usageOf((result as unknown as { rows: UsageRow[] }).rows[0]);
}

export type DailyCaps = {
  leads: number;
  photoBytes: number;
  /** Requests one network (IPv4 /24, IPv6 /48) may send per day, whatever the site-wide count. */
  leadsPerNetwork: number;
};

/** The caps of LEADS_DAILY_CAP and PHOTOS_DAILY_MB, and a network's share of a day. */
export const dailyCaps: DailyCaps = {
  leads: leadsDailyCap,
  photoBytes: photoMegabytesDailyCap * 1024 * 1024,
  leadsPerNetwork: leadsNetworkDailyCap,
};

/**
 * Whether a request fits today's lead cap. A few hundred addresses could fill the site-wide cap and leave every
 * real visitor refused until midnight; so once it is full, a network that sends its first request of the day still
 * gets through, up to twice the cap (a real visitor sends one request; a party that filled the day from many
 * networks gets at most one more per network). `networkRequests` counts this network's requests today, this one
 * included.
 */
export function fitsLeadCap(storedToday: number, networkRequests: number, caps: DailyCaps): boolean {
  return storedToday < leadRoom(networkRequests, caps);
}

/** The count of today's stored requests below which a request fits (fitsLeadCap, as a number for SQL to compare). */
export function leadRoom(networkRequests: number, caps: DailyCaps): number {
  return networkRequests <= 1 ? 2 * caps.leads : caps.leads;
}

/** Whether `photoBytes` more fit today's photo cap (none always fit). */
export function fitsPhotoCap(storedToday: number, photoBytes: number, caps: DailyCaps): boolean {
  return photoBytes === 0 || storedToday + photoBytes <= caps.photoBytes;
}

/** Any fixed number: the advisory lock's key, shared by every process that stores leads in this database. */
const capLockKey = 1_304_005;

/**
 * Serialises the count-and-store of leads until the calling transaction ends, across processes and connections
 * (PostgreSQL's transaction-level advisory lock; on PGlite, which has one connection, it is taken at once).
 */
export async function lockDailyCaps(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${capLockKey})`);
}

/** Tells the owner, once per day and kind, that a cap was reached. Never throws. */
export async function noteCapReached(
  db: Database,
  kind: "lead-cap" | "photo-cap",
  caps: DailyCaps = dailyCaps,
): Promise<void> {
  const megabytes = Math.round(caps.photoBytes / 1024 / 1024);
  const message =
    kind === "lead-cap"
      ? `De website heeft vandaag het maximum van ${caps.leads} aanvragen bereikt en neemt tot middernacht geen nieuwe aan; bezoekers zien je telefoonnummer. Is dit echt zo druk, verhoog dan LEADS_DAILY_CAP.`
      : `De website heeft vandaag ${megabytes} MB aan foto’s ontvangen en neemt tot middernacht geen foto’s meer aan (aanvragen zonder foto’s wel). Verhoog zo nodig PHOTOS_DAILY_MB.`;
  try {
    const day = dutchDayKey(new Date());
    await db.insert(systemNotices).values({ kind, day, message }).onConflictDoNothing();
  } catch (error) {
    console.error("Notice not stored:", errorSummary(error));
  }
}
