// The payments service: orders for what is due, the checkout callback, the gateway's
// events applied exactly once, late captures, reconciliation and cancellation with a refund. It
// answers with outcomes (docs/decisions/0007-mutation-template.md); payment-fields.ts words them.
//
// Exactly once, in any order, however often: a captured payment becomes one ledger row, unique by
// the gateway's payment id, and everything that follows from it (the booking's paid amount and
// status, the emails, an automatic refund) happens in the transaction that inserted that row, so a
// repeat finds the row and does nothing. Statuses only move forward (statusAfterPayment), so a late
// `payment.authorized` or `payment.failed` cannot undo a capture. paid_paise is recomputed from the
// ledger in the same transaction: paid = captured - refunded, always.
//
// Gateways are called outside transactions (they are slow and may not answer); what they answer is
// recorded in a second, short one. Locks: the order row, then the booking, then the departure.
import type { Database, Transaction } from "@parvat/db/client";
import {
  bookings,
  campsites,
  events,
  paymentAlerts,
  paymentLedger,
  paymentOrders,
  paymentRefunds,
  quotations,
  treks,
} from "@parvat/db/schema";
import { issueTaxDocuments } from "@parvat/db/tax-documents";
import { type BookingStatus, isLiveStatus } from "@parvat/domain/booking";
import { businessToday, daysBetween, type IsoDate } from "@parvat/domain/business-dates";
import {
  amountDueNow,
  balanceDueBy,
  type PaymentPlan,
  type PaymentPurpose,
  type RefundReason,
  statusAfterPayment,
} from "@parvat/domain/payments";
import { QUOTATION_BALANCE_DUE_DAYS } from "@parvat/domain/quotation-pricing";
import {
  netPaidPaise,
  type RefundQuote,
  type RefundTier,
  refundableByPayment,
  refundFor,
  splitRefund,
} from "@parvat/domain/refunds";
import { formatRupees } from "@parvat/domain/trek-pricing";
import { type ChangePolicy, changePolicyOf, creditFor, creditValidMonths } from "@parvat/domain/trip-changes";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import {
  changeStatus,
  REVIVAL_REFUSAL_TEXT,
  type RevivalRefusal,
  recordCancellation,
  releaseStaleHolds,
  returnSeats,
  reviveExpired,
} from "../bookings/bookings.ts";
import { CREDIT_PROVIDER, moveToCredit, returnCreditPayment, spendCredit } from "../credit/credit.ts";
import type { Logger } from "../logger.ts";
import { tcsOnPayment } from "../tax/tcs.ts";
import { enqueueJobs, job, type NewJob } from "./jobs.ts";
import type { PaymentProvider, ProviderPayment, ProviderRefund } from "./provider.ts";
import { isMoneyReceived, MINIMUM_REFUND_PAISE, ProviderRefused, ProviderUnavailable } from "./provider.ts";

/** Orders with no outcome are asked about this long after they were made. */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/** ... and again at this interval, this many times in all, before they are left alone. */
export const RECONCILE_ROUNDS = 3;

/**
 * The ledger's provider for money the trip desk takes by hand (bank transfer, cash): recorded by
 * staff, and refunded by hand too, never through a gateway.
 */
export const OFFLINE_PROVIDER = "offline";

/** Why money moved, in the booking's history. */
export const PAYMENT_CAUSES = {
  lateCapture: "Paid after the hold ended; everything the booking needs still held, so it is taken back",
  cancelledWithRefund: "Cancelled by the traveller; refund by the cancellation policy",
  balanceOverdue: "Balance unpaid after its deadline and grace period; refund by the cancellation policy",
  cancelledForCredit: "Cancelled by the traveller for trip credit",
} as const;

export interface PaymentParts {
  db: Database;
  log: Logger;
  now: () => Date;
  provider: PaymentProvider;
  /** The business time zone (BUSINESS_TIME_ZONE): what "today" is for a payment's rules. */
  timeZone: string;
  /** Runs queued jobs soon (the worker's wake); optional so that services run without a worker. */
  wake?: () => void;
}

// ─── Reading a booking's payment state ──────────────────────────────────────────────────

interface PayState {
  id: number;
  userId: number;
  reference: string;
  status: BookingStatus;
  totalPaise: number;
  paidPaise: number;
  bookingAmountPaise: number | null;
  holdExpiresAt: Date | null;
  /** Null for a quotation's booking: no departure, no seats. */
  eventId: number | null;
  travellerCount: number;
  startDate: IsoDate;
  balanceDueDays: number | null;
  cancellationTiers: RefundTier[] | null;
  /** The trip's terms for changes and credit (null for a quotation's booking: the defaults). */
  changePolicy: ChangePolicy | null;
  /** A trip abroad (its team's campsite is international): TCS is collected with each payment. */
  overseas: boolean;
}

