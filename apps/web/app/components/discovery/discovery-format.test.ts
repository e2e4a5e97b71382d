import { describe, expect, it } from "vitest";
import { daysLabel, difficultyLabel, formatShortDate, seatsLabel, tripKindLabel } from "./discovery-format.ts";

describe("discovery words", () => {
  it.each([
    [formatShortDate("2026-12-05"), "5 Dec 2026"],
    [formatShortDate("2027-01-31"), "31 Jan 2027"],
    [daysLabel(1), "1 day"],
    [daysLabel(6), "6 days"],
    [seatsLabel(1), "1 seat left"],
    [seatsLabel(4), "4 seats left"],
    [tripKindLabel("group-trip"), "Group trip"],
    [tripKindLabel("tour-package"), "Tour package"],
    [tripKindLabel("cruise"), "cruise"],
    [difficultyLabel("easy-moderate"), "Easy to moderate"],
  ])("%s is %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
