import { describe, expect, it } from "vitest";
import { clauseOf, dateInWords, dayInWords, formatPaise } from "./money-words.ts";

describe("formatPaise", () => {
  it.each([
    [0, "₹0"],
    [50_000, "₹500"],
    [12_345_600, "₹1,23,456"],
    [1_007_250, "₹10,072.50"],
    [1_149_750, "₹11,497.50"],
    [1_264_725, "₹12,647.25"],
    [39_995, "₹399.95"],
  ])("shows %i paise as %s: the paisa where there are paise, never rounded", (paise, words) => {
    expect(formatPaise(paise)).toBe(words);
  });

  it("refuses an amount that is not whole paise", () => {
    expect(() => formatPaise(10.5)).toThrow(RangeError);
  });
});

describe("dates in words", () => {
  it("writes a calendar day out", () => {
    expect(dateInWords("2026-12-09")).toBe("9 December 2026");
    expect(() => dateInWords("9/12/2026")).toThrow(RangeError);
  });

  it("takes an instant's day in the business time zone, not UTC's", () => {
    expect(dayInWords("2026-12-08T20:00:00Z")).toBe("9 December 2026");
    expect(dayInWords(new Date("2026-12-08T20:00:00Z"), "UTC")).toBe("8 December 2026");
  });
});

describe("clauseOf", () => {
  it.each([
    ["Landslide on the road.", "Landslide on the road"],
    ["  heavy snow at the pass!  ", "heavy snow at the pass"],
    ["permit office closed...", "permit office closed"],
    ["road closed; ", "road closed"],
    ["Dr. Rao's advice", "Dr. Rao's advice"],
  ])("writes %j into a sentence as %j: our full stop is never doubled", (reason, clause) => {
    expect(clauseOf(reason)).toBe(clause);
  });
});
