// Payments (docs/api.md, "Payments"): the GraphQL side of payments.ts and sandbox.ts,
// written to the mutation template (docs/decisions/0007-mutation-template.md).
//   startPayment(bookingId, plan)     an order for what is due now: the server's amount, one per Pay
//   confirmPayment(orderId, ...)      the checkout callback: signature checked, the payment applied
//   sandboxPay(orderId, ...)          the sandbox checkout screen's buttons (sandbox only)
//   receipt(paymentId), sandboxOrder(orderId)
//   Booking.payments / refunds / refund_status / balance_due_by / can_pay / payment_plans / cancellation
// The browser gets the gateway's public key id, never a secret.
import type { bookingCancellations } from "@parvat/db/schema";
import { intraStateSplit } from "@parvat/domain/booking-amounts";
import { cancellationKeptPaise } from "@parvat/domain/booking-money";
import type { IsoDate } from "@parvat/domain/business-dates";
import { company } from "@parvat/domain/company";
import { formatPaise } from "@parvat/domain/money-words";
import {
  amountDueNow,
  PAYMENT_PLANS,
  type PaymentPlan,
  REFUND_REASON_WORDS,
  REFUND_STATUS_WORDS,
  type RefundReason,
  type RefundStatus,
  receiptNumber,
  taxInside,
} from "@parvat/domain/payments";
import { QUOTATION_BALANCE_DUE_DAYS } from "@parvat/domain/quotation-pricing";
import { netPaidPaise, type RefundTier } from "@parvat/domain/refunds";
import { GST_STATES } from "@parvat/domain/tax-identity";
import { TCS_1961 } from "@parvat/domain/tax-rates";
import { requireViewer } from "../accounts/require-viewer.ts";
import { rowIdOf } from "../arguments.ts";
import { balanceDeadlineOf } from "../booking-lifecycle/booking-state.ts";
import { cancellationQuote } from "../booking-lifecycle/cancel.ts";
import { Booking } from "../bookings/booking-fields.ts";
import { builder } from "../builder.ts";
import type { Context } from "../context.ts";
import { UserError } from "../errors.ts";
import { receiptTaxRefusal } from "../tax/receipt-tax.ts";
import { linkStartedOrder } from "./payment-links.ts";
import {
  type Checkout,
  confirmPayment,
  type StartPaymentOutcome,
  startPayment,
  whyOrderUnpayable,
} from "./payments.ts";
import { paymentsOf } from "./payments-context.ts";
import { SANDBOX_METHODS, SANDBOX_OUTCOMES, type SandboxMethod, type SandboxOutcome } from "./sandbox.ts";

const PaymentPlanRef = builder.enumType("PaymentPlan", {
  description: "full: everything due; booking_amount: the trip's part payment (only where the trip sets one).",
  values: PAYMENT_PLANS,
});

// ─── Booking: the read side of the ledger ───────────────────────────────────────────────

const BookingPayment = builder.drizzleObject("paymentLedger", {
  name: "BookingPayment",
  description: "A captured payment of a booking (a ledger row). Amounts in paise.",
  select: {},
  fields: (t) => ({
    id: t.exposeID("id", { description: "Also the receipt's id: receipt(paymentId)." }),
    receipt_number: t.string({
      select: { columns: { id: true, at: true } },
      resolve: (row) => receiptNumber(row.id, new Date(row.at)),
    }),
    amount_paise: t.exposeInt("amountPaise"),
    method: t.exposeString("method", { nullable: true, description: "upi, card, netbanking, wallet, ..." }),
    captured_at: t.string({
      description: "ISO 8601.",
      select: { columns: { at: true } },
      resolve: (row) => new Date(row.at).toISOString(),
    }),
    provider_payment_id: t.exposeString("providerId", { description: "The gateway's payment id (pay_...)." }),
    method_detail: t.exposeString("methodDetail", {
      nullable: true,
      description:
        'What the payer recognises it by: "Visa card ending 1111", "UPI reference 412345678901"; null when the gateway said none.',
    }),
  }),
});

const BookingRefund = builder.drizzleObject("paymentRefunds", {
  name: "BookingRefund",
  description: "A refund of a booking, from asking the gateway to the money leaving.",
  select: {},
  fields: (t) => ({
    id: t.exposeID("id"),
    amount_paise: t.exposeInt("amountPaise"),
    status: t.string({
      description: "pending | refunded | failed.",
      select: { columns: { status: true } },
      resolve: (row) => REFUND_STATUS_WORDS[row.status as RefundStatus],
    }),
    reason: t.exposeString("reason", { description: "cancellation | late-capture | overpayment." }),
    reason_text: t.string({
      description: 'Why, in words: "cancellation", "paid more than the total", "paid after the booking had ended".',
      select: { columns: { reason: true } },
      resolve: (row) => REFUND_REASON_WORDS[row.reason as RefundReason],
    }),
    note: t.exposeString("note", {
      nullable: true,
      description: "Why, in a sentence for the traveller, where the reason alone does not say it (a late payment).",
    }),
    created_at: t.string({ select: { columns: { createdAt: true } }, resolve: (row) => iso(row.createdAt)! }),
    processed_at: t.string({
      nullable: true,
      description: "When the money left (status refunded); null before.",
      select: { columns: { processedAt: true } },
      resolve: (row) => iso(row.processedAt),
    }),
  }),
});

