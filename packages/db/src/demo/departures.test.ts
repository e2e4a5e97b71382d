import { addDays, daysBetween, monthOf, weekdayOf } from "@parvat/domain/business-dates";
import { describe, expect, it } from "vitest";
import { fixtureCatalogue } from "../testing/demo-fixture.ts";
import { BOOKABLE_WITHIN_DAYS, departureDates, planDepartures, priceEntries, seatsFor } from "./departures.ts";

const [weekendSummit, winterRidge] = fixtureCatalogue.treks as [
  (typeof fixtureCatalogue.treks)[number],
  (typeof fixtureCatalogue.treks)[number],
];

describe("departureDates", () => {
  it("lists the season's weekdays from tomorrow to the horizon", () => {
    const dates = departureDates({ months: [3], weekdays: [6], capacity: 10, horizonDays: 60 }, "2026-02-20");
    expect(dates).toEqual(["2026-03-07", "2026-03-14", "2026-03-21", "2026-03-28"]);
  });

  it("never starts today, even when today matches", () => {
    // 2026-02-21 is a Saturday.
    expect(departureDates({ months: [2], weekdays: [6], capacity: 10, horizonDays: 7 }, "2026-02-21")).toEqual([
      "2026-02-28",
    ]);
  });

  it("keeps every other week on the same weeks whatever today is", () => {
    const rule = { months: [1, 2, 3], weekdays: [5], everyWeeks: 2, capacity: 10, horizonDays: 90 };
    const fromJanuary = departureDates(rule, "2026-01-01");
    const fromMidJanuary = departureDates(rule, "2026-01-15");
    expect(fromJanuary.filter((date) => date > "2026-01-15")).toEqual(fromMidJanuary.filter((d) => d <= "2026-04-01"));
    for (let i = 1; i < fromJanuary.length; i++) expect(daysBetween(fromJanuary[i - 1]!, fromJanuary[i]!)).toBe(14);
  });
});

describe("seatsFor", () => {
  it("is deterministic and within capacity", () => {
    for (let offset = 1; offset < 200; offset += 3) {
      const date = addDays("2026-01-01", offset);
      const seats = seatsFor("kedarkantha-trek", date, 18, "2026-01-01");
      expect(seats).toBe(seatsFor("kedarkantha-trek", date, 18, "2026-01-01"));
      expect(seats).toBeGreaterThanOrEqual(0);
      expect(seats).toBeLessThanOrEqual(18);
    }
  });

  it("fills near departures more than far ones", () => {
    const near: number[] = [];
    const far: number[] = [];
    for (let i = 0; i < 400; i++) {
      near.push(seatsFor(`trip-${i}`, "2026-01-20", 20, "2026-01-01"));
      far.push(seatsFor(`trip-${i}`, "2026-09-20", 20, "2026-01-01"));
    }
    const soldOut = (list: number[]) => list.filter((seats) => seats === 0).length;
    expect(soldOut(near)).toBeGreaterThan(60);
    expect(soldOut(far)).toBeLessThan(20);
  });
});

describe("priceEntries", () => {
  it("adds the surcharge in peak months and leaves other months to the package price", () => {
    // 2026-06-06 is a Saturday in June (peak); 2026-03-07 a Saturday in March.
    expect(priceEntries(weekendSummit, "2026-06-06")).toEqual([
      { package: 0, enabled: true, price: 14_000 },
      { package: 1, enabled: true, price: 11_500 },
    ]);
    expect(priceEntries(weekendSummit, "2026-03-07")).toEqual([
      { package: 0, enabled: true, price: null },
      { package: 1, enabled: true, price: null },
    ]);
  });

  it("switches a package off on the weekdays it is unavailable", () => {
    // 2026-03-08 is a Sunday.
    expect(priceEntries(weekendSummit, "2026-03-08")).toEqual([
      { package: 0, enabled: true, price: null },
      { package: 1, enabled: false, price: null },
    ]);
  });
});

describe("planDepartures", () => {
  it("ends each departure after the main package's days, counting only items that are days", () => {
    const plan = planDepartures([weekendSummit], "2026-01-15");
    const departures = plan.get("weekend-summit")!;
    expect(departures.length).toBeGreaterThan(60);
    // Five trail days plus an arrival evening that is not a day.
    for (const departure of departures) expect(daysBetween(departure.startDate, departure.endDate)).toBe(4);
    expect(departures.every(({ startDate }) => [0, 6].includes(weekdayOf(startDate)))).toBe(true);
  });

  it("keeps its guarantees whatever today is", () => {
    for (let offset = 0; offset < 365; offset += 11) {
      const today = addDays("2026-01-01", offset);
      const plan = planDepartures(fixtureCatalogue.treks, today);
      const all = [...plan.values()].flat();
      expect(
        all.some((d) => d.availableSeats === 0),
        `sold out on ${today}`,
      ).toBe(true);
      expect(
        all.some((d) => d.availableSeats >= 1 && d.availableSeats <= 4),
        `few seats on ${today}`,
      ).toBe(true);
      for (const trek of fixtureCatalogue.treks.filter((t) => (t.status ?? "active") === "active")) {
        const soon = plan.get(trek.slug)!.filter((d) => daysBetween(today, d.startDate) <= BOOKABLE_WITHIN_DAYS);
        if (soon.length > 0)
          expect(
            soon.some((d) => d.availableSeats > 0),
            `${trek.slug} on ${today}`,
          ).toBe(true);
      }
    }
  });

  it("only plans departures in the season", () => {
    const plan = planDepartures([winterRidge], "2026-09-01");
    const months = new Set(plan.get("winter-ridge")!.map((d) => monthOf(d.startDate)));
    expect([...months].sort((a, b) => a - b)).toEqual([1, 2, 3, 12]);
  });
});
