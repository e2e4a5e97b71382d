// Words for the trek page's dates and numbers. Written out rather than left to Intl, whose month
// abbreviations differ between ICU versions (Sep or Sept): the server's and the browser's HTML must
// match exactly when the page hydrates.
import { MONTH_NAMES } from "@parvat/domain/calendar-words";
import { indianDigits } from "@parvat/domain/trek-pricing";

const MONTHS = MONTH_NAMES;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

function parts(isoDate: string) {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** "2026-12-05" as "Sat 5 Dec". */
export function shortDate(isoDate: string): string {
  const { month, day, weekday } = parts(isoDate);
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]!.slice(0, 3)}`;
}

/** "2026-12-05" as "5 Dec". */
export function dayAndMonth(isoDate: string): string {
  const { month, day } = parts(isoDate);
  return `${day} ${MONTHS[month - 1]!.slice(0, 3)}`;
}

/** "2026-12-05" as "5 December 2026". */
export function longDate(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "2026-12" as "Dec 2026". */
export function shortMonthName(yearMonth: string): string {
  const [year, month] = yearMonth.split("-").map(Number) as [number, number];
  return `${MONTHS[month - 1]!.slice(0, 3)} ${year}`;
}

/** Whole numbers with Indian grouping: 3800 as "3,800", 123456 as "1,23,456". */
export function indianNumber(value: number): string {
  return `${value < 0 ? "-" : ""}${indianDigits(Math.trunc(Math.abs(value)))}`;
}

export const DIFFICULTY_LABELS: Record<string, string> = {
  easy: "Easy",
  "easy-moderate": "Easy to moderate",
  moderate: "Moderate",
  difficult: "Difficult",
  challenging: "Challenging",
};

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
