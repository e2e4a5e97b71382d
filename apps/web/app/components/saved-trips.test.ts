import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_SAVED_TRIPS, readSavedTrips, SAVED_TRIPS_KEY, toggleSavedTrip } from "./saved-trips.ts";

afterEach(() => localStorage.clear());

const trip = (id: number) => ({ id, slug: `trip-${id}`, name: `Trip ${id}` });

describe("saved trips on the device", () => {
  it("saves a trip first in the list, and forgets it on a second toggle", () => {
    expect(toggleSavedTrip(trip(1))).toBe(true);
    expect(toggleSavedTrip(trip(2))).toBe(true);
    expect(readSavedTrips().map((saved) => saved.id)).toEqual([2, 1]);
    expect(toggleSavedTrip(trip(1))).toBe(false);
    expect(readSavedTrips()).toEqual([trip(2)]);
    expect(JSON.parse(localStorage.getItem(SAVED_TRIPS_KEY)!)).toEqual([trip(2)]);
  });

  it("tells every listener in the page at once", () => {
    const listener = vi.fn();
    window.addEventListener("parvat:saved-trips", listener);
    toggleSavedTrip(trip(3));
    window.removeEventListener("parvat:saved-trips", listener);
    expect(listener).toHaveBeenCalledOnce();
  });

  it("reads unreadable or foreign storage as nothing saved, keeping only well-formed entries", () => {
    localStorage.setItem(SAVED_TRIPS_KEY, "{not json");
    expect(readSavedTrips()).toEqual([]);
    localStorage.setItem(SAVED_TRIPS_KEY, JSON.stringify([trip(4), { id: "5" }, null, { id: 6, slug: "x" }]));
    expect(readSavedTrips()).toEqual([trip(4)]);
  });

  it(`keeps the newest ${MAX_SAVED_TRIPS}`, () => {
    for (let id = 1; id <= MAX_SAVED_TRIPS + 2; id++) toggleSavedTrip(trip(id));
    const saved = readSavedTrips();
    expect(saved).toHaveLength(MAX_SAVED_TRIPS);
    expect(saved[0]!.id).toBe(MAX_SAVED_TRIPS + 2);
  });
});
