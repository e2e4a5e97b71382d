// The figures of a tax invoice or credit note, from money that moved: the place of supply (which
// decides CGST + SGST against IGST), how a payment splits over the booking's rates (one line per
// rate), the taxable value and the tax inside each line, TCS on an overseas package, the document's
// number, the deadlines and thresholds of the GST rules, and the total in words. Pure: the database
// issues documents from ledger rows with these rules (packages/db/src/tax-documents.ts), and the
// dated tables of tax-rates.ts give the rates.

import { taxInside } from "./booking-amounts.ts";
import type { IsoDate } from "./business-dates.ts";
import { type FinancialYear, financialYearOfDay } from "./financial-year.ts";
import {
  BUYER_DETAILS_THRESHOLDS,
  CREDIT_NOTE_DEADLINES,
  type CreditNoteDeadline,
  rateOn,
  type TcsRate,
} from "./tax-rates.ts";

export const TAX_DOCUMENT_KINDS = ["INVOICE", "CREDIT_NOTE"] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/**
 * The place of supply of a buyer whose address is outside India (IGST Act section 13(2): the
 * recipient's location), as GSTR-1 writes it: "96-Other Countries". A supply from India to a place
 * outside India is inter-state (IGST Act section 7(5)(a)): IGST, never CGST and SGST.
 */
export const OUTSIDE_INDIA = "96";

/**
 * Where a tour operator's service is supplied: a registered buyer's state (its GSTIN's); else the
 * state of the address the buyer gave, or OUTSIDE_INDIA for an address abroad (section 13(2)); else,
 * with no address on record, the supplier's own state (section 12(2)).
 */
export function placeOfSupply({
  supplierState,
  buyerGstinState,
  buyerState,
}: {
  supplierState: string;
  buyerGstinState?: string | null;
  buyerState?: string | null;
}): string {
  return buyerGstinState ?? buyerState ?? supplierState;
}

