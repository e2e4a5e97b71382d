// The vocabulary of listings (trips and activities): the filters travellers expect (kind of trip,
// departure month, duration, budget, difficulty) and the sort orders, and how each lives in the
// address so that a filtered list can be shared as a link. The API checks the same values; the
// pages read and write the address with `parseTripListing` / `tripListingParams`.
import { monthName } from "./calendar-words.ts";
import { SEASONS, type Season, TRIP_THEMES, type TripTheme } from "./search-facets.ts";

export const TRIP_KINDS = [
  { value: "trek", label: "Treks", singular: "Trek" },
  { value: "group-trip", label: "Group trips", singular: "Group trip" },
  { value: "tour-package", label: "Tour packages", singular: "Tour package" },
] as const;
export type TripKind = (typeof TRIP_KINDS)[number]["value"];

export const DIFFICULTY_LEVELS = [
  { value: "easy", label: "Easy" },
  { value: "easy-moderate", label: "Easy to moderate" },
  { value: "moderate", label: "Moderate" },
  { value: "difficult", label: "Difficult" },
  { value: "challenging", label: "Challenging" },
] as const;
export type Difficulty = (typeof DIFFICULTY_LEVELS)[number]["value"];

/** SPEC.md's order ("newest update first") comes first: it is the default. */
export const TRIP_SORTS = [
  { value: "updated", label: "Recently updated" },
  { value: "departure", label: "Next departure" },
  { value: "price-low", label: "Price: low to high" },
  { value: "price-high", label: "Price: high to low" },
  { value: "popularity", label: "Most popular" },
] as const;
export type TripSort = (typeof TRIP_SORTS)[number]["value"];

export const ACTIVITY_SORTS = [
  { value: "recommended", label: "Recommended" },
  { value: "price-low", label: "Price: low to high" },
  { value: "price-high", label: "Price: high to low" },
  { value: "duration", label: "Shortest first" },
] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number]["value"];

/** An inclusive range; a missing end is open. Written "4-6", "10-" or "-15000" in the address. */
export interface NumberRange {
  min: number | null;
  max: number | null;
}

export interface RangeOption extends NumberRange {
  value: string;
  label: string;
}

function option(label: string, min: number | null, max: number | null): RangeOption {
  return { value: `${min ?? ""}-${max ?? ""}`, label, min, max };
}

/** Trip length in days (the schedule items that count as a day). */
export const TRIP_DURATIONS: readonly RangeOption[] = [
  option("Up to 3 days", null, 3),
  option("4 to 6 days", 4, 6),
  option("7 to 9 days", 7, 9),
  option("10 days or more", 10, null),
];

/** Price per person in rupees. */
export const TRIP_BUDGETS: readonly RangeOption[] = [
  option("Up to ₹15,000", null, 15_000),
  option("₹15,000 to ₹30,000", 15_000, 30_000),
  option("₹30,000 to ₹60,000", 30_000, 60_000),
  option("Above ₹60,000", 60_000, null),
];

/** Activity length in minutes. */
export const ACTIVITY_DURATIONS: readonly RangeOption[] = [
  option("Up to 2 hours", null, 120),
  option("2 to 4 hours", 120, 240),
  option("4 to 8 hours", 240, 480),
  option("Full day (8 hours or more)", 480, null),
];

export const ACTIVITY_BUDGETS: readonly RangeOption[] = [
  option("Up to ₹2,500", null, 2_500),
  option("₹2,500 to ₹5,000", 2_500, 5_000),
  option("₹5,000 to ₹10,000", 5_000, 10_000),
  option("Above ₹10,000", 10_000, null),
];

const RANGE = /^(\d{1,7})?-(\d{1,7})?$/;

