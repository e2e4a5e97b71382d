// Payments: the orders a traveller pays, the ledger of money that actually moved, the
// refunds asked of the gateway, the gateway's webhook events as received and the sandbox gateway's
// own records.
// The rules that must hold whatever the code does live here: an amount is positive integer paise, a
// provider's payment or refund id is recorded once (so a payment is applied once however often its
// events arrive), a webhook event is stored once per provider, and ledger rows are never edited or
// deleted (the migration adds the trigger): a booking's paid_paise is derived from them.
import { REFUND_REASONS, REFUND_STATUSES } from "@parvat/domain/payments";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, jsonb, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bookings } from "./bookings.ts";
import { createdAt, id, oneOf, table, updatedAt } from "./columns.ts";

export const PAYMENT_PROVIDERS = ["sandbox", "razorpay"] as const;
/** add_ons: add-ons chosen after the booking was paid in full, paid on their own. */
export const ORDER_PURPOSES = ["full", "booking_amount", "balance", "add_ons"] as const;
/** created: no outcome yet; attempted: a payment failed (the order may be paid again); paid: captured. */
export const ORDER_STATUSES = ["created", "attempted", "paid"] as const;
/** to_credit: money of a payment that became the traveller's trip credit instead of going back. */
export const LEDGER_KINDS = ["payment", "refund", "to_credit"] as const;
/**
 * The gateways, "offline": money the trip desk takes and pays back by hand (docs/api.md, "Back office"), and "credit":
 * the traveller's trip credit spent on the booking (credit_ledger), which goes back as credit.
 */
export const LEDGER_PROVIDERS = [...PAYMENT_PROVIDERS, "offline", "credit"] as const;

const positiveAmount = (name: string, column: AnyPgColumn) => check(name, sql`${column} > 0`);

