// India's financial year runs from 1 April to 31 March, in the business time zone: a payment at
// 23:59 on 31 March in India belongs to the year that ends, one at 00:00 on 1 April to the next,
// whatever the server's clock says in UTC. Tax documents are numbered per financial year, TCS
// thresholds count per financial year, and TCS returns are filed per quarter (April to June = Q1).
import { businessToday, DEFAULT_BUSINESS_TIME_ZONE, type IsoDate, isIsoDate } from "./business-dates.ts";

export interface FinancialYear {
  /** The calendar year it starts in: 2026 for April 2026 to March 2027. */
  startYear: number;
  /** "2026-27", as accountants write it. */
  label: string;
  /** "2627": the four digits a document number carries. */
  code: string;
  firstDay: IsoDate;
  lastDay: IsoDate;
}

export function financialYearStarting(startYear: number): FinancialYear {
  const next = String((startYear + 1) % 100).padStart(2, "0");
  return {
    startYear,
    label: `${startYear}-${next}`,
    code: `${String(startYear % 100).padStart(2, "0")}${next}`,
    firstDay: `${startYear}-04-01`,
    lastDay: `${startYear + 1}-03-31`,
  };
}

export function financialYearOfDay(day: IsoDate): FinancialYear {
  if (!isIsoDate(day)) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return financialYearStarting(month >= 4 ? year : year - 1);
}

/** The financial year of an instant, by its date in the business time zone. */
export function financialYearOf(instant: Date, timeZone: string = DEFAULT_BUSINESS_TIME_ZONE): FinancialYear {
  return financialYearOfDay(businessToday(timeZone, instant));
}

export interface Period {
  /** What the accountant typed: "2026-11" or "2026-27-Q3". */
  label: string;
  firstDay: IsoDate;
  /** The day after the last: periods are half-open, [firstDay, endDay). */
  endDay: IsoDate;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-(\d{2})-Q([1-4])$/;

/** A calendar month, "YYYY-MM" (GSTR-1 is filed per month); null when the text is not one. */
export function parseMonth(text: string): Period | null {
  const match = MONTH.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
  return { label: `${match[1]}-${match[2]}`, firstDay: `${match[1]}-${match[2]}-01`, endDay: `${next}-01` };
}

/**
 * A quarter of a financial year, "2026-27-Q3" (October to December 2026): TCS returns (Form 27EQ)
 * are filed per quarter. Null when the text is not one, or its two years do not follow each other.
 */
export function parseQuarter(text: string): Period | null {
  const match = QUARTER.exec(text.trim());
  if (!match) return null;
  const startYear = Number(match[1]);
  const year = financialYearStarting(startYear);
  if (year.label !== `${match[1]}-${match[2]}`) return null;
  const quarter = Number(match[3]);
  const firstMonth = 4 + (quarter - 1) * 3; // 4, 7, 10, 13 (January of the next year)
  const at = (monthIndex: number) => {
    const y = startYear + Math.floor((monthIndex - 1) / 12);
    const m = ((monthIndex - 1) % 12) + 1;
    return `${y}-${String(m).padStart(2, "0")}-01`;
  };
  return { label: `${year.label}-Q${quarter}`, firstDay: at(firstMonth), endDay: at(firstMonth + 3) };
}
