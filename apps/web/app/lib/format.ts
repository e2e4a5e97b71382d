import { businessToday, DEFAULT_BUSINESS_TIME_ZONE } from "@parvat/domain/business-dates";
import { onFirstUse } from "./on-first-use.ts";

// Dates travel as YYYY-MM-DD (DESIGN.md section 2); people read them as "12 January 2026".
const longDate = onFirstUse(
  () => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
);

/** "2026-01-12" as "12 January 2026". Calendar dates have no time zone, so UTC keeps the day. */
export function formatDate(isoDate: string): string {
  return longDate().format(new Date(`${isoDate}T00:00:00Z`));
}

/** The day of an instant (an ISO 8601 timestamp) in the business time zone, as "12 January 2026". */
export function formatDayOf(instant: string, timeZone: string = DEFAULT_BUSINESS_TIME_ZONE): string {
  return formatDate(businessToday(timeZone, new Date(instant)));
}

/** An enquiry's travel date, or that none was given (a general question needs none). */
export function travelDateText(isoDate: string | null): string {
  return isoDate === null ? "No date given" : formatDate(isoDate);
}

/** The year of a business date ("2027-01-01" is 2027 even while UTC still says 2026). */
export function calendarYear(isoDate: string): number {
  return Number(isoDate.slice(0, 4));
}
