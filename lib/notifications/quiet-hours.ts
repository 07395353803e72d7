import "server-only";
import { dutchWallClock, dutchWallClockToInstant } from "@/lib/time/dutch-time";

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

/**
 * The instant the site's clock shows `minutes` past midnight on the given day (a day past the month's end rolls
 * over); a time inside the spring gap lands an hour off, still within the night.
 */
const instantAtWallClock = (year: number, month: number, day: number, minutes: number) =>
  new Date(dutchWallClockToInstant(Date.UTC(year, month - 1, day, 0, minutes)));

/**
 * When the quiet hours that `now` falls in end, or null when `now` is outside them (or they are off, or start and
 * end are the same time, which makes no span). An ordinary lead's push waits until then; it is never dropped.
 */
export function quietHoursEnd(now: Date, hours: QuietHours | null): Date | null {
  if (!hours?.enabled || !timeOfDayPattern.test(hours.start) || !timeOfDayPattern.test(hours.end)) return null;
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  if (start === end) return null;
  const wall = dutchWallClock(now);
  const minute = wall.hour * 60 + wall.minute;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  // Before the end on the same day, or in the evening part of a span across midnight: then it ends tomorrow.
  return instantAtWallClock(wall.year, wall.month, wall.day + (minute < end ? 0 : 1), end);
}
