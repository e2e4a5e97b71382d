// Money arriving on a booking, however it comes: a gateway's capture, money the trip desk takes by
// hand, trip credit spent. Each is one payment row of the ledger (unique by its provider's id, so a
// payment is applied once however often it is reported), and settleMoneyIn decides, in the same
// transaction, what it does to the booking: moves it forward by its money (statusFromMoney), takes
// back an expired booking on a new booking's terms, or refunds what it cannot keep (a payment for a
// booking that is over, what is over the total).
import type { Database, Transaction } from "@parvat/db/client";
import {
  bookingParticipants,
  bookings,
  inquiries,
  paymentLedger,
  quotationAcceptances,
  quotations,
} from "@parvat/db/schema";
import { BOOKING_CAUSES, type BookingStatus, isLiveStatus } from "@parvat/domain/booking";
import { statusFromMoney } from "@parvat/domain/booking-lifecycle";
import { businessToday, type IsoDate } from "@parvat/domain/business-dates";
import { amountDueNow, balanceDeadlineAfterChange, type PaymentPlan } from "@parvat/domain/payments";
import { and, eq, inArray } from "drizzle-orm";
import { campaignDiscountNow } from "../campaigns/campaigns.ts";
import { spendCredit } from "../credit/credit.ts";
import type { Logger } from "../logger.ts";
import { queueBookingMessage } from "../messages/booking-messages.ts";
import { type ReceiptTaxRefusal, taxOnReceipt } from "../tax/receipt-tax.ts";
import { retakeAddOnStock } from "./add-on-stock.ts";
import { type BookingState, balanceDeadlineOf, bookingState } from "./booking-state.ts";
import { CREDIT_PROVIDER, queueRefund, queueRefunds, refundableOf, syncPaid } from "./ledger.ts";
import { saleOf } from "./sale.ts";
import { returnSeats, takeSeats } from "./seats.ts";
import { changeStatus, releaseStaleHolds } from "./transitions.ts";

export interface MoneyInParts {
  log: Logger;
  /** The business time zone: what "today" is for a late payment's rules. */
  timeZone: string;
}

/** Why a late payment moved a booking, in its history. */
export const LATE_CAPTURE_CAUSE =
  "Paid after the hold ended; everything the booking needs still held, so it is taken back";

export interface PaymentIn {
  bookingId: number;
  provider: string;
  /** The provider's id of the payment: the ledger holds it once. */
  providerId: string;
  /** The booking's part (TCS that came with it is recorded beside it, and never refunded). */
  amountPaise: number;
  tcsPaise?: number;
  orderId?: number | null;
  method: string | null;
  methodDetail?: string | null;
  at: Date;
}

/**
 * Records a payment on a booking and settles it; answers its ledger row's id, or null when the
 * provider's id is on the ledger already (the same payment reported again: nothing happens).
 */
export async function recordMoneyIn(tx: Transaction, parts: MoneyInParts, payment: PaymentIn): Promise<number | null> {
  const [entry] = await tx
    .insert(paymentLedger)
    .values({
      bookingId: payment.bookingId,
      kind: "payment",
      provider: payment.provider,
      providerId: payment.providerId,
      providerPaymentId: payment.providerId,
      orderId: payment.orderId ?? null,
      amountPaise: payment.amountPaise,
      tcsPaise: payment.tcsPaise ?? 0,
      method: payment.method,
      methodDetail: payment.methodDetail ?? null,
      at: payment.at,
    })
    .onConflictDoNothing()
    .returning({ id: paymentLedger.id });
  if (!entry) return null;
  await settleMoneyIn(tx, parts, {
    bookingId: payment.bookingId,
    ledgerId: entry.id,
    payment: { id: payment.providerId, amountPaise: payment.amountPaise },
    at: payment.at,
  });
  return entry.id;
}

