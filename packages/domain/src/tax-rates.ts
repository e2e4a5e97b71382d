// Tax rates as dated data: each rate applies from its date (in the business time zone) until the next
// row for the same thing. Rates change by government notification, so a change is a new row with
// its date, never an edit of an old one: documents already issued keep the rate of their day.
// A chartered accountant confirms this table before the site goes live and whenever a notification
// changes it (README, Configuration: tax). The published figures at the time of writing:
// - GST on tour operator services (SAC 998552): 5% without input tax credit (notification 11/2017-CT(R)).
// - TCS under section 206C(1G) of the Income-tax Act on overseas tour packages: from 1 October 2023,
//   5% up to ₹7 lakh a buyer a financial year and 20% above; from 1 April 2025 the line moved to ₹10
//   lakh. Without a valid PAN (section 206CC), twice the rate and at least 5%: 10% and 40%.
// - GSTR-1: an inter-state B2C invoice above ₹2.5 lakh is reported on its own (B2CL); from 1 August
//   2024, above ₹1 lakh.
import type { IsoDate } from "./business-dates.ts";

export interface Dated {
  /** The first day the row applies, YYYY-MM-DD in the business time zone. */
  validFrom: IsoDate;
}

export interface GstRate extends Dated {
  sac: string;
  percent: number;
}

export interface TcsRate extends Dated {
  /** What one buyer (one PAN) may pay in a financial year at the lower rate, in paise. */
  thresholdPaise: number;
  percentUpToThreshold: number;
  percentAboveThreshold: number;
  /** Section 206CC: no valid PAN. */
  percentWithoutPanUpToThreshold: number;
  percentWithoutPanAboveThreshold: number;
}

export interface B2clThreshold extends Dated {
  /** An inter-state invoice to an unregistered buyer above this value goes in GSTR-1's B2CL section. */
  invoiceValuePaise: number;
}

const LAKH_PAISE = 100_000 * 100;

export const GST_RATES: readonly GstRate[] = [{ sac: "998552", percent: 5, validFrom: "2017-07-01" }];

export const TCS_OVERSEAS_PACKAGE_RATES: readonly TcsRate[] = [
  {
    validFrom: "2023-10-01",
    thresholdPaise: 7 * LAKH_PAISE,
    percentUpToThreshold: 5,
    percentAboveThreshold: 20,
    percentWithoutPanUpToThreshold: 10,
    percentWithoutPanAboveThreshold: 40,
  },
  {
    validFrom: "2025-04-01",
    thresholdPaise: 10 * LAKH_PAISE,
    percentUpToThreshold: 5,
    percentAboveThreshold: 20,
    percentWithoutPanUpToThreshold: 10,
    percentWithoutPanAboveThreshold: 40,
  },
];

export const B2CL_THRESHOLDS: readonly B2clThreshold[] = [
  { validFrom: "2017-07-01", invoiceValuePaise: 250_000 * 100 },
  { validFrom: "2024-08-01", invoiceValuePaise: 100_000 * 100 },
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
