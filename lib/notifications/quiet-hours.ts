import "server-only";
import { siteTimeZone } from "@/lib/site/time-zone";

/**
 * The owner's quiet hours for push messages about ordinary leads: from `start` to `end`, wall-clock times ("HH:MM")
 * in the site's time zone. A start after the end spans midnight (22:00 to 07:00). Storm and water-now leads are
 * never held. Off unless the owner switches them on.
 */
export type QuietHours = { enabled: boolean; start: string; end: string };

export const defaultQuietHours: QuietHours = { enabled: false, start: "22:00", end: "07:00" };

/** "HH:MM", 00:00 to 23:59. */
export const timeOfDayPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: siteTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** The date and time on a clock in the site's time zone at `instant`. */
function wallClockAt(instant: Date) {
  const parts = Object.fromEntries(
    wallClock.formatToParts(instant).map((part) => [part.type, Number(part.value)] as const),
  ) as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
  return parts;
}

/** How far the site's clock is ahead of UTC at `instant`, in milliseconds (1 or 2 hours for Dutch time). */
function zoneOffsetMs(instant: Date): number {
  const wall = wallClockAt(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the site's clock shows `minutes` past midnight on the given day (a day past the month's end rolls
 * over, as Date.UTC does). The offset is read at a first guess and once more at the result, which settles it on
 * either side of a daylight-saving change; a time inside the spring gap lands an hour off, still within the night.
 */
function instantAtWallClock(year: number, month: number, day: number, minutes: number): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const guess = wall - zoneOffsetMs(new Date(wall));
  return new Date(wall - zoneOffsetMs(new Date(guess)));
}

/**
 * When the quiet hours that `now` falls in end, or null when `now` is outside them (or they are off, or start and
 * end are the same time, which makes no span). An ordinary lead's push waits until then; it is never dropped.
 */
export function quietHoursEnd(now: Date, hours: QuietHours | null): Date | null {
  if (!hours?.enabled || !timeOfDayPattern.test(hours.start) || !timeOfDayPattern.test(hours.end)) return null;
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  if (start === end) return null;
  const wall = wallClockAt(now);
  const minute = wall.hour * 60 + wall.minute;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  // Before the end on the same day, or in the evening part of a span across midnight: then it ends tomorrow.
  return instantAtWallClock(wall.year, wall.month, wall.day + (minute < end ? 0 : 1), end);
}
