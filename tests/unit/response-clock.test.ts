import { describe, expect, it } from "vitest";
import { clockStart, dueAt, officeMinutesBetween, summarize } from "@/lib/admin/response-clock";
import type { OfficeHours } from "@/lib/content/office-hours";

// Every instant is written with its offset, so the tests mean the same on a machine in any time zone.
const at = (iso: string) => new Date(iso);
const weekdays: OfficeHours = { weekly: [{ from: "monday", to: "friday", opens: "08:00", closes: "17:00" }] };

describe("clockStart", () => {
  it("starts at once during office hours", () => {
    const received = at("2026-11-18T10:00:00+01:00"); // Wednesday
    expect(clockStart(received, weekdays).toISOString()).toBe("2026-11-18T09:00:00.000Z");
  });

  it("waits for Monday's opening on a Saturday", () => {
    expect(clockStart(at("2026-11-21T11:00:00+01:00"), weekdays).toISOString()).toBe("2026-11-23T07:00:00.000Z");
  });

  it("waits for the same day's opening early in the morning", () => {
    expect(clockStart(at("2026-11-17T07:00:00+01:00"), weekdays).toISOString()).toBe("2026-11-17T07:00:00.000Z");
  });

  it("treats closing time as closed", () => {
    expect(clockStart(at("2026-11-17T17:00:00+01:00"), weekdays).toISOString()).toBe("2026-11-18T07:00:00.000Z");
  });

  it("rejects hand-built hours that could never open", () => {
    const received = at("2026-11-18T10:00:00+01:00");
    const line = { from: "monday", opens: "08:00", closes: "17:00" };
    expect(() => clockStart(received, { weekly: [] })).toThrow(RangeError);
    expect(() => clockStart(received, { weekly: [{ ...line, opens: "17:00", closes: "08:00" }] })).toThrow(RangeError);
    expect(() => clockStart(received, { weekly: [{ ...line, from: "funday" }] })).toThrow(RangeError);
    expect(() => clockStart(received, { weekly: [{ ...line, opens: "8:00" }] })).toThrow(RangeError);
    expect(() => officeMinutesBetween(received, received, { weekly: [] })).toThrow(RangeError);
  });
});

describe("dueAt", () => {
  it("is the promise after receipt within office hours", () => {
    expect(dueAt(at("2026-11-18T10:00:00+01:00"), weekdays, 15).toISOString()).toBe("2026-11-18T09:15:00.000Z");
  });

  it("carries the rest of the promise across the weekend", () => {
    // Friday 16:55: five minutes on Friday, ten on Monday.
    expect(dueAt(at("2026-11-20T16:55:00+01:00"), weekdays, 15).toISOString()).toBe("2026-11-23T07:10:00.000Z");
  });

  it("is due at closing time when the promise ends exactly then", () => {
    expect(dueAt(at("2026-11-20T16:45:00+01:00"), weekdays, 15).toISOString()).toBe("2026-11-20T16:00:00.000Z");
  });

  it("counts from the next opening for a lead outside office hours", () => {
    expect(dueAt(at("2026-11-21T11:00:00+01:00"), weekdays, 15).toISOString()).toBe("2026-11-23T07:15:00.000Z");
    expect(dueAt(at("2026-11-21T11:00:00+01:00"), weekdays, 0).toISOString()).toBe("2026-11-23T07:00:00.000Z");
  });

  it("spans several working days", () => {
    // Wednesday 16:00: 60 minutes on Wednesday, 540 on Thursday, the last one on Friday.
    expect(dueAt(at("2026-11-18T16:00:00+01:00"), weekdays, 601).toISOString()).toBe("2026-11-20T07:01:00.000Z");
  });

  it("rejects negative or non-finite minutes", () => {
    const received = at("2026-11-18T10:00:00+01:00");
    expect(() => dueAt(received, weekdays, -1)).toThrow(RangeError);
    expect(() => dueAt(received, weekdays, Number.NaN)).toThrow(RangeError);
  });
});

describe("officeMinutesBetween", () => {
  it("counts only office time across the weekend", () => {
    expect(officeMinutesBetween(at("2026-11-20T16:50:00+01:00"), at("2026-11-23T08:10:00+01:00"), weekdays)).toBe(20);
  });

  it("is 0 when answered before the clock started", () => {
    // Received Friday evening, answered Saturday morning.
    expect(officeMinutesBetween(at("2026-11-20T18:00:00+01:00"), at("2026-11-21T10:00:00+01:00"), weekdays)).toBe(0);
  });

  it("is never negative", () => {
    expect(officeMinutesBetween(at("2026-11-18T10:00:00+01:00"), at("2026-11-18T09:00:00+01:00"), weekdays)).toBe(0);
  });

  it("keeps seconds", () => {
    expect(officeMinutesBetween(at("2026-11-18T10:00:00+01:00"), at("2026-11-18T10:07:30+01:00"), weekdays)).toBe(7.5);
  });

  it("handles a lead answered three months later", () => {
    // Monday 5 January to Monday 6 April 2026: 13 full weeks of 5 × 540 minutes, across the spring DST switch.
    expect(officeMinutesBetween(at("2026-01-05T08:00:00+01:00"), at("2026-04-06T08:00:00+02:00"), weekdays)).toBe(
      13 * 5 * 540,
    );
  });
});

