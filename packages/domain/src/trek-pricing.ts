// The trek page's rules (SPEC.md section 4), as pure functions shared by the server and the browser.

import { compareIsoDates } from "./business-dates.ts";

export interface PricedPackage {
  id: number;
  price: number;
  original_price: number | null;
}

export interface PriceEntry {
  package_id: number;
  enabled: boolean;
  price: number | null;
}

export interface Departure {
  id: number;
  start_date: string;
  prices: readonly PriceEntry[];
}

/** The package named by the address's packageId when the trek has it, otherwise the first. */
export function choosePackage<T extends { id: number }>(
  packages: readonly T[],
  packageId?: number | string | null,
): T | undefined {
  const wanted = packageId === null || packageId === undefined || packageId === "" ? Number.NaN : Number(packageId);
  return packages.find((candidate) => candidate.id === wanted) ?? packages[0];
}

/**
 * The price of a package on a departure: the departure's enabled price entry for the package; an entry
 * without a price falls back to the package's own price; no enabled entry means the package is not
 * offered on that date (null).
 */
export function departurePrice(pkg: PricedPackage, departure: Pick<Departure, "prices"> | undefined): number | null {
  const entry = departure?.prices.find((candidate) => candidate.package_id === pkg.id && candidate.enabled);
  if (!entry) return null;
  return entry.price ?? pkg.price;
}

/**
 * The struck-through original price: the package's original price, moved by the same amount the chosen
 * price differs from the package price (a peak-date surcharge keeps the discount honest); 0 when there is
 * no original price, meaning nothing is struck through.
 */
export function struckThroughPrice(pkg: PricedPackage, chosenPrice: number | null): number {
  if (!pkg.original_price) return 0;
  if (chosenPrice === null || chosenPrice === pkg.price) return pkg.original_price;
  return pkg.original_price + (chosenPrice - pkg.price);
}

// Prices are written out by hand, as Intl's en-IN currency format writes them: building the first
// Intl formatter of a page (loading its locale data) costs a phone some 100 ms of a blocked screen
// while the page starts, and every price on the trek page is written then (decision 0024).

/** The digits of a whole number with Indian grouping: 1234567 -> "12,34,567" (the sign is the caller's). */
export function indianDigits(whole: number): string {
  const digits = String(Math.abs(whole));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ",")},${lastThree}` : lastThree;
}

/** Whole rupees with Indian digit grouping, rounded half away from zero: 123450 -> "₹1,23,450", -500 -> "-₹500". */
export function formatRupees(amount: number): string {
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? "-" : ""}₹${indianDigits(Math.round(Math.abs(amount)))}`;
}

/** Integer paise as rupees and paise: 12345650 -> "₹1,23,456.50". */
export function formatRupeesAndPaise(paise: number): string {
  const whole = Math.abs(paise);
  const fraction = String(whole % 100).padStart(2, "0");
  return `${paise < 0 ? "-" : ""}₹${indianDigits(Math.floor(whole / 100))}.${fraction}`;
}

/**
 * The price shown for a choice on the trek page: what the address asks for, resolved by the rules
 * above, on a date the package can be booked.
 */
export interface TrekQuote<P extends PricedPackage, D extends Departure> {
  pkg: P | undefined;
  departure: D | undefined;
  /** Null: the package is not offered on that date (or there is no departure at all). */
  price: number | null;
  /** 0: nothing is struck through. */
  struckThrough: number;
}

/**
 * Whether a traveller can book the package on the departure: the package is offered that day and
 * seats are left (departures without a seat count are taken as open).
 */
export function isBookable(
  pkg: PricedPackage | undefined,
  departure: Pick<Departure, "prices"> & { available_seats?: number },
): boolean {
  if (!pkg || departurePrice(pkg, departure) === null) return false;
  return departure.available_seats === undefined || departure.available_seats > 0;
}

/** Why a departure cannot be booked with the package, in words for the date's card; null when it can. */
export function unbookableReason(
  pkg: PricedPackage | undefined,
  departure: Pick<Departure, "prices"> & { available_seats?: number },
): string | null {
  if (isBookable(pkg, departure)) return null;
  return pkg && departurePrice(pkg, departure) !== null ? "Sold out" : "Not offered with this package";
}

