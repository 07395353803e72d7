import { type OfficeHours, officeHoursProblems } from "../../lib/content/office-hours.ts";
import { textsOf } from "../../lib/content-rules/texts.ts";
import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

/**
 * The office hours the site shows and the admin's answer clock counts with hold the Studio's rules (times as 08:00,
 * closing after opening, every day on one line at most), also in a dataset edited by hand.
 *
 * Public holidays are settled in one rule, the settings' switch: a text that names them ("’s avonds, in het weekend
 * en op feestdagen") as outside office hours needs the switch on, or the call-back rule would promise a call within
 * the quarter hour on Tweede Kerstdag and the surcharge would apply where the office hours say it does not.
 */
export function officeHoursDatasetProblems(docs: SanityDoc[]): string[] {
  const hours = (docs.find((doc) => doc._type === "siteSettings") as { openingHours?: OfficeHours } | undefined)
    ?.openingHours;
  if (!hours?.weekly) return [];
  const problems = officeHoursProblems(hours).map((problem) => `siteSettings.openingHours: ${problem}`);
  if (!hours.closedOnPublicHolidays) {
    for (const { where } of docs.flatMap(textsOf).filter(({ text }) => /feestdag/i.test(text))) {
      problems.push(
        `${where}: names public holidays, but the office hours count them as working days; switch on "Gesloten op feestdagen"`,
      );
    }
  }
  return problems;
}
