// The figures of a tax invoice or credit note, from money that moved: the place of supply (which
// decides CGST + SGST against IGST), the taxable value and the tax inside an amount received, TCS on
// an overseas package, the document's number and the total in words. Pure: the API issues documents
// from ledger rows with these rules (apps/api/src/tax), and the tables of tax-rates.ts give the rates.
import { taxInside } from "./booking-amounts.ts";
import type { FinancialYear } from "./financial-year.ts";
import type { TcsRate } from "./tax-rates.ts";

export const TAX_DOCUMENT_KINDS = ["INVOICE", "CREDIT_NOTE"] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/**
 * Where a tour operator's service is supplied (section 12(2) of the IGST Act, both parties in India):
 * a registered buyer's state (its GSTIN's); else the state of the address the buyer gave; else, with
 * no address on record, the supplier's own state.
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
 * CGST; to another state it is integrated (IGST), all of it.
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
 * TCS under section 206C(1G) on an amount received for an overseas package: the part of it that
 * keeps the buyer's financial-year total (what they paid us for overseas packages before it, net of
 * refunds) within the threshold at the lower rate, the rest at the higher; without a valid PAN, the
 * 206CC rates. TCS once collected is deposited against the buyer's PAN and is not paid back with a
 * refund (the buyer claims it in their return); a refund lowers the total later payments count from.
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
  const below = Math.min(amountPaise, Math.max(0, rate.thresholdPaise - earlierInYearPaise));
  const above = amountPaise - below;
  const lower = hasPan ? rate.percentUpToThreshold : rate.percentWithoutPanUpToThreshold;
  const higher = hasPan ? rate.percentAboveThreshold : rate.percentWithoutPanAboveThreshold;
  const parts = [
    { basePaise: below, percent: lower, tcsPaise: percentOf(below, lower) },
    { basePaise: above, percent: higher, tcsPaise: percentOf(above, higher) },
  ].filter((part) => part.basePaise > 0);
  return { tcsPaise: parts.reduce((sum, part) => sum + part.tcsPaise, 0), parts };
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