/** The booking with what paying and cancelling need, locked for the transaction when asked. */
async function payState(tx: Transaction, bookingId: number, { lock }: { lock: boolean }): Promise<PayState | null> {
  const query = tx
    .select({
      id: bookings.id,
      userId: bookings.userId,
      reference: bookings.reference,
      status: bookings.status,
      totalPaise: bookings.totalPaise,
      paidPaise: bookings.paidPaise,
      bookingAmountPaise: bookings.bookingAmountPaise,
      holdExpiresAt: bookings.holdExpiresAt,
      eventId: bookings.eventId,
      travellerCount: bookings.travellerCount,
      // A quotation's booking starts on the quotation's travel date, pays its balance by its team's
      // rule (QUOTATION_BALANCE_DUE_DAYS without one), and cancels by its team's tiers.
      startDate: sql<IsoDate>`coalesce(${events.startDate}, ${quotations.travelDate})`,
      balanceDueDays: sql<
        number | null
      >`case when ${bookings.quotationId} is null then ${treks.balanceDueDays} else coalesce(${campsites.balanceDueDays}, ${QUOTATION_BALANCE_DUE_DAYS}) end`,
      cancellationTiers: campsites.cancellationTiers,
      changePolicy: treks.changePolicy,
      overseas: sql<boolean>`${campsites.type} = 'international'`,
    })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(quotations, eq(quotations.id, bookings.quotationId))
    .innerJoin(campsites, eq(campsites.id, sql`coalesce(${treks.campsiteId}, ${quotations.campsiteId})`))
    .where(eq(bookings.id, bookingId));
  const [row] = lock ? await query.for("update", { of: bookings }) : await query;
  return row ? { ...row, status: row.status as BookingStatus } : null;
}

function dueByOf(state: Pick<PayState, "startDate" | "balanceDueDays">): IsoDate | null {
  return state.balanceDueDays === null ? null : balanceDueBy(state.startDate, state.balanceDueDays);
}

/** A booking's payment state as paying reads it, with the last day for its balance (null: none). */
export async function balanceStateOf(db: Database, bookingId: number) {
  const state = await db.transaction((tx) => payState(tx, bookingId, { lock: false }));
  return state ? { ...state, balanceDueBy: dueByOf(state) } : null;
}

/**
 * paid = captured - refunded, from the ledger, written to the booking; answers the new figure. Every
 * ledger row gets its tax document here too (an invoice for a payment, a credit note for a refund),
 * so whatever writes the ledger and follows it with syncPaid issues them in the same transaction.
 */
export async function syncPaid(tx: Transaction, bookingId: number): Promise<number> {
  await issueTaxDocuments(tx, bookingId);
  const [row] = await tx
    .select({
      paid: sql<number>`coalesce(sum(case when ${paymentLedger.kind} = 'payment' then ${paymentLedger.amountPaise} else -${paymentLedger.amountPaise} end), 0)::int`,
    })
    .from(paymentLedger)
    .where(eq(paymentLedger.bookingId, bookingId));
  const paid = Number(row?.paid ?? 0);
  await tx.update(bookings).set({ paidPaise: paid }).where(eq(bookings.id, bookingId));
  return paid;
}

/**
 * What cancelling now would refund, or null when the booking cannot be cancelled online: the tier's
 * share of `netPaidPaise`, money received less every refund not failed (netPaidPaise, domain/refunds).
 */
export function cancellationQuote(
  state: Pick<PayState, "status" | "startDate" | "cancellationTiers"> & { netPaidPaise: number },
  today: IsoDate,
): (RefundQuote & { daysBeforeDeparture: number }) | null {
  if (state.status !== "part_paid" && state.status !== "confirmed") return null;
  if (!state.cancellationTiers) return null;
  const daysBeforeDeparture = daysBetween(today, state.startDate);
  const quote = refundFor(state.cancellationTiers, daysBeforeDeparture, state.netPaidPaise);
  return quote ? { ...quote, daysBeforeDeparture } : null;
}

/** A booking's ledger rows (newest first) and refund requests: what can still be refunded, per payment. */
export async function refundableOf(tx: Transaction | Database, bookingId: number) {
  const [ledger, requests] = await Promise.all([
    tx
      .select({
        kind: paymentLedger.kind,
        provider: paymentLedger.provider,
        providerId: paymentLedger.providerId,
        providerPaymentId: paymentLedger.providerPaymentId,
        amountPaise: paymentLedger.amountPaise,
      })
      .from(paymentLedger)
      .where(eq(paymentLedger.bookingId, bookingId))
      .orderBy(desc(paymentLedger.at), desc(paymentLedger.id)),
    tx
      .select({
        provider: paymentRefunds.provider,
        providerPaymentId: paymentRefunds.providerPaymentId,
        providerRefundId: paymentRefunds.providerRefundId,
        amountPaise: paymentRefunds.amountPaise,
        status: paymentRefunds.status,
      })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.bookingId, bookingId)),
  ]);
  const net = netPaidPaise(ledger, requests);
  const failedPaise = requests.filter((r) => r.status === "failed").reduce((sum, r) => sum + r.amountPaise, 0);
  return {
    netPaidPaise: net,
    /**
     * What the booking holds towards its price: net of the refunds that failed too, which are still
     * owed to the traveller (the trip desk settles them), so never paid back again as an excess or
     * moved to credit on a transfer.
     */
    heldPaise: net - failedPaise,
    byPayment: refundableByPayment(ledger, requests),
  };
}

// ─── Starting a payment ─────────────────────────────────────────────────────────────────

export interface Checkout {
  orderId: string;
  /** What the gateway charges: what is due now, plus TCS on an overseas package. */
  amountPaise: number;
  /** TCS inside amountPaise (0 on a domestic trip): not the booking's money, but the buyer's tax. */
  tcsPaise: number;
  currency: "INR";
  purpose: PaymentPurpose;
  bookingId: number;
  reference: string;
}

export type StartPaymentOutcome =
  | { ok: true; checkout: Checkout; reused: boolean }
  | {
      ok: false;
      reason:
        | "not-found"
        | "not-payable"
        | "plan-unavailable"
        | "provider-unavailable"
        | "pan-required"
        | "amount-changed";
    };

/**
 * An order at the gateway for what is due now on the viewer's booking, by the server's figures.
 * The open order for the same booking, amount and purpose is reused, so pressing Pay twice makes one.
 * With `expect` (a payment link's amount and purpose), a booking that owes anything else now is
 * refused (amount-changed) rather than charged a figure the link did not say.
 */
