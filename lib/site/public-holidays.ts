/**
 * The Dutch public holidays an office closes on, computed for any year so the owner never types them in. Dates are
 * plain `YYYY-MM-DD` calendar dates in Dutch time. Import-free, so the Studio and the dataset check can use it too.
 *
 * Bevrijdingsdag (5 May) is only listed in lustrum years (2025, 2030, …): it is a national holiday every year, but
 * most collective labour agreements, the building trade's among them, give the day off only once every five years,
 * so a roofer's office is normally open on it in the other four.
 * The Sunday holidays (1e Paasdag, 1e Pinksterdag) are listed as well: they matter to an office that opens on Sundays.
 */

export type PublicHoliday = { date: string; name: string };

const iso = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/** Easter Sunday (Gregorian calendar), by the anonymous algorithm in Meeus/Jones/Butcher, as a UTC midnight. */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

const cache = new Map<number, PublicHoliday[]>();

/** The year's public holidays in date order. */
export function dutchPublicHolidays(year: number): PublicHoliday[] {
  const cached = cache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const afterEaster = (days: number) => iso(easter + days * 86_400_000);
  // Koningsdag moves to the Saturday before when 27 April is a Sunday.
  const kingsDay = new Date(Date.UTC(year, 3, 27)).getUTCDay() === 0 ? 26 : 27;
  const holidays: PublicHoliday[] = [
    { date: iso(Date.UTC(year, 0, 1)), name: "Nieuwjaarsdag" },
    { date: afterEaster(0), name: "1e Paasdag" },
    { date: afterEaster(1), name: "2e Paasdag" },
    { date: iso(Date.UTC(year, 3, kingsDay)), name: "Koningsdag" },
    ...(year % 5 === 0 ? [{ date: iso(Date.UTC(year, 4, 5)), name: "Bevrijdingsdag" }] : []),
    { date: afterEaster(39), name: "Hemelvaartsdag" },
    { date: afterEaster(49), name: "1e Pinksterdag" },
    { date: afterEaster(50), name: "2e Pinksterdag" },
    { date: iso(Date.UTC(year, 11, 25)), name: "1e Kerstdag" },
    { date: iso(Date.UTC(year, 11, 26)), name: "2e Kerstdag" },
  ].sort((x, y) => x.date.localeCompare(y.date));
  cache.set(year, holidays);
  return holidays;
}

/** The holiday's name when `date` (`YYYY-MM-DD`) is a public holiday, else null. */
export function publicHoliday(date: string): string | null {
  return dutchPublicHolidays(Number(date.slice(0, 4))).find((holiday) => holiday.date === date)?.name ?? null;
}
