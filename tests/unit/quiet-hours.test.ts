import { describe, expect, it } from "vitest";
import { quietHoursEnd } from "@/lib/notifications/quiet-hours";

const night = { enabled: true, start: "22:00", end: "07:00" };

describe("the end of the owner's quiet hours", () => {
  it("is null outside the quiet hours, or when they are off or make no span", () => {
    // 12:00 in Amsterdam (CET, winter).
    expect(quietHoursEnd(new Date("2026-11-27T11:00:00Z"), night)).toBeNull();
    // 21:59 and 07:00 sharp are outside.
    expect(quietHoursEnd(new Date("2026-11-27T20:59:00Z"), night)).toBeNull();
    expect(quietHoursEnd(new Date("2026-11-27T06:00:00Z"), night)).toBeNull();
    expect(quietHoursEnd(new Date("2026-11-27T23:00:00Z"), { ...night, enabled: false })).toBeNull();
    expect(quietHoursEnd(new Date("2026-11-27T23:00:00Z"), { enabled: true, start: "08:00", end: "08:00" })).toBeNull();
  });

  it("is the next morning in the evening part of a span across midnight, and the same morning after midnight", () => {
    // 22:00 and 23:30 on 27 November: until 07:00 on the 28th (06:00 UTC in winter).
    expect(quietHoursEnd(new Date("2026-11-27T21:00:00Z"), night)).toEqual(new Date("2026-11-28T06:00:00Z"));
    expect(quietHoursEnd(new Date("2026-11-27T22:30:00Z"), night)).toEqual(new Date("2026-11-28T06:00:00Z"));
    // 03:15 on the 28th: until 07:00 the same day.
    expect(quietHoursEnd(new Date("2026-11-28T02:15:00Z"), night)).toEqual(new Date("2026-11-28T06:00:00Z"));
  });

  it("is read on Dutch time in summer too (CEST, two hours ahead of UTC)", () => {
    expect(quietHoursEnd(new Date("2026-07-01T21:00:00Z"), night)).toEqual(new Date("2026-07-02T05:00:00Z"));
  });

  it("is the same day for quiet hours within one day", () => {
    const lunch = { enabled: true, start: "12:00", end: "13:30" };
    expect(quietHoursEnd(new Date("2026-11-27T11:10:00Z"), lunch)).toEqual(new Date("2026-11-27T12:30:00Z"));
    expect(quietHoursEnd(new Date("2026-11-27T12:30:00Z"), lunch)).toBeNull();
  });

  it("lands on the right hour across a change of the clocks", () => {
    // The night the clocks go back (25 October 2026, 03:00 CEST → 02:00 CET): 07:00 that morning is 06:00 UTC.
    expect(quietHoursEnd(new Date("2026-10-24T21:00:00Z"), night)).toEqual(new Date("2026-10-25T06:00:00Z"));
    // The night they go forward (29 March 2026, 02:00 CET → 03:00 CEST): 07:00 that morning is 05:00 UTC.
    expect(quietHoursEnd(new Date("2026-03-28T22:00:00Z"), night)).toEqual(new Date("2026-03-29T05:00:00Z"));
  });
});