export async function startPayment(
  parts: PaymentParts,
  input: {
    userId: number;
    bookingId: number;
    plan: PaymentPlan;
    today: IsoDate;
    expect?: { amountPaise: number; purpose: PaymentPurpose };
  },
): Promise<StartPaymentOutcome> {
  const { db, now, provider } = parts;
  const at = now();
  const decided = await db.transaction(async (tx) => {
    await releaseStaleHolds(tx, { userId: input.userId }, at);
    const state = await payState(tx, input.bookingId, { lock: false });
    if (!state || state.userId !== input.userId) return { ok: false, reason: "not-found" } as const;
    const due = amountDueNow(state, input.plan, { today: input.today, balanceDueBy: dueByOf(state) });
    if (!due.ok) return { ok: false, reason: due.reason === "nothing-due" ? "not-payable" : due.reason } as const;
    const { expect } = input;
    if (expect && (expect.amountPaise !== due.amountPaise || expect.purpose !== due.purpose)) {
      return { ok: false, reason: "amount-changed" } as const;
    }
    const tcs = state.overseas ? await tcsOnPayment(tx, state.id, due.amountPaise, at) : { tcsPaise: 0 };
    if (!tcs) return { ok: false, reason: "pan-required" } as const;
    const [open] = await tx
      .select({ providerOrderId: paymentOrders.providerOrderId })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.bookingId, state.id),
          eq(paymentOrders.provider, provider.name),
          eq(paymentOrders.amountPaise, due.amountPaise),
          eq(paymentOrders.tcsPaise, tcs.tcsPaise),
          eq(paymentOrders.purpose, due.purpose),
          inArray(paymentOrders.status, ["created", "attempted"]),
        ),
      )
      .orderBy(desc(paymentOrders.id))
      .limit(1);
    return { ok: true, state, due, tcsPaise: tcs.tcsPaise, open } as const;
  });
  if (!decided.ok) return decided;
  const { state, due, tcsPaise, open } = decided;
  const checkout = (orderId: string): Checkout => ({
    orderId,
    amountPaise: due.amountPaise + tcsPaise,
    tcsPaise,
    currency: "INR",
    purpose: due.purpose,
    bookingId: state.id,
    reference: state.reference,
  });
  if (open) return { ok: true, checkout: checkout(open.providerOrderId), reused: true };

  let order: Awaited<ReturnType<PaymentProvider["createOrder"]>>;
  try {
    order = await provider.createOrder({
      amountPaise: due.amountPaise + tcsPaise,
      currency: "INR",
      receipt: `${state.reference}-${at.getTime().toString(36)}`,
      notes: { booking_id: String(state.id), booking_reference: state.reference, purpose: due.purpose },
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    parts.log.warn({ err: error, bookingId: state.id }, "the gateway did not create an order");
    return { ok: false, reason: "provider-unavailable" };
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentOrders)
      .values({
        bookingId: state.id,
        provider: provider.name,
        providerOrderId: order.id,
        amountPaise: due.amountPaise,
        tcsPaise,
        purpose: due.purpose,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: paymentOrders.id });
    await enqueueJobs(tx, [reconcileJob(row!.id, 1, at)]);
  });
  parts.log.info({ bookingId: state.id, amountPaise: due.amountPaise, purpose: due.purpose }, "payment order created");
  return { ok: true, checkout: checkout(order.id), reused: false };
}

/**
 * Why an order can no longer be paid, in words for the traveller, or null while it can: its booking
 * is held within its hold or part paid, and the order is for what is due now by its purpose. Our own
 * checkout (the sandbox's screen) refuses such an order instead of taking money it would refund.
 */
export async function whyOrderUnpayable(
  db: Database,
  order: { bookingId: number; amountPaise: number; purpose: string },
  { today, now }: { today: IsoDate; now: Date },
): Promise<string | null> {
  const state = await db.transaction((tx) => payState(tx, order.bookingId, { lock: false }));
  if (!state) return "This booking no longer exists.";
  if (state.status === "held" && state.holdExpiresAt && state.holdExpiresAt <= now) {
    return "The hold on these seats has ended. Please book again.";
  }
  const plan: PaymentPlan = order.purpose === "booking_amount" ? "booking_amount" : "full";
  const due = amountDueNow(state, plan, { today, balanceDueBy: dueByOf(state) });
  if (
    !due.ok ||
    due.amountPaise !== order.amountPaise ||
    (order.purpose === "balance") !== (due.purpose === "balance")
  ) {
    return due.ok || due.reason === "plan-unavailable"
      ? "This payment is for an amount that is no longer due. Please start the payment again from your booking."
      : "Nothing is due on this booking now: it is paid, cancelled or over.";
  }
  return null;
}

function reconcileJob(orderId: number, round: number, from: Date): NewJob<"reconcile-order"> {
  return job("reconcile-order", { orderId, round }, new Date(from.getTime() + RECONCILE_AFTER_MS), {
    key: `reconcile-order:${orderId}:${round}`,
  });
}

// ─── The checkout callback ──────────────────────────────────────────────────────────────

export type ConfirmPaymentOutcome =
  | { ok: true; status: "paid" | "pending" | "failed"; bookingId: number }
  | { ok: false; reason: "signature-invalid" | "not-found" };

/**
 * The browser's word that a payment went through: only its signature is trusted, and only to ask
 * the gateway about the payment and apply what it says, exactly as a webhook would.
 */