/** How a booking was cancelled (booking_cancellations); the trip desk's booking screen reads it too. */
export const BookingCancellation = builder
  .objectRef<typeof bookingCancellations.$inferSelect>("BookingCancellation")
  .implement({
    description:
      "How a booking was cancelled, as it was decided then: the money the tier was a share of, what the tier (or the trip desk) gave back and what it kept. Amounts in paise.",
    fields: (t) => ({
      at: t.string({ description: "ISO 8601.", resolve: (row) => iso(row.at)! }),
      by: t.exposeString("by", { description: "traveller | trip-desk | company | automatic." }),
      terms: t.exposeString("terms", {
        description: 'The tier in words ("10 to 19 days before departure: 50% refund"), or the trip desk\'s reason.',
      }),
      refund_percent: t.exposeInt("percent", {
        nullable: true,
        description: "The tier's percent; null when the trip desk set the amount.",
      }),
      paid_paise: t.exposeInt("basePaise", { description: "Money received less refunds not failed, when cancelled." }),
      fee_paise: t.exposeInt("feePaise", { description: "The tier's fee, as it applied (within kept_paise)." }),
      refund_paise: t.exposeInt("refundPaise", { description: "What the cancellation gave back as money." }),
      credit_paise: t.exposeInt("creditPaise", {
        description:
          "What the cancellation turned into trip credit (a departure we cancelled: with the trip's bonus, so it may exceed paid_paise).",
      }),
      kept_paise: t.int({
        description:
          "paid_paise - refund_paise - credit_paise: what the company kept (the fee within it); 0 for a departure we cancelled, whatever its traveller chose and before they choose.",
        resolve: (row) => cancellationKeptPaise(row),
      }),
    }),
  });

const refundTotal = (refunds: readonly { status: string; amountPaise: number }[], status: RefundStatus) =>
  refunds.filter((refund) => refund.status === status).reduce((sum, refund) => sum + refund.amountPaise, 0);

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

interface Quote {
  refund_paise: number;
  refund_percent: number;
  tier_text: string;
  days_before_departure: number;
}

const CancellationQuote = builder.objectRef<Quote>("CancellationQuote").implement({
  description: "What cancelling a paid booking now refunds, by its trip's cancellation tiers.",
  fields: (t) => ({
    refund_paise: t.exposeInt("refund_paise"),
    refund_percent: t.exposeInt("refund_percent"),
    tier_text: t.exposeString("tier_text", {
      description: 'The tier in words: "10 to 19 days before departure: 50% refund".',
    }),
    days_before_departure: t.exposeInt("days_before_departure"),
  }),
});

/** What payment state a Booking field needs from the row and its relations. */
const payStateSelect = {
  columns: {
    status: true,
    totalPaise: true,
    paidPaise: true,
    bookingAmountPaise: true,
    holdExpiresAt: true,
    balanceDueOn: true,
  },
  with: {
    event: { columns: { startDate: true } },
    trek: { columns: { balanceDueDays: true } },
    quotation: { columns: { travelDate: true }, with: { campsite: { columns: { balanceDueDays: true } } } },
  },
} as const;

interface TripTermsSource {
  balanceDueOn: string | null;
  event: { startDate: string } | null;
  trek: { balanceDueDays: number | null } | null;
  quotation: { travelDate: string; campsite: { balanceDueDays: number | null } } | null;
}

/**
 * The last day to pay a booking's balance, as booking-lifecycle/booking-state.ts decides it: its own
 * (a change after its trip's deadline gave it one), or its trip's rule from its departure's start (or
 * its quotation's travel date and its team's payment rule); null when none is set.
 */
function balanceDeadlineOfBooking(booking: TripTermsSource): IsoDate | null {
  const { startDate, balanceDueDays } =
    booking.event && booking.trek
      ? { startDate: booking.event.startDate, balanceDueDays: booking.trek.balanceDueDays }
      : {
          startDate: booking.quotation!.travelDate,
          balanceDueDays: booking.quotation!.campsite.balanceDueDays ?? QUOTATION_BALANCE_DUE_DAYS,
        };
  return balanceDeadlineOf({
    startDate: startDate as IsoDate,
    balanceDueDays,
    balanceDueOn: booking.balanceDueOn as IsoDate | null,
  });
}

