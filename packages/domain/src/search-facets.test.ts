import { describe, expect, it } from "vitest";
import { collectionOf, isSeason, isTripTheme, TRIP_COLLECTIONS } from "./search-facets.ts";

describe("trip facets", () => {
  it("knows its seasons and themes and nothing else", () => {
    expect(isSeason("monsoon")).toBe(true);
    expect(isSeason("dry")).toBe(false);
    expect(isTripTheme("first-timers")).toBe(true);
    expect(isTripTheme("first timers")).toBe(false);
  });

  it("offers the collections travellers look for, each a different filter", () => {
    expect(TRIP_COLLECTIONS.map((collection) => collection.title)).toEqual([
      "Winter treks",
      "Treks for first-timers",
      "Weekend trips",
      "Honeymoon",
    ]);
    const filters = TRIP_COLLECTIONS.map((c) => `${c.kind}/${c.season}/${c.theme}`);
    expect(new Set(filters).size).toBe(filters.length);
  });

  it("finds the collection a listing's filters are exactly", () => {
    expect(collectionOf({ kind: "trek", season: "winter", theme: null })?.title).toBe("Winter treks");
    expect(collectionOf({ kind: null, season: null, theme: "honeymoon" })?.title).toBe("Honeymoon");
    expect(collectionOf({ kind: null, season: "winter", theme: null })).toBeNull();
    expect(collectionOf({ kind: "trek", season: null, theme: null })).toBeNull();
  });
});
