import { and, asc, count, desc, eq, gte, isNotNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type Channel, channels, isChannel } from "@/lib/analytics/attribution";
import { analyticsEvents, contactSubmissions } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { dutchDayStart, dutchMidnightOf, dutchToday } from "@/lib/time/dutch-day-sql";

/**
 * The owner's three questions, answered from the database: where do leads come from (per page, per channel, per
 * day), which leads wait, and how fast does he answer. Test leads are always left out. Days are Dutch calendar days.
 */

export const periods = [7, 30, 90] as const;
export type Period = (typeof periods)[number];

/** The period from a query-string value; anything else is the default, 30 days. */
export const periodFrom = (value: string | undefined): Period => periods.find((days) => String(days) === value) ?? 30;

/** The first instant of the period: local midnight `days - 1` days before today, so today is the last full bar. */
export const since = (days: Period) => dutchDayStart(days - 1);

/** A raw query's rows; both drivers (node-postgres and PGlite) answer with `rows`. */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const visitorLeads = eq(contactSubmissions.isTest, false);
/** A visitor's request nobody has answered yet. */
const waiting = and(eq(contactSubmissions.status, "new"), visitorLeads);

/** One day of the dashboard's chart. */
export type DailyPoint = {
  day: string /* YYYY-MM-DD, Europe/Amsterdam */;
  views: number;
  contacts: number;
  leads: number;
};

/**
 * Views, contacts (calls, WhatsApp, forms) and leads per day, every day of the period present. Each Dutch day is
 * counted as a range of the time index (an index-only count per day) rather than by converting every event's time to a
 * date (what each took: docs/figures.md).
 */
export async function dailySeries(db: Database, days: Period): Promise<DailyPoint[]> {
  const result = await rows<{ day: string; views: number; clicks: number; leads: number }>(
    db,
    sql`
    with days as (
      select day, ${dutchMidnightOf(sql`day`)} as starts, ${dutchMidnightOf(sql`(day + 1)`)} as ends
      from generate_series(${dutchToday} - ${days - 1}::int, ${dutchToday}, interval '1 day') as g(d),
        lateral (select d::date as day) as dd
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, counts.views, counts.clicks, leads.leads
    from days
    cross join lateral (
      select count(*) filter (where ${analyticsEvents.eventName} = 'page_view')::int as views,
        count(*) filter (where ${analyticsEvents.eventName} in ('phone_call', 'whatsapp_click'))::int as clicks
      from ${analyticsEvents}
      where ${analyticsEvents.timestamp} >= days.starts and ${analyticsEvents.timestamp} < days.ends
        and ${analyticsEvents.eventName} in ('page_view', 'phone_call', 'whatsapp_click')
    ) as counts
    cross join lateral (
      select count(*)::int as leads from ${contactSubmissions}
      where ${contactSubmissions.createdAt} >= days.starts and ${contactSubmissions.createdAt} < days.ends
        and not ${contactSubmissions.isTest}
    ) as leads
    order by days.day`,
  );
  return result.map((row) => ({
    day: row.day,
    views: Number(row.views),
    contacts: Number(row.clicks) + Number(row.leads),
    leads: Number(row.leads),
  }));
}

export type PageRow = {
  path: string;
  views: number;
  calls: number;
  whatsapp: number;
  /** Requests sent with a form on this page. */
  forms: number;
  /** Requests from visits that began on this page (known only where the browser noted the visit). */
  leads: number;
};

/** "and <column> is this channel", where a row without a channel counts as direct; nothing for all channels. */
const channelFilter = (column: SQLWrapper, channel: Channel | null) =>
  channel === null
    ? sql``
    : channel === "direct"
      ? sql`and coalesce(${column}, 'direct') = 'direct'`
      : sql`and ${column} = ${channel}`;

/** A page's contacts: calls, WhatsApp clicks and forms sent on it. */
export const contactsOf = (row: Pick<PageRow, "calls" | "whatsapp" | "forms">) => row.calls + row.whatsapp + row.forms;

