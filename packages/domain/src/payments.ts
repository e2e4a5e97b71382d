// The rules of paying for a booking: what is due now (the server's figure, never the browser's), when
// the balance of a part payment is due, and the tax inside a payment for its receipt. Integer paise
// only. Which status money gives a booking is booking-lifecycle.ts's statusFromMoney.

import type { BookingStatus } from "./booking.ts";
import { rupeesToPaise } from "./booking-amounts.ts";
import { addDays, type IsoDate } from "./business-dates.ts";

/** full: everything due; booking_amount: the trip's part payment that secures the seats. */
export const PAYMENT_PLANS = ["full", "booking_amount"] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

/**
 * What an order pays for: the plan the traveller chose, the balance of a part-paid booking, or
 * add-ons chosen after a booking was paid in full (add_ons).
 */
export type PaymentPurpose = PaymentPlan | "balance" | "add_ons";

export interface PayableBooking {
  status: BookingStatus;
  totalPaise: number;
  paidPaise: number;
  /** The trip's part payment for this booking (null: the trip sets none). */
  bookingAmountPaise: number | null;
}

/**
 * A booking's part payment from its trip's booking amount per traveller (whole rupees; null: none),
 * never more than the booking's total. GST is inside it, as it is inside every price.
 */
export function bookingAmountPaise(perPersonRupees: number | null, travellerCount: number, totalPaise: number) {
  if (perPersonRupees === null) return null;
  return Math.min(totalPaise, rupeesToPaise(perPersonRupees) * travellerCount);
}

/** The last day to pay the balance of a part payment: `balanceDueDays` before the start date. */
export function balanceDueBy(startDate: IsoDate, balanceDueDays: number): IsoDate {
  return addDays(startDate, -balanceDueDays);
}

/** At least this many days to pay a balance that a change made after the trip's own deadline left owing. */
export const BALANCE_NOTICE_DAYS = 2;

/**
 * The balance deadline a booking gets when a change made today (a move to another date, add-ons chosen
 * after paying in full) leaves money to pay: none of its own (null: the trip's rule) while the trip's
 * deadline is still ahead; otherwise (passed, or a trip that sets none) BALANCE_NOTICE_DAYS from today, never later than the day before
 * the start, so that reminders, the grace period and its warning come before anything is cancelled.
 * Refused when no day can be met: the departure starts today (or has started).
 */
export function balanceDeadlineAfterChange({
  tripDeadline,
  today,
  startDate,
}: {
  tripDeadline: IsoDate | null;
  today: IsoDate;
  startDate: IsoDate;
}): { ok: true; balanceDueOn: IsoDate | null } | { ok: false } {
  if (tripDeadline !== null && today <= tripDeadline) return { ok: true, balanceDueOn: null };
  const noticeEnds = addDays(today, BALANCE_NOTICE_DAYS);
  const dayBeforeStart = addDays(startDate, -1);
  const balanceDueOn = noticeEnds < dayBeforeStart ? noticeEnds : dayBeforeStart;
  return balanceDueOn < today ? { ok: false } : { ok: true, balanceDueOn };
}

/**
 * Whether the booking amount may be chosen: the trip sets one smaller than the total, the booking
 * is held and unpaid, and the balance's deadline has not passed (later bookings pay in full).
 */
export function offersBookingAmount(booking: PayableBooking, today: IsoDate, dueBy: IsoDate | null): boolean {
  return (
    booking.status === "held" &&
    booking.paidPaise === 0 &&
    booking.bookingAmountPaise !== null &&
    booking.bookingAmountPaise > 0 &&
    booking.bookingAmountPaise < booking.totalPaise &&
    dueBy !== null &&
    today <= dueBy
  );
}

export type AmountDue =
  | { ok: true; amountPaise: number; purpose: PaymentPurpose }
  | { ok: false; reason: "nothing-due" | "plan-unavailable" };

/**
 * What to charge now. A held booking pays in full, or its booking amount when offered; a part-paid
 * booking pays its balance whatever the plan (add-ons chosen after paying in full and a dearer date
 * make a booking part paid again: docs/api.md, "A booking's life"). Any other status has nothing due.
 */
export function amountDueNow(
  booking: PayableBooking,
  plan: PaymentPlan,
  { today, balanceDueBy: dueBy }: { today: IsoDate; balanceDueBy: IsoDate | null },
): AmountDue {
  const due = booking.totalPaise - booking.paidPaise;
  if (due <= 0 || (booking.status !== "held" && booking.status !== "part_paid")) {
    return { ok: false, reason: "nothing-due" };
  }
  if (booking.status === "part_paid") return { ok: true, amountPaise: due, purpose: "balance" };
  if (plan === "full") return { ok: true, amountPaise: due, purpose: "full" };
  if (!offersBookingAmount(booking, today, dueBy)) return { ok: false, reason: "plan-unavailable" };
  // Trip credit may already have paid part of it (a held booking has no other money).
  const bookingAmountLeft = Math.min(due, booking.bookingAmountPaise! - booking.paidPaise);
  if (bookingAmountLeft <= 0) return { ok: false, reason: "plan-unavailable" };
  return { ok: true, amountPaise: bookingAmountLeft, purpose: "booking_amount" };
}

/** The tax inside a payment (every booking's total includes its GST): booking-amounts.ts's rule. */
export { taxInside } from "./booking-amounts.ts";

/** A payment's receipt number, from its ledger row: "PJR-2026-000042". */
export function receiptNumber(ledgerId: number, capturedAt: Date): string {
  return `PJR-${capturedAt.getUTCFullYear()}-${String(ledgerId).padStart(6, "0")}`;
}

/** Why money moved, as the booking's history and the refunds record it. */
export const REFUND_REASONS = ["cancellation", "late-capture", "overpayment", "departure-cancelled"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Why a refund was made, in words for the traveller and the desk. */
export const REFUND_REASON_WORDS: Record<RefundReason, string> = {
  cancellation: "cancellation",
  "late-capture": "paid after the booking had ended",
  overpayment: "paid more than the total",
  "departure-cancelled": "departure cancelled by us: everything paid comes back",
};

/** refund_status on a booking: the latest refund's. */
export const REFUND_STATUSES = ["pending", "processed", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How travellers read a refund's status. */
export const REFUND_STATUS_WORDS: Record<RefundStatus, "pending" | "refunded" | "failed"> = {
  pending: "pending",
  processed: "refunded",
  failed: "failed",
};
