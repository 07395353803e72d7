import { describe, expect, it } from "vitest";
import { clockStart, dueAt } from "@/lib/admin/response-clock";
import { hoursOn, type OfficeHours } from "@/lib/content/office-hours";
import { tokenValues } from "@/lib/content/resolve";
import { queryLocalDataset } from "@/lib/sanity/local-dataset";
import { siteSettingsQuery } from "@/lib/sanity/queries";
import type { SiteSettingsQueryResult } from "@/sanity.types";
import { officeHoursDatasetProblems } from "@/studio/checks/office-hours";
import { testSettings } from "../support/company-settings";

/**
 * Public holidays are settled in one rule, the settings' switch "Gesloten op feestdagen": the office is closed, so
 * the call-back rule says so, the admin's answer clock does not count the day, and the surcharge texts (which name
 * holidays as outside office hours) are true. Checked on the dataset as shipped.
 */
const read = async () => {
  const settings = await queryLocalDataset<NonNullable<SiteSettingsQueryResult>>(siteSettingsQuery);
  return settings.openingHours as OfficeHours;
};

describe("the one public-holiday rule", () => {
  it("closes the office on public holidays in the dataset", async () => {
    const hours = await read();
    expect(hours.closedOnPublicHolidays).toBe(true);
    // 2e Pinksterdag 2026 and Koningsdag 2026 fall on a Monday; the next Tuesday is an ordinary working day.
    expect(hoursOn("2026-05-25", hours)).toBeNull();
    expect(hoursOn("2026-04-27", hours)).toBeNull();
    expect(hoursOn("2026-05-26", hours)).toEqual({ opens: 8 * 60, closes: 17 * 60 });
  });

  it("says so wherever the call-back rule and the office hours are named", async () => {
    const hours = await read();
    const values = tokenValues({ ...testSettings, openingHours: hours });
    expect(values.officeHours).toBe("maandag t/m vrijdag 8.00–17.00 uur, niet op feestdagen");
    expect(values.callbackRule).toContain("(maandag t/m vrijdag 8.00–17.00 uur, niet op feestdagen)");
  });

  it("lets the admin's answer clock skip the holiday: a lead on Tweede Pinksterdag is due Tuesday morning", async () => {
    const hours = await read();
    // Monday 25 May 2026, 10:00 in Veghel (CEST, UTC+2).
    const received = new Date("2026-05-25T08:00:00Z");
    expect(clockStart(received, hours).toISOString()).toBe("2026-05-26T06:00:00.000Z");
    expect(dueAt(received, hours, 15).toISOString()).toBe("2026-05-26T06:15:00.000Z");
  });

  it("refuses a text that names public holidays while the switch counts them as working days", () => {
    const settings = (closed: boolean) => ({
      _id: "siteSettings",
      _type: "siteSettings",
      openingHours: {
        weekly: [{ from: "monday", to: "friday", opens: "08:00", closes: "17:00" }],
        closedOnPublicHolidays: closed,
      },
    });
    const surcharge = { _id: "price-spoedtoeslag", _type: "priceItem", included: ["Ook op feestdagen"] };
    expect(officeHoursDatasetProblems([settings(true), surcharge])).toEqual([]);
    expect(officeHoursDatasetProblems([settings(false), surcharge])).toEqual([
      'price-spoedtoeslag.included[0]: names public holidays, but the office hours count them as working days; switch on "Gesloten op feestdagen"',
    ]);
  });
});
