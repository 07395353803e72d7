import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * How long a sign-in lasts at most. A session in use renews itself for a week at a time (lib/auth/auth.ts); without
 * an end, a stolen cookie or a forgotten shared computer would stay signed in for good. The guard (session.ts), the
 * purge and the push messages (a device lives as long as its sign-in) all end a session by this one number.
 */
export const maxSessionAgeMs = 30 * 24 * 60 * 60 * 1000;

/**
 * Whether the sign-in a device belongs to still holds: its session has not run out, and it is younger than a sign-in
 * may get (above). The purge deletes sessions past either, and their devices with them; until it
 * runs, this keeps their messages from going out. The one test of it, for every query that picks devices.
 */
export function signInHolds(sessionId: AnyPgColumn | SQL): SQL {
  return sql`exists (
    select 1 from auth_session as signin
    where signin.id = ${sessionId} and signin.expires_at > now()
      and signin.created_at > now() - make_interval(secs => ${maxSessionAgeMs / 1000}))`;
}
