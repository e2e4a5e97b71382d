// Trips a traveller saved, kept on the device: one list in localStorage under
// "saved-trips", newest first (and in the account too once logged in: saved-trips-account.ts). Every tab and component sees a change at once (the storage event
// across tabs, our own event within one). Storage can be disabled; saving then does nothing.
import { useSyncExternalStore } from "react";

export const SAVED_TRIPS_KEY = "saved-trips";
const CHANGE_EVENT = "parvat:saved-trips";
/** A wishlist, not an archive: the oldest fall off past this many. */
export const MAX_SAVED_TRIPS = 50;

export interface SavedTrip {
  id: number;
  slug: string;
  name: string;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isSavedTrip(value: unknown): value is SavedTrip {
  const trip = value as SavedTrip | null;
  return (
    typeof trip === "object" &&
    trip !== null &&
    Number.isSafeInteger(trip.id) &&
    typeof trip.slug === "string" &&
    typeof trip.name === "string"
  );
}

// The parsed list, kept while the stored text is the same: useSyncExternalStore needs a stable value.
let cache: { raw: string | null; trips: SavedTrip[] } = { raw: null, trips: [] };

export function readSavedTrips(): SavedTrip[] {
  const raw = storage()?.getItem(SAVED_TRIPS_KEY) ?? null;
  if (raw === cache.raw) return cache.trips;
  let trips: SavedTrip[] = [];
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    if (Array.isArray(parsed)) trips = parsed.filter(isSavedTrip);
  } catch {
    // Unreadable: an empty list, rewritten on the next save.
  }
  cache = { raw, trips };
  return trips;
}

function write(trips: readonly SavedTrip[]) {
  try {
    storage()?.setItem(SAVED_TRIPS_KEY, JSON.stringify(trips.slice(0, MAX_SAVED_TRIPS)));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Replaces the list: the account's saves become the device's once they are merged (saved-trips-account.ts). */
export function replaceSavedTrips(trips: readonly SavedTrip[]) {
  write(trips);
}

/** Saves the trip (first in the list) or, when it is saved already, forgets it; answers whether it is saved now. */
export function toggleSavedTrip(trip: SavedTrip): boolean {
  const trips = readSavedTrips();
  const saved = trips.some((candidate) => candidate.id === trip.id);
  write(saved ? trips.filter((candidate) => candidate.id !== trip.id) : [trip, ...trips]);
  return !saved;
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_TRIPS_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

const NOTHING_SAVED: SavedTrip[] = [];

/** The saved trips; none on the server and in the first render (the list lives in the browser). */
export function useSavedTrips(): SavedTrip[] {
  return useSyncExternalStore(subscribe, readSavedTrips, () => NOTHING_SAVED);
}
