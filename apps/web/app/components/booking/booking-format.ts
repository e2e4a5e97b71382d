// Words of the booking screens: dates and times. Amounts arrive as integer paise from the server
// (DESIGN.md section 6) and are formatted by the one formatter of screens and messages,
// @parvat/domain/money-words' formatPaise; dates stay YYYY-MM-DD strings until shown.
import { onFirstUse } from "../../lib/on-first-use.ts";
import { longDate } from "../trek/trek-format.ts";

/** "5 December 2026 to 10 December 2026", or one date for a one-day trip. */
export function dateRange(startDate: string, endDate: string): string {
  return startDate === endDate ? longDate(startDate) : `${longDate(startDate)} to ${longDate(endDate)}`;
}

/** Whole seconds from `now` (ms) until an ISO 8601 instant, never below 0. */
export function secondsUntil(instant: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(instant) - now) / 1000));
}

/** Holds longer than this (a quotation's, held until its expiry) show their end, not a clock. */
export const LONG_HOLD_SECONDS = 24 * 60 * 60;

// Built on first use: the booking screens use them, every page loads this module.
const holdEnd = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "Asia/Kolkata",
    }),
);
const timeOfDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Asia/Kolkata",
    }),
);
const dayOf = onFirstUse(
  () => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }),
);

/**
 * When a hold ends, with its date, in India's time: "12 December 2026 at 3:15 pm". A hold to the end of
 * a day (a quotation's, to the end of its expiry date: midnight after it) is "the end of 8 December
 * 2026", never "9 December at 12:00 am".
 */
export function holdEndText(instant: string): string {
  const end = new Date(instant);
  return timeOfDay().format(end) === "00:00"
    ? `the end of ${dayOf().format(new Date(end.getTime() - 1))}`
    : holdEnd().format(end);
}

/** A countdown as mm:ss: 899 as "14:59", 5 as "00:05". */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * What a screen reader hears about a hold: the minutes left, rounded up, so that the words change
 * only when a minute boundary passes (899 s and 841 s both say "15 more minutes").
 */
export function holdAnnouncement(seconds: number): string {
  if (seconds <= 0) return "The hold has ended and the seats are back on sale.";
  const minutes = Math.ceil(seconds / 60);
  return `Seats held for ${minutes} more minute${minutes === 1 ? "" : "s"}.`;
}