/** Per page: views, calls, WhatsApp clicks, forms sent on it and leads whose visit began on it, for one channel or all. */
export async function pageReport(db: Database, days: Period, channel: Channel | null): Promise<PageRow[]> {
  const eventChannel = channelFilter(analyticsEvents.channel, channel);
  const leadChannel = channelFilter(contactSubmissions.channel, channel);
  const [events, forms, landings] = await Promise.all([
    rows<{ path: string; name: string; n: number }>(
      db,
      sql`
      select ${analyticsEvents.pagePath} as path, ${analyticsEvents.eventName} as name, count(*)::int as n
      from ${analyticsEvents}
      where ${analyticsEvents.timestamp} >= ${since(days)} ${eventChannel}
        and ${analyticsEvents.eventName} in ('page_view', 'phone_call', 'whatsapp_click')
        and ${analyticsEvents.pagePath} is not null
      group by 1, 2`,
    ),
    rows<{ path: string; n: number }>(
      db,
      sql`
      select ${contactSubmissions.pagePath} as path, count(*)::int as n from ${contactSubmissions}
      where ${contactSubmissions.createdAt} >= ${since(days)} and not ${contactSubmissions.isTest} ${leadChannel}
        and ${contactSubmissions.pagePath} is not null
      group by 1`,
    ),
    rows<{ path: string; n: number }>(
      db,
      sql`
      select ${contactSubmissions.landingPage} as path, count(*)::int as n from ${contactSubmissions}
      where ${contactSubmissions.createdAt} >= ${since(days)} and not ${contactSubmissions.isTest} ${leadChannel}
        and ${contactSubmissions.landingPage} is not null
      group by 1`,
    ),
  ]);
  const byPath = new Map<string, PageRow>();
  const row = (path: string) => {
    let found = byPath.get(path);
    if (!found) {
      found = { path, views: 0, calls: 0, whatsapp: 0, forms: 0, leads: 0 };
      byPath.set(path, found);
    }
    return found;
  };
  for (const { path, name, n } of events) {
    const target = row(path);
    if (name === "page_view") target.views += Number(n);
    else if (name === "phone_call") target.calls += Number(n);
    else target.whatsapp += Number(n);
  }
  for (const { path, n } of forms) row(path).forms += Number(n);
  for (const { path, n } of landings) row(path).leads += Number(n);
  return [...byPath.values()];
}

export type ChannelRow = { channel: Channel; views: number; contacts: number; leads: number };

/** Per channel over the period: views, contacts (calls, WhatsApp, forms) and leads. Events from before channels were noted count as direct. */
export async function channelReport(db: Database, days: Period): Promise<ChannelRow[]> {
  const [events, leads] = await Promise.all([
    rows<{ channel: string; views: number; clicks: number }>(
      db,
      sql`
      select coalesce(${analyticsEvents.channel}, 'direct') as channel,
        count(*) filter (where ${analyticsEvents.eventName} = 'page_view')::int as views,
        count(*) filter (where ${analyticsEvents.eventName} in ('phone_call', 'whatsapp_click'))::int as clicks
      from ${analyticsEvents}
      where ${analyticsEvents.timestamp} >= ${since(days)}
        and ${analyticsEvents.eventName} in ('page_view', 'phone_call', 'whatsapp_click')
      group by 1`,
    ),
    rows<{ channel: string; n: number }>(
      db,
      sql`
      select coalesce(${contactSubmissions.channel}, 'direct') as channel, count(*)::int as n from ${contactSubmissions}
      where ${contactSubmissions.createdAt} >= ${since(days)} and not ${contactSubmissions.isTest}
      group by 1`,
    ),
  ]);
  return channels.map((channel) => {
    const event = events.find((row) => row.channel === channel);
    const leadCount = Number(leads.find((row) => row.channel === channel)?.n ?? 0);
    return {
      channel,
      views: Number(event?.views ?? 0),
      contacts: Number(event?.clicks ?? 0) + leadCount,
      leads: leadCount,
    };
  });
}

/** Requests nobody has answered yet (status "new"), the most urgent first, at most `limit`. */
export async function waitingLeads(db: Database, limit = 50) {
  return (
    db
      .select({
        id: contactSubmissions.id,
        name: contactSubmissions.name,
        phone: contactSubmissions.phone,
        town: contactSubmissions.town,
        callbackTime: contactSubmissions.callbackTime,
        storm: contactSubmissions.storm,
        waterNow: contactSubmissions.waterNow,
        createdAt: contactSubmissions.createdAt,
      })
      .from(contactSubmissions)
      .where(waiting)
      // Most urgent first: water coming in during a storm, then the other storm damage, then the longest waiting.
      .orderBy(
        desc(sql`(${contactSubmissions.storm} and coalesce(${contactSubmissions.waterNow}, false))`),
        desc(contactSubmissions.storm),
        asc(contactSubmissions.createdAt),
      )
      .limit(limit)
  );
}

/** How many requests wait for an answer in all, however many the dashboard lists. */
export async function waitingCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactSubmissions).where(waiting);
  return row?.n ?? 0;
}

/** Received and first-contact times of the period's answered requests, for the response-time figures. */
export async function answeredLeads(db: Database, days: Period) {
  return db
    .select({ createdAt: contactSubmissions.createdAt, firstContactAt: contactSubmissions.firstContactAt })
    .from(contactSubmissions)
    .where(
      and(gte(contactSubmissions.createdAt, since(days)), isNotNull(contactSubmissions.firstContactAt), visitorLeads),
    );
}

/** The channel from a query-string value, or null for all channels. */
export const channelFrom = (value: string | undefined): Channel | null => (isChannel(value) ? value : null);

/** The dashboard's five counters over the period's events. */
export async function eventCounters(db: Database, period: Period) {
  const rows = await db
    .select({ name: analyticsEvents.eventName, n: count() })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.timestamp, since(period)))
    .groupBy(analyticsEvents.eventName);
  const of = (...names: string[]) => rows.filter((r) => names.includes(r.name)).reduce((sum, r) => sum + r.n, 0);
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    buttonClicks: of("button_click", "quote_request_click"),
    formSubmissions: of("form_submit"),
    phone: of("phone_call"),
    whatsapp: of("whatsapp_click"),
  };
}
