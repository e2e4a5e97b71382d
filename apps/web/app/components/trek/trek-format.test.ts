import { monthName } from "@parvat/domain/calendar-words";
import { describe, expect, it } from "vitest";
import { indianNumber, longDate, shortDate, shortMonthName } from "./trek-format.ts";

describe("trek page formats", () => {
  it.each([
    ["2026-12-05", "Sat 5 Dec", "5 December 2026"],
    ["2027-01-01", "Fri 1 Jan", "1 January 2027"],
    ["2027-09-30", "Thu 30 Sep", "30 September 2027"],
  ])("writes %s as %s and %s", (iso, short, long) => {
    expect(shortDate(iso)).toBe(short);
    expect(longDate(iso)).toBe(long);
  });

  it("names months", () => {
    expect(monthName("2027-02")).toBe("February 2027");
    expect(shortMonthName("2027-02")).toBe("Feb 2027");
  });

  it.each([
    [0, "0"],
    [950, "950"],
    [3800, "3,800"],
    [123456, "1,23,456"],
    [10000000, "1,00,00,000"],
  ])("groups %i as %s", (value, expected) => {
    expect(indianNumber(value)).toBe(expected);
  });
});
