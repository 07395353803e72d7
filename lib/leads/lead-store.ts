import "server-only";
import { eq, getTableColumns, sql } from "drizzle-orm";
import { signInHolds } from "@/lib/auth/session-age";
import { contactSubmissions } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { type RateLimit, rateLimitHit } from "@/lib/security/rate-limit";
import { type DailyCaps, leadRoom, todaysUsageColumns, type UsageRow, usageOf } from "./daily-cap";

// A lead is the hot path of a storm day: every statement is a round trip to the database (and, on PGlite, work on the
// server's own thread). So a lead takes two statements: one before its photos are read, one under the daily caps' lock
// that stores it with its e-mail and push messages. What each guarantees is unchanged: a repeat is recognised before
// anything is counted, the counts and the caps are decided in the database, and the lead, its outbox row and its push
// rows are committed together or not at all.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type Admission = {
  /** The lead this request's idempotency key already stored: a repeat, which counts nothing. */
  existingId: string | null;
  /** The address's requests in its window, this one included (null for a repeat). */
  addressCount: number | null;
  /** The network's requests today, this one included; null when the address was over its limit (not counted). */
  networkCount: number | null;
  usage: { leads: number; photoBytes: number };
};

/**
 * Before the photos are read, in one statement: whether the idempotency key stored a lead already; if not, one hit
 * counted for the address and, when the address is within its limit, one for its network (a refused request takes
 * nothing of the network's day); and today's usage, so a full day costs no photo decoding.
 */
export async function admitLead(
  db: Database,
  request: {
    key: string;
    addressKey: string;
    addressLimit: RateLimit;
    networkKey: string;
    networkWindowSeconds: number;
  },
): Promise<Admission> {
  const result = await db.execute(sql`
    with existing as (select id from contact_submissions where idempotency_key = ${request.key}),
    address_hit as (${rateLimitHit(
      sql`select ${request.addressKey}::text where not exists (select 1 from existing)`,
      1,
      request.addressLimit.windowSeconds,
    )}),
    network_hit as (${rateLimitHit(
      sql`select ${request.networkKey}::text from address_hit where address_hit.count <= ${request.addressLimit.limit}`,
      1,
      request.networkWindowSeconds,
    )})
    select (select id from existing) as existing_id, (select count from address_hit) as address_count,
      (select count from network_hit) as network_count, ${todaysUsageColumns}`);
  const [row] = rowsOf<
    UsageRow & { existing_id: string | null; address_count: number | null; network_count: number | null }
  >(result);
  return {
    existingId: row?.existing_id ?? null,
    addressCount: row?.address_count ?? null,
    networkCount: row?.network_count ?? null,
    usage: usageOf(row),
  };
}

/** What a request stores: its columns as in the Drizzle schema (contactSubmissions), by their keys there. */
export type LeadValues = Partial<typeof contactSubmissions.$inferInsert> & { idempotencyKey: string };

export type StoreOutcome =
  | { kind: "stored"; id: string; pushes: number }
  | { kind: "duplicate"; id: string }
  | { kind: "full"; usage: { leads: number; photoBytes: number } };

/**
 * Stores a lead with its owner's e-mail (the outbox row) and a push message for each device subscribed now whose
 * sign-in still holds (a device of a session that signed out, ended or was revoked gets nothing), in one
 * statement, if its idempotency key stored none yet and today's counts leave room for it and its photos. Runs in
 * the transaction that holds the daily caps' lock, so the counts it reads cannot change before it stores.
 */
export async function storeLead(
  tx: Database,
  lead: { values: LeadValues; networkCount: number; photoBytes: number; caps: DailyCaps },
): Promise<StoreOutcome> {
  const columns = getTableColumns(contactSubmissions);
  const entries = Object.entries(lead.values).filter(([, value]) => value !== undefined) as [
    keyof typeof columns,
    unknown,
  ][];
  const names = sql.join(
    entries.map(([key]) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  const values = sql.join(
    entries.map(([, value]) => sql`${value}`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with existing as (select id from contact_submissions where idempotency_key = ${lead.values.idempotencyKey}),
    usage as (select ${todaysUsageColumns}),
    room as (
      select 1 from usage
      where not exists (select 1 from existing)
        and usage.leads_today < ${leadRoom(lead.networkCount, lead.caps)}
        and (${lead.photoBytes}::bigint = 0 or usage.photo_bytes_today + ${lead.photoBytes}::bigint <= ${lead.caps.photoBytes}::bigint)
    ),
    lead as (
      insert into contact_submissions (${names}) select ${values} from room
      on conflict (idempotency_key) do nothing
      returning id
    ),
    outbox as (insert into notification_outbox (submission_id) select id from lead),
    pushes as (
      insert into push_deliveries (submission_id, subscription_id)
      select lead.id, subscription.id from lead cross join push_subscriptions as subscription
      where ${signInHolds(sql`subscription.session_id`)}
      returning 1
    )
    select (select id from existing) as existing_id, (select id from lead) as id,
      (select count(*)::int from pushes) as pushes, usage.leads_today, usage.photo_bytes_today
    from usage`);
  const [row] = rowsOf<UsageRow & { existing_id: string | null; id: string | null; pushes: number }>(result);
  if (row?.existing_id) return { kind: "duplicate", id: row.existing_id };
  if (row?.id) return { kind: "stored", id: row.id, pushes: row.pushes };
  const usage = usageOf(row);
  // No room, or a request with the same key stored it between this statement's start and its insert.
  const [winner] = await tx
    .select({ id: contactSubmissions.id })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.idempotencyKey, lead.values.idempotencyKey));
  return winner ? { kind: "duplicate", id: winner.id } : { kind: "full", usage };
}
