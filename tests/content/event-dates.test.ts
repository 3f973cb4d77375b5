import { describe, expect, it } from "vitest";
import { calendarDay, sameDay } from "../../worker/content/event-dates";

describe("sameDay", () => {
  const noonUtc = Date.UTC(2013, 10, 15, 12, 0);

  it("compares calendar days in the given time zone", () => {
    const lateEvening = Date.UTC(2013, 10, 16, 2, 0); // 21:00 on the 15th in New York
    expect(sameDay(noonUtc, lateEvening, "America/New_York")).toBe(true);
    expect(sameDay(noonUtc, lateEvening, "UTC")).toBe(false);
  });

  it("tells apart the same day of different years", () => {
    expect(sameDay(noonUtc, Date.UTC(2014, 10, 15, 12, 0), "UTC")).toBe(false);
  });

  it("falls back to UTC for an unknown time zone and rejects invalid instants", () => {
    expect(calendarDay(noonUtc, "Nowhere/Special")).toBe("2013-11-15");
    expect(sameDay(Number.NaN, Number.NaN, "UTC")).toBe(false);
  });
});
