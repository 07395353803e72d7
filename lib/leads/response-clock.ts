import { siteTimeZone } from "@/lib/site/time-zone";
// How fast the owner answers a lead, measured in office time.
//
// The office hours are a text the owner edits in the site settings, shown on the site as written and parsed here so
// the answer clock follows the same words; the callback promise is a number of minutes in the same settings.
// All wall-clock reasoning happens in Europe/Amsterdam, whatever time zone the server runs in.
// Public holidays are out of scope: a lead on Koningsdag or Christmas counts as an ordinary weekday.
// No imports on purpose: server code and tests use this without pulling in the rest of the app.

export type OfficeHours = { days: number[]; opens: number; closes: number }; // ISO weekdays 1=Mon..7=Sun; minutes after local midnight

const TIME_ZONE = siteTimeZone;
const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

// ---------------------------------------------------------------------------------------------------------------
// Parsing the owner's texts

const DAY_NAMES: [RegExp, number][] = [
  [/^(maandag|ma)$/, 1],
  [/^(dinsdag|di)$/, 2],
  [/^(woensdag|wo)$/, 3],
  [/^(donderdag|do)$/, 4],
  [/^(vrijdag|vrij|vr)$/, 5],
  [/^(zaterdag|zat|za)$/, 6],
  [/^(zondag|zo)$/, 7],
];
const DAY = "(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|ma|di|wo|do|vrij|vr|zat|za|zo)\\.?";
const TIME = "(\\d{1,2})(?:[:.](\\d{2}))?";
// "ma t/m vr", "maandag tot en met zaterdag", "ma-vr", or a single day; then "08:00–17:00", "van 8 tot 17 uur", ...
const OFFICE_HOURS = new RegExp(
  `^(?:${DAY}(?:\\s*(?:t/m|t\\.m\\.|tm|tot en met|-)\\s*${DAY})?|(werkdagen|dagelijks|elke dag))` +
    `\\s*[:,]?\\s*(?:van\\s+)?${TIME}\\s*(?:uur|u)?\\s*(?:-|tot)\\s*${TIME}\\s*(?:uur|u)?\\.?$`,
);

/** Lower case, one kind of dash, single spaces: the owner types these by hand. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

function dayNumber(name: string): number | null {
  for (const [pattern, day] of DAY_NAMES) if (pattern.test(name)) return day;
  return null;
}

function minutesOfDay(hour: string, minute: string | undefined): number | null {
  const h = Number(hour);
  const m = minute === undefined ? 0 : Number(minute);
  if (m > 59 || h > 24 || (h === 24 && m !== 0)) return null;
  return h * 60 + m;
}

/**
 * Reads "Maandag t/m vrijdag 08:00–17:00" and its hand-typed variants. Anything else (extra clauses such as
 * "zaterdag op afspraak", several time blocks) gives null rather than a guess, so wrong hours never skew the figures.
 */
export function parseOfficeHours(text: string): OfficeHours | null {
  const match = OFFICE_HOURS.exec(normalise(text));
  if (!match) return null;
  const [, from, to, named, openHour, openMinute, closeHour, closeMinute] = match;
  let days: number[];
  if (named !== undefined) {
    days = named === "werkdagen" ? [1, 2, 3, 4, 5] : [1, 2, 3, 4, 5, 6, 7];
  } else {
    const first = dayNumber(from!);
    const last = to === undefined ? first : dayNumber(to);
    if (first === null || last === null) return null;
    // A range may wrap past Sunday ("vrijdag t/m maandag").
    days = [];
    for (let day = first; ; day = (day % 7) + 1) {
      days.push(day);
      if (day === last) break;
    }
    days.sort((a, b) => a - b);
  }
  const opens = minutesOfDay(openHour!, openMinute);
  const closes = minutesOfDay(closeHour!, closeMinute);
  if (opens === null || closes === null || opens >= closes) return null; // no overnight shifts
  return { days, opens, closes };
}

// ---------------------------------------------------------------------------------------------------------------
// Amsterdam wall time

// One formatter, reused: building Intl formatters is the slow part. h23 avoids "24:00" at midnight.
const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

type LocalDate = { year: number; month: number; day: number };

function intlWallTime(instant: number): LocalDate & { hour: number; minute: number; second: number } {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

// Offsets change only on the hour (DST switches at 01:00 UTC), so one Intl call per hour is enough: a dashboard
// with a few thousand answered leads spent a second in formatToParts before this cache.
const hour = 3_600_000;
const offsets = new Map<number, number>();

/** Amsterdam's offset from UTC at an instant, in milliseconds (+1h in winter, +2h in summer). */
function zoneOffset(instant: number): number {
  const key = Math.floor(instant / hour);
  let offset = offsets.get(key);
  if (offset === undefined) {
    const w = intlWallTime(key * hour);
    offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - key * hour;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** Amsterdam's wall clock at an instant. */
function wallTime(instant: number): LocalDate & { hour: number; minute: number; second: number } {
  const local = new Date(instant + zoneOffset(instant));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/**
 * The instant at which Amsterdam's clocks show `minutes` past midnight on `date`. The offset is read twice because
 * the first guess can land on the other side of a DST switch.
 */
function localToInstant(date: LocalDate, minutes: number): number {
  const naive = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const first = naive - zoneOffset(naive);
  const second = naive - zoneOffset(first);
  return second;
}

/** Calendar arithmetic on the date alone, done in UTC so no zone can shift it. */
function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function isoWeekday(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7;
}

// ---------------------------------------------------------------------------------------------------------------
// The answer clock

/** Hand-built hours must be as sane as parsed ones, or the day loops below would never find an opening. */
function assertValid(hours: OfficeHours): void {
  const daysOk = hours.days.length > 0 && hours.days.every((d) => Number.isInteger(d) && d >= 1 && d <= 7);
  const timesOk =
    Number.isFinite(hours.opens) && Number.isFinite(hours.closes) && hours.opens >= 0 && hours.closes <= DAY_MINUTES;
  if (!daysOk || !timesOk || hours.opens >= hours.closes) throw new RangeError("Invalid office hours");
}

/**
 * The office's open periods as instants, day by day from the local date of `from` onwards (that day's period may
 * already be over). Iterating per day, not per minute, keeps spans of months cheap.
 */
function* openPeriods(from: number, hours: OfficeHours): Generator<{ start: number; end: number }> {
  assertValid(hours);
  const open = new Set(hours.days);
  for (let date: LocalDate = wallTime(from); ; date = addDays(date, 1)) {
    if (!open.has(isoWeekday(date))) continue;
    yield { start: localToInstant(date, hours.opens), end: localToInstant(date, hours.closes) };
  }
}

/** When the answer clock starts: the moment received if within office hours, else the next opening. */
export function clockStart(receivedAt: Date, hours: OfficeHours): Date {
  const received = receivedAt.getTime();
  // Valid hours have an opening within 8 days, so this loop always returns.
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