builder.drizzleObjectFields(Booking, (t) => ({
  contact_email: t.exposeString("contactEmail", {
    nullable: true,
    description:
      "The booking's email for its messages, when the traveller gave one; they go by the traveller's channel either way.",
  }),
  payments: t.relation("ledger", {
    type: BookingPayment,
    description: "Captured payments, oldest first (the ledger's payments).",
    query: { where: { kind: "payment" }, orderBy: { at: "asc", id: "asc" } },
    complexity: { field: 1, multiplier: 4 },
  }),
  refunds: t.relation("refunds", {
    type: BookingRefund,
    description: "Refunds, oldest first.",
    query: { orderBy: { createdAt: "asc", id: "asc" } },
    complexity: { field: 1, multiplier: 4 },
  }),
  received_paise: t.int({
    description: "Every payment received (the ledger's payments), before refunds.",
    select: { with: { ledger: { columns: { kind: true, amountPaise: true } } } },
    resolve: (booking) =>
      booking.ledger.filter((row) => row.kind === "payment").reduce((sum, row) => sum + row.amountPaise, 0),
  }),
  refunded_paise: t.int({
    description: "Refunds whose money has left (status refunded).",
    select: { with: { refunds: { columns: { status: true, amountPaise: true } } } },
    resolve: (booking) => refundTotal(booking.refunds, "processed"),
  }),
  refunding_paise: t.int({
    description: "Refunds on their way (status pending).",
    select: { with: { refunds: { columns: { status: true, amountPaise: true } } } },
    resolve: (booking) => refundTotal(booking.refunds, "pending"),
  }),
  cancelled: t.field({
    type: BookingCancellation,
    nullable: true,
    description: "How the booking was cancelled (by whom, the tier, what was kept and refunded); null otherwise.",
    select: { with: { cancelled: true } },
    resolve: (booking) => booking.cancelled ?? null,
  }),
  refund_status: t.string({
    nullable: true,
    description:
      'null (no refund) | "pending" | "refunded" | "failed": pending while any refund is, failed if any failed.',
    select: { with: { refunds: { columns: { status: true } } } },
    resolve: (booking) => {
      const statuses = booking.refunds.map((refund) => refund.status as RefundStatus);
      if (statuses.length === 0) return null;
      const worst = statuses.includes("pending") ? "pending" : statuses.includes("failed") ? "failed" : "processed";
      return REFUND_STATUS_WORDS[worst];
    },
  }),
  balance_due_by: t.field({
    type: "Date",
    nullable: true,
    description:
      "The last day to pay the balance of a part payment (held bookings that may choose the booking amount, and part_paid ones); null otherwise.",
    select: payStateSelect,
    resolve: (booking) => {
      const payable =
        booking.status === "part_paid" || (booking.status === "held" && booking.bookingAmountPaise !== null);
      return payable ? balanceDeadlineOfBooking(booking) : null;
    },
  }),
  can_pay: t.boolean({
    description:
      "Something is due and the booking is held (within its hold) or part paid (a confirmed booking that owes money again is part paid).",
    select: payStateSelect,
    resolve: (booking, _args, context) => plansFor(booking, context).length > 0,
  }),
  payment_plans: t.field({
    type: [PaymentPlanRef],
    description:
      "The plans startPayment accepts now: [] when nothing can be paid, [full] usually, [full, booking_amount] when the trip sets a booking amount and the balance's deadline is ahead. A part_paid booking pays its balance with either.",
    select: payStateSelect,
    resolve: (booking, _args, context) => plansFor(booking, context),
  }),
  cancellation: t.field({
    type: CancellationQuote,
    nullable: true,
    description:
      "What cancelling now refunds (part_paid and confirmed bookings of trips with cancellation tiers, before departure); null when the booking cannot be cancelled online with a refund.",
    select: {
      columns: { status: true },
      with: {
        ledger: {
          columns: { kind: true, provider: true, providerId: true, providerPaymentId: true, amountPaise: true },
        },
        refunds: {
          columns: { provider: true, providerPaymentId: true, providerRefundId: true, amountPaise: true, status: true },
        },
        event: { columns: { startDate: true } },
        trek: { columns: {}, with: { campsite: { columns: { cancellationTiers: true } } } },
        quotation: { columns: { travelDate: true }, with: { campsite: { columns: { cancellationTiers: true } } } },
      },
    },
    resolve: (booking, _args, context) => {
      const quote = cancellationQuote(
        {
          status: booking.status as Parameters<typeof cancellationQuote>[0]["status"],
          netPaidPaise: netPaidPaise(booking.ledger, booking.refunds),
          startDate: booking.event?.startDate ?? booking.quotation!.travelDate,
          cancellationTiers: (booking.trek ?? booking.quotation)!.campsite.cancellationTiers as RefundTier[] | null,
        },
        context.today,
      );
      return quote
        ? {
            refund_paise: quote.refundPaise,
            refund_percent: quote.percent,
            tier_text: quote.tierText,
            days_before_departure: quote.daysBeforeDeparture,
          }
        : null;
    },
  }),
}));