/**
 * The departure a choice lands on (SPEC.md section 4): the date asked for when the package can be
 * booked on it; otherwise the first bookable date of that month (choosing a month asks for the
 * month, "YYYY-MM", and gets its first open date); otherwise the first bookable date at all. Only
 * when the package cannot be booked on any date does the asked (or earliest) date stay, so the page
 * can say that the package is not offered.
 */
export function chooseBookableDeparture<D extends Departure & { available_seats?: number }>(
  pkg: PricedPackage | undefined,
  departures: readonly D[],
  dateOrMonth?: string | null,
): D | undefined {
  const asked = dateOrMonth ? departures.find((departure) => departure.start_date === dateOrMonth) : undefined;
  if (asked && isBookable(pkg, asked)) return asked;
  const open = departures.filter((departure) => isBookable(pkg, departure));
  const month = dateOrMonth?.slice(0, 7);
  return (
    (month ? open.find((departure) => departure.start_date.startsWith(month)) : undefined) ??
    open[0] ??
    asked ??
    departures[0]
  );
}

export function quoteTrek<P extends PricedPackage, D extends Departure & { available_seats?: number }>(
  packages: readonly P[],
  departures: readonly D[],
  choice: { packageId?: number | string | null; date?: string | null } = {},
): TrekQuote<P, D> {
  const pkg = choosePackage(packages, choice.packageId);
  const departure = chooseBookableDeparture(pkg, departures, choice.date);
  const price = pkg ? departurePrice(pkg, departure) : null;
  return { pkg, departure, price, struckThrough: pkg && price !== null ? struckThroughPrice(pkg, price) : 0 };
}

// ─── Departures on the page ─────────────────────────────────────────────────────────────

/** A departure with fewer seats than this says "few seats left". */
export const FEW_SEATS_THRESHOLD = 6;

export type SeatStatus = "sold-out" | "few" | "open";

export function seatStatus(availableSeats: number): SeatStatus {
  if (availableSeats <= 0) return "sold-out";
  return availableSeats < FEW_SEATS_THRESHOLD ? "few" : "open";
}

export interface DepartureMonth<T> {
  /** YYYY-MM. */
  month: string;
  departures: T[];
}

/** Departures by calendar month of their start date, months and departures in date order. */
export function groupDeparturesByMonth<T extends { start_date: string }>(
  departures: readonly T[],
): DepartureMonth<T>[] {
  const sorted = [...departures].sort((a, b) => compareIsoDates(a.start_date, b.start_date));
  const months: DepartureMonth<T>[] = [];
  for (const departure of sorted) {
    const month = departure.start_date.slice(0, 7);
    const last = months[months.length - 1];
    if (last?.month === month) last.departures.push(departure);
    else months.push({ month, departures: [departure] });
  }
  return months;
}

export interface DiscountCounts {
  discount_slider: boolean;
  discount_availed: number;
  discount_total: number;
  discount_days_passed: number;
}

export interface DiscountProgress {
  availed: number;
  total: number;
  left: number;
  /** Share taken, 0 to 100, rounded down so a nearly full offer never reads as full. */
  percent: number;
  daysPassed: number;
}

/**
 * The offer's progress as the trek records it (discounted seats taken of those on offer, days since it
 * opened); null when the trek does not show it or the numbers cannot be shown honestly (no seats on
 * offer, or all taken).
 */
export function discountProgress(trek: DiscountCounts): DiscountProgress | null {
  const total = Math.max(0, Math.trunc(trek.discount_total));
  if (!trek.discount_slider || total === 0) return null;
  const availed = Math.min(Math.max(0, Math.trunc(trek.discount_availed)), total);
  if (availed === total) return null;
  return {
    availed,
    total,
    left: total - availed,
    percent: Math.floor((availed / total) * 100),
    daysPassed: Math.max(0, Math.trunc(trek.discount_days_passed)),
  };
}

/** The inclusions (or exclusions) that apply to a package: all but those excluding it. */
export function includesFor<T extends { excluded_package: number | null }>(
  includes: readonly T[],
  packageId: number | undefined,
): T[] {
  return includes.filter((include) => include.excluded_package === null || include.excluded_package !== packageId);
}
