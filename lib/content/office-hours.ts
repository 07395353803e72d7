/**
 * The office hours are data in the site settings (Studio → Bedrijfsgegevens → Openingstijden): weekly hours per day
 * or range of days, a switch to close on the Dutch public holidays, and dated exceptions (bouwvak, kerstvakantie).
 * The visitor reads them as one line rendered here ("Maandag t/m vrijdag 8.00–17.00 uur"), search engines read the
 * same structure as JSON-LD, and the admin's answer clock computes with it (lib/admin/response-clock.ts), so the
 * three can never disagree. Plain relative imports only: the Studio schema and the dataset check import this file.
 */
import { publicHoliday } from "../site/public-holidays.ts";

export const weekdays = [
  { value: "monday", title: "maandag", schemaOrg: "Monday" },
  { value: "tuesday", title: "dinsdag", schemaOrg: "Tuesday" },
  { value: "wednesday", title: "woensdag", schemaOrg: "Wednesday" },
  { value: "thursday", title: "donderdag", schemaOrg: "Thursday" },
  { value: "friday", title: "vrijdag", schemaOrg: "Friday" },
  { value: "saturday", title: "zaterdag", schemaOrg: "Saturday" },
  { value: "sunday", title: "zondag", schemaOrg: "Sunday" },
] as const;

/** One line of the week: a day, or the days `from` through `to`, open from `opens` until `closes` ("08:00"). */
export type WeeklyHours = { from: string; to?: string | null; opens: string; closes: string };
/** A date or run of dates (`YYYY-MM-DD`, `to` inclusive), closed unless `closed` is false and hours are given. */
export type DateException = {
  label: string;
  from: string;
  to?: string | null;
  closed?: boolean | null;
  opens?: string | null;
  closes?: string | null;
};
export type OfficeHours = {
  weekly: WeeklyHours[];
  closedOnPublicHolidays?: boolean | null;
  exceptions?: DateException[] | null;
};

/** Minutes after midnight, for a closing time up to and including 24:00. */
export type Period = { opens: number; closes: number };

/** "08:00" → 480; null for anything that is not a two-digit HH:MM time (24:00 only as a closing time). */
export function minutesOf(time: string | null | undefined, { closing = false } = {}): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time ?? "");
  if (match) return Number(match[1]) * 60 + Number(match[2]);
  return closing && time === "24:00" ? 24 * 60 : null;
}

/** ISO weekday numbers (1 = Monday … 7 = Sunday) a line covers; empty when its days are unknown or reversed. */
export function daysOf(line: Pick<WeeklyHours, "from" | "to">): number[] {
  const first = weekdays.findIndex((day) => day.value === line.from) + 1;
  const last = line.to ? weekdays.findIndex((day) => day.value === line.to) + 1 : first;
  if (first === 0 || last === 0 || last < first) return [];
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** What is wrong with one opening and closing time, in the owner's words; null when they are fine. */
export function periodProblem(opens: string | null | undefined, closes: string | null | undefined): string | null {
  const open = minutesOf(opens);
  const close = minutesOf(closes, { closing: true });
  if (open === null || close === null) return "Schrijf tijden als 08:00 (sluiten mag ook om 24:00).";
  return close > open ? null : "De sluitingstijd ligt na de openingstijd.";
}

/** Every problem in the hours, for the dataset check and the clock (the Studio shows the same ones per field). */
export function officeHoursProblems(hours: OfficeHours): string[] {
  const problems: string[] = [];
  if (hours.weekly.length === 0) problems.push("Geef minstens één dag met openingstijden.");
  const seen = new Set<number>();
  for (const line of hours.weekly) {
    const days = daysOf(line);
    if (days.length === 0) problems.push(`Onbekende dagen: ${line.from}${line.to ? ` t/m ${line.to}` : ""}.`);
    if (days.some((day) => seen.has(day))) problems.push("Elke dag staat maar op één regel.");
    for (const day of days) seen.add(day);
    const problem = periodProblem(line.opens, line.closes);
    if (problem) problems.push(problem);
  }
  for (const exception of hours.exceptions ?? []) {
    if (!isDate(exception.from) || (exception.to && !isDate(exception.to))) {
      problems.push(`${exception.label}: een datum als 2026-07-20.`);
    } else if (exception.to && exception.to < exception.from) {
      problems.push(`${exception.label}: de laatste dag ligt na de eerste.`);
    }
    const problem = exception.closed === false ? periodProblem(exception.opens, exception.closes) : null;
    if (problem) problems.push(`${exception.label}: ${problem}`);
  }
  return problems;
}

const isDate = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));

/**
 * The office's hours on one calendar date (`YYYY-MM-DD`), or null when it is closed. A listed exception wins over
 * a public holiday (the owner may open on one), a holiday over the week.
 */
export function hoursOn(date: string, hours: OfficeHours): Period | null {
  const exception = hours.exceptions?.find((e) => e.from <= date && date <= (e.to || e.from));
  if (exception) {
    return exception.closed !== false
      ? null
      : { opens: minutesOf(exception.opens)!, closes: minutesOf(exception.closes, { closing: true })! };
  }
  if (hours.closedOnPublicHolidays && publicHoliday(date)) return null;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  const line = hours.weekly.find((l) => daysOf(l).includes(weekday));
  return line ? { opens: minutesOf(line.opens)!, closes: minutesOf(line.closes, { closing: true })! } : null;
}

/** "08:00" → "8.00": a time as Dutch running text writes it (the Taalunie's notation, also in the call-back rule). */
const dutchTime = (time: string) => time.replace(/^0?(\d{1,2}):(\d{2})$/, "$1.$2");

/**
 * The week's hours as the visitor reads them: "Maandag t/m vrijdag 8.00–17.00 uur, niet op feestdagen". The one rule
 * for public holidays: with the switch on, the office is closed on them (hoursOn, so the admin's answer clock and the
 * call-back rule agree) and every line that names the office hours says so.
 */
export function officeHoursText(hours: OfficeHours): string {
  const text = hours.weekly
    .map((line) => {
      const [first, ...rest] = daysOf(line).map((day) => weekdays[day - 1]!.title);
      const days = rest.length > 0 ? `${first} t/m ${rest.at(-1)}` : first;
      return `${days} ${dutchTime(line.opens)}–${dutchTime(line.closes)} uur`;
    })
    .concat(hours.closedOnPublicHolidays ? ["niet op feestdagen"] : [])
    .join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The same line inside a sentence: "Buiten kantoortijden (maandag t/m vrijdag 8.00–17.00 uur, …)". */
export const officeHoursInSentence = (hours: OfficeHours) => {
  const text = officeHoursText(hours);
  return text.charAt(0).toLowerCase() + text.slice(1);
};