describe("daylight saving time", () => {
  it("opens at 06:00Z on the Monday after the spring switch (29 March 2026)", () => {
    expect(clockStart(at("2026-03-28T12:00:00+01:00"), weekdays).toISOString()).toBe("2026-03-30T06:00:00.000Z");
    expect(dueAt(at("2026-03-27T16:55:00+01:00"), weekdays, 15).toISOString()).toBe("2026-03-30T06:10:00.000Z");
    expect(officeMinutesBetween(at("2026-03-27T16:50:00+01:00"), at("2026-03-30T08:10:00+02:00"), weekdays)).toBe(20);
  });

  it("opens at 07:00Z on the Monday after the autumn switch (25 October 2026)", () => {
    expect(clockStart(at("2026-10-24T12:00:00+02:00"), weekdays).toISOString()).toBe("2026-10-26T07:00:00.000Z");
    expect(dueAt(at("2026-10-23T16:55:00+02:00"), weekdays, 15).toISOString()).toBe("2026-10-26T07:10:00.000Z");
    expect(officeMinutesBetween(at("2026-10-23T16:50:00+02:00"), at("2026-10-26T08:10:00+01:00"), weekdays)).toBe(20);
  });

  it("opens at the right instant on the switch Sundays themselves", () => {
    const sunday: OfficeHours = { weekly: [{ from: "sunday", opens: "09:00", closes: "12:00" }] };
    expect(clockStart(at("2026-03-28T23:30:00+01:00"), sunday).toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(clockStart(at("2026-10-24T23:30:00+02:00"), sunday).toISOString()).toBe("2026-10-25T08:00:00.000Z");
  });

  it("reads the offset on the right side of the switch for an opening in the night", () => {
    // 01:30 local comes just before each switch; a first guess from the naive UTC time lands after it.
    const night: OfficeHours = { weekly: [{ from: "sunday", opens: "01:30", closes: "10:00" }] };
    expect(clockStart(at("2026-03-28T12:00:00+01:00"), night).toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(clockStart(at("2026-10-24T12:00:00+02:00"), night).toISOString()).toBe("2026-10-24T23:30:00.000Z");
  });

  it("counts the real length of the short and the long day", () => {
    const allDay: OfficeHours = { weekly: [{ from: "monday", to: "sunday", opens: "00:00", closes: "24:00" }] };
    expect(officeMinutesBetween(at("2026-03-29T00:00:00+01:00"), at("2026-03-30T00:00:00+02:00"), allDay)).toBe(
      23 * 60,
    );
    expect(officeMinutesBetween(at("2026-10-25T00:00:00+02:00"), at("2026-10-26T00:00:00+01:00"), allDay)).toBe(
      25 * 60,
    );
  });
});

describe("public holidays and listed dates", () => {
  const withHolidays: OfficeHours = { ...weekdays, closedOnPublicHolidays: true };

  it("counts a public holiday as a working day while the switch is off", () => {
    // Monday 27 April 2026 is Koningsdag.
    expect(clockStart(at("2026-04-27T10:00:00+02:00"), weekdays).toISOString()).toBe("2026-04-27T08:00:00.000Z");
  });

  it("waits for the next working day on Koningsdag and over Easter when the office closes on holidays", () => {
    expect(clockStart(at("2026-04-27T10:00:00+02:00"), withHolidays).toISOString()).toBe("2026-04-28T06:00:00.000Z");
    // Good Friday is a working day; 2e Paasdag (Monday 6 April 2026) is not.
    expect(dueAt(at("2026-04-03T16:55:00+02:00"), withHolidays, 15).toISOString()).toBe("2026-04-07T06:10:00.000Z");
  });

  it("leaves a whole Christmas out of the answer time", () => {
    // Thursday 24 December 16:50 to Monday 28 December 08:10: Friday the 25th is 1e Kerstdag.
    const received = at("2026-12-24T16:50:00+01:00");
    expect(officeMinutesBetween(received, at("2026-12-28T08:10:00+01:00"), withHolidays)).toBe(20);
    expect(officeMinutesBetween(received, at("2026-12-28T08:10:00+01:00"), weekdays)).toBe(20 + 540);
  });

  it("closes on the listed dates and keeps the hours listed for a date", () => {
    const bouwvak: OfficeHours = {
      ...withHolidays,
      exceptions: [
        { label: "Bouwvak", from: "2026-07-20", to: "2026-08-07", closed: true },
        { label: "Koningsdag open", from: "2026-04-27", closed: false, opens: "10:00", closes: "12:00" },
      ],
    };
    // Friday 17 July 16:55: five minutes that day, then three weeks closed, ten minutes on Monday 10 August.
    expect(dueAt(at("2026-07-17T16:55:00+02:00"), bouwvak, 15).toISOString()).toBe("2026-08-10T06:10:00.000Z");
    // A listed date wins over the holiday switch: open 10:00–12:00 on Koningsdag.
    expect(clockStart(at("2026-04-27T07:00:00+02:00"), bouwvak).toISOString()).toBe("2026-04-27T08:00:00.000Z");
    expect(dueAt(at("2026-04-27T11:50:00+02:00"), bouwvak, 15).toISOString()).toBe("2026-04-28T06:05:00.000Z");
  });
});

describe("summarize", () => {
  it("has no median or p90 for an empty list", () => {
    expect(summarize([])).toEqual({ count: 0, median: null, p90: null });
  });

  it("uses the only value for one lead", () => {
    expect(summarize([5])).toEqual({ count: 1, median: 5, p90: 5 });
  });

  it("takes nearest ranks without touching the input", () => {
    const values = [7, 3, 10, 1, 9, 2, 8, 4, 6, 5];
    expect(summarize(values)).toEqual({ count: 10, median: 5, p90: 9 });
    expect(values).toEqual([7, 3, 10, 1, 9, 2, 8, 4, 6, 5]);
  });

  it("leaves out values that are not numbers", () => {
    expect(summarize([Number.NaN, 4, Number.POSITIVE_INFINITY, 2])).toEqual({ count: 2, median: 2, p90: 4 });
  });
});