export interface GstLines {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * GST within the supplier's state is half central (CGST) and half state (SGST), the odd paisa to
 * CGST; to another state it is integrated (IGST), all of it. Documents issued before one line per
 * rate used this; new lines use lineFigures, which keeps CGST equal to SGST.
 */
export function gstLines(gstPaise: number, supplierState: string, place: string): GstLines {
  if (supplierState !== place) return { cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
  const sgstPaise = Math.floor(gstPaise / 2);
  return { cgstPaise: gstPaise - sgstPaise, sgstPaise, igstPaise: 0 };
}

export interface DocumentFigures extends GstLines {
  taxablePaise: number;
  gstPaise: number;
  /** taxable + GST: the value of the supply this document covers (TCS is not part of it). */
  totalPaise: number;
}

/** The supply inside an amount of money that includes GST at `gstPercent`, split by place. */
export function documentFigures(
  amountPaise: number,
  { gstPercent, supplierState, place }: { gstPercent: number; supplierState: string; place: string },
): DocumentFigures {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
    throw new RangeError("A document's amount is positive paise");
  const { taxablePaise, gstPaise } = taxInside(amountPaise, gstPercent);
  return { taxablePaise, gstPaise, totalPaise: amountPaise, ...gstLines(gstPaise, supplierState, place) };
}

export interface TcsPart {
  basePaise: number;
  percent: number;
  tcsPaise: number;
}

export interface Tcs {
  tcsPaise: number;
  /** At most two: the part up to the threshold and the part above it. */
  parts: TcsPart[];
}

/** Percent of paise, to the nearest paisa, halves up. */
function percentOf(paise: number, percent: number): number {
  return Math.floor((paise * percent + 50) / 100);
}

/**
 * TCS on an amount received for an overseas package, by the row in force on the day it is received
 * (section 206C(1G) until 31 March 2026, section 394(1) of the 2025 Act from 1 April 2026): where the
 * row has a threshold, the part that keeps the buyer's financial-year total (what they paid us for
 * overseas packages before it, net of refunds) within it at the lower rate, the rest at the higher;
 * without a threshold, all of it at one rate. TCS once collected is deposited against the buyer's PAN
 * and is not paid back with a refund (the buyer claims it in their return).
 */
export function tcsFor({
  amountPaise,
  earlierInYearPaise,
  hasPan,
  rate,
}: {
  amountPaise: number;
  earlierInYearPaise: number;
  hasPan: boolean;
  rate: TcsRate;
}): Tcs {
  for (const [name, value] of Object.entries({ amountPaise, earlierInYearPaise })) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole paise >= 0`);
  }
  const below =
    rate.thresholdPaise === null
      ? amountPaise
      : Math.min(amountPaise, Math.max(0, rate.thresholdPaise - earlierInYearPaise));
  const above = amountPaise - below;
  const lower = hasPan ? rate.percentUpToThreshold : rate.percentWithoutPanUpToThreshold;
  const higher = hasPan ? rate.percentAboveThreshold : rate.percentWithoutPanAboveThreshold;
  const parts = [
    { basePaise: below, percent: lower, tcsPaise: percentOf(below, lower) },
    { basePaise: above, percent: higher, tcsPaise: percentOf(above, higher) },
  ].filter((part) => part.basePaise > 0);
  return { tcsPaise: parts.reduce((sum, part) => sum + part.tcsPaise, 0), parts };
}

/**
 * The TCS inside a sum that pays an amount and its TCS together (trip credit spent as far as it
 * goes): the largest amount whose TCS fits in the sum with it, and that TCS. At most a paisa of the
 * sum is left over when no amount fits it exactly.
 */
export function tcsInside(
  sumPaise: number,
  tcsOf: (amountPaise: number) => number,
): { amountPaise: number; tcsPaise: number } {
  let amountPaise = sumPaise;
  // The TCS of an amount never falls as the amount grows, so step down until amount + TCS fits.
  let tcsPaise = tcsOf(amountPaise);
  amountPaise = Math.max(0, sumPaise - tcsPaise);
  while (amountPaise > 0 && amountPaise + tcsOf(amountPaise) > sumPaise) amountPaise -= 1;
  while (amountPaise + 1 + tcsOf(amountPaise + 1) <= sumPaise) amountPaise += 1;
  tcsPaise = tcsOf(amountPaise);
  return { amountPaise, tcsPaise };
}

/**
 * The collectee code of a TCS return: 01 for a company, 02 for any other buyer. A PAN's fourth
 * letter says which (C: a company).
 */
export function collecteeCode(pan: string): "01" | "02" {
  return pan[3] === "C" ? "01" : "02";
}

// ─── One line per rate ──────────────────────────────────────────────────────────────────

/**
 * What notification 11/2017-CT(Rate) (Sl. 23(i), condition 2) asks a tour operator's bill to say
 * for the 5% rate without input tax credit. Printed on every document with a tour operator's line.
 */
export const TOUR_OPERATOR_STATEMENT =
  "The amount charged for the tour is its gross amount, inclusive of the charges for the accommodation and transportation required for it. GST on tour operator services at 5% without input tax credit.";

export interface LineFigures {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** taxable + CGST + SGST + IGST: the gross amount the line was given. */
  totalPaise: number;
}

/**
 * The tax inside a gross amount at one rate. To another state (or abroad): IGST at the rate, the
 * taxable value the rest (taxInside). Within the supplier's state: CGST and SGST each at half the
 * rate and equal to the paisa, the rounding difference going to the taxable value (neither tax
 * takes an odd paisa): each is half the rate of the taxable value left, rounded halves up, whenever
 * some figure satisfies that; else the nearest.
 */
export function lineFigures(grossPaise: number, percent: number, intraState: boolean): LineFigures {
  if (!Number.isSafeInteger(grossPaise) || grossPaise <= 0) throw new RangeError("A line's amount is positive paise");
  if (!intraState) {
    const { taxablePaise, gstPaise } = taxInside(grossPaise, percent);
    return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise, totalPaise: grossPaise };
  }
  const halfOf = (taxable: number) => Math.floor((taxable * percent + 100) / 200);
  const nearest = Math.floor((grossPaise * percent + 100 + percent) / (200 + 2 * percent));
  let half = nearest;
  for (const candidate of [nearest, nearest - 1, nearest + 1]) {
    if (candidate >= 0 && 2 * candidate <= grossPaise && halfOf(grossPaise - 2 * candidate) === candidate) {
      half = candidate;
      break;
    }
  }
  return {
    taxablePaise: grossPaise - 2 * half,
    cgstPaise: half,
    sgstPaise: half,
    igstPaise: 0,
    totalPaise: grossPaise,
  };
}

/**
 * Splits `amountPaise` in proportion to `weights` (largest remainder, ties to the first), so the parts
 * add up to it exactly. All weights 0: everything to the first.
 */
export function allocate(amountPaise: number, weights: readonly number[]): number[] {
  if (weights.length === 0) throw new RangeError("Nothing to allocate to");
  const total = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  if (total === 0) return weights.map((_, index) => (index === 0 ? amountPaise : 0));
  const parts = weights.map((weight) => Math.floor((amountPaise * Math.max(0, weight)) / total));
  let left = amountPaise - parts.reduce((sum, part) => sum + part, 0);
  const order = weights
    .map((weight, index) => ({ index, remainder: (amountPaise * Math.max(0, weight)) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/** What a booking sells at one rate: the trip at its SAC and rate, or add-ons of one code and rate. */
export interface RateBucket {
  sac: string;
  description: string;
  gstPercent: number;
  /** What the booking charges for it, GST included. */
  grossPaise: number;
  /** What its invoices already took, less its credit notes. */
  invoicedPaise: number;
}

/**
 * How a payment splits over the booking's rates: in proportion to what each still owes (so a
 * payment for add-ons chosen after the trip was paid goes to the add-ons), and, paid beyond every
 * total, the rest to the first bucket (the trip). Parts of 0 are dropped.
 */
export function splitPayment(
  amountPaise: number,
  buckets: readonly RateBucket[],
): { bucket: RateBucket; paise: number }[] {
  const owed = buckets.map((bucket) => Math.max(0, bucket.grossPaise - bucket.invoicedPaise));
  const owedTotal = owed.reduce((sum, paise) => sum + paise, 0);
  const within = Math.min(amountPaise, owedTotal);
  const parts = allocate(within, owed);
  parts[0]! += amountPaise - within;
  return buckets.map((bucket, index) => ({ bucket, paise: parts[index]! })).filter((part) => part.paise > 0);
}

// ─── Rules of the GST law by value and date ─────────────────────────────────────────────

/** Rule 46(e): whether an invoice of this value to an unregistered buyer must carry their address and state. */
export function needsBuyerAddress(invoiceValuePaise: number, day: IsoDate): boolean {
  return invoiceValuePaise >= rateOn(BUYER_DETAILS_THRESHOLDS, day, "buyer details threshold").invoiceValuePaise;
}

/**
 * Section 34(2): the last day a credit note for a supply of `supplyDay` can be declared in a return
 * (also "the date of furnishing of the relevant annual return, whichever is earlier": the
 * accountant's to watch, we do not know it). The row in force at the end of the supply's year.
 */
export function creditNoteLastDay(
  supplyDay: IsoDate,
  rows: readonly CreditNoteDeadline[] = CREDIT_NOTE_DEADLINES,
): IsoDate {
  const year = financialYearOfDay(supplyDay);
  const { lastMonthDay } = rateOn(rows, year.lastDay, "credit note deadline");
  return `${year.startYear + 1}-${lastMonthDay}`;
}

const PREFIX: Record<TaxDocumentKind, string> = { INVOICE: "INV", CREDIT_NOTE: "CN" };
/** Rule 46 of the CGST Rules: at most 16 characters, letters, digits, hyphen and slash. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;

/** INV/2627/000042, CN/2627/000007: the series (kind and financial year) and the serial within it. */
export function documentNumber(kind: TaxDocumentKind, year: FinancialYear, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError("A serial starts at 1");
  const number = `${PREFIX[kind]}/${year.code}/${String(serial).padStart(6, "0")}`;
  if (number.length > DOCUMENT_NUMBER_MAX_LENGTH) throw new RangeError(`The ${kind} series of ${year.label} is full`);
  return number;
}

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(" ");
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/** Whole rupees in words, the Indian way: crore, lakh, thousand, hundred. */
function rupeesInWords(n: number): string {
  if (n === 0) return "Zero";
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${rupeesInWords(crore)} Crore`);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor((n % 100_000) / 1000);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  const rest = n % 1000;
  if (rest) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/** "Rupees One Lakh Five Thousand and Fifty Paise Only": the total in words an invoice carries. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError("An amount is whole paise >= 0");
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${rupeesInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ""} Only`;
}