/** "4-6" as { min: 4, max: 6 }; null for anything malformed, empty ("-") or reversed ("9-4"). */
export function parseRange(value: string | null | undefined): NumberRange | null {
  const match = value ? RANGE.exec(value.trim()) : null;
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const min = match[1] === undefined ? null : Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

export function formatRange(range: NumberRange): string {
  return `${range.min ?? ""}-${range.max ?? ""}`;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A departure month, YYYY-MM. */
export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

/** The first day of the month and the first day of the next, as YYYY-MM-DD. */
export function monthBounds(month: string): { from: string; until: string } {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a YYYY-MM month: ${month}`);
  const year = Number(match[1]);
  const index = Number(match[2]);
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, "0")}`;
  return { from: `${month}-01`, until: `${next}-01` };
}

/** "2026-12" as "December 2026". */
export function formatMonth(month: string): string {
  return monthName(monthBounds(month).from.slice(0, 7));
}

/** The month of `today` and the `count - 1` after it, for a departure-month filter. */
export function upcomingMonths(today: string, count = 12): { value: string; label: string }[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const months: { value: string; label: string }[] = [];
  for (let index = 0; index < count; index++) {
    const value = `${year}-${String(month).padStart(2, "0")}`;
    months.push({ value, label: formatMonth(value) });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

function oneOf<T extends string>(options: readonly { value: T }[], value: string | null): T | null {
  return options.find((candidate) => candidate.value === value)?.value ?? null;
}

function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/** What a trip listing's address asks for. */
export interface TripListingQuery {
  kind: TripKind | null;
  month: string | null;
  days: NumberRange | null;
  price: NumberRange | null;
  difficulty: Difficulty | null;
  /** Issue 18's collections ("Winter treks", "Honeymoon"): when a trip runs best, and what it suits. */
  season: Season | null;
  theme: TripTheme | null;
  sort: TripSort;
  page: number;
}

/**
 * The trip listing an address asks for. A value that makes no sense (a hand-edited link, an old
 * filter) is ignored rather than refused, so a shared link always opens a list.
 */
export function parseTripListing(params: URLSearchParams): TripListingQuery {
  const month = params.get("month");
  return {
    kind: oneOf(TRIP_KINDS, params.get("type")),
    month: month && isMonth(month) ? month : null,
    days: parseRange(params.get("days")),
    price: parseRange(params.get("price")),
    difficulty: oneOf(DIFFICULTY_LEVELS, params.get("difficulty")),
    season: oneOf(SEASONS, params.get("season")),
    theme: oneOf(TRIP_THEMES, params.get("theme")),
    sort: oneOf(TRIP_SORTS, params.get("sort")) ?? "updated",
    page: pageNumber(params.get("page")),
  };
}

/** The address of a trip listing: only what differs from the defaults, in a stable order. */
export function tripListingParams(query: Partial<TripListingQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.kind) params.set("type", query.kind);
  if (query.month) params.set("month", query.month);
  if (query.days) params.set("days", formatRange(query.days));
  if (query.price) params.set("price", formatRange(query.price));
  if (query.difficulty) params.set("difficulty", query.difficulty);
  if (query.season) params.set("season", query.season);
  if (query.theme) params.set("theme", query.theme);
  if (query.sort && query.sort !== "updated") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params;
}

export interface ActivityListingQuery {
  duration: NumberRange | null;
  price: NumberRange | null;
  sort: ActivitySort;
}

export function parseActivityListing(params: URLSearchParams): ActivityListingQuery {
  return {
    duration: parseRange(params.get("duration")),
    price: parseRange(params.get("price")),
    sort: oneOf(ACTIVITY_SORTS, params.get("sort")) ?? "recommended",
  };
}

export function activityListingParams(query: Partial<ActivityListingQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.duration) params.set("duration", formatRange(query.duration));
  if (query.price) params.set("price", formatRange(query.price));
  if (query.sort && query.sort !== "recommended") params.set("sort", query.sort);
  return params;
}

/** Whether a value lies in an inclusive range with open ends. */
export function inRange(value: number, range: NumberRange | null): boolean {
  if (!range) return true;
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

/** Trips per page of a listing. */
export const TRIPS_PER_PAGE = 12;