function plansFor(
  booking: {
    status: string;
    totalPaise: number;
    paidPaise: number;
    bookingAmountPaise: number | null;
    holdExpiresAt: Date | string | null;
  } & TripTermsSource,
  context: Context,
): PaymentPlan[] {
  if (booking.status === "held" && booking.holdExpiresAt && new Date(booking.holdExpiresAt) <= context.now()) return [];
  const state = { ...booking, status: booking.status as Parameters<typeof amountDueNow>[0]["status"] };
  const dueBy = balanceDeadlineOfBooking(booking);
  return PAYMENT_PLANS.filter((plan) => amountDueNow(state, plan, { today: context.today, balanceDueBy: dueBy }).ok);
}

// ─── Checkout ───────────────────────────────────────────────────────────────────────────

const CHECKOUT_PURPOSE_WORDS: Record<Checkout["purpose"], string> = {
  full: "Payment",
  booking_amount: "Booking amount",
  balance: "Balance",
  add_ons: "Add-ons",
};

export interface CheckoutView extends Checkout {
  provider: string;
  keyId: string | null;
  prefillPhone: string;
  /** The payment link that started it (startBalancePayment): the sandbox's screen needs it too. */
  link?: string;
}

/** What every checkout carries, whether the traveller logged in (startPayment) or came by a link. */
export const GatewayCheckout = builder.interfaceRef<CheckoutView>("GatewayCheckout").implement({
  description: "What the browser needs to open the gateway's checkout for one order. Never a secret.",
  fields: (t) => ({
    provider: t.exposeString("provider", { description: '"sandbox" | "razorpay".' }),
    order_id: t.exposeString("orderId"),
    amount_paise: t.exposeInt("amountPaise", {
      description: "The server's figure for what the gateway charges: what is due now, plus tcs_paise.",
    }),
    tcs_paise: t.exposeInt("tcsPaise", {
      description:
        "Tax collected at source on an overseas package (section 206C(1G)), inside amount_paise; 0 on a trip in India. Not the booking's money: it is credited to the buyer's PAN.",
    }),
    currency: t.exposeString("currency", { description: '"INR".' }),
    purpose: t.exposeString("purpose", {
      description:
        'full | booking_amount | balance (what is left, add-ons chosen after paying in full among it; docs/api.md, "A booking\'s life") | add_ons (orders made before add-ons became part of the balance).',
    }),
    key_id: t.exposeString("keyId", { nullable: true, description: "Razorpay only: the public key id for Checkout." }),
    checkout_url: t.string({
      nullable: true,
      description:
        "Sandbox only: our own checkout screen, /payments/sandbox/{order_id} (with ?link= when a payment link started it).",
      resolve: (checkout) =>
        checkout.provider === "sandbox"
          ? `/payments/sandbox/${encodeURIComponent(checkout.orderId)}${checkout.link ? `?link=${encodeURIComponent(checkout.link)}` : ""}`
          : null,
    }),
    description: t.string({
      resolve: (checkout) => `${CHECKOUT_PURPOSE_WORDS[checkout.purpose]} for booking ${checkout.reference}`,
    }),
  }),
});

const PaymentCheckout = builder.objectRef<CheckoutView>("PaymentCheckout").implement({
  description: "What the browser needs to open the gateway's checkout for one of the viewer's orders. Never a secret.",
  interfaces: [GatewayCheckout],
  fields: (t) => ({
    prefill_phone: t.exposeString("prefillPhone", {
      description: "The traveller's phone (E.164), for Checkout's form.",
    }),
    booking: t.drizzleField({
      type: Booking,
      resolve: async (query, checkout, _args, context) => {
        const booking = await context.db.query.bookings.findFirst(query({ where: { id: checkout.bookingId } }));
        if (!booking) throw new Error(`The booking ${checkout.bookingId} vanished`);
        return booking;
      },
    }),
  }),
});

interface OutcomeView {
  status: "paid" | "pending" | "failed";
  bookingId: number;
}

const PaymentOutcome = builder.objectRef<OutcomeView>("PaymentOutcome").implement({
  description: "What the server knows of a payment after the checkout callback.",
  fields: (t) => ({
    status: t.exposeString("status", {
      description: '"paid" (captured and applied) | "pending" (not known yet: keep polling booking(id)) | "failed".',
    }),
    booking: t.drizzleField({
      type: Booking,
      resolve: async (query, outcome, _args, context) => {
        const booking = await context.db.query.bookings.findFirst(query({ where: { id: outcome.bookingId } }));
        if (!booking) throw new Error(`The booking ${outcome.bookingId} vanished`);
        return booking;
      },
    }),
  }),
});