export async function confirmPayment(
  parts: PaymentParts,
  input: {
    /** The viewer, whose booking the order must pay; or a payment link the caller checked started this order. */
    payer: { userId: number } | { byLink: true };
    orderId: string;
    paymentId: string;
    signature: string;
  },
): Promise<ConfirmPaymentOutcome> {
  const { db, provider } = parts;
  if (!provider.verifyCheckoutSignature(input.orderId, input.paymentId, input.signature)) {
    return { ok: false, reason: "signature-invalid" };
  }
  const [order] = await db
    .select({ id: paymentOrders.id, bookingId: paymentOrders.bookingId, userId: bookings.userId })
    .from(paymentOrders)
    .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
    .where(and(eq(paymentOrders.provider, provider.name), eq(paymentOrders.providerOrderId, input.orderId)));
  if (!order || ("userId" in input.payer && order.userId !== input.payer.userId)) {
    return { ok: false, reason: "not-found" };
  }

  let payment: ProviderPayment | null = null;
  try {
    payment = await provider.fetchPayment(input.paymentId);
    if (payment.orderId === input.orderId) await applyPayment(parts, payment);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    parts.log.warn({ err: error, bookingId: order.bookingId }, "could not fetch a payment; the webhook will tell");
  }
  const [captured] = await db
    .select({ id: paymentLedger.id })
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.provider, provider.name),
        eq(paymentLedger.kind, "payment"),
        eq(paymentLedger.providerId, input.paymentId),
      ),
    );
  const status = captured ? "paid" : payment?.status === "failed" ? "failed" : "pending";
  return { ok: true, status, bookingId: order.bookingId };
}

// ─── Applying what the gateway says ─────────────────────────────────────────────────────

export type ApplyResult = "applied" | "already-applied" | "ignored" | "unknown-order";

/**
 * A payment's state as the gateway reports it (webhook, callback or reconciliation). Captured:
 * recorded once and applied to the booking; failed: the order may be paid again; authorized:
 * captured by us when its order is still payable (captureIfPayable), otherwise nothing. A payment
 * the gateway refunded by itself was never money (isMoneyReceived). Anything earlier than what is
 * recorded changes nothing.
 */
export async function applyPayment(parts: PaymentParts, reported: ProviderPayment): Promise<ApplyResult> {
  const { db, provider, now } = parts;
  if (!reported.orderId) return "unknown-order";
  const payment = await captureIfPayable(parts, reported);
  const at = now();
  const result = await db.transaction(async (tx): Promise<ApplyResult> => {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.provider, provider.name), eq(paymentOrders.providerOrderId, payment.orderId!)))
      .for("update");
    if (!order) return "unknown-order";
    if (!isMoneyReceived(payment)) {
      if (payment.status !== "failed" || order.status !== "created") return "ignored";
      await tx.update(paymentOrders).set({ status: "attempted", updatedAt: at }).where(eq(paymentOrders.id, order.id));
      return "applied";
    }
    // Captured (or captured and since refunded at the gateway): the money arrived. An amount or a
    // currency other than the order's is no payment our rules know: kept aside for the trip desk.
    if (payment.amountPaise !== order.amountPaise + order.tcsPaise || payment.currency !== order.currency) {
      const [alert] = await tx
        .insert(paymentAlerts)
        .values({
          provider: provider.name,
          providerPaymentId: payment.id,
          providerOrderId: order.providerOrderId,
          bookingId: order.bookingId,
          expectedAmountPaise: order.amountPaise + order.tcsPaise,
          expectedCurrency: order.currency,
          receivedAmountPaise: payment.amountPaise,
          receivedCurrency: payment.currency,
          detectedAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: paymentAlerts.id });
      if (!alert) return "already-applied";
      parts.log.error(
        {
          bookingId: order.bookingId,
          orderId: order.id,
          paymentAmountPaise: payment.amountPaise,
          currency: payment.currency,
        },
        "a capture does not match its order; kept aside for the trip desk (Today)",
      );
      return "applied";
    }
    const [entry] = await tx
      .insert(paymentLedger)
      .values({
        bookingId: order.bookingId,
        kind: "payment",
        provider: provider.name,
        providerId: payment.id,
        providerPaymentId: payment.id,
        orderId: order.id,
        // The booking's part; the TCS that came with it is recorded beside it, and never refunded.
        amountPaise: order.amountPaise,
        tcsPaise: order.tcsPaise,
        method: payment.method,
        methodDetail: payment.methodDetail,
        at,
      })
      .onConflictDoNothing()
      .returning({ id: paymentLedger.id });
    if (!entry) return "already-applied";
    await tx.update(paymentOrders).set({ status: "paid", updatedAt: at }).where(eq(paymentOrders.id, order.id));
    await settleCapture(tx, parts, {
      bookingId: order.bookingId,
      ledgerId: entry.id,
      payment: { id: payment.id, amountPaise: order.amountPaise },
      at,
    });
    return "applied";
  });
  if (result === "applied") parts.wake?.();
  return result;
}

/**
 * An authorized payment, captured (POST /v1/payments/:id/capture) when its order is unpaid and still
 * payable (whyOrderUnpayable) for the amount it was made for: money a traveller authorized is taken
 * whatever the gateway account's capture setting. Anything else is answered as the gateway has it
 * now; an authorization left alone is refunded by the gateway itself when its capture window ends
 * (docs/api.md, "Outside services"). Throws ProviderUnavailable when the gateway did not answer.
 */
