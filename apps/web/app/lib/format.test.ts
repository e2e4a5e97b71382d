import { describe, expect, it } from "vitest";
import { calendarYear, formatDate } from "./format.ts";

describe("formatDate", () => {
  it("writes calendar dates the Indian way, whatever the machine's time zone", () => {
    expect(formatDate("2026-01-12")).toBe("12 January 2026");
    expect(formatDate("2026-12-31")).toBe("31 December 2026");
  });
});

describe("calendarYear", () => {
  it("is the year of the business date, not of the UTC clock", () => {
    // 1 January in Kolkata starts while it is still 31 December in UTC.
    expect(calendarYear("2027-01-01")).toBe(2027);
  });
});
