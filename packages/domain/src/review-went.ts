// "Went in December 2026" on a review: no zod here, for the trek page's first load (review.ts has the rules).
const MONTHS = [
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
];

/** "Went in December 2026" from the departure's first day (YYYY-MM-DD). */
export function wentIn(startDate: string): string {
  const [year, month] = startDate.split("-");
  return `Went in ${MONTHS[Number(month) - 1]} ${year}`;
}
