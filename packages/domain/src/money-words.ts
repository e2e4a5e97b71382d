// Amounts and dates as travellers read them, on every screen and in every message (SMS, WhatsApp,
// email): the one formatter, so that a message never rounds what a screen shows to the paisa.
// Amounts are integer paise to the last moment (DESIGN.md section 6); dates travel as YYYY-MM-DD.
// Month names are written out rather than left to Intl, whose words differ between ICU versions:
// the server's and the browser's HTML must match when a page hydrates.
import { MONTH_NAMES } from "./calendar-words.ts";
import { formatRupees, formatRupeesAndPaise } from "./trek-pricing.ts";

/** 12345600 as "₹1,23,456"; an amount with paise keeps them: 1149750 as "₹11,497.50", never rounded. */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not an amount in integer paise: ${paise}`);
  // Written out, not Intl's: no formatter is built while a page's modules load (decision 0024).
  return paise % 100 === 0 ? formatRupees(paise / 100) : formatRupeesAndPaise(paise);
}

/** "2026-12-09" as "9 December 2026". */
export function dateInWords(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number) as [number, number, number];
  const name = MONTH_NAMES[month - 1];
  if (!name || !day || !year) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  return `${day} ${name} ${year}`;
}

/** An instant's day in the business time zone, in words: 2026-12-08T20:00Z as "9 December 2026" in India. */
export function dayInWords(instant: Date | string, timeZone = "Asia/Kolkata"): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(instant),
  );
  return dateInWords(day);
}

/**
 * A reason as typed by staff ("Landslide on the road." or "landslide!"), ready to be written into a
 * sentence of ours: trimmed, without its own closing punctuation, so that ours does not double it.
 */
export function clauseOf(reason: string): string {
  return reason.trim().replace(/[\s.!;:,]+$/u, "");
}