async function captureIfPayable(parts: PaymentParts, payment: ProviderPayment): Promise<ProviderPayment> {
  const { db, provider, now } = parts;
  if (payment.status !== "authorized" || payment.captured) return payment;
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider.name), eq(paymentOrders.providerOrderId, payment.orderId!)));
  if (!order || order.status === "paid" || payment.amountPaise !== order.amountPaise + order.tcsPaise) return payment;
  const at = now();
  const why = await whyOrderUnpayable(db, order, { today: businessToday(parts.timeZone, at), now: at });
  if (why) {
    parts.log.info({ bookingId: order.bookingId, paymentId: payment.id, why }, "authorized payment not captured");
    return payment;
  }
  // A webhook's payment is as it was when sent: the account may have captured it since.
  const current = await provider.fetchPayment(payment.id);
  if (current.status !== "authorized") return current;
  try {
    const captured = await provider.capturePayment({
      paymentId: payment.id,
      amountPaise: current.amountPaise,
      currency: current.currency,
    });
    parts.log.info({ bookingId: order.bookingId, paymentId: payment.id }, "authorized payment captured");
    return captured;
  } catch (error) {
    // Refused: captured (or refunded) meanwhile by someone else; the gateway says how it stands.
    if (error instanceof ProviderRefused) return provider.fetchPayment(payment.id);
    throw error;
  }
}

/**
 * What a newly recorded capture does to its booking: move it forward, take seats again, or refund.
 * Also applies a payment the trip desk records by hand (admin/admin-bookings-service.ts).
 */
export async function settleCapture(
  tx: Transaction,
  parts: Pick<PaymentParts, "log" | "timeZone">,
  {
    bookingId,
    ledgerId,
    payment,
    at,
  }: { bookingId: number; ledgerId: number; payment: Pick<ProviderPayment, "id" | "amountPaise">; at: Date },
): Promise<void> {
  // A hold that ended is over, whether or not the sweeper has come by: the money meets an expired booking.
  await releaseStaleHolds(tx, { bookingId }, at);
  const state = (await payState(tx, bookingId, { lock: true }))!;
  const paid = await syncPaid(tx, bookingId);
  const emails: NewJob<"email">[] = [
    job("email", { message: "payment-received", bookingId, ledgerId }, at, { key: `email:payment:${ledgerId}` }),
  ];
  let status = state.status;

  let refusal: RevivalRefusal | null = null;
  if (status === "expired") {
    // The hold ended before the money came: the booking comes back only on createBooking's terms.
    const revived = await reviveExpired(tx, bookingId, {
      paidPaise: paid,
      today: businessToday(parts.timeZone, at),
      at,
      balanceDueBy: dueByOf(state),
    });
    if (revived.ok) {
      await changeStatus(tx, [{ id: bookingId, from: "expired" }], revived.status, PAYMENT_CAUSES.lateCapture, at);
      parts.log.info({ bookingId }, "late payment: booking taken back");
      status = revived.status;
    } else {
      refusal = revived.reason;
    }
  } else if (isLiveStatus(status)) {
    const reached = statusAfterPayment({ ...state, paidPaise: paid });
    if (reached !== status) {
      await changeStatus(tx, [{ id: bookingId, from: status }], reached, causeFor(reached), at);
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
    emails.push(
      job("email", { message: "late-payment-refunded", bookingId, ledgerId }, at, { key: `email:late:${ledgerId}` }),
    );
    parts.log.warn({ bookingId, status, refusal }, "payment for a booking that is over; refunding it in full");
  } else if (excessPaise > 0) {
    // Paid twice (two orders, two tabs): what is over the total goes back.
    await queueRefunds(tx, { bookingId, refundPaise: excessPaise, reason: "overpayment", at });
    parts.log.warn({ bookingId }, "booking paid more than its total; refunding the excess");
  } else if (status !== state.status && (status === "confirmed" || status === "part_paid")) {
    emails.push(
      job("email", { message: "booking-confirmed", bookingId }, at, { key: `email:confirmed:${bookingId}:${status}` }),
    );
  }
  await enqueueJobs(tx, emails);
}

function causeFor(status: BookingStatus): string {
  return status === "confirmed" ? "Paid in full" : "Booking amount paid; balance due before departure";
}

/**
 * A refund row and the job that asks the gateway for it; answers the amount queued (0 when the
 * payment already has its automatic refund: those are unique per payment).
 */
async function queueRefund(
  tx: Transaction,
  {
    bookingId,
    payment,
    amountPaise,
    reason,
    note,
    at,
    provider,
  }: {
    bookingId: number;
    payment: Pick<ProviderPayment, "id">;
    amountPaise: number;
    reason: RefundReason;
    /** Why, in words for the traveller, when the reason alone does not say it. */
    note?: string;
    at: Date;
    provider?: string;
  },
): Promise<number> {
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({
      bookingId,
      provider: provider ?? (await providerOf(tx, payment.id)),
      providerPaymentId: payment.id,
      amountPaise,
      reason,
      note: note ?? null,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id, provider: paymentRefunds.provider });
  if (refund?.provider === CREDIT_PROVIDER) {
    // Trip credit paid on the booking goes back as credit, at once: never as cash.
    const [owner] = await tx.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.id, bookingId));
    await returnCreditPayment(tx, { refundId: refund.id, accountId: owner!.userId, at });
    await syncPaid(tx, bookingId);
    return amountPaise;
  }
  // Money taken by hand (OFFLINE_PROVIDER) goes back by hand: the trip desk records it; no gateway is asked.
  if (refund && refund.provider !== OFFLINE_PROVIDER) {
    await enqueueJobs(tx, [job("refund", { refundId: refund.id }, at, { key: `refund:${refund.id}` })]);
  }
  return refund ? amountPaise : 0;
}

