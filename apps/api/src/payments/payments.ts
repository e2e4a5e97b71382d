// The payments service: orders at the gateway for what is due, the checkout callback, the gateway's
// events applied exactly once, refunds asked of the gateway, late captures and reconciliation. It
// answers with outcomes (docs/decisions/0007-mutation-template.md); payment-fields.ts words them.
// What money does to a booking (its status, a booking taken back, what is refunded) is the booking
// lifecycle's (booking-lifecycle/money-in.ts and ledger.ts): this file speaks to the gateway.
//
// Exactly once, in any order, however often: a captured payment becomes one ledger row, unique by
// the gateway's payment id, and everything that follows from it happens in the transaction that
// inserted that row, so a repeat finds the row and does nothing. A late `payment.authorized` or
// `payment.failed` cannot undo a capture.
//
// Gateways are called outside transactions (they are slow and may not answer); what they answer is
// recorded in a second, short one. Locks: the order row, then the booking, then the departure.
import type { Database } from "@parvat/db/client";
import { bookings, paymentAlerts, paymentLedger, paymentOrders, paymentRefunds } from "@parvat/db/schema";
import { businessToday, type IsoDate } from "@parvat/domain/business-dates";
import { amountDueNow, type PaymentPlan, type PaymentPurpose } from "@parvat/domain/payments";
import { and, desc, eq, inArray } from "drizzle-orm";
import { balanceDeadlineOf, bookingState } from "../booking-lifecycle/booking-state.ts";
import { syncPaid } from "../booking-lifecycle/ledger.ts";
import { recordMoneyIn } from "../booking-lifecycle/money-in.ts";
import { releaseStaleHolds } from "../booking-lifecycle/transitions.ts";
import { enqueueJobs, job, type NewJob } from "../jobs/jobs.ts";
import type { Logger } from "../logger.ts";
import { queueBookingMessage } from "../messages/booking-messages.ts";
import { type ReceiptTaxRefusal, taxOnReceipt } from "../tax/receipt-tax.ts";
import type { PaymentProvider, ProviderPayment, ProviderRefund } from "./provider.ts";
import { isMoneyReceived, ProviderRefused, ProviderUnavailable } from "./provider.ts";

/** Orders with no outcome are asked about this long after they were made. */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/** ... and again at this interval, this many times in all, before they are left alone. */
export const RECONCILE_ROUNDS = 3;

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

/** A booking's payment state as paying reads it, with the last day for its balance (null: none). */
export async function balanceStateOf(db: Database, bookingId: number) {
  const state = await db.transaction((tx) => bookingState(tx, bookingId, { lock: false }));
  return state ? { ...state, balanceDueBy: balanceDeadlineOf(state) } : null;
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
        | ReceiptTaxRefusal
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
    const state = await bookingState(tx, input.bookingId, { lock: false });
    if (!state || state.userId !== input.userId) return { ok: false, reason: "not-found" } as const;
    const due = amountDueNow(state, input.plan, { today: input.today, balanceDueBy: balanceDeadlineOf(state) });
    if (!due.ok) return { ok: false, reason: due.reason === "nothing-due" ? "not-payable" : due.reason } as const;
    const { expect } = input;
    if (expect && (expect.amountPaise !== due.amountPaise || expect.purpose !== due.purpose)) {
      return { ok: false, reason: "amount-changed" } as const;
    }
    const tcs = await taxOnReceipt(tx, { bookingId: state.id, amountPaise: due.amountPaise, at });
    if (!tcs.ok) return { ok: false, reason: tcs.reason } as const;
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
  const state = await db.transaction((tx) => bookingState(tx, order.bookingId, { lock: false }));
  if (!state) return "This booking no longer exists.";
  if (state.status === "held" && state.holdExpiresAt && state.holdExpiresAt <= now) {
    return "The hold on these seats has ended. Please book again.";
  }
  const plan: PaymentPlan = order.purpose === "booking_amount" ? "booking_amount" : "full";
  const due = amountDueNow(state, plan, { today, balanceDueBy: balanceDeadlineOf(state) });
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
    const ledgerId = await recordMoneyIn(tx, parts, {
      bookingId: order.bookingId,
      provider: provider.name,
      providerId: payment.id,
      orderId: order.id,
      amountPaise: order.amountPaise,
      tcsPaise: order.tcsPaise,
      method: payment.method,
      methodDetail: payment.methodDetail,
      at,
    });
    if (ledgerId === null) return "already-applied";
    await tx.update(paymentOrders).set({ status: "paid", updatedAt: at }).where(eq(paymentOrders.id, order.id));
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
    await bookingState(tx, bookingId, { lock: true });
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
    await queueBookingMessage(tx, {
      message: "refund-issued",
      bookingId,
      ledgerId: entry.id,
      key: `refund-issued:${entry.id}`,
      at,
    });
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