export function startRefusal(outcome: Exclude<StartPaymentOutcome, { ok: true }>): UserError {
  switch (outcome.reason) {
    case "not-found":
      return new UserError("We could not find this booking.", { code: "NOT_FOUND", field: "bookingId" });
    case "not-payable":
      return new UserError(
        "Nothing can be paid on this booking now: it is paid, cancelled, or its hold has ended. Please check your dashboard.",
        { code: "BOOKING_NOT_PAYABLE" },
      );
    case "plan-unavailable":
      return new UserError("This booking can only be paid in full now.", { code: "BAD_USER_INPUT", field: "plan" });
    case "provider-unavailable":
      return new UserError("The payment gateway did not answer. Nothing was charged; please try again in a minute.", {
        code: "PAYMENT_PROVIDER_UNAVAILABLE",
      });
    case "amount-changed":
      return new UserError(
        "This booking no longer owes the amount this payment was started for. Nothing was charged; please start again.",
        { code: "BALANCE_CHANGED" },
      );
    case "pan-required":
    case "billing-address-required":
      return receiptTaxRefusal(outcome.reason);
  }
}

builder.mutationField("startPayment", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: PaymentCheckout,
    description:
      "An order at the gateway for what is due now on the traveller's booking: the server's amount (everything due, the trip's booking amount with plan booking_amount, or the balance of a part_paid booking), plus TCS on a trip abroad (tcs_paise). The open order for the same booking and amount is reused. Refusals: NOT_FOUND, BOOKING_NOT_PAYABLE (nothing due, not held/part_paid, or the hold ended), BAD_USER_INPUT (plan booking_amount where it is not offered), PAN_REQUIRED (a trip abroad whose billing details have no PAN: setBillingDetails first), BILLING_ADDRESS_REQUIRED (an invoice of ₹50,000 or more without the buyer's address: setBillingDetails first), PAYMENT_PROVIDER_UNAVAILABLE.",
    args: {
      bookingId: t.arg.id({ required: true }),
      plan: t.arg({ type: PaymentPlanRef, required: true }),
    },
    resolve: async (_root, { bookingId, plan }, context) => {
      const viewer = requireViewer(context);
      const payments = paymentsOf(context);
      const id = rowIdOf(bookingId);
      const outcome: StartPaymentOutcome = id
        ? await startPayment(payments.request, { userId: viewer.userId, bookingId: id, plan, today: context.today })
        : { ok: false, reason: "not-found" };
      if (!outcome.ok) throw startRefusal(outcome);
      const user = await context.db.query.users.findFirst({ where: { id: viewer.userId }, columns: { phone: true } });
      return {
        ...outcome.checkout,
        provider: payments.provider.name,
        keyId: payments.provider.keyId,
        prefillPhone: user?.phone ?? "",
      };
    },
  }),
);

export function confirmRefusal(reason: "signature-invalid" | "not-found"): UserError {
  return reason === "signature-invalid"
    ? new UserError("This payment could not be verified. If money left your account, it will be refunded.", {
        code: "PAYMENT_SIGNATURE_INVALID",
      })
    : new UserError("We could not find this payment's order.", { code: "NOT_FOUND", field: "orderId" });
}

builder.mutationField("confirmPayment", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: PaymentOutcome,
    description:
      "The checkout callback: the signature HMAC_SHA256(order_id|payment_id) is checked in constant time (PAYMENT_SIGNATURE_INVALID), then the payment is asked of the gateway and applied exactly as its webhook would be. May answer pending: poll booking(id) until the webhook's outcome is known. Unknown order or someone else's: NOT_FOUND.",
    args: {
      orderId: t.arg.string({ required: true }),
      paymentId: t.arg.string({ required: true }),
      signature: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const viewer = requireViewer(context);
      const outcome = await confirmPayment(paymentsOf(context).request, { payer: { userId: viewer.userId }, ...args });
      if (outcome.ok) return { status: outcome.status, bookingId: outcome.bookingId };
      throw confirmRefusal(outcome.reason);
    },
  }),
);

// ─── The sandbox gateway ────────────────────────────────────────────────────────────────

interface SandboxOrderView {
  orderId: string;
  amountPaise: number;
  description: string;
  bookingId: number;
  status: string;
  /** Why it can no longer be paid (whyOrderUnpayable), or null. */
  unpayableReason: string | null;
}

