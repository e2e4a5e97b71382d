// Seasons, months and themes are what search and the home page's collections match, so
// a wrong facet sends a traveller to the wrong trip: these checks keep them true to the departures
// the trips actually run, and keep season words in offer names true to every date they appear on
// (a 28 November departure once read "Spring early-bird fare").
import { SEASON_VALUES, type Season, type TripTheme } from "@parvat/domain/search-facets";
import { describe, expect, it } from "vitest";
import { abroadCatalogue } from "./abroad.ts";
import { indiaCatalogue } from "./india.ts";

const trips = [...indiaCatalogue.treks, ...abroadCatalogue.treks];
const bySlug = (slug: string) => {
  const trip = trips.find((candidate) => candidate.slug === slug);
  if (!trip) throw new Error(`No demo trip ${slug}`);
  return trip;
};

/** The months a season word may honestly describe, generous at the edges as travellers are. */
const SEASON_MONTHS: Record<Season, number[]> = {
  winter: [12, 1, 2],
  spring: [3, 4, 5],
  summer: [4, 5, 6, 7, 8],
  monsoon: [6, 7, 8, 9],
  autumn: [9, 10, 11],
};

describe("trip facets in the demo content", () => {
  it("gives every trip seasons, best months among its departure months, and themes", () => {
    for (const trip of trips) {
      expect(trip.seasons.length, trip.slug).toBeGreaterThan(0);
      expect(trip.themes.length, trip.slug).toBeGreaterThan(0);
      expect(trip.months.length, trip.slug).toBeGreaterThan(0);
      for (const month of trip.months) expect(trip.departures.months, trip.slug).toContain(month);
      // Each season named is one the best months actually touch.
      for (const season of trip.seasons) {
        expect(
          trip.months.some((month) => SEASON_MONTHS[season].includes(month)),
          `${trip.slug}: ${season}`,
        ).toBe(true);
      }
    }
  });

  it("names a season in an offer only when every departure falls in it", () => {
    for (const trip of trips) {
      for (const pack of trip.packages) {
        const words = (pack.discountName ?? "").toLowerCase();
        for (const season of SEASON_VALUES) {
          if (!words.includes(season)) continue;
          for (const month of trip.departures.months) {
            expect(SEASON_MONTHS[season], `${trip.slug}: "${pack.discountName}" in month ${month}`).toContain(month);
          }
        }
      }
    }
  });

  it("tells the truth about the well-known trips", () => {
    expect(bySlug("kedarkantha-trek")).toMatchObject({
      seasons: expect.arrayContaining(["winter"]),
      themes: expect.arrayContaining(["first-timers", "snow"]),
    });
    expect(bySlug("kedarkantha-trek").months).toContain(12);
    expect(bySlug("kashmir-great-lakes-trek").themes).not.toContain("first-timers");
    expect(bySlug("valley-of-flowers-trek").themes).toContain("pilgrimage");
    expect(bySlug("goa-monsoon-and-beaches").seasons).toEqual(["monsoon"]);
  });

  it("fills each of the home page's collections with more than one trip", () => {
    const withTheme = (theme: TripTheme) => trips.filter((trip) => trip.themes.includes(theme));
    expect(trips.filter((trip) => trip.type === "trek" && trip.seasons.includes("winter")).length).toBeGreaterThan(0);
    expect(trips.filter((trip) => trip.seasons.includes("winter")).length).toBeGreaterThan(1);
    for (const theme of ["first-timers", "weekend", "honeymoon"] as const) {
      expect(withTheme(theme).length, theme).toBeGreaterThan(1);
    }
  });
});