async function providerOf(tx: Transaction, paymentId: string): Promise<string> {
  const [row] = await tx
    .select({ provider: paymentLedger.provider })
    .from(paymentLedger)
    .where(and(eq(paymentLedger.kind, "payment"), eq(paymentLedger.providerId, paymentId)));
  if (!row) throw new Error(`No captured payment ${paymentId} to refund`);
  return row.provider;
}

// ─── Refunds ────────────────────────────────────────────────────────────────────────────

/** The refund job: asks the gateway (idempotent by our receipt) and records its answer. */
export async function requestRefund(parts: PaymentParts, refundId: number): Promise<void> {
  const { db, provider } = parts;
  const [refund] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (refund?.status !== "pending" || refund.providerRefundId) return;
  if (refund.provider !== provider.name) {
    throw new Error(`Refund ${refund.id} is at ${refund.provider}, but PAYMENT_PROVIDER is ${provider.name}`);
  }
  let answer: ProviderRefund;
  try {
    answer = await provider.refund({
      paymentId: refund.providerPaymentId,
      amountPaise: refund.amountPaise,
      receipt: refundReceipt(refund.id),
      notes: { booking_id: String(refund.bookingId), reason: refund.reason },
    });
  } catch (error) {
    if (!(error instanceof ProviderRefused)) throw error;
    // Refused for good (a 4xx): asking again gets the same answer. Failed, in the gateway's words, for
    // the trip desk to settle (AdminRefund.failure); still owed to the traveller (refundableOf).
    await db
      .update(paymentRefunds)
      .set({
        status: "failed",
        lastError: `${provider.name === "razorpay" ? "Razorpay" : "The gateway"} refused the refund: ${error.description}`,
      })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, "pending")));
    parts.log.error(
      { bookingId: refund.bookingId, refundId: refund.id, err: error },
      "the gateway refused a refund; the trip desk must act",
    );
    return;
  }
  await applyRefund(parts, answer, { refundId: refund.id });
}

export function refundReceipt(refundId: number): string {
  return `refund-${refundId}`;
}

/**
 * A refund's state from the gateway (its answer to our request, or refund.processed / refund.failed):
 * processed refunds become one ledger row each, whatever order and however often they arrive.
 */
export async function applyRefund(
  parts: PaymentParts,
  refund: ProviderRefund,
  { refundId }: { refundId?: number } = {},
): Promise<ApplyResult> {
  const { db, provider, now } = parts;
  const at = now();
  const ours = refundId ?? refundIdOf(refund.receipt);
  const result = await db.transaction(async (tx): Promise<ApplyResult> => {
    const [row] = await tx
      .select()
      .from(paymentRefunds)
      .where(
        ours !== null
          ? eq(paymentRefunds.id, ours)
          : and(eq(paymentRefunds.provider, provider.name), eq(paymentRefunds.providerRefundId, refund.id)),
      )
      .for("update");
    const [paymentRow] = await tx
      .select({ bookingId: paymentLedger.bookingId })
      .from(paymentLedger)
      .where(
        and(
          eq(paymentLedger.provider, provider.name),
          eq(paymentLedger.kind, "payment"),
          eq(paymentLedger.providerId, refund.paymentId),
        ),
      );
    if (!row && !paymentRow) return "unknown-order";
    const bookingId = row?.bookingId ?? paymentRow!.bookingId;
    await payState(tx, bookingId, { lock: true });
    if (row && !row.providerRefundId) {
      await tx.update(paymentRefunds).set({ providerRefundId: refund.id }).where(eq(paymentRefunds.id, row.id));
    }
    if (refund.status === "pending") return "ignored";
    if (refund.status === "failed") {
      if (row?.status !== "pending") return "ignored";
      await tx
        .update(paymentRefunds)
        .set({ status: "failed", lastError: "The gateway could not process the refund" })
        .where(eq(paymentRefunds.id, row.id));
      parts.log.error({ bookingId, refundId: row.id }, "refund failed at the gateway; the trip desk must act");
      return "applied";
    }
    const [entry] = await tx
      .insert(paymentLedger)
      .values({
        bookingId,
        kind: "refund",
        provider: provider.name,
        providerId: refund.id,
        providerPaymentId: refund.paymentId,
        amountPaise: refund.amountPaise,
        at,
      })
      .onConflictDoNothing()
      .returning({ id: paymentLedger.id });
    if (row && row.status !== "processed") {
      await tx
        .update(paymentRefunds)
        .set({ status: "processed", processedAt: at })
        .where(eq(paymentRefunds.id, row.id));
    }
    if (!entry) return "already-applied";
    await syncPaid(tx, bookingId);
    await enqueueJobs(tx, [
      job("email", { message: "refund-issued", bookingId, ledgerId: entry.id }, at, {
        key: `email:refund:${entry.id}`,
      }),
    ]);
    return "applied";
  });
  if (result === "applied") parts.wake?.();
  return result;
}

function refundIdOf(receipt: string | null): number | null {
  const match = receipt ? /^refund-(\d+)$/.exec(receipt) : null;
  return match ? Number(match[1]) : null;
}

// ─── Reconciliation ─────────────────────────────────────────────────────────────────────

