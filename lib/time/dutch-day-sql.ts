import { type SQL, sql } from "drizzle-orm";
import { siteTimeZone } from "./dutch-time.ts";

/**
 * The Dutch day in SQL: fragments for the queries that count "today" or a day of the dashboard the way the owner's
 * calendar does, whatever zone the database runs in. The zone is a constant, written into the statement.
 */
const zone = sql.raw(`'${siteTimeZone}'`);

/** Now, on a Dutch clock (a timestamp without time zone). */
export const dutchNow = sql`(now() at time zone ${zone})`;

/** Today's Dutch calendar date. */
export const dutchToday = sql`${dutchNow}::date`;

/** The instant a Dutch calendar date (an SQL date expression) began: its midnight on Dutch clocks. */
export const dutchMidnightOf = (date: SQL) => sql`(${date}::timestamp at time zone ${zone})`;

/** The instant the Dutch day `daysAgo` days before today began (0: today's midnight). */
export const dutchDayStart = (daysAgo = 0) =>
  sql`((date_trunc('day', ${dutchNow}) - ${daysAgo} * interval '1 day') at time zone ${zone})`;