/** What a newly recorded payment does to its booking: move it forward, take it back, or refund. */
async function settleMoneyIn(
  tx: Transaction,
  parts: MoneyInParts,
  {
    bookingId,
    ledgerId,
    payment,
    at,
  }: { bookingId: number; ledgerId: number; payment: { id: string; amountPaise: number }; at: Date },
): Promise<void> {
  // A hold that ended is over, whether or not the sweep has come by: the money meets an expired booking.
  await releaseStaleHolds(tx, { bookingId }, at);
  const state = (await bookingState(tx, bookingId, { lock: true }))!;
  const paid = await syncPaid(tx, bookingId);
  await queueBookingMessage(tx, {
    message: "payment-received",
    bookingId,
    ledgerId,
    key: `payment-received:${ledgerId}`,
    at,
  });
  let status = state.status;

  let refusal: RevivalRefusal | null = null;
  if (status === "expired") {
    // The hold ended before the money came: the booking comes back only on createBooking's terms.
    const revived = await reviveExpired(tx, bookingId, {
      paidPaise: paid,
      today: businessToday(parts.timeZone, at),
      at,
      balanceDueBy: balanceDeadlineOf(state),
    });
    if (revived.ok) {
      await changeStatus(tx, [{ id: bookingId, from: "expired" }], revived.status, {
        by: "money",
        cause: LATE_CAPTURE_CAUSE,
        at,
      });
      parts.log.info({ bookingId }, "late payment: booking taken back");
      status = revived.status;
    } else {
      refusal = revived.reason;
    }
  } else if (isLiveStatus(status)) {
    const reached = statusFromMoney({ ...state, paidPaise: paid });
    if (reached !== status) {
      await changeStatus(tx, [{ id: bookingId, from: status }], reached, { by: "money", cause: causeFor(reached), at });
      if (reached === "part_paid") await keepBalanceReachable(tx, state, businessToday(parts.timeZone, at));
      status = reached;
    }
  }

  // What is over the total, once the excess already on its way back (or owed after its refund
  // failed) is counted: a third payment must not refund the second's excess again.
  const excessPaise = isLiveStatus(status) ? (await refundableOf(tx, bookingId)).heldPaise - state.totalPaise : 0;
  if (!isLiveStatus(status)) {
    // Expired and not taken back, cancelled or completed: the whole payment goes back, and the
    // traveller is told why.
    const why = refusal ? REVIVAL_REFUSAL_TEXT[refusal] : `the booking is ${status}`;
    await queueRefund(tx, {
      bookingId,
      payment,
      amountPaise: payment.amountPaise,
      reason: "late-capture",
      note: `Paid after the booking ended: ${why}. The whole payment is refunded.`,
      at,
    });
    await queueBookingMessage(tx, {
      message: "late-payment-refunded",
      bookingId,
      ledgerId,
      key: `late-payment-refunded:${ledgerId}`,
      at,
    });
    parts.log.warn({ bookingId, status, refusal }, "payment for a booking that is over; refunding it in full");
  } else if (excessPaise > 0) {
    // Paid twice (two orders, two tabs): what is over the total goes back.
    await queueRefunds(tx, { bookingId, refundPaise: excessPaise, reason: "overpayment", at });
    parts.log.warn({ bookingId }, "booking paid more than its total; refunding the excess");
  } else if (status !== state.status && (status === "confirmed" || status === "part_paid")) {
    await queueBookingMessage(tx, {
      message: "booking-confirmed",
      bookingId,
      key: `booking-confirmed:${bookingId}:${status}`,
      at,
    });
  }
}

/**
 * A booking that becomes part paid after its balance deadline (a part payment the desk took by hand,
 * an order for the booking amount captured the day after) gets a deadline it can meet, as a change
 * after the trip's deadline does: never a balance already overdue the moment it is owed.
 */
async function keepBalanceReachable(tx: Transaction, state: BookingState, today: IsoDate) {
  const deadline = balanceDeadlineOf(state);
  if (deadline === null || today <= deadline) return;
  const reachable = balanceDeadlineAfterChange({ tripDeadline: deadline, today, startDate: state.startDate });
  if (reachable.ok && reachable.balanceDueOn !== null) {
    await tx.update(bookings).set({ balanceDueOn: reachable.balanceDueOn }).where(eq(bookings.id, state.id));
  }
}

function causeFor(status: BookingStatus): string {
  return status === "confirmed" ? BOOKING_CAUSES.paidInFull : BOOKING_CAUSES.bookingAmountPaid;
}

