import { describe, expect, it } from "vitest";
import {
  addDays,
  businessToday,
  compareIsoDates,
  daysBetween,
  isIsoDate,
  monthOf,
  weekdayOf,
} from "./business-dates.ts";

describe("businessToday", () => {
  it.each([
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    ["2026-12-31T20:00:00Z", "Asia/Kolkata", "2027-01-01"],
    ["2026-12-31T18:29:59Z", "Asia/Kolkata", "2026-12-31"],
    ["2026-12-31T18:30:00Z", "Asia/Kolkata", "2027-01-01"],
    ["2026-06-01T03:00:00Z", "America/Los_Angeles", "2026-05-31"],
    ["2026-06-01T03:00:00Z", "UTC", "2026-06-01"],
  ])("at %s in %s is %s", (instant, zone, expected) => {
    expect(businessToday(zone, new Date(instant))).toBe(expected);
  });
});

describe("calendar arithmetic", () => {
  it.each([
    ["2026-02-27", 2, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-03-29", 1, "2026-03-30"], // a DST change day in Europe: still one day
  ])("%s plus %i days is %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it("knows months and weekdays", () => {
    expect(monthOf("2026-11-22")).toBe(11);
    expect(weekdayOf("2026-11-22")).toBe(0);
  });

  it.each(["2026-02-30", "2026-13-01", "26-01-01", "2026-1-1", ""])("rejects %j", (value) => {
    expect(isIsoDate(value)).toBe(false);
    expect(() => addDays(value, 1)).toThrow(RangeError);
  });
});

describe("compareIsoDates", () => {
  it("orders dates by the calendar, across months and years", () => {
    const dates = ["2027-01-05", "2026-12-31", "2026-02-10", "2026-12-09", "2026-12-09"];
    expect([...dates].sort(compareIsoDates)).toEqual([
      "2026-02-10",
      "2026-12-09",
      "2026-12-09",
      "2026-12-31",
      "2027-01-05",
    ]);
    expect(compareIsoDates("2026-12-09", "2026-12-09")).toBe(0);
    expect(compareIsoDates("2026-12-10", "2026-12-09")).toBe(1);
  });
});
