import { describe, expect, it } from "vitest";
import {
  hoursOn,
  type OfficeHours,
  officeHoursInSentence,
  officeHoursProblems,
  officeHoursText,
} from "@/lib/content/office-hours";
import { officeHoursSpecification } from "@/lib/seo/structured-data";
import { dutchPublicHolidays } from "@/lib/site/public-holidays";

const weekdays: OfficeHours = { weekly: [{ from: "monday", to: "friday", opens: "08:00", closes: "17:00" }] };

describe("officeHoursText", () => {
  it("renders the week in Dutch running-text notation, as the call-back rule's 9.00 uur", () => {
    expect(officeHoursText(weekdays)).toBe("Maandag t/m vrijdag 8.00–17.00 uur");
  });

  it("names a single day and joins several lines", () => {
    const week: OfficeHours = {
      weekly: [...weekdays.weekly, { from: "saturday", opens: "09:00", closes: "12:00" }],
    };
    expect(officeHoursText(week)).toBe("Maandag t/m vrijdag 8.00–17.00 uur, zaterdag 9.00–12.00 uur");
    expect(officeHoursText({ weekly: [{ from: "monday", to: "monday", opens: "08:00", closes: "12:00" }] })).toBe(
      "Maandag 8.00–12.00 uur",
    );
  });

  it("says that the office is closed on public holidays when it is, and inside a sentence in lower case", () => {
    const closed: OfficeHours = { ...weekdays, closedOnPublicHolidays: true };
    expect(officeHoursText(closed)).toBe("Maandag t/m vrijdag 8.00–17.00 uur, niet op feestdagen");
    expect(officeHoursInSentence(closed)).toBe("maandag t/m vrijdag 8.00–17.00 uur, niet op feestdagen");
  });
});

describe("officeHoursProblems", () => {
  const line = { from: "monday", to: "friday", opens: "08:00", closes: "17:00" };
  it.each([
    [[], "Geef minstens één dag met openingstijden."],
    [[{ ...line, opens: "8:00" }], "Schrijf tijden als 08:00 (sluiten mag ook om 24:00)."],
    [[{ ...line, opens: "24:00" }], "Schrijf tijden als 08:00 (sluiten mag ook om 24:00)."],
    [[{ ...line, closes: "08:00" }], "De sluitingstijd ligt na de openingstijd."],
    [[{ ...line, from: "friday", to: "monday" }], "Onbekende dagen: friday t/m monday."],
    [[line, { ...line, from: "friday", to: "saturday" }], "Elke dag staat maar op één regel."],
  ])("refuses %j", (weekly, problem) => {
    expect(officeHoursProblems({ weekly })).toEqual([problem]);
  });

  it("accepts a closing time of 24:00 and a listed date with or without hours", () => {
    const hours: OfficeHours = {
      weekly: [{ ...line, closes: "24:00" }],
      exceptions: [
        { label: "Bouwvak", from: "2026-07-20", to: "2026-08-07", closed: true },
        { label: "Oudjaar", from: "2026-12-31", closed: false, opens: "08:00", closes: "12:00" },
      ],
    };
    expect(officeHoursProblems(hours)).toEqual([]);
    expect(
      officeHoursProblems({ ...hours, exceptions: [{ label: "Omgedraaid", from: "2026-08-07", to: "2026-07-20" }] }),
    ).toEqual(["Omgedraaid: de laatste dag ligt na de eerste."]);
  });
});

describe("dutchPublicHolidays", () => {
  it("lists 2026's holidays, Easter-based ones included", () => {
    expect(dutchPublicHolidays(2026)).toEqual([
      { date: "2026-01-01", name: "Nieuwjaarsdag" },
      { date: "2026-04-05", name: "1e Paasdag" },
      { date: "2026-04-06", name: "2e Paasdag" },
      { date: "2026-04-27", name: "Koningsdag" },
      { date: "2026-05-14", name: "Hemelvaartsdag" },
      { date: "2026-05-24", name: "1e Pinksterdag" },
      { date: "2026-05-25", name: "2e Pinksterdag" },
      { date: "2026-12-25", name: "1e Kerstdag" },
      { date: "2026-12-26", name: "2e Kerstdag" },
    ]);
  });

  it("moves Koningsdag to Saturday when 27 April is a Sunday, and lists Bevrijdingsdag in lustrum years", () => {
    const dates = (year: number) => dutchPublicHolidays(year).map((holiday) => holiday.date);
    expect(dates(2025)).toContain("2025-04-26"); // 27 April 2025 was a Sunday
    expect(dates(2025)).toContain("2025-05-05");
    expect(dates(2030)).toContain("2030-05-05");
    expect(dates(2027)).not.toContain("2027-05-05");
    expect(dates(2027)).toContain("2027-03-29"); // 2e Paasdag after an early Easter
  });
});

describe("hoursOn", () => {
  const hours: OfficeHours = {
    ...weekdays,
    closedOnPublicHolidays: true,
    exceptions: [{ label: "Koningsdag open", from: "2026-04-27", closed: false, opens: "10:00", closes: "12:00" }],
  };
  it("takes a listed date over a holiday, a holiday over the week", () => {
    expect(hoursOn("2026-04-27", hours)).toEqual({ opens: 600, closes: 720 });
    expect(hoursOn("2026-04-06", hours)).toBeNull();
    expect(hoursOn("2026-04-06", weekdays)).toEqual({ opens: 480, closes: 1020 });
    expect(hoursOn("2026-04-04", hours)).toBeNull(); // a Saturday
  });
});

describe("officeHoursSpecification", () => {
  it("gives today's weekday hours, and the listed dates as special hours", () => {
    expect(officeHoursSpecification(weekdays)).toEqual({
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "08:00",
          closes: "17:00",
        },
      ],
      specialOpeningHoursSpecification: [],
    });
    const special = officeHoursSpecification({
      ...weekdays,
      exceptions: [
        { label: "Bouwvak", from: "2026-07-20", to: "2026-08-07", closed: true },
        { label: "Oudjaar", from: "2026-12-31", closed: false, opens: "08:00", closes: "12:00" },
      ],
    }).specialOpeningHoursSpecification;
    expect(special).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        name: "Bouwvak",
        validFrom: "2026-07-20",
        validThrough: "2026-08-07",
        opens: "00:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        name: "Oudjaar",
        validFrom: "2026-12-31",
        validThrough: "2026-12-31",
        opens: "08:00",
        closes: "12:00",
      },
    ]);
  });
});
