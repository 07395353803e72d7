/** Dutch date formats. Dates from the CMS are plain `YYYY-MM-DD` strings, read as calendar dates (no time zone). */
import { siteTimeZone } from "@/lib/site/time-zone";

const monthYear = new Intl.DateTimeFormat("nl-NL", { month: "long", year: "numeric", timeZone: "UTC" });
const dayMonthYear = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "december 2024" */
export const formatDutchMonth = (date: string) => monthYear.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

/** "1 december 2024" */
export const formatDutchDate = (date: string) => dayMonthYear.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

const dayInTheNetherlands = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: siteTimeZone,
});

/** "23 november 2026": the day a moment from the CMS (an ISO date-time such as `_updatedAt`) fell on in Dutch time. */
export const formatDutchDay = (instant: string) => dayInTheNetherlands.format(new Date(instant));