// ─── Taking an expired booking back ─────────────────────────────────────────────────────

/** Why a payment that arrived after the hold ended cannot take its booking back. */
export type RevivalRefusal =
  | "departure-closed"
  | "price-changed"
  | "offer-ended"
  | "amount-short"
  | "balance-deadline-passed"
  | "sold-out"
  | "already-booked"
  | "quotation-closed";

/** Each refusal in words, for the traveller: the refund carries it, the email and the dashboard say it. */
export const REVIVAL_REFUSAL_TEXT: Record<RevivalRefusal, string> = {
  "departure-closed":
    "the departure is no longer open for booking (it has started, its sales have closed, or the trip or package is no longer offered)",
  "price-changed": "the price per person has changed since the booking was made",
  "offer-ended": "the offer the booking carried has ended",
  "amount-short": "the payment does not cover the booking amount",
  "balance-deadline-passed": "a part payment arrived after the last day to pay the balance",
  "sold-out": "the seats (or the add-ons chosen) were taken by other travellers after the hold ended",
  "already-booked": "a traveller of the booking has been booked on the departure since",
  "quotation-closed": "the quotation has expired or has been accepted again",
};

/**
 * Takes an expired booking back for the money that has just arrived, when everything createBooking
 * would check still holds: the departure on sale today with the package at the same price per
 * person, the booking's offer still given (and worth the same), a part payment before the balance's
 * deadline, and the seats free for the same travellers (taken by the same conditional UPDATE). A
 * quotation's booking (no seats) comes back while its quotation could still be accepted. Answers the
 * status reached, or why not; nothing is written when it refuses.
 */
async function reviveExpired(
  tx: Transaction,
  bookingId: number,
  { paidPaise, today, at, balanceDueBy }: { paidPaise: number; today: IsoDate; at: Date; balanceDueBy: IsoDate | null },
): Promise<{ ok: true; status: BookingStatus } | { ok: false; reason: RevivalRefusal }> {
  const booking = (await tx.query.bookings.findFirst({
    where: { id: bookingId },
    with: { quotation: { columns: { expiryDate: true } } },
  }))!;
  const reached = statusFromMoney({
    status: "held",
    paidPaise,
    totalPaise: booking.totalPaise,
    bookingAmountPaise: booking.bookingAmountPaise,
  });
  if (reached === "held") return { ok: false, reason: "amount-short" };
  if (reached === "part_paid" && (balanceDueBy === null || today > balanceDueBy)) {
    return { ok: false, reason: "balance-deadline-passed" };
  }
  if (booking.quotation) {
    // As acceptQuotation does: the quotation's row first, so an acceptance at the same moment waits.
    await tx
      .select({ id: quotations.id })
      .from(quotations)
      .where(eq(quotations.id, booking.quotationId!))
      .for("update");
    const inForce = await tx.query.quotationAcceptances.findFirst({
      where: { quotationId: booking.quotationId!, releasedAt: { isNull: true } },
      columns: { bookingId: true },
    });
    if (booking.quotation.expiryDate < today || (inForce && inForce.bookingId !== bookingId)) {
      return { ok: false, reason: "quotation-closed" };
    }
    // Its acceptance is in force again (released when it expired unpaid), the enquiry accepted again.
    await tx
      .update(quotationAcceptances)
      .set({ releasedAt: null })
      .where(eq(quotationAcceptances.bookingId, bookingId));
    await tx
      .update(inquiries)
      .set({ status: "accepted" })
      .where(
        inArray(
          inquiries.id,
          tx.select({ id: quotations.inquiryId }).from(quotations).where(eq(quotations.id, booking.quotationId!)),
        ),
      );
    return { ok: true, status: reached };
  }
  const eventId = booking.eventId!;
  const sale = await saleOf(tx, { eventId, packageId: booking.packageId!, today });
  if (!sale.ok) return { ok: false, reason: "departure-closed" };
  if (sale.pricePerPersonPaise !== booking.pricePerPersonPaise) return { ok: false, reason: "price-changed" };
  if (booking.campaignId !== null) {
    const discountPaise = await campaignDiscountNow(tx, booking.campaignId, {
      trekId: booking.trekId!,
      fare: {
        pricePerPersonPaise: booking.pricePerPersonPaise,
        regularPricePerPersonPaise: sale.regularPricePerPersonPaise,
        travellerCount: booking.travellerCount,
      },
      now: at,
    });
    if (discountPaise !== booking.discountPaise) return { ok: false, reason: "offer-ended" };
  }
  const [clash] = await tx
    .select({ phone: bookingParticipants.phone })
    .from(bookingParticipants)
    .where(
      and(
        eq(bookingParticipants.eventId, eventId),
        eq(bookingParticipants.live, true),
        inArray(
          bookingParticipants.phone,
          tx
            .select({ phone: bookingParticipants.phone })
            .from(bookingParticipants)
            .where(eq(bookingParticipants.bookingId, bookingId)),
        ),
      ),
    )
    .limit(1);
  if (clash) return { ok: false, reason: "already-booked" };
  // The seats last, as in createBooking: the departure's row is locked only until the commit.
  if (!(await takeSeats(tx, eventId, booking.travellerCount)).ok) return { ok: false, reason: "sold-out" };
  // Its add-ons come back with it, or the seats go back and it stays expired.
  if (!(await retakeAddOnStock(tx, bookingId))) {
    await returnSeats(tx, [{ eventId, count: booking.travellerCount }], at);
    return { ok: false, reason: "sold-out" };
  }
  return { ok: true, status: reached };
}

