import "server-only";
import { eq, sql } from "drizzle-orm";
import { maxSessionAgeMs } from "@/lib/auth/session-age";
import { appState, type LeadStatus } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { dutchNow } from "@/lib/time/dutch-day-sql";

/**
 * What the privacy policy promises about keeping data, kept by the software: one purge per calendar day, whichever
 * instance gets to it first (see `runDailyPurge`).
 * Change a term here and in the policy (Studio → Juridische pagina → Privacybeleid) together.
 */
export const retention = {
  /** Requests that did not become a job, with their photos and e-mail records (cascade), after receipt. */
  openLeadsMonths: 12,
  /** Requests that became a job, after receipt (the bookkeeping and the warranty file are kept outside the site). */
  leadsMonths: 24,
  /** First-party page views and clicks. */
  eventsMonths: 13,
  /** Addresses an account signed in from. */
  trustedAddressesMonths: 12,
  /** The owner's notices in /admin. */
  noticesDays: 90,
} as const;

export type PurgeReport = { ranAt: string; deleted: Record<string, number> };

const purgeKey = "purge";

/** The statuses of a lead that became a job: kept for the longer term. */
const jobStatuses = ["won", "done"] as const satisfies readonly LeadStatus[];

/** Rows a statement deleted: node-postgres says `rowCount`, PGlite `affectedRows`. */
async function deleted(db: Database, statement: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(statement)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/** Deletes everything past its term and records when it ran and what it removed. */
export async function purgeExpired(db: Database): Promise<PurgeReport> {
  const report: PurgeReport = {
    ranAt: new Date().toISOString(),
    deleted: {
      leads: await deleted(
        db,
        sql`delete from contact_submissions
            where created_at < now() - make_interval(months => ${retention.leadsMonths})
               or (created_at < now() - make_interval(months => ${retention.openLeadsMonths})
                   and status not in (${sql.join(
                     jobStatuses.map((status) => sql`${status}`),
                     sql`, `,
                   )}))`,
      ),
      events: await deleted(
        db,
        sql`delete from analytics_events where timestamp < now() - make_interval(months => ${retention.eventsMonths})`,
      ),
      rateLimits: await deleted(
        db,
        sql`delete from rate_limits where coalesce(expires_at, window_start + interval '1 day') < now()`,
      ),
      signinFailures: await deleted(
        db,
        sql`delete from signin_failures
            where window_start < now() - interval '1 day' and coalesce(blocked_until, now()) <= now()`,
      ),
      trustedAddresses: await deleted(
        db,
        sql`delete from trusted_signin_addresses
            where last_success_at < now() - make_interval(months => ${retention.trustedAddressesMonths})`,
      ),
      notices: await deleted(
        db,
        sql`delete from system_notices where created_at < now() - make_interval(days => ${retention.noticesDays})`,
      ),
      // A session past its end or older than a sign-in may get, with the push devices it registered (cascade).
      sessions: await deleted(
        db,
        sql`delete from auth_session
            where expires_at < now() or created_at < now() - make_interval(secs => ${maxSessionAgeMs / 1000})`,
      ),
      verifications: await deleted(db, sql`delete from auth_verification where expires_at < now()`),
    },
  };
  const value = report as unknown as Record<string, unknown>;
  await db
    .insert(appState)
    .values({ key: purgeKey, value })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: new Date() } });
  return report;
}

/** The last purge, for the dashboard. */
export async function lastPurge(db: Database): Promise<PurgeReport | null> {
  const [row] = await db.select().from(appState).where(eq(appState.key, purgeKey));
  return (row?.value as PurgeReport | undefined) ?? null;
}

/** The calendar day (the company's time zone) of the last purge, claimed by one instance. */
const purgeDayKey = "purge-day";

/**
 * Runs the purge if no instance has run it today, and tells whether this call did. With several instances on one
 * database each tries on its own schedule; the claim is one row in `app_state`, written with the purge in one
 * transaction. A second instance's claim waits on that row until the first commits, then sees today's date and
 * backs off; if the purge fails, the claim rolls back with it and the next try (on any instance) runs it.
 */
export async function runDailyPurge(db: Database): Promise<PurgeReport | null> {
  return db.transaction(async (tx) => {
    const claim = (await tx.execute(sql`
      insert into app_state (key, value, updated_at)
      values (${purgeDayKey}, jsonb_build_object('day', to_char(${dutchNow}, 'YYYY-MM-DD')), now())
      on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at
        where app_state.value->>'day' is distinct from excluded.value->>'day'
      returning key`)) as unknown as { rows: unknown[] };
    if (claim.rows.length === 0) return null;
    return purgeExpired(tx as unknown as Database);
  });
}
