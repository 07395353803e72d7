import { describe, expect, it } from "vitest";
import {
  clockStart,
  dueAt,
  type OfficeHours,
  officeMinutesBetween,
  parseOfficeHours,
  summarize,
} from "@/lib/leads/response-clock";

// Every instant is written with its offset, so the tests mean the same on a machine in any time zone.
const at = (iso: string) => new Date(iso);
const weekdays: OfficeHours = { days: [1, 2, 3, 4, 5], opens: 8 * 60, closes: 17 * 60 };

describe("parseOfficeHours", () => {
  const accepted: [string, OfficeHours][] = [
    ["Maandag t/m vrijdag 08:00–17:00", weekdays],
    ["ma t/m vr 8:00 - 17:00", weekdays],
    ["maandag tot en met zaterdag 07:30-16:30", { days: [1, 2, 3, 4, 5, 6], opens: 450, closes: 990 }],
    ["Ma–vr 8:00–17:00 uur", weekdays],
    ["ma-vr: 8-17 uur", weekdays],
    ["Maandag t/m vrijdag van 08.00 tot 17.00 uur", weekdays],
    ["  MAANDAG   T/M   VRIJDAG 08:00 — 17:00. ", weekdays],
    ["werkdagen 08:00-17:00", weekdays],
    ["zaterdag 09:00-12:00", { days: [6], opens: 540, closes: 720 }],
    ["vrijdag t/m maandag 09:00-17:00", { days: [1, 5, 6, 7], opens: 540, closes: 1020 }],
    ["dagelijks 00:00-24:00", { days: [1, 2, 3, 4, 5, 6, 7], opens: 0, closes: 1440 }],
  ];
  it.each(accepted)("reads %j", (text, expected) => {
    expect(parseOfficeHours(text)).toEqual(expected);
  });

  const refused = [
    "op afspraak",
    "",
    "   ",
    "08:00-17:00",
    "maandag t/m vrijdag",
    "maandag t/m vrijdag 17:00-08:00",
    "maandag t/m vrijdag 08:00-08:00",
    "ma t/m vr 8:00-25:00",
    "ma t/m vr 8:61-17:00",
    "ma t/m vr 24:30-17:00",
    "Maandag t/m vrijdag 08:00–17:00, zaterdag op afspraak",
    "funday 08:00-17:00",
  ];
  it.each(refused)("refuses %j", (text) => {
    expect(parseOfficeHours(text)).toBeNull();
  });
});

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
    expect(() => clockStart(received, { days: [], opens: 480, closes: 1020 })).toThrow(RangeError);
    expect(() => clockStart(received, { days: [1], opens: 1020, closes: 480 })).toThrow(RangeError);
    expect(() => clockStart(received, { days: [8], opens: 480, closes: 1020 })).toThrow(RangeError);
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
    const sunday: OfficeHours = { days: [7], opens: 9 * 60, closes: 12 * 60 };
    expect(clockStart(at("2026-03-28T23:30:00+01:00"), sunday).toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(clockStart(at("2026-10-24T23:30:00+02:00"), sunday).toISOString()).toBe("2026-10-25T08:00:00.000Z");
  });

  it("reads the offset on the right side of the switch for an opening in the night", () => {
    // 01:30 local comes just before each switch; a first guess from the naive UTC time lands after it.
    const night: OfficeHours = { days: [7], opens: 90, closes: 10 * 60 };
    expect(clockStart(at("2026-03-28T12:00:00+01:00"), night).toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(clockStart(at("2026-10-24T12:00:00+02:00"), night).toISOString()).toBe("2026-10-24T23:30:00.000Z");
  });

  it("counts the real length of the short and the long day", () => {
    const allDay: OfficeHours = { days: [1, 2, 3, 4, 5, 6, 7], opens: 0, closes: 24 * 60 };
    expect(officeMinutesBetween(at("2026-03-29T00:00:00+01:00"), at("2026-03-30T00:00:00+02:00"), allDay)).toBe(
      23 * 60,
    );
    expect(officeMinutesBetween(at("2026-10-25T00:00:00+02:00"), at("2026-10-26T00:00:00+01:00"), allDay)).toBe(
      25 * 60,
    );
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
