/**
 * How fast the owner answers a lead, measured in office time: the office hours from the site settings (weekly
 * hours, public holidays, listed exceptions; lib/content/office-hours.ts) and the callback promise in minutes.
 * All wall-clock reasoning happens in the business's time zone, whatever zone the server runs in.
 */
import { hoursOn, type OfficeHours, officeHoursProblems } from "@/lib/content/office-hours";
import { dutchOffset, dutchWallClockToInstant } from "@/lib/time/dutch-time";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The instant Dutch clocks show `minutes` past midnight on local day `day` (days since 1970-01-01). */
const localToInstant = (day: number, minutes: number) => dutchWallClockToInstant(day * DAY + minutes * MINUTE);

/** Hand-built hours must be as sane as the Studio's, or the day loop below could never find an opening. */
function assertValid(hours: OfficeHours): void {
  const problems = officeHoursProblems(hours);
  if (problems.length > 0) throw new RangeError(`Invalid office hours: ${problems.join(" ")}`);
}

/**
 * The office's open periods as instants, day by day from the local date of `from` onwards (that day's period may
 * already be over). Iterating per day, not per minute, keeps spans of months cheap.
 */
function* openPeriods(from: number, hours: OfficeHours): Generator<{ start: number; end: number }> {
  assertValid(hours);
  const first = Math.floor((from + dutchOffset(from)) / DAY);
  // Valid hours open at least one weekday; only a year of closing dates in a row could stop that.
  for (let day = first; day < first + 366; day++) {
    const period = hoursOn(new Date(day * DAY).toISOString().slice(0, 10), hours);
    if (period) yield { start: localToInstant(day, period.opens), end: localToInstant(day, period.closes) };
  }
  throw new RangeError("The office hours have no opening within a year.");
}

/** When the answer clock starts: the moment received if within office hours, else the next opening. */
export function clockStart(receivedAt: Date, hours: OfficeHours): Date {
  const received = receivedAt.getTime();
  for (const { start, end } of openPeriods(received, hours)) {
    if (received < end) return new Date(Math.max(received, start));
  }
  throw new Error("unreachable");
}

/**
 * When the answer is due: `minutes` of office time after receivedAt (continuing at the next opening if the office
 * closes first). A promise that runs out exactly at closing time is due at closing time, not the next morning.
 */
export function dueAt(receivedAt: Date, hours: OfficeHours, minutes: number): Date {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError("Invalid number of minutes");
  const received = receivedAt.getTime();
  let remaining = minutes * MINUTE;
  for (const { start, end } of openPeriods(received, hours)) {
    if (end <= received) continue;
    const from = Math.max(received, start);
    if (remaining <= end - from) return new Date(from + remaining);
    remaining -= end - from;
  }
  throw new Error("unreachable");
}

/**
 * Office-time minutes between receivedAt and answeredAt (0 when answered before the clock started; never negative).
 * Not rounded: 7.5 means seven and a half minutes; round for display.
 */
export function officeMinutesBetween(receivedAt: Date, answeredAt: Date, hours: OfficeHours): number {
  const received = receivedAt.getTime();
  const answered = answeredAt.getTime();
  assertValid(hours);
  if (!(answered > received)) return 0; // also covers invalid dates (NaN)
  let total = 0;
  for (const { start, end } of openPeriods(received, hours)) {
    if (start >= answered) break;
    total += Math.max(0, Math.min(end, answered) - Math.max(start, received));
  }
  return total / MINUTE;
}

/**
 * Nearest-rank median and 90th percentile of minute values; null values when the list is empty.
 * Nearest rank always returns a value that really occurred, which reads better to the owner than an interpolation.
 * Non-finite values are left out (and not counted).
 */
export function summarize(minutes: number[]): { count: number; median: number | null; p90: number | null } {
  const sorted = minutes.filter((m) => Number.isFinite(m)).sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1] ?? null;
  return { count: sorted.length, median: rank(50), p90: rank(90) };
}
