import { type OfficeHours, officeHoursProblems } from "../../lib/content/office-hours.ts";
import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

/**
 * The office hours the site shows and the admin's answer clock counts with hold the Studio's rules (times as 08:00,
 * closing after opening, every day on one line at most), also in a dataset edited by hand.
 */
export function officeHoursDatasetProblems(docs: SanityDoc[]): string[] {
  const hours = (docs.find((doc) => doc._type === "siteSettings") as { openingHours?: OfficeHours } | undefined)
    ?.openingHours;
  if (!hours?.weekly) return [];
  return officeHoursProblems(hours).map((problem) => `siteSettings.openingHours: ${problem}`);
}
