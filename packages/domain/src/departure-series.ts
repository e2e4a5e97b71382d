// Departures as the trip desk enters them: one date, or a series ("every Saturday from
// 5 April to 28 June"), each with a length in days and a number of seats. One rule for the admin
// form (a message per field) and the API (the authority). Dates are business-time-zone calendar days.
import { addDays, daysBetween, type IsoDate, isIsoDate, weekdayOf } from "./business-dates.ts";

export const DEPARTURE_LIMITS = {
  maxSeats: 500,
  maxLengthDays: 60,
  /** A season of weekly departures is 26; a series of more is a typo in a date. */
  maxSeriesDepartures: 60,
  /** Departures are planned up to two years ahead. */
  daysAhead: 730,
  /** Whole rupees per traveller. */
  maxPriceRupees: 10_000_000,
} as const;

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The last day of a departure that starts on `startDate` and lasts `lengthDays` days. */
export function departureEndDate(startDate: IsoDate, lengthDays: number): IsoDate {
  return addDays(startDate, lengthDays - 1);
}

/** How many days a departure lasts, counting both its first and its last day. */
export function departureLengthDays(startDate: IsoDate, endDate: IsoDate): number {
  return daysBetween(startDate, endDate) + 1;
}

/** Every date from `from` to `to` (both included) that falls on `weekday` (0 Sunday to 6 Saturday). */
export function seriesDates({ weekday, from, to }: { weekday: number; from: IsoDate; to: IsoDate }): IsoDate[] {
  const dates: IsoDate[] = [];
  if (from > to) return dates;
  let date = addDays(from, (weekday - weekdayOf(from) + 7) % 7);
  while (date <= to) {
    dates.push(date);
    date = addDays(date, 7);
  }
  return dates;
}

export interface DepartureInput {
  startDate: string;
  lengthDays: number;
  capacity: number;
}

export interface DepartureSeriesInput {
  weekday: number;
  from: string;
  to: string;
  lengthDays: number;
  capacity: number;
}

export interface PlannedDeparture {
  startDate: IsoDate;
  endDate: IsoDate;
}

export type DepartureField = keyof DepartureInput;
export type DepartureSeriesField = keyof DepartureSeriesInput;
export type DepartureResult =
  | { ok: true; departure: PlannedDeparture & { capacity: number } }
  | { ok: false; errors: Partial<Record<DepartureField, string>> };
export type DepartureSeriesResult =
  | { ok: true; departures: PlannedDeparture[]; capacity: number }
  | { ok: false; errors: Partial<Record<DepartureSeriesField, string>> };

function wholeNumberProblem(value: number, min: number, max: number, what: string): string | undefined {
  if (!Number.isInteger(value) || value < min || value > max) return `Enter ${what} from ${min} to ${max}`;
  return undefined;
}

function startProblem(date: string, today: IsoDate, label: string): string | undefined {
  if (!isIsoDate(date)) return `Choose the ${label}`;
  if (date < today) return `Choose a ${label} from today onwards`;
  if (daysBetween(today, date) > DEPARTURE_LIMITS.daysAhead) return `Choose a ${label} within the next two years`;
  return undefined;
}

const lengthProblem = (lengthDays: number) =>
  wholeNumberProblem(lengthDays, 1, DEPARTURE_LIMITS.maxLengthDays, "a length in days");
const seatsProblem = (capacity: number) => wholeNumberProblem(capacity, 1, DEPARTURE_LIMITS.maxSeats, "seats");

function withoutEmpty<T extends string>(errors: Partial<Record<T, string | undefined>>): Partial<Record<T, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as Partial<
    Record<T, string>
  >;
}

/**
 * One departure. `earliestStart` is today for a new departure; an edit that keeps its start date
 * passes that date, so a departure under way can still have its seats changed.
 */
export function parseDeparture(input: DepartureInput, earliestStart: IsoDate): DepartureResult {
  const errors = withoutEmpty<DepartureField>({
    startDate: startProblem(input.startDate, earliestStart, "start date"),
    lengthDays: lengthProblem(input.lengthDays),
    capacity: seatsProblem(input.capacity),
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    departure: {
      startDate: input.startDate,
      endDate: departureEndDate(input.startDate, input.lengthDays),
      capacity: input.capacity,
    },
  };
}

/** A series: every `weekday` from `from` to `to`, each `lengthDays` long with `capacity` seats. */
export function parseDepartureSeries(input: DepartureSeriesInput, today: IsoDate): DepartureSeriesResult {
  const errors = withoutEmpty<DepartureSeriesField>({
    weekday: Number.isInteger(input.weekday) && input.weekday >= 0 && input.weekday <= 6 ? undefined : "Choose a day",
    from: startProblem(input.from, today, "first date"),
    to: startProblem(input.to, today, "last date"),
    lengthDays: lengthProblem(input.lengthDays),
    capacity: seatsProblem(input.capacity),
  });
  if (!errors.from && !errors.to && input.to < input.from) errors.to = "Choose a last date on or after the first";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const dates = seriesDates(input);
  if (dates.length === 0) {
    return { ok: false, errors: { weekday: `No ${WEEKDAY_NAMES[input.weekday]} falls between these dates` } };
  }
  if (dates.length > DEPARTURE_LIMITS.maxSeriesDepartures) {
    return {
      ok: false,
      errors: {
        to: `That makes ${dates.length} departures; create at most ${DEPARTURE_LIMITS.maxSeriesDepartures} at once`,
      },
    };
  }
  return {
    ok: true,
    capacity: input.capacity,
    departures: dates.map((startDate) => ({ startDate, endDate: departureEndDate(startDate, input.lengthDays) })),
  };
}

/** A price in whole rupees per traveller, or null for the package's own price. */
export function priceProblem(price: number | null): string | undefined {
  if (price === null) return undefined;
  return wholeNumberProblem(price, 0, DEPARTURE_LIMITS.maxPriceRupees, "a price in rupees");
}
