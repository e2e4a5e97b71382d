// A booking's money in lines, from its money record: what it costs (every charge a line of its own:
// the price for the party, an offer, GST, each add-on, date-change fees) and, once money has moved,
// where the money went (paid, refunded or on its way, became trip credit, kept by the cancellation
// terms with its fee, waiting for the traveller's choice). The dashboard's card, /pay and the
// messages all read these lines, so a figure never differs between them; the lines of where money
// went always add up to what was paid, to the paisa (booking-money.test.ts).
import type { BookingAmounts } from "./booking-amounts.ts";
import { dayInWords, formatPaise } from "./money-words.ts";

export interface MoneyLine {
  /** What the line is, for tests and styling: stable across wording changes. */
  kind:
    | "price"
    | "discount"
    | "gst"
    | "gst-included"
    | "add-on"
    | "change-fee"
    | "total"
    | "paid"
    | "due"
    | "refunded"
    | "refunding"
    | "refund-failed"
    | "credit"
    | "credit-bonus"
    | "kept"
    | "fee"
    | "awaiting-choice";
  text: string;
  paise: number;
  /** Taken off the line above it (an offer), shown with a minus. */
  minus?: boolean;
  /** A sum (total, due): set apart. */
  sum?: boolean;
  /** A part of the line above it (the fee within what was kept), not added again. */
  within?: boolean;
}

export interface AddOnCharge {
  name: string;
  size: string;
  quantity: number;
  gstPercent: number;
  /** Includes its own GST. */
  totalPaise: number;
}

export interface BookingCharges extends BookingAmounts {
  /** The campaign whose offer gave the discount. */
  campaignName?: string | null;
  addOns?: readonly AddOnCharge[];
  /** Fees for moving the booking to another date: part of the booking's total. */
  changeFeePaise?: number;
}

const travellers = (count: number) => `${count} traveller${count === 1 ? "" : "s"}`;

/**
 * What a booking costs, a line per charge, and its total: the price less its offer, GST unless the
 * price included it, each add-on and the date-change fees. That is how the database adds up a
 * booking's total_paise (its bookings_amounts_add_up check), so the Total line is the booking's.
 */
export function chargeLines(charges: BookingCharges): MoneyLine[] {
  const addOns = charges.addOns ?? [];
  const changeFeePaise = charges.changeFeePaise ?? 0;
  const lines: MoneyLine[] = [
    {
      kind: "price",
      text: `${formatPaise(charges.pricePerPersonPaise)} × ${travellers(charges.travellerCount)}`,
      paise: charges.subtotalPaise,
    },
  ];
  if (charges.discountPaise > 0) {
    lines.push({
      kind: "discount",
      text: charges.campaignName ? `Offer: ${charges.campaignName}` : "Offer discount",
      paise: charges.discountPaise,
      minus: true,
    });
  }
  lines.push(
    charges.gstIncluded
      ? // A price inclusive of taxes: its GST is inside the total, stated but not added again.
        { kind: "gst-included", text: `Includes GST (${charges.gstPercent}%)`, paise: charges.gstPaise, within: true }
      : { kind: "gst", text: `GST (${charges.gstPercent}%)`, paise: charges.gstPaise },
  );
  for (const addOn of addOns) {
    lines.push({
      kind: "add-on",
      text: `${addOn.name}${addOn.size ? ` (${addOn.size})` : ""} × ${addOn.quantity}, incl. ${addOn.gstPercent}% GST`,
      paise: addOn.totalPaise,
    });
  }
  if (changeFeePaise > 0) lines.push({ kind: "change-fee", text: "Date change fee", paise: changeFeePaise });
  const totalPaise =
    charges.subtotalPaise -
    charges.discountPaise +
    (charges.gstIncluded ? 0 : charges.gstPaise) +
    addOns.reduce((sum, addOn) => sum + addOn.totalPaise, 0) +
    changeFeePaise;
  lines.push({ kind: "total", text: "Total", paise: totalPaise, sum: true });
  return lines;
}

export type RefundState = "pending" | "refunded" | "failed";

export interface RefundRecord {
  amountPaise: number;
  status: RefundState;
  /** Why, in words: "cancellation", "paid more than the total". */
  reasonText: string;
  createdAt: Date | string;
  processedAt: Date | string | null;
}

/** How the booking was cancelled, as it was decided (booking_cancellations). */
export interface CancellationRecord {
  /** traveller | trip-desk | company | automatic. */
  by: string;
  /** Money received less refunds not failed, when it was cancelled: what the cancellation divided. */
  basePaise: number;
  /** What the cancellation gave back as money. */
  refundPaise: number;
  /** What it turned into trip credit (a departure we cancelled: with its bonus). */
  creditPaise: number;
  /** The fee of the terms, within what was kept. */
  feePaise: number;
  /** The tier's percent; null when the trip desk set the amount. */
  percent: number | null;
}