const SandboxOrder = builder.objectRef<SandboxOrderView>("SandboxOrder").implement({
  description: "An order of the sandbox gateway, for its checkout screen.",
  fields: (t) => ({
    order_id: t.exposeString("orderId"),
    amount_paise: t.exposeInt("amountPaise"),
    description: t.exposeString("description"),
    booking_id: t.exposeID("bookingId"),
    status: t.exposeString("status", { description: "created | attempted | paid." }),
    payable: t.boolean({
      description:
        "Whether the order can be paid now: its booking is held within its hold or part paid, and the order is for what is due. The checkout shows its buttons only then.",
      resolve: (order) => order.unpayableReason === null && order.status !== "paid",
    }),
    unpayable_reason: t.exposeString("unpayableReason", {
      nullable: true,
      description: "Why the order can no longer be paid, in words for the traveller; null while it can.",
    }),
  }),
});

const SandboxPayResult = builder
  .objectRef<{ orderId: string; paymentId: string | null; signature: string | null; status: string }>(
    "SandboxPayResult",
  )
  .implement({
    description: "The fields Razorpay Checkout would hand the page: pass them to confirmPayment.",
    fields: (t) => ({
      order_id: t.exposeString("orderId"),
      payment_id: t.exposeString("paymentId", { nullable: true }),
      signature: t.exposeString("signature", { nullable: true, description: "null when the payment failed." }),
      status: t.exposeString("status", { description: "captured | failed | pending." }),
    }),
  });

function sandboxOf(context: Context) {
  const { sandbox } = paymentsOf(context);
  if (!sandbox) {
    throw new UserError("The sandbox gateway is off on this server.", { code: "SANDBOX_DISABLED" });
  }
  return sandbox;
}

/** Gateway ids (order_..., pay_...) are short runs of letters, digits, `_` and `-`; anything else is no order. */
const GATEWAY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The sandbox order, when it pays one of the viewer's bookings, or when `link` is the payment link
 * whose use started it (payment-links.ts): the one order an anonymous payer may see and pay.
 */
async function payersSandboxOrder(context: Context, orderId: string, link: string | null | undefined) {
  const sandbox = sandboxOf(context);
  const viewer = link ? null : requireViewer(context);
  // Checked before the database sees it: PostgreSQL refuses text with a NUL byte as an error, not a miss.
  if (!GATEWAY_ID.test(orderId)) return null;
  if (link) {
    const { linkKey } = paymentsOf(context);
    const started = await linkStartedOrder(context.db, linkKey, {
      token: link,
      provider: "sandbox",
      providerOrderId: orderId,
      now: context.now(),
    });
    if (!started) return null;
  }
  const order = await sandbox.order(orderId);
  if (!order) return null;
  const booking = await context.db.query.paymentOrders.findFirst({
    where: { provider: "sandbox", providerOrderId: orderId, ...(viewer ? { booking: { userId: viewer.userId } } : {}) },
    columns: { bookingId: true, purpose: true, amountPaise: true },
    with: { booking: { columns: { reference: true } } },
  });
  if (!booking) return null;
  const unpayableReason = await whyOrderUnpayable(context.db, booking, { today: context.today, now: context.now() });
  return { order, booking, unpayableReason };
}

const LINK_ARGUMENT = {
  description: "The payment link whose use (startBalancePayment) started the order, for a payer who is not logged in.",
};

builder.queryField("sandboxOrder", (t) =>
  t.field({
    type: SandboxOrder,
    nullable: true,
    description:
      "The sandbox checkout screen's order (the viewer's own, or the one `link` started); null when unknown. SANDBOX_DISABLED unless PAYMENT_PROVIDER=sandbox.",
    args: { orderId: t.arg.string({ required: true }), link: t.arg.string(LINK_ARGUMENT) },
    resolve: async (_root, { orderId, link }, context) => {
      const found = await payersSandboxOrder(context, orderId, link);
      if (!found) return null;
      const { order, booking, unpayableReason } = found;
      return {
        orderId: order.id,
        amountPaise: order.amountPaise,
        description: `${formatPaise(order.amountPaise)} for booking ${booking.booking.reference}`,
        bookingId: booking.bookingId,
        status: order.status,
        unpayableReason,
      };
    },
  }),
);

builder.mutationField("sandboxPay", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: SandboxPayResult,
    description:
      'The sandbox checkout\'s buttons: method "upi" | "card", outcome "success" | "failure" | "pending". Records the payment, sends the signed webhooks to our own endpoint (through the jobs table) and answers the signed callback fields. SANDBOX_DISABLED unless PAYMENT_PROVIDER=sandbox; unknown or paid order: NOT_FOUND; an order its booking can no longer take (the hold ended, or it is for an amount no longer due): BOOKING_NOT_PAYABLE.',
    args: {
      orderId: t.arg.string({ required: true }),
      method: t.arg.string({ required: true }),
      outcome: t.arg.string({ required: true }),
      link: t.arg.string(LINK_ARGUMENT),
    },
    resolve: async (_root, { orderId, method, outcome, link }, context) => {
      if (!SANDBOX_METHODS.includes(method as SandboxMethod)) {
        throw new UserError('Choose "upi" or "card".', { code: "BAD_USER_INPUT", field: "method" });
      }
      if (!SANDBOX_OUTCOMES.includes(outcome as SandboxOutcome)) {
        throw new UserError('Choose "success", "failure" or "pending".', { code: "BAD_USER_INPUT", field: "outcome" });
      }
      const found = await payersSandboxOrder(context, orderId, link);
      // Our own checkout takes no money it would have to give back (payments.ts, whyOrderUnpayable).
      if (found?.unpayableReason && found.order.status !== "paid") {
        throw new UserError(found.unpayableReason, { code: "BOOKING_NOT_PAYABLE", field: "orderId" });
      }
      const result = found
        ? await sandboxOf(context).pay(orderId, method as SandboxMethod, outcome as SandboxOutcome)
        : null;
      if (!result)
        throw new UserError("This order is unknown or already paid.", { code: "NOT_FOUND", field: "orderId" });
      return result;
    },
  }),
);