// ─── Paying with trip credit ────────────────────────────────────────────────────────────

export type PayWithCreditOutcome =
  | { ok: true; bookingId: number; spentPaise: number }
  | { ok: false; reason: "not-found" | "not-payable" | "plan-unavailable" | "no-credit" | ReceiptTaxRefusal };

/**
 * Pays what is due now on the viewer's booking (by the plan, as a gateway order would) out of their
 * trip credit, in full or as far as the credit goes; the rest is paid at the gateway as usual. The
 * spend is a payment of its own in the ledger (provider "credit"), so the booking moves forward,
 * receipts list it and a later cancellation gives it back as credit.
 */
export async function payWithCredit(
  parts: MoneyInParts & { db: Database; now: () => Date; wake?: () => void },
  input: { userId: number; bookingId: number; plan: PaymentPlan; today: IsoDate },
): Promise<PayWithCreditOutcome> {
  const at = parts.now();
  const outcome = await parts.db.transaction(async (tx): Promise<PayWithCreditOutcome> => {
    await releaseStaleHolds(tx, { userId: input.userId }, at);
    const state = await bookingState(tx, input.bookingId, { lock: true });
    if (!state || state.userId !== input.userId) return { ok: false, reason: "not-found" };
    const due = amountDueNow(state, input.plan, { today: input.today, balanceDueBy: balanceDeadlineOf(state) });
    if (!due.ok) return { ok: false, reason: due.reason === "nothing-due" ? "not-payable" : due.reason };
    // Credit pays the TCS of a trip abroad with the amount, as any other way of paying does.
    const tax = await taxOnReceipt(tx, { bookingId: state.id, amountPaise: due.amountPaise, at });
    if (!tax.ok) return { ok: false, reason: tax.reason };
    const { spentPaise, firstEntryId } = await spendCredit(tx, {
      accountId: state.userId,
      bookingId: state.id,
      amountPaise: due.amountPaise + tax.tcsPaise,
      at,
    });
    if (spentPaise === 0 || firstEntryId === null) return { ok: false, reason: "no-credit" };
    const paid = tax.split(spentPaise);
    await recordMoneyIn(tx, parts, {
      bookingId: state.id,
      provider: CREDIT_PROVIDER,
      providerId: `credit-${firstEntryId}`,
      amountPaise: paid.amountPaise,
      tcsPaise: paid.tcsPaise,
      method: "credit",
      methodDetail: "Trip credit",
      at,
    });
    return { ok: true, bookingId: state.id, spentPaise };
  });
  if (outcome.ok) {
    parts.log.info({ bookingId: outcome.bookingId, spentPaise: outcome.spentPaise }, "trip credit spent on a booking");
    parts.wake?.();
  }
  return outcome;
}