/**
 * A departure we cancelled whose traveller has not chosen yet (a full refund, credit with a bonus or
 * another date): nothing has moved. A choice of another date removes the cancellation record.
 */
export function awaitingChoice(cancellation: CancellationRecord): boolean {
  return (
    cancellation.by === "company" &&
    cancellation.refundPaise === 0 &&
    cancellation.creditPaise === 0 &&
    cancellation.basePaise > 0
  );
}

/**
 * What a cancellation kept: what it divided less what it refunded and turned into credit (a bonus on
 * the credit is ours, not the traveller's money). A departure we cancelled keeps nothing, even
 * before its traveller chose.
 */
export function cancellationKeptPaise(cancellation: CancellationRecord): number {
  if (cancellation.by === "company") return 0;
  return Math.max(0, cancellation.basePaise - cancellation.refundPaise - cancellation.creditPaise);
}

export interface EndedMoneyRecord {
  /** Every payment received (trip credit spent on the booking included), before refunds. */
  receivedPaise: number;
  refunds: readonly RefundRecord[];
  cancellation: CancellationRecord | null;
  /** For the days refunds were made, in words. */
  timeZone?: string;
}

/**
 * Where the money of a cancelled or expired booking went, a line each: paid, every refund (made, on
 * its way, or failed and owed by us), what became trip credit (and a bonus on it), what was kept by
 * the cancellation terms (with the fee within it), or, for a departure we cancelled, the money
 * waiting for the traveller's choice. Refunds, credit (without its bonus), kept and waiting add up
 * to what was paid.
 */
export function endedMoneyLines(record: EndedMoneyRecord): MoneyLine[] {
  const lines: MoneyLine[] = [{ kind: "paid", text: "Paid", paise: record.receivedPaise }];
  for (const refund of record.refunds) lines.push(refundLine(refund, record.timeZone));
  const cancellation = record.cancellation;
  if (!cancellation) {
    // Without a cancellation (a hold that expired and a payment that came late): what no refund returned.
    const returned = record.refunds.reduce((sum, refund) => sum + refund.amountPaise, 0);
    const kept = Math.max(0, record.receivedPaise - returned);
    if (kept > 0) lines.push({ kind: "kept", text: "Kept", paise: kept });
    return lines;
  }
  if (awaitingChoice(cancellation)) {
    lines.push({
      kind: "awaiting-choice",
      text: "Yours to choose: a full refund, trip credit with a bonus, or another date",
      paise: cancellation.basePaise,
    });
    return lines;
  }
  const credit = Math.min(cancellation.creditPaise, Math.max(0, cancellation.basePaise - cancellation.refundPaise));
  if (credit > 0) lines.push({ kind: "credit", text: "Became trip credit", paise: credit });
  const bonus = cancellation.creditPaise - credit;
  if (bonus > 0) {
    lines.push({ kind: "credit-bonus", text: "Trip credit bonus, for a departure we cancelled", paise: bonus });
  }
  const kept = cancellationKeptPaise(cancellation);
  if (kept > 0) {
    const onlyTheFee = cancellation.feePaise === kept;
    lines.push({
      kind: "kept",
      text: onlyTheFee
        ? "Kept: the cancellation fee"
        : `Kept by the cancellation terms${cancellation.percent === null ? " (the trip desk's amount)" : ""}`,
      paise: kept,
    });
    if (cancellation.feePaise > 0 && !onlyTheFee) {
      lines.push({ kind: "fee", text: "of which the cancellation fee", paise: cancellation.feePaise, within: true });
    }
  }
  return lines;
}

function refundLine(refund: RefundRecord, timeZone: string | undefined): MoneyLine {
  switch (refund.status) {
    case "refunded":
      return {
        kind: "refunded",
        text: `Refunded${refund.processedAt ? ` on ${dayInWords(refund.processedAt, timeZone)}` : ""} (${refund.reasonText})`,
        paise: refund.amountPaise,
      };
    case "pending":
      return {
        kind: "refunding",
        text: `Refund on its way since ${dayInWords(refund.createdAt, timeZone)} (${refund.reasonText})`,
        paise: refund.amountPaise,
      };
    case "failed":
      return {
        kind: "refund-failed",
        text: `Refund that did not go through (${refund.reasonText}): our trip desk pays it back`,
        paise: refund.amountPaise,
      };
  }
}

/** The lines that say where money went (not the paid line itself, nor a part of another line). */
export function accountedPaise(lines: readonly MoneyLine[]): number {
  return lines
    .filter((line) => line.kind !== "paid" && line.kind !== "credit-bonus" && !line.within)
    .reduce((sum, line) => sum + line.paise, 0);
}