// ─── Receipts ───────────────────────────────────────────────────────────────────────────

/** What a receipt reads of its payment's booking: the payer, the total and the ledger up to the payment. */
const receiptSelect = {
  columns: { id: true, at: true, amountPaise: true, tcsPaise: true },
  with: {
    // The payment's tax invoice: its place of supply and its lines (one per rate) are the receipt's.
    taxDocument: {
      columns: { number: true, placeOfSupply: true, sac: true, tcsPaise: true, tcsLaw: true },
      with: { lines: { orderBy: { position: "asc" } } },
    },
    booking: {
      columns: { gstPercent: true, totalPaise: true },
      with: {
        user: { columns: { firstName: true, lastName: true } },
        participants: { columns: { firstName: true, lastName: true }, orderBy: { position: "asc" }, limit: 1 },
        ledger: { columns: { id: true, kind: true, amountPaise: true } },
      },
    },
  },
} as const;

interface ReceiptLine {
  sac: string;
  description: string;
  taxablePaise: number;
  gstPercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

interface ReceiptSource {
  id: number;
  amountPaise: number;
  tcsPaise: number;
  taxDocument: {
    number: string;
    placeOfSupply: string;
    sac: string;
    tcsPaise: number;
    tcsLaw: string | null;
    lines: ReceiptLine[];
  } | null;
  booking: {
    gstPercent: number;
    totalPaise: number;
    ledger: { id: number; kind: string; amountPaise: number }[];
  };
}

/** Money kept on the booking once this payment was in: payments less refunds, up to its ledger row. */
function paidToDate(row: ReceiptSource): number {
  return row.booking.ledger
    .filter((entry) => entry.id <= row.id)
    .reduce((sum, entry) => sum + (entry.kind === "payment" ? entry.amountPaise : -entry.amountPaise), 0);
}

/**
 * The payment's lines, one per rate, as its tax invoice has them (the trip at 5%, add-ons at their
 * own rates, CGST = SGST). The invoice is issued in the payment's own transaction, so it is always
 * there; without one (never expected), the payment at the booking's rate in the company's state.
 */
function linesOf(row: ReceiptSource): ReceiptLine[] {
  if (row.taxDocument) return row.taxDocument.lines;
  const { taxablePaise, gstPaise } = taxInside(row.amountPaise, row.booking.gstPercent);
  return [
    {
      sac: company.sac.code,
      description: company.sac.description,
      gstPercent: row.booking.gstPercent,
      taxablePaise,
      ...intraStateSplit(gstPaise),
      igstPaise: 0,
      totalPaise: row.amountPaise,
    },
  ];
}

const sumOf = (row: ReceiptSource, pick: (line: ReceiptLine) => number) =>
  linesOf(row).reduce((total, line) => total + pick(line), 0);

const ReceiptLineRef = builder.objectRef<ReceiptLine>("ReceiptLine").implement({
  description:
    "One line of the payment per rate, as its tax invoice has it: the trip at its rate, add-ons at theirs. The lines' totals add up to the payment (payment.amount_paise less tcs_paise).",
  fields: (t) => ({
    sac: t.exposeString("sac", { description: "SAC or HSN." }),
    description: t.exposeString("description"),
    taxable_paise: t.exposeInt("taxablePaise"),
    gst_percent: t.exposeInt("gstPercent"),
    gst_paise: t.int({ resolve: (line) => line.cgstPaise + line.sgstPaise + line.igstPaise }),
    cgst_paise: t.exposeInt("cgstPaise"),
    sgst_paise: t.exposeInt("sgstPaise"),
    igst_paise: t.exposeInt("igstPaise"),
    total_paise: t.exposeInt("totalPaise"),
  }),
});

const Receipt = builder.drizzleObject("paymentLedger", {
  variant: "Receipt",
  description:
    "A printable receipt for one captured payment, with the tax inside it as its tax invoice has it: CGST and SGST, half each, when the place of supply is the company's state, IGST otherwise.",
  select: receiptSelect,
  fields: (t) => ({
    number: t.string({ resolve: (row) => receiptNumber(row.id, new Date(row.at)) }),
    issued_at: t.string({ description: "ISO 8601: when the payment was captured.", resolve: (row) => iso(row.at)! }),
    booking: t.relation("booking", { type: Booking }),
    payment: t.variant(BookingPayment),
    payer_name: t.string({
      description: "Who paid: the booking account's name, or else its first traveller's.",
      resolve: ({ booking }) => {
        const account = [booking.user.firstName, booking.user.lastName].filter(Boolean).join(" ").trim();
        const [first] = booking.participants;
        return account || (first ? `${first.firstName} ${first.lastName}` : "");
      },
    }),
    company_name: t.string({ resolve: () => company.legalName }),
    company_gstin: t.string({ resolve: () => company.gstin }),
    company_address: t.string({
      resolve: () => {
        const { street, locality, region, postalCode } = company.address;
        return `${street}, ${locality}, ${region} ${postalCode}, India`;
      },
    }),
    sac: t.string({
      description: "The trip's accounting code on the invoice: 998555 (older invoices: 998552). lines has each.",
      resolve: (row) => row.taxDocument?.sac ?? company.sac.code,
    }),
    service: t.string({ description: "The trip's line in words.", resolve: (row) => linesOf(row)[0]!.description }),
    place_of_supply: t.string({
      description: 'The state and its GST code: "Karnataka (29)" (the invoice\'s); "Other Countries (96)" abroad.',
      resolve: (row) => {
        const code = row.taxDocument?.placeOfSupply ?? company.gstin.slice(0, 2);
        return `${GST_STATES[code] ?? code} (${code})`;
      },
    }),
    invoice_number: t.string({
      nullable: true,
      description: "The payment's tax invoice (invoices(bookingId) has it whole).",
      resolve: (row) => row.taxDocument?.number ?? null,
    }),
    gst_percent: t.int({
      description: "The trip's rate (the first line's); lines has each.",
      resolve: (row) => linesOf(row)[0]!.gstPercent,
    }),
    taxable_paise: t.int({
      description: "The lines' taxable values: the payment less the GST inside it.",
      resolve: (row) => sumOf(row, (line) => line.taxablePaise),
    }),
    gst_paise: t.int({
      description: "cgst_paise + sgst_paise + igst_paise.",
      resolve: (row) => sumOf(row, (line) => line.cgstPaise + line.sgstPaise + line.igstPaise),
    }),
    cgst_paise: t.int({
      description: "Central GST of the lines, each at half its rate (0 to another state).",
      resolve: (row) => sumOf(row, (line) => line.cgstPaise),
    }),
    sgst_paise: t.int({
      description: "State GST of the lines, equal to the CGST (0 to another state).",
      resolve: (row) => sumOf(row, (line) => line.sgstPaise),
    }),
    igst_paise: t.int({
      description: "Integrated GST of the lines when the place of supply is another state or abroad; else 0.",
      resolve: (row) => sumOf(row, (line) => line.igstPaise),
    }),
    tcs_paise: t.int({
      description: "TCS collected with the payment on a trip abroad (not GST, not the booking's money); 0 otherwise.",
      resolve: (row) => row.tcsPaise,
    }),
    tcs_law: t.string({
      nullable: true,
      description: "The law the TCS was collected under, as its invoice prints it; null without TCS.",
      resolve: (row) => (row.tcsPaise > 0 ? (row.taxDocument?.tcsLaw ?? TCS_1961) : null),
    }),
    lines: t.field({
      type: [ReceiptLineRef],
      description: "The payment per rate, as its invoice: the trip, then add-ons at their own rates.",
      resolve: linesOf,
    }),
    booking_total_paise: t.int({ resolve: (row) => row.booking.totalPaise }),
    paid_to_date_paise: t.int({
      description: "What the booking had received, less refunds, once this payment was in.",
      resolve: paidToDate,
    }),
    balance_after_paise: t.int({
      description:
        "What was left to pay once this payment was in: booking_total_paise - paid_to_date_paise, never below 0.",
      resolve: (row) => Math.max(0, row.booking.totalPaise - paidToDate(row)),
    }),
  }),
});

builder.queryField("receipt", (t) =>
  t.drizzleField({
    type: Receipt,
    nullable: true,
    description: "The receipt of one of the viewer's payments (a BookingPayment id); null otherwise.",
    args: { paymentId: t.arg.id({ required: true }) },
    resolve: (query, _root, { paymentId }, context) => {
      const viewer = requireViewer(context);
      const id = rowIdOf(paymentId);
      if (!id) return null;
      return context.db.query.paymentLedger.findFirst(
        query({ where: { id, kind: "payment", booking: { userId: viewer.userId } } }),
      );
    },
  }),
);
