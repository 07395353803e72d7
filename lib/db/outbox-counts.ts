import "server-only";
import { sql } from "drizzle-orm";
import type { OutboxTable } from "./claim-due";
import type { Database } from "./types";

export type OutboxCounts = { pending: number; sent: number; failed: number };

/** How many of an outbox's messages went, wait (a retry, or the owner's quiet hours) or failed for good. */
export async function outboxCounts(db: Database, table: OutboxTable): Promise<OutboxCounts> {
  const [counts] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${table.status} = 'pending')::int`,
      sent: sql<number>`count(*) filter (where ${table.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${table.status} = 'failed')::int`,
    })
    .from(table);
  return counts ?? { pending: 0, sent: 0, failed: 0 };
}
