import { type SQL, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/types";

export type RateLimit = { limit: number; windowSeconds: number };

/**
 * Counts one hit for `key` in a fixed time window and says whether it is still within the limit. The counter lives
 * in the database, so every server process shares it; one statement, so concurrent hits cannot both slip through.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimit,
): Promise<{ allowed: boolean; count: number }> {
  return spendRateLimit(db, key, 1, rule);
}

/** As `hitRateLimit`, counting `amount` at once (megapixels to decode, say) instead of one. */
export async function spendRateLimit(
  db: Database,
  key: string,
  amount: number,
  rule: RateLimit,
): Promise<{ allowed: boolean; count: number }> {
  const result = await db.execute<{ count: number }>(rateLimitHit(sql`values (${key})`, amount, rule.windowSeconds));
  const count = Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  return { allowed: count <= rule.limit, count };
}

/**
 * The statement that counts `amount` for each key `keys` yields (a one-column query: `values ($1)`, or a select
 * that yields nothing when nothing is to be counted) in a fixed window, returning each key and its count: a new
 * window once the old one is over. One statement, so concurrent hits cannot both slip through; usable as a CTE.
 */
export function rateLimitHit(keys: SQL, amount: number, windowSeconds: number): SQL {
  return sql`
    insert into rate_limits (key, window_start, count, expires_at)
    select hit.key, now(), ${amount}, now() + make_interval(secs => ${windowSeconds}) from (${keys}) as hit(key)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then ${amount} else rate_limits.count + ${amount} end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end,
      expires_at = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
        + make_interval(secs => ${windowSeconds})
    returning key, count`;
}

/** Parses a "count/seconds" setting such as "5/600". */
export function parseRateLimit(value: string | undefined, fallback: RateLimit): RateLimit {
  const match = value?.match(/^(\d+)\/(\d+)$/);
  return match ? { limit: Number(match[1]), windowSeconds: Number(match[2]) } : fallback;
}