/** The reconciliation job: asks the gateway about an order that has no outcome yet and applies it. */
export async function reconcileOrder(parts: PaymentParts, { orderId, round }: { orderId: number; round: number }) {
  const { db, provider, now } = parts;
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  if (!order || order.status === "paid" || order.provider !== provider.name) return;
  const payments = await provider.fetchOrderPayments(order.providerOrderId);
  for (const payment of payments) await applyPayment(parts, payment);
  const at = now();
  await db.update(paymentOrders).set({ checkedAt: at }).where(eq(paymentOrders.id, orderId));
  const settled = payments.some(isMoneyReceived);
  if (!settled && payments.some((payment) => payment.status === "authorized") && round < RECONCILE_ROUNDS) {
    // Authorized but not yet captured: the bank has not finished; ask again later.
    await enqueueJobs(db, [reconcileJob(orderId, round + 1, at)]);
  }
  parts.log.info({ orderId, bookingId: order.bookingId, payments: payments.length, settled }, "order reconciled");
}

// ─── Cancelling a paid booking ──────────────────────────────────────────────────────────

/** How a cancelled booking's money comes back: the tier's cash refund, or the trip's larger share as credit. */
export type RefundAs = "cash" | "credit";

/**
 * What cancelling for trip credit now gives, or null when the booking cannot be cancelled online:
 * the trip's credit share (change_policy: for example 100% of what was paid less a fixed fee).
 */
export function creditCancellationQuote(
  state: Pick<PayState, "status" | "startDate" | "changePolicy"> & { netPaidPaise: number },
  today: IsoDate,
): { creditPaise: number; feePaise: number; percent: number; text: string; validMonths: number } | null {
  if (state.status !== "part_paid" && state.status !== "confirmed") return null;
  if (daysBetween(today, state.startDate) < 0) return null;
  const policy = changePolicyOf(state.changePolicy);
  const { creditPaise, feePaise } = creditFor(policy, state.netPaidPaise);
  const fee = policy.creditFeeRupees ? ` less ${formatRupees(policy.creditFeeRupees)}` : "";
  return {
    creditPaise,
    feePaise,
    percent: policy.creditPercent,
    text: `Trip credit: ${policy.creditPercent}% of what was paid${fee}, valid ${creditValidMonths()} months`,
    validMonths: creditValidMonths(),
  };
}

export type CancelPaidOutcome =
  | { ok: true; bookingId: number; refundPaise: number; creditPaise: number }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "not-cancellable"; status: BookingStatus };

/**
 * Cancels the viewer's part-paid or confirmed booking: seats back at once, and the refund its
 * trip's tiers give (quoted the same way beforehand) asked of the gateway, newest payment first.
 */
export async function cancelPaidBooking(
  parts: PaymentParts,
  input: { userId: number; bookingId: number; today: IsoDate; refundAs?: RefundAs },
): Promise<CancelPaidOutcome> {
  const at = parts.now();
  const outcome = await parts.db.transaction(async (tx): Promise<CancelPaidOutcome> => {
    const state = await payState(tx, input.bookingId, { lock: true });
    if (!state || state.userId !== input.userId) return { ok: false, reason: "not-found" };
    if (input.refundAs === "credit") {
      const { netPaidPaise, byPayment } = await refundableOf(tx, state.id);
      const credit = creditCancellationQuote({ ...state, netPaidPaise }, input.today);
      if (!credit) return { ok: false, reason: "not-cancellable", status: state.status };
      await changeStatus(
        tx,
        [{ id: state.id, from: state.status }],
        "cancelled",
        PAYMENT_CAUSES.cancelledForCredit,
        at,
      );
      await returnSeats(tx, [{ eventId: state.eventId, count: state.travellerCount }], at);
      const creditPaise =
        credit.creditPaise > 0
          ? await moveToCredit(tx, {
              accountId: state.userId,
              bookingId: state.id,
              amountPaise: credit.creditPaise,
              source: "cancellation",
              at,
              refundable: byPayment.values(),
              note: state.reference,
            })
          : 0;
      await syncPaid(tx, state.id);
      await recordCancellation(tx, {
        bookingId: state.id,
        at,
        by: "traveller",
        basePaise: netPaidPaise,
        refundPaise: 0,
        creditPaise,
        percent: credit.percent,
        feePaise: credit.feePaise,
        terms: credit.text,
      });
      return { ok: true, bookingId: state.id, refundPaise: 0, creditPaise };
    }
    return cancelByTiers(tx, state, {
      today: input.today,
      at,
      by: "traveller",
      cause: PAYMENT_CAUSES.cancelledWithRefund,
    });
  });
  if (outcome.ok) {
    parts.log.info({ bookingId: outcome.bookingId, refundPaise: outcome.refundPaise }, "paid booking cancelled");
    parts.wake?.();
  }
  return outcome;
}

/**
 * Cancels a part-paid booking whose balance is still unpaid once its grace has run out, by its trip's
 * tiers like a traveller's cancellation; `stillOverdue` is asked again under the booking's lock, so a
 * payment that lands meanwhile wins. `afterCancel` runs in the same transaction (the traveller's message).
 */
export async function cancelOverdueBooking(
  parts: PaymentParts,
  input: {
    bookingId: number;
    today: IsoDate;
    stillOverdue: (state: PayState) => boolean;
    afterCancel?: (tx: Transaction, outcome: { bookingId: number; refundPaise: number }) => Promise<void>;
  },
): Promise<CancelPaidOutcome> {
  const at = parts.now();
  const outcome = await parts.db.transaction(async (tx): Promise<CancelPaidOutcome> => {
    const state = await payState(tx, input.bookingId, { lock: true });
    if (!state) return { ok: false, reason: "not-found" };
    if (!input.stillOverdue(state)) return { ok: false, reason: "not-cancellable", status: state.status };
    const cancelled = await cancelByTiers(tx, state, {
      today: input.today,
      at,
      by: "automatic",
      cause: PAYMENT_CAUSES.balanceOverdue,
    });
    if (cancelled.ok) await input.afterCancel?.(tx, cancelled);
    return cancelled;
  });
  if (outcome.ok) {
    parts.log.info(
      { bookingId: outcome.bookingId, refundPaise: outcome.refundPaise },
      "unpaid booking cancelled after its grace",
    );
    parts.wake?.();
  }
  return outcome;
}

