/**
 * Dutch time: the business's time zone and every date and time the site, the admin and the e-mails show. Every day
 * boundary, office hour and date the owner or a visitor reads is Dutch time, whatever zone the server runs in. Each
 * format is made once, here: an Intl.DateTimeFormat is costly to create. Import-free, so server.ts, the Studio and
 * the browser can all use it; the Dutch day in SQL is in ./dutch-day-sql.ts.
 */
export const siteTimeZone = "Europe/Amsterdam";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A format of a moment, read on a Dutch clock. */
const dutch = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("nl-NL", { ...options, timeZone: siteTimeZone });

/**
 * A format of a calendar date such as `2026-11-21` (from the CMS or a chart's day): read as that date at noon UTC,
 * so no time zone or daylight-saving switch moves it to another day.
 */
const calendar = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("nl-NL", { ...options, timeZone: "UTC" });
const calendarDate = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00Z`);

const monthYear = calendar({ month: "long", year: "numeric" });
const weekdayDayMonth = calendar({ weekday: "short", day: "numeric", month: "short" });
const shortDayMonth = calendar({ day: "numeric", month: "short" });
const dayMonthYear = dutch({ day: "numeric", month: "long", year: "numeric" });
const dayMonth = dutch({ day: "numeric", month: "long" });
const mediumDateTime = dutch({ dateStyle: "medium", timeStyle: "short" });
const longDateTime = dutch({ dateStyle: "long", timeStyle: "short" });
// What Date's toLocaleString shows without options: the date and the time to the second, in numbers.
const numericDateTime = dutch({
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});
const offsetName = new Intl.DateTimeFormat("en-US", { timeZone: siteTimeZone, timeZoneName: "longOffset" });

/** "december 2024": the month of a calendar date (`2024-12-01`, or the date part of an ISO date-time). */
export const formatDutchMonth = (date: string) => monthYear.format(calendarDate(date));

/** "za 21 nov": a calendar day with its weekday, as the dashboard's chart labels a day. */
export const formatWeekdayDay = (day: string) => weekdayDayMonth.format(calendarDate(day));

/** "21 nov": a calendar day, short. */
export const formatShortDay = (day: string) => shortDayMonth.format(calendarDate(day));

/** Whether a calendar day (`2026-11-21`) is a Saturday or a Sunday. */
export const isWeekend = (day: string) => [0, 6].includes(calendarDate(day).getUTCDay());

/** "23 november 2026": the Dutch day a moment fell on (an ISO date-time such as the CMS's `_updatedAt`). */
export const formatDutchDay = (instant: string | Date) => dayMonthYear.format(new Date(instant));

/** "23 november": the Dutch day of a moment, without the year. */
export const formatDutchDayMonth = (instant: Date) => dayMonth.format(instant);

/** "23 nov 2026, 14:05": a moment as the admin lists it. */
export const formatDutchDateTime = (instant: Date) => mediumDateTime.format(instant);

/** "23 november 2026 om 14:05": a moment in a sentence. */
export const formatDutchDateTimeLong = (instant: Date) => longDateTime.format(instant);

/** "23-11-2026, 14:05:09": a moment to the second, in numbers. */
export const formatDutchTimestamp = (instant: Date) => numericDateTime.format(instant);

const offsets = new Map<number, number>();

/**
 * How far Dutch clocks are ahead of UTC at an instant, in milliseconds (1 or 2 hours). Offsets change only on the
 * hour, so one Intl call per hour is enough: a dashboard with a few thousand answered leads spent a second in Intl
 * before this cache.
 */
export function dutchOffset(instant: number): number {
  const key = Math.floor(instant / HOUR);
  let offset = offsets.get(key);
  if (offset === undefined) {
    const name = offsetName.formatToParts(key * HOUR).find((part) => part.type === "timeZoneName")?.value ?? "";
    const match = /([+-])(\d{2}):(\d{2})/.exec(name); // plain "GMT" when the offset is zero
    offset = match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * HOUR + Number(match[3]) * MINUTE) : 0;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * The instant a Dutch clock shows a given wall-clock time, written as the milliseconds that time would be in UTC
 * (`Date.UTC(2026, 10, 23, 14, 5)` for 23 November 14:05; a day past the month's end rolls over, as Date.UTC does).
 * The offset is read twice because the first guess can land on the other side of a daylight-saving switch; a time
 * inside the spring gap lands an hour off.
 */
export function dutchWallClockToInstant(wallClock: number): number {
  return wallClock - dutchOffset(wallClock - dutchOffset(wallClock));
}

/** The date and time on a Dutch clock at `instant`: month 1 to 12, hour 0 to 23. */
export function dutchWallClock(instant: Date) {
  const wall = new Date(instant.getTime() + dutchOffset(instant.getTime()));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** "2026-11-23 14:05:09": the Dutch wall clock as an ISO-like text, to the second. */
const wallClockText = (instant: Date) =>
  new Date(instant.getTime() + dutchOffset(instant.getTime())).toISOString().slice(0, 19).replace("T", " ");

/** "2026-11-23": the Dutch calendar day of a moment. */
export const dutchDayKey = (instant: Date) => wallClockText(instant).slice(0, 10);

/** "2026-11-23 14:05:00+01:00": Dutch local time with its offset from UTC. */
export function formatDutchTimeWithOffset(instant: Date): string {
  const offset = dutchOffset(instant.getTime());
  const hours = Math.floor(Math.abs(offset) / HOUR);
  const minutes = Math.floor((Math.abs(offset) % HOUR) / MINUTE);
  const sign = offset < 0 ? "-" : "+";
  return `${wallClockText(instant)}${sign}${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}
