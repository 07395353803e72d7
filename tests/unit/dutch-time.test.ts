import { describe, expect, it } from "vitest";
import {
  dutchDayKey,
  dutchWallClock,
  dutchWallClockToInstant,
  formatDutchDateTime,
  formatDutchDateTimeLong,
  formatDutchDay,
  formatDutchDayMonth,
  formatDutchMonth,
  formatDutchTimestamp,
  formatDutchTimeWithOffset,
  formatShortDay,
  formatWeekdayDay,
  isWeekend,
} from "@/lib/time/dutch-time";

/** Every Dutch format, pinned to the letter: around both daylight-saving switches of 2026, midnight and New Year. */
describe("Dutch time", () => {
  // instant, day, admin list, lead reply, device mail, lead mail, day key, Google Ads conversion time
  it.each([
    [
      "2026-03-29T00:59:59Z",
      "29 maart 2026",
      "29 mrt 2026, 01:59",
      "29 maart",
      "29 maart 2026 om 01:59",
      "29-3-2026, 01:59:59",
      "2026-03-29",
      "2026-03-29 01:59:59+01:00",
    ],
    [
      "2026-03-29T01:00:00Z",
      "29 maart 2026",
      "29 mrt 2026, 03:00",
      "29 maart",
      "29 maart 2026 om 03:00",
      "29-3-2026, 03:00:00",
      "2026-03-29",
      "2026-03-29 03:00:00+02:00",
    ],
    [
      "2026-03-29T01:30:00Z",
      "29 maart 2026",
      "29 mrt 2026, 03:30",
      "29 maart",
      "29 maart 2026 om 03:30",
      "29-3-2026, 03:30:00",
      "2026-03-29",
      "2026-03-29 03:30:00+02:00",
    ],
    [
      "2026-10-25T00:30:00Z",
      "25 oktober 2026",
      "25 okt 2026, 02:30",
      "25 oktober",
      "25 oktober 2026 om 02:30",
      "25-10-2026, 02:30:00",
      "2026-10-25",
      "2026-10-25 02:30:00+02:00",
    ],
    [
      "2026-10-25T00:59:59Z",
      "25 oktober 2026",
      "25 okt 2026, 02:59",
      "25 oktober",
      "25 oktober 2026 om 02:59",
      "25-10-2026, 02:59:59",
      "2026-10-25",
      "2026-10-25 02:59:59+02:00",
    ],
    [
      "2026-10-25T01:00:00Z",
      "25 oktober 2026",
      "25 okt 2026, 02:00",
      "25 oktober",
      "25 oktober 2026 om 02:00",
      "25-10-2026, 02:00:00",
      "2026-10-25",
      "2026-10-25 02:00:00+01:00",
    ],
    [
      "2026-10-25T01:45:00Z",
      "25 oktober 2026",
      "25 okt 2026, 02:45",
      "25 oktober",
      "25 oktober 2026 om 02:45",
      "25-10-2026, 02:45:00",
      "2026-10-25",
      "2026-10-25 02:45:00+01:00",
    ],
    [
      "2026-11-23T13:05:09.500Z",
      "23 november 2026",
      "23 nov 2026, 14:05",
      "23 november",
      "23 november 2026 om 14:05",
      "23-11-2026, 14:05:09",
      "2026-11-23",
      "2026-11-23 14:05:09+01:00",
    ],
    [
      "2026-11-23T23:30:00Z",
      "24 november 2026",
      "24 nov 2026, 00:30",
      "24 november",
      "24 november 2026 om 00:30",
      "24-11-2026, 00:30:00",
      "2026-11-24",
      "2026-11-24 00:30:00+01:00",
    ],
    [
      "2026-12-31T23:00:00Z",
      "1 januari 2027",
      "1 jan 2027, 00:00",
      "1 januari",
      "1 januari 2027 om 00:00",
      "1-1-2027, 00:00:00",
      "2027-01-01",
      "2027-01-01 00:00:00+01:00",
    ],
    [
      "2026-01-01T00:00:00Z",
      "1 januari 2026",
      "1 jan 2026, 01:00",
      "1 januari",
      "1 januari 2026 om 01:00",
      "1-1-2026, 01:00:00",
      "2026-01-01",
      "2026-01-01 01:00:00+01:00",
    ],
    [
      "2026-06-15T22:15:00Z",
      "16 juni 2026",
      "16 jun 2026, 00:15",
      "16 juni",
      "16 juni 2026 om 00:15",
      "16-6-2026, 00:15:00",
      "2026-06-16",
      "2026-06-16 00:15:00+02:00",
    ],
  ])("formats %s", (iso, day, admin, reply, sentence, stamp, key, withOffset) => {
    const instant = new Date(iso);
    expect([
      formatDutchDay(iso),
      formatDutchDateTime(instant),
      formatDutchDayMonth(instant),
      formatDutchDateTimeLong(instant),
      formatDutchTimestamp(instant),
      dutchDayKey(instant),
      formatDutchTimeWithOffset(instant),
    ]).toEqual([day, admin, reply, sentence, stamp, key, withOffset]);
  });

  // calendar date, month, chart label, short, weekend
  it.each([
    ["2026-03-29", "maart 2026", "zo 29 mrt", "29 mrt", true],
    ["2026-10-25", "oktober 2026", "zo 25 okt", "25 okt", true],
    ["2026-11-21", "november 2026", "za 21 nov", "21 nov", true],
    ["2026-11-22", "november 2026", "zo 22 nov", "22 nov", true],
    ["2026-01-01", "januari 2026", "do 1 jan", "1 jan", false],
    ["2024-12-01", "december 2024", "zo 1 dec", "1 dec", true],
  ] as const)("formats the calendar date %s", (date, month, label, short, weekend) => {
    expect([formatDutchMonth(date), formatWeekdayDay(date), formatShortDay(date), isWeekend(date)]).toEqual([
      month,
      label,
      short,
      weekend,
    ]);
  });

  it("reads the month of an ISO date-time from its date part", () => {
    expect(formatDutchMonth("2026-05-31T22:30:00.000Z")).toBe("mei 2026");
  });

  it("turns a Dutch wall clock into its instant on both sides of a switch", () => {
    const at = (iso: string) => new Date(dutchWallClockToInstant(Date.parse(`${iso}Z`))).toISOString();
    expect(at("2026-03-29T01:59:00")).toBe("2026-03-29T00:59:00.000Z");
    expect(at("2026-03-29T03:00:00")).toBe("2026-03-29T01:00:00.000Z");
    expect(at("2026-10-25T01:59:00")).toBe("2026-10-24T23:59:00.000Z");
    expect(at("2026-10-25T03:00:00")).toBe("2026-10-25T02:00:00.000Z");
    expect(dutchWallClock(new Date("2026-10-25T01:30:45.900Z"))).toEqual({
      year: 2026,
      month: 10,
      day: 25,
      hour: 2,
      minute: 30,
      second: 45,
    });
  });
});
