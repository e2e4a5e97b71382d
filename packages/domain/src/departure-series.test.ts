import { describe, expect, it } from "vitest";
import {
  DEPARTURE_LIMITS,
  type DepartureSeriesInput,
  departureEndDate,
  departureLengthDays,
  parseDeparture,
  parseDepartureSeries,
  priceProblem,
  seriesDates,
} from "./departure-series.ts";

describe("seriesDates", () => {
  // 2027-04-03 is a Saturday.
  it.each([
    [
      "every Saturday, both ends on a Saturday",
      6,
      "2027-04-03",
      "2027-04-24",
      ["2027-04-03", "2027-04-10", "2027-04-17", "2027-04-24"],
    ],
    ["every Saturday from a Wednesday to a Friday", 6, "2027-03-31", "2027-04-16", ["2027-04-03", "2027-04-10"]],
    ["every Sunday, across a month end", 0, "2027-04-26", "2027-05-10", ["2027-05-02", "2027-05-09"]],
    ["a single day that is the weekday", 3, "2027-03-31", "2027-03-31", ["2027-03-31"]],
    ["a single day that is not", 4, "2027-03-31", "2027-03-31", []],
    ["a range shorter than a week without the weekday", 1, "2027-04-06", "2027-04-11", []],
    ["a reversed range", 6, "2027-04-24", "2027-04-03", []],
    ["across the new year", 5, "2027-12-25", "2028-01-08", ["2027-12-31", "2028-01-07"]],
    ["across 29 February of a leap year", 2, "2028-02-27", "2028-03-08", ["2028-02-29", "2028-03-07"]],
  ])("%s", (_case, weekday, from, to, expected) => {
    expect(seriesDates({ weekday, from, to })).toEqual(expected);
  });
});

describe("departure lengths", () => {
  it.each([
    ["2027-04-03", 1, "2027-04-03"],
    ["2027-04-03", 6, "2027-04-08"],
    ["2027-04-28", 5, "2027-05-02"],
  ])("%s for %i days ends on %s, and back", (start, length, end) => {
    expect(departureEndDate(start, length)).toBe(end);
    expect(departureLengthDays(start, end)).toBe(length);
  });
});

describe("parseDepartureSeries", () => {
  const today = "2027-03-20";
  const good: DepartureSeriesInput = { weekday: 6, from: "2027-04-01", to: "2027-04-30", lengthDays: 6, capacity: 20 };

  it("plans each Saturday with its end date", () => {
    expect(parseDepartureSeries(good, today)).toEqual({
      ok: true,
      capacity: 20,
      departures: [
        { startDate: "2027-04-03", endDate: "2027-04-08" },
        { startDate: "2027-04-10", endDate: "2027-04-15" },
        { startDate: "2027-04-17", endDate: "2027-04-22" },
        { startDate: "2027-04-24", endDate: "2027-04-29" },
      ],
    });
  });

  it.each([
    ["a weekday out of range", { weekday: 7 }, "weekday", "Choose a day"],
    ["a first date in the past", { from: "2027-03-19" }, "from", "Choose a first date from today onwards"],
    ["a first date that is no date", { from: "2027-02-30" }, "from", "Choose the first date"],
    ["a last date before the first", { to: "2027-03-31" }, "to", "Choose a last date on or after the first"],
    ["a last date beyond two years", { to: "2029-04-01" }, "to", "Choose a last date within the next two years"],
    ["no seats", { capacity: 0 }, "capacity", "Enter seats from 1 to 500"],
    ["a fraction of a seat", { capacity: 2.5 }, "capacity", "Enter seats from 1 to 500"],
    ["a length of zero days", { lengthDays: 0 }, "lengthDays", "Enter a length in days from 1 to 60"],
    [
      "no such weekday in the range",
      { from: "2027-04-05", to: "2027-04-09" },
      "weekday",
      "No Saturday falls between these dates",
    ],
    [
      "too many departures",
      { weekday: 1, from: "2027-03-22", to: "2028-12-31" },
      "to",
      "That makes 93 departures; create at most 60 at once",
    ],
  ] as const)("refuses %s", (_case, change, field, message) => {
    const result = parseDepartureSeries({ ...good, ...change }, today);
    expect(result).toEqual({ ok: false, errors: expect.objectContaining({ [field]: message }) });
  });

  it("accepts exactly the largest series", () => {
    const to = departureEndDate("2027-03-22", 7 * DEPARTURE_LIMITS.maxSeriesDepartures - 6);
    const result = parseDepartureSeries({ ...good, weekday: 1, from: "2027-03-22", to }, today);
    expect(result.ok && result.departures.length).toBe(DEPARTURE_LIMITS.maxSeriesDepartures);
  });
});

describe("parseDeparture", () => {
  it("computes the end date", () => {
    expect(parseDeparture({ startDate: "2027-04-03", lengthDays: 3, capacity: 12 }, "2027-03-20")).toEqual({
      ok: true,
      departure: { startDate: "2027-04-03", endDate: "2027-04-05", capacity: 12 },
    });
  });

  it("refuses a start before the earliest allowed, naming every bad field", () => {
    expect(parseDeparture({ startDate: "2027-03-19", lengthDays: 61, capacity: 501 }, "2027-03-20")).toEqual({
      ok: false,
      errors: {
        startDate: "Choose a start date from today onwards",
        lengthDays: "Enter a length in days from 1 to 60",
        capacity: "Enter seats from 1 to 500",
      },
    });
  });
});

describe("priceProblem", () => {
  it.each([
    [null, undefined],
    [0, undefined],
    [12_500, undefined],
    [-1, "Enter a price in rupees from 0 to 10000000"],
    [99.5, "Enter a price in rupees from 0 to 10000000"],
  ])("%s -> %s", (price, problem) => {
    expect(priceProblem(price)).toBe(problem);
  });
});
