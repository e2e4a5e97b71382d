// The calendar's words in English, written out rather than left to Intl: the first Intl formatter a
// page builds loads its locale's data, some 100 ms of a phone's start-up (decision 0024), and ICU
// versions disagree on abbreviations (Sep or Sept) while the server's and the browser's HTML must match.
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "2026-12" as "December 2026". */
export function monthName(yearMonth: string): string {
  const [year, month] = yearMonth.split("-").map(Number) as [number, number];
  return `${MONTH_NAMES[month - 1]} ${year}`;
}
