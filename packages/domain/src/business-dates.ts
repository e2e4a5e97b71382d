// "Today" is today in the business time zone (Asia/Kolkata by default), never the server's UTC
// date: at 02:00 IST the UTC date is still yesterday. Dates travel as YYYY-MM-DD strings.

export const DEFAULT_BUSINESS_TIME_ZONE = "Asia/Kolkata";

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Building an Intl.DateTimeFormat costs far more than formatting with one, and every request asks for
// today: one formatter per time zone (a process uses one or two) serves them all.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date at `instant` in `timeZone`, as YYYY-MM-DD. */
export function businessToday(timeZone: string = DEFAULT_BUSINESS_TIME_ZONE, instant: Date = new Date()): IsoDate {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/**
 * Orders two YYYY-MM-DD dates for `sort`. They order as plain text; `localeCompare` would start ICU's
 * collator, tens of milliseconds on a phone while a page hydrates (decision 0024).
 */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function parse(value: IsoDate): Date {
  if (!isIsoDate(value)) throw new RangeError(`Not a YYYY-MM-DD date: ${value}`);
  return new Date(`${value}T00:00:00Z`);
}

/** Calendar arithmetic on dates, free of time zones and daylight saving. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const result = parse(date);
  result.setUTCDate(result.getUTCDate() + days);
  return result.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((parse(to).getTime() - parse(from).getTime()) / 86_400_000);
}

/** Month of the year, 1 to 12. */
export function monthOf(date: IsoDate): number {
  return parse(date).getUTCMonth() + 1;
}

/** Day of the week, 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(date: IsoDate): number {
  return parse(date).getUTCDay();
}
