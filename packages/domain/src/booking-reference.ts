// Finding a booking by its reference ("PJ-7K3M9Q", made by bookingReference in booking.ts) the way
// someone types it after hearing it on a call. Kept apart from booking.ts, which needs zod, so that
// the back office's search screen does not bring zod to every page.

export const BOOKING_REFERENCE_HELP = "A booking reference has letters and digits, like PJ-7K3M9Q.";

/**
 * What someone typed to find a booking by its reference, as SQL LIKE prefixes of the stored
 * references: case and spaces do not matter, and "PJ-" may be left out or typed without its dash
 * ("pj 7k3", "7K3M9Q", "PJ7K3"). Null when it holds anything a reference cannot, so no LIKE wildcard
 * (% or _) ever reaches a query.
 */
export function bookingReferencePrefixes(typed: string): string[] | null {
  const text = typed.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z0-9-]{1,12}$/.test(text)) return null;
  const code = text.replace(/^PJ-?/, "");
  if (!/^[A-Z0-9]*$/.test(code)) return null;
  // "P" or "PJ" may be the start of "PJ-..." as well as of a code.
  return [...new Set([`PJ-${code}%`, `${text}%`])];
}
