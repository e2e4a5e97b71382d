// "Went in December 2026" on a review: no zod here, for the trek page's first load (review.ts has the rules).
import { monthName } from "./calendar-words.ts";

/** "Went in December 2026" from the departure's first day (YYYY-MM-DD). */
export function wentIn(startDate: string): string {
  return `Went in ${monthName(startDate.slice(0, 7))}`;
}
