// Tax rates and thresholds as dated data: each row applies from its date (in India's calendar) until
// the next row for the same thing. The law changes by a Finance Act or a notification, so a change is
// a new row with its date, never an edit of an old one: documents of earlier days keep the row of their
// day. Each row names its source; docs/api.md ("Tax documents: the law we follow") cites them with the
// date each was checked. A chartered accountant confirms this table before the site goes live and
// whenever the law changes (README, Configuration: tax).
import type { IsoDate } from "./business-dates.ts";

export interface Dated {
  /** The first day the row applies, YYYY-MM-DD in India's calendar. */
  validFrom: IsoDate;
}

export interface GstRate extends Dated {
  sac: string;
  percent: number;
}

export interface TcsRate extends Dated {
  /** The provision it is collected under, as documents print it. */
  law: string;
  /** The provision in short, for the return's "nature of collection" column. */
  section: string;
  /** The quarterly statement it is reported in. */
  returnForm: string;
  /** The return's code for an overseas tour programme package; null where we could not confirm it. */
  collectionCode: string | null;
  /** What one buyer (one PAN) may pay in a financial year at the lower rate, in paise; null: no threshold. */
  thresholdPaise: number | null;
  percentUpToThreshold: number;
  percentAboveThreshold: number;
  /** No valid PAN (206CC under the 1961 Act). We never collect at these: a trip abroad needs a PAN (PAN_REQUIRED). */
  percentWithoutPanUpToThreshold: number;
  percentWithoutPanAboveThreshold: number;
}

export interface B2clThreshold extends Dated {
  /** An inter-state invoice to an unregistered buyer above this value goes in GSTR-1's B2CL section. */
  invoiceValuePaise: number;
}

export interface BuyerDetailsThreshold extends Dated {
  /**
   * CGST Rule 46(e): an invoice to an unregistered buyer of this value or more carries the buyer's
   * name, address and state with its code. The rule says "value of the taxable supply"; we compare the
   * invoice's total with GST, which asks a little earlier than the rule (docs/api.md).
   */
  invoiceValuePaise: number;
}

export interface CreditNoteDeadline extends Dated {
  /** CGST Act section 34(2): the last day (MM-DD) of the year after a supply's financial year to declare its credit note. */
  lastMonthDay: string;
}

const LAKH_PAISE = 100_000 * 100;

/** GST on what we sell, by SAC (notification 11/2017-CT(Rate), Sl. 23(i): tour operator services at 5% without ITC). */
export const GST_RATES: readonly GstRate[] = [
  { sac: "998552", percent: 5, validFrom: "2017-07-01" },
  { sac: "998555", percent: 5, validFrom: "2017-07-01" },
];

export const TCS_1961 = "section 206C(1G) of the Income-tax Act, 1961";
export const TCS_2025 = "section 394(1) of the Income-tax Act, 2025";

export const TCS_OVERSEAS_PACKAGE_RATES: readonly TcsRate[] = [
  {
    // Finance Act 2023: 5% up to ₹7 lakh a buyer a year, 20% above; 206CC without a PAN.
    validFrom: "2023-10-01",
    law: TCS_1961,
    section: "206C(1G)(b)",
    returnForm: "27EQ",
    collectionCode: "6CO",
    thresholdPaise: 7 * LAKH_PAISE,
    percentUpToThreshold: 5,
    percentAboveThreshold: 20,
    percentWithoutPanUpToThreshold: 10,
    percentWithoutPanAboveThreshold: 40,
  },
  {
    // Finance Act 2025: the line moves to ₹10 lakh.
    validFrom: "2025-04-01",
    law: TCS_1961,
    section: "206C(1G)(b)",
    returnForm: "27EQ",
    collectionCode: "6CO",
    thresholdPaise: 10 * LAKH_PAISE,
    percentUpToThreshold: 5,
    percentAboveThreshold: 20,
    percentWithoutPanUpToThreshold: 10,
    percentWithoutPanAboveThreshold: 40,
  },
  {
    // The Income-tax Act, 2025 in force, and the Finance Act 2026: 2% of every amount, no threshold.
    // The return's code under the Income-tax Rules, 2026 could not be confirmed (docs/api.md).
    validFrom: "2026-04-01",
    law: TCS_2025,
    section: "394(1)",
    returnForm: "Form No. 143",
    collectionCode: null,
    thresholdPaise: null,
    percentUpToThreshold: 2,
    percentAboveThreshold: 2,
    percentWithoutPanUpToThreshold: 5,
    percentWithoutPanAboveThreshold: 5,
  },
];

export const B2CL_THRESHOLDS: readonly B2clThreshold[] = [
  { validFrom: "2017-07-01", invoiceValuePaise: 250_000 * 100 },
  { validFrom: "2024-08-01", invoiceValuePaise: 100_000 * 100 },
];

export const BUYER_DETAILS_THRESHOLDS: readonly BuyerDetailsThreshold[] = [
  { validFrom: "2017-07-01", invoiceValuePaise: 50_000 * 100 },
];

export const CREDIT_NOTE_DEADLINES: readonly CreditNoteDeadline[] = [
  // Section 34(2) as enacted: 30 September of the next year (or the annual return, if earlier).
  { validFrom: "2017-07-01", lastMonthDay: "09-30" },
  // Finance Act 2022, in force 1 October 2022 (notification 18/2022-CT): 30 November.
  { validFrom: "2022-10-01", lastMonthDay: "11-30" },
];

/** The row in force on `day`: the latest whose validFrom is not after it. */
export function rateOn<Row extends Dated>(rows: readonly Row[], day: IsoDate, what = "rate"): Row {
  let found: Row | undefined;
  for (const row of rows) {
    if (row.validFrom <= day && (!found || row.validFrom >= found.validFrom)) found = row;
  }
  if (!found) throw new RangeError(`No ${what} in force on ${day}`);
  return found;
}

export function gstPercentOn(sac: string, day: IsoDate, rows: readonly GstRate[] = GST_RATES): number {
  return rateOn(
    rows.filter((row) => row.sac === sac),
    day,
    `GST rate for SAC ${sac}`,
  ).percent;
}
