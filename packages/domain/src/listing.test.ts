import { describe, expect, it } from "vitest";
import {
  activityListingParams,
  formatMonth,
  inRange,
  monthBounds,
  parseActivityListing,
  parseRange,
  parseTripListing,
  TRIP_BUDGETS,
  TRIP_DURATIONS,
  tripListingParams,
  upcomingMonths,
} from "./listing.ts";

describe("parseRange", () => {
  it.each([
    ["4-6", { min: 4, max: 6 }],
    ["10-", { min: 10, max: null }],
    ["-15000", { min: null, max: 15_000 }],
    [" 0-0 ", { min: 0, max: 0 }],
    ["-", null],
    ["9-4", null],
    ["4", null],
    ["a-b", null],
    ["-5-3", null],
    ["12345678-", null],
    [null, null],
    ["", null],
  ])("%j is %j", (value, range) => {
    expect(parseRange(value)).toEqual(range);
  });

  it("reads every offered option back as itself", () => {
    for (const option of [...TRIP_DURATIONS, ...TRIP_BUDGETS]) {
      expect(parseRange(option.value)).toEqual({ min: option.min, max: option.max });
    }
  });
});

describe("inRange", () => {
  it.each([
    [5, { min: 4, max: 6 }, true],
    [4, { min: 4, max: 6 }, true],
    [6, { min: 4, max: 6 }, true],
    [7, { min: 4, max: 6 }, false],
    [3, { min: 4, max: null }, false],
    [99, { min: 4, max: null }, true],
    [0, { min: null, max: 0 }, true],
    [1, null, true],
  ])("%d in %j is %s", (value, range, expected) => {
    expect(inRange(value, range)).toBe(expected);
  });
});

describe("months", () => {
  it.each([
    ["2026-01", "2026-01-01", "2026-02-01", "January 2026"],
    ["2026-12", "2026-12-01", "2027-01-01", "December 2026"],
  ])("%s runs from %s until %s and reads %s", (month, from, until, label) => {
    expect(monthBounds(month)).toEqual({ from, until });
    expect(formatMonth(month)).toBe(label);
  });

  it("refuses what is not a month", () => {
    expect(() => monthBounds("2026-13")).toThrow(RangeError);
  });

  it("lists the coming months from the business date, across the new year", () => {
    expect(upcomingMonths("2026-11-30", 3)).toEqual([
      { value: "2026-11", label: "November 2026" },
      { value: "2026-12", label: "December 2026" },
      { value: "2027-01", label: "January 2027" },
    ]);
  });
});

describe("a trip listing in the address", () => {
  it.each([
    ["", { kind: null, month: null, days: null, price: null, difficulty: null, sort: "updated", page: 1 }],
    [
      "type=trek&month=2026-12&days=4-6&price=-15000&difficulty=moderate&sort=price-low&page=2",
      {
        kind: "trek",
        month: "2026-12",
        days: { min: 4, max: 6 },
        price: { min: null, max: 15_000 },
        difficulty: "moderate",
        sort: "price-low",
        page: 2,
      },
    ],
    // A hand-edited or stale link still opens a list: what makes no sense is ignored.
    [
      "type=cruise&month=2026-13&days=9-4&difficulty=extreme&sort=random&page=-3",
      { kind: null, month: null, days: null, price: null, difficulty: null, sort: "updated", page: 1 },
    ],
    ["page=1.5", { page: 1 }],
    ["page=1001", { page: 1 }],
  ])("%j is read as %j", (search, expected) => {
    expect(parseTripListing(new URLSearchParams(search))).toMatchObject(expected);
  });

  it("writes only what differs from the defaults, and reads back the same", () => {
    expect(tripListingParams({ sort: "updated", page: 1 }).toString()).toBe("");
    const query = parseTripListing(new URLSearchParams("sort=departure&days=10-&type=group-trip&month=2027-01&page=3"));
    const written = tripListingParams(query).toString();
    expect(written).toBe("type=group-trip&month=2027-01&days=10-&sort=departure&page=3");
    expect(parseTripListing(new URLSearchParams(written))).toEqual(query);
  });

  it("reads and writes a collection's season and theme, ignoring unknown ones", () => {
    const query = parseTripListing(new URLSearchParams("theme=first-timers&season=winter&type=trek"));
    expect(query).toMatchObject({ kind: "trek", season: "winter", theme: "first-timers" });
    expect(tripListingParams(query).toString()).toBe("type=trek&season=winter&theme=first-timers");
    expect(parseTripListing(new URLSearchParams("season=dry&theme=romance"))).toMatchObject({
      season: null,
      theme: null,
    });
  });
});

describe("an activity listing in the address", () => {
  it("reads and writes duration, budget and sort", () => {
    const query = parseActivityListing(new URLSearchParams("duration=120-240&price=-2500&sort=duration"));
    expect(query).toEqual({ duration: { min: 120, max: 240 }, price: { min: null, max: 2_500 }, sort: "duration" });
    expect(activityListingParams(query).toString()).toBe("duration=120-240&price=-2500&sort=duration");
    expect(activityListingParams({ sort: "recommended" }).toString()).toBe("");
  });
});