/** One order at the gateway for one amount due on one booking. */
export const paymentOrders = table(
  "payment_orders",
  {
    id: id(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    provider: text().notNull(),
    /** The gateway's order id (order_...). */
    providerOrderId: text().notNull(),
    /** What the order pays on the booking (TCS is on top of it). */
    amountPaise: integer().notNull(),
    /**
     * TCS collected with it on an overseas package (section 206C(1G)): the gateway is asked for
     * amount + TCS. Not the booking's money: it is deposited against the buyer's PAN.
     */
    tcsPaise: integer().notNull().default(0),
    currency: text().notNull().default("INR"),
    purpose: text().notNull(),
    status: text().notNull().default("created"),
    /** The last time the reconciliation job asked the gateway about this order. */
    checkedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payment_orders_provider_order_unique").on(t.provider, t.providerOrderId),
    index("payment_orders_booking_idx").on(t.bookingId),
    // The reconciliation job's queue: orders still waiting for an outcome.
    index("payment_orders_open_idx").on(t.createdAt).where(sql`${t.status} <> 'paid'`),
    positiveAmount("payment_orders_amount_positive", t.amountPaise),
    check("payment_orders_tcs_non_negative", sql`${t.tcsPaise} >= 0`),
    check("payment_orders_provider_valid", oneOf(t.provider, PAYMENT_PROVIDERS)),
    check("payment_orders_purpose_valid", oneOf(t.purpose, ORDER_PURPOSES)),
    check("payment_orders_status_valid", oneOf(t.status, ORDER_STATUSES)),
  ],
);

/**
 * Money that moved: captured payments and processed refunds, one row each, never edited. A booking's
 * paid_paise is the sum of its payments minus the sum of its refunds, kept in the same transaction.
 */
export const paymentLedger = table(
  "payment_ledger",
  {
    id: id(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    kind: text().notNull(),
    provider: text().notNull(),
    /** pay_... for a payment, rfnd_... for a refund. */
    providerId: text().notNull(),
    /** The payment a refund returns (for a payment: its own id). */
    providerPaymentId: text().notNull(),
    orderId: integer().references(() => paymentOrders.id, { onDelete: "restrict" }),
    /** What moved for the booking; paid_paise sums these. */
    amountPaise: integer().notNull(),
    /** TCS that moved with a payment, on top of amountPaise (its order's); never refunded, so 0 on a refund. */
    tcsPaise: integer().notNull().default(0),
    /** upi, card, netbanking, wallet, ... as the gateway names it. */
    method: text(),
    /** What the payer recognises it by, for the receipt: "card ending 1111", "UPI reference 412345678901". */
    methodDetail: text(),
    /** When the gateway captured the payment or processed the refund. */
    at: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_ledger_provider_id_unique").on(t.provider, t.kind, t.providerId),
    index("payment_ledger_booking_idx").on(t.bookingId, t.at),
    positiveAmount("payment_ledger_amount_positive", t.amountPaise),
    check("payment_ledger_tcs_valid", sql`${t.tcsPaise} >= 0 and (${t.kind} = 'payment' or ${t.tcsPaise} = 0)`),
    check("payment_ledger_kind_valid", oneOf(t.kind, LEDGER_KINDS)),
    check("payment_ledger_provider_valid", oneOf(t.provider, LEDGER_PROVIDERS)),
  ],
);

/** A refund asked of the gateway: pending until refund.processed (or refund.failed) says otherwise. */
export const paymentRefunds = table(
  "payment_refunds",
  {
    id: id(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    provider: text().notNull(),
    providerPaymentId: text().notNull(),
    /** rfnd_...: null until the gateway accepted the request. */
    providerRefundId: text(),
    amountPaise: integer().notNull(),
    reason: text().notNull(),
    /** Why, in words for the traveller, where the reason alone does not say it (a late payment refunded). */
    note: text(),
    status: text().notNull().default("pending"),
    lastError: text(),
    createdAt: createdAt(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_refunds_provider_refund_unique").on(t.provider, t.providerRefundId),
    // A payment is refunded automatically (late capture, overpayment) at most once.
    uniqueIndex("payment_refunds_automatic_unique")
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.reason} <> 'cancellation'`),
    index("payment_refunds_booking_idx").on(t.bookingId, t.createdAt),
    positiveAmount("payment_refunds_amount_positive", t.amountPaise),
    check("payment_refunds_status_valid", oneOf(t.status, REFUND_STATUSES)),
    check("payment_refunds_reason_valid", oneOf(t.reason, REFUND_REASONS)),
  ],
);

/**
 * A capture the gateway reports whose amount or currency is not its order's: money arrived that no
 * rule covers. Never applied as a payment; the trip desk sees it on Today and settles it by hand
 * (refund at the gateway, or collect the difference), then records what it did. Once per payment.
 */
export const paymentAlerts = table(
  "payment_alerts",
  {
    id: id(),
    provider: text().notNull(),
    providerPaymentId: text().notNull(),
    providerOrderId: text().notNull(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    expectedAmountPaise: integer().notNull(),
    expectedCurrency: text().notNull(),
    receivedAmountPaise: integer().notNull(),
    receivedCurrency: text().notNull(),
    detectedAt: timestamp({ withTimezone: true }).notNull(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: integer(),
    /** What the desk did about it, in words. */
    resolution: text(),
  },
  (t) => [
    uniqueIndex("payment_alerts_provider_payment_unique").on(t.provider, t.providerPaymentId),
    index("payment_alerts_open_idx").on(t.detectedAt).where(sql`${t.resolvedAt} is null`),
    check(
      "payment_alerts_resolution_complete",
      sql`(${t.resolvedAt} is null) = (${t.resolution} is null) and (${t.resolvedAt} is null) = (${t.resolvedBy} is null)`,
    ),
  ],
);

/** Webhook events exactly as received (after their signature was checked), once per provider and id. */
export const paymentWebhookEvents = table(
  "payment_webhook_events",
  {
    id: id(),
    provider: text().notNull(),
    /** x-razorpay-event-id. */
    eventId: text().notNull(),
    /** payment.captured, refund.processed, ... */
    event: text().notNull(),
    body: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the worker applied it (null: not yet). */
    appliedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("payment_webhook_events_provider_event_unique").on(t.provider, t.eventId)],
);

// ─── The sandbox gateway's own records (PAYMENT_PROVIDER=sandbox) ───────────────────────

export const sandboxOrders = table(
  "sandbox_orders",
  {
    /** order_sbx_... */
    id: text().primaryKey(),
    amountPaise: integer().notNull(),
    currency: text().notNull(),
    receipt: text().notNull(),
    notes: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text().notNull().default("created"),
    createdAt: createdAt(),
  },
  (t) => [
    positiveAmount("sandbox_orders_amount_positive", t.amountPaise),
    check("sandbox_orders_status_valid", oneOf(t.status, ORDER_STATUSES)),
  ],
);

export const SANDBOX_PAYMENT_STATUSES = ["created", "authorized", "captured", "failed"] as const;

export const sandboxPayments = table(
  "sandbox_payments",
  {
    /** pay_sbx_... */
    id: text().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => sandboxOrders.id),
    amountPaise: integer().notNull(),
    method: text().notNull(),
    status: text().notNull(),
    refundedPaise: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("sandbox_payments_order_idx").on(t.orderId),
    check("sandbox_payments_status_valid", oneOf(t.status, SANDBOX_PAYMENT_STATUSES)),
    check("sandbox_payments_refunded_valid", sql`${t.refundedPaise} between 0 and ${t.amountPaise}`),
  ],
);

export const sandboxRefunds = table(
  "sandbox_refunds",
  {
    /** rfnd_sbx_... */
    id: text().primaryKey(),
    paymentId: text()
      .notNull()
      .references(() => sandboxPayments.id),
    amountPaise: integer().notNull(),
    receipt: text(),
    status: text().notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [
    index("sandbox_refunds_payment_idx").on(t.paymentId),
    positiveAmount("sandbox_refunds_amount_positive", t.amountPaise),
    check("sandbox_refunds_status_valid", oneOf(t.status, REFUND_STATUSES)),
  ],
);

/**
 * A signed one-time link to pay a booking's balance without logging in, made for one balance message
 * (docs/decisions/0021-signed-payment-links.md). The token in the message is this row's id and an
 * HMAC over the row, so only the server can make one; the row says what it pays and until when, and
 * `used_at` is set by one conditional UPDATE when it starts a payment, so it starts one at most.
 */
export const paymentLinks = table(
  "payment_links",
  {
    id: id(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** The outbox key of the message that carries it: one link per message, however often the scan runs. */
    messageKey: text().notNull(),
    /** What it pays: the balance of a part-paid booking. */
    purpose: text().notNull(),
    /** The amount due when it was made; a booking owing another amount by then is not paid through it. */
    amountPaise: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** The order its one use started: the checkout and its callback accept the link for this order only. */
    paymentOrderId: integer().references(() => paymentOrders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_links_message_key_unique").on(t.messageKey),
    index("payment_links_booking_idx").on(t.bookingId),
    positiveAmount("payment_links_amount_positive", t.amountPaise),
    check("payment_links_purpose_valid", oneOf(t.purpose, ["balance"])),
  ],
);