/** Cancels a locked booking: seats back, the refund its tiers give queued, the cancellation recorded. */
async function cancelByTiers(
  tx: Transaction,
  state: PayState,
  { today, at, by, cause }: { today: IsoDate; at: Date; by: "traveller" | "automatic"; cause: string },
): Promise<CancelPaidOutcome> {
  const { netPaidPaise } = await refundableOf(tx, state.id);
  const quote = cancellationQuote({ ...state, netPaidPaise }, today);
  if (!quote) return { ok: false, reason: "not-cancellable", status: state.status };
  await changeStatus(tx, [{ id: state.id, from: state.status }], "cancelled", cause, at);
  await returnSeats(tx, [{ eventId: state.eventId, count: state.travellerCount }], at);
  const refundPaise = await queueRefunds(tx, {
    bookingId: state.id,
    refundPaise: quote.refundPaise,
    reason: "cancellation",
    at,
  });
  await recordCancellation(tx, {
    bookingId: state.id,
    at,
    by,
    basePaise: netPaidPaise,
    refundPaise,
    percent: quote.percent,
    feePaise: quote.feePaise,
    terms: quote.tierText,
  });
  return { ok: true, bookingId: state.id, refundPaise, creditPaise: 0 };
}

/**
 * Refunds `refundPaise` of a booking against its payments, newest first (an overpayment's own
 * payment, a cancellation's latest money), each at most what is left of it once every refund not
 * failed is counted, never in pieces a gateway refuses (splitRefund: under ₹1); answers what was
 * queued (less than asked only when less is left).
 */
export async function queueRefunds(
  tx: Transaction,
  {
    bookingId,
    refundPaise,
    reason,
    at,
  }: {
    bookingId: number;
    refundPaise: number;
    reason: "cancellation" | "overpayment" | "departure-cancelled";
    at: Date;
  },
): Promise<number> {
  let left = refundPaise;
  const payments = [...(await refundableOf(tx, bookingId)).byPayment.values()];
  // Credit and money taken by hand go back by us, in any amount; a gateway refuses refunds under ₹1.
  const pieces = splitRefund(
    refundPaise,
    payments.map((payment) => ({
      refundablePaise: payment.refundablePaise,
      minimumPaise:
        payment.provider === CREDIT_PROVIDER || payment.provider === OFFLINE_PROVIDER ? 1 : MINIMUM_REFUND_PAISE,
    })),
  );
  for (const [index, payment] of payments.entries()) {
    const amountPaise = pieces[index]!;
    if (amountPaise <= 0) continue;
    left -= await queueRefund(tx, {
      bookingId,
      payment: { id: payment.providerPaymentId },
      amountPaise,
      reason,
      at,
      provider: payment.provider,
    });
  }
  return refundPaise - left;
}

/** A booking's refunds, oldest first (the Booking.refunds field and refund_status read these). */
export function refundsOf(db: Database, bookingId: number) {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.bookingId, bookingId))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}

export type { PayState };
export { payState as readPayState };

// ─── Paying with trip credit ────────────────────────────────────────────────────────────

export type PayWithCreditOutcome =
  | { ok: true; bookingId: number; spentPaise: number }
  | { ok: false; reason: "not-found" | "not-payable" | "plan-unavailable" | "no-credit" };

/**
 * Pays what is due now on the viewer's booking (by the plan, as startPayment would ask of the
 * gateway) out of their trip credit, in full or as far as the credit goes; the rest is paid at the
 * gateway as usual. The spend is a payment of its own in the ledger (provider "credit"), so the
 * booking moves forward, receipts list it and a later cancellation gives it back as credit.
 */
export async function payWithCredit(
  parts: PaymentParts,
  input: { userId: number; bookingId: number; plan: PaymentPlan; today: IsoDate },
): Promise<PayWithCreditOutcome> {
  const at = parts.now();
  const outcome = await parts.db.transaction(async (tx): Promise<PayWithCreditOutcome> => {
    await releaseStaleHolds(tx, { userId: input.userId }, at);
    const state = await payState(tx, input.bookingId, { lock: true });
    if (!state || state.userId !== input.userId) return { ok: false, reason: "not-found" };
    const due = amountDueNow(state, input.plan, { today: input.today, balanceDueBy: dueByOf(state) });
    if (!due.ok) return { ok: false, reason: due.reason === "nothing-due" ? "not-payable" : due.reason };
    const { spentPaise, firstEntryId } = await spendCredit(tx, {
      accountId: state.userId,
      bookingId: state.id,
      amountPaise: due.amountPaise,
      at,
    });
    if (spentPaise === 0 || firstEntryId === null) return { ok: false, reason: "no-credit" };
    const paymentId = `credit-${firstEntryId}`;
    const [entry] = await tx
      .insert(paymentLedger)
      .values({
        bookingId: state.id,
        kind: "payment",
        provider: CREDIT_PROVIDER,
        providerId: paymentId,
        providerPaymentId: paymentId,
        amountPaise: spentPaise,
        method: "credit",
        methodDetail: "Trip credit",
        at,
      })
      .returning({ id: paymentLedger.id });
    await settleCapture(tx, parts, {
      bookingId: state.id,
      ledgerId: entry!.id,
      payment: { id: paymentId, amountPaise: spentPaise },
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
