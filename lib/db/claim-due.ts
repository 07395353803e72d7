import "server-only";
import { sql } from "drizzle-orm";
import type { deviceMailOutbox, notificationOutbox, pushDeliveries } from "./schema";
import type { Database } from "./types";

/** The outbox tables: all are built from the same outbox columns in schema.ts, so one claim serves them. */
export type OutboxTable = typeof notificationOutbox | typeof pushDeliveries | typeof deviceMailOutbox;

/** Wait before the next try: 30 s, 1 min, 2 min … up to 30 minutes. Retried until delivered. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(attempts - 1, 0), 1800);

export type ClaimedRow = {
  id: string;
  /** The attempt this claim counts, the first being 1. */
  attempts: number;
  /** The database's clock at the claim, which every instance shares (the push's quiet hours are read by it). */
  claimedAt: Date;
};

/**
 * Claims up to `batchSize` due rows of an outbox, oldest first, for this worker: each is locked for two minutes and
 * its attempt counted. Rows another worker is claiming at the same moment are skipped, not waited for, and a row
 * locked by a worker that died is claimed again once its lock has run out; so no row is sent twice at once.
 */
export async function claimDue(db: Database, table: OutboxTable, batchSize: number): Promise<ClaimedRow[]> {
  const claimed = await db.execute(sql`
    update ${table} set locked_until = now() + interval '2 minutes', attempts = attempts + 1
    where id in (
      select id from ${table}
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by created_at
      limit ${batchSize}
      for update skip locked
    )
    returning id, attempts, now() as claimed_at`);
  // node-postgres and PGlite both answer with { rows }; the timestamp may come as a Date or as a string.
  const rows = (claimed as unknown as { rows: ClaimedRowInDb[] }).rows;
  return rows.map((row) => ({
    id: row.id,
    attempts: row.attempts,
    claimedAt: new Date(row.claimed_at),
  }));
}

type ClaimedRowInDb = { id: string; attempts: number; claimed_at: Date | string };
