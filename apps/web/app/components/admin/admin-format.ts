// Instants on admin screens (payments, holds, audit rows) in India's time, the business time zone
// of the demo (BUSINESS_TIME_ZONE), whatever the staff member's device is set to. Dates (YYYY-MM-DD)
// and amounts use lib/format.ts and components/booking/booking-format.ts like the public pages.
const BUSINESS_TIME_ZONE = "Asia/Kolkata";

const timeOfDay = new Intl.DateTimeFormat("en-IN", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: BUSINESS_TIME_ZONE,
});
const dateAndTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: BUSINESS_TIME_ZONE,
});

/** An ISO 8601 instant as "02:35 pm". */
export function adminTime(instant: string): string {
  return timeOfDay.format(new Date(instant));
}

/** An ISO 8601 instant as "24 Nov 2026, 2:35 pm". */
export function adminDateTime(instant: string): string {
  return dateAndTime.format(new Date(instant));
}
