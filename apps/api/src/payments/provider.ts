// What the payments service needs of a gateway, whichever PAYMENT_PROVIDER is on:
// razorpay.ts speaks Razorpay's HTTP API, sandbox.ts plays the same gateway on our own server. Both
// sign checkout callbacks and webhooks with Razorpay's scheme (hex HMAC-SHA256), and both turn their
// webhooks into the normalised events below, so nothing above this file knows which one runs.
import { createHmac, timingSafeEqual } from "node:crypto";

export type ProviderName = "sandbox" | "razorpay";

export interface ProviderOrder {
  /** order_... */
  id: string;
  amountPaise: number;
  currency: string;
  /** created, attempted or paid, as the gateway says. */
  status: string;
}

export type ProviderPaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

export interface ProviderPayment {
  /** pay_... */
  id: string;
  orderId: string | null;
  amountPaise: number;
  /** ISO 4217, as the gateway reports it ("INR"). */
  currency: string;
  status: ProviderPaymentStatus;
  /**
   * Whether the money was taken (Razorpay's `captured`). A payment the gateway refunded by itself
   * (an authorization never captured, a second payment on an order already paid) is "refunded" with
   * `captured: false`: no money of ours ever (docs/api.md, "Outside services").
   */
  captured: boolean;
  /** upi, card, netbanking, wallet, ... */
  method: string | null;
  /** What the payer recognises it by: "card ending 1111", "UPI reference 412345678901"; null when unknown. */
  methodDetail: string | null;
  /** When it was made (the gateway does not say when it was captured). */
  createdAt: Date;
}

export interface ProviderRefund {
  /** rfnd_... */
  id: string;
  paymentId: string;
  amountPaise: number;
  status: "pending" | "processed" | "failed";
  /** Ours, as given when asking for it (refunds made at the gateway's dashboard have none). */
  receipt: string | null;
}

/** A webhook, as the service applies it. Unknown events are stored and acknowledged, and change nothing. */
export type PaymentEvent =
  | { type: "payment.authorized" | "payment.captured" | "payment.failed"; payment: ProviderPayment }
  | { type: "order.paid"; orderId: string; payment: ProviderPayment }
  | { type: "refund.processed" | "refund.failed"; refund: ProviderRefund }
  | { type: "other"; name: string };

export const PAYMENT_EVENT_TYPES = [
  "payment.authorized",
  "payment.captured",
  "payment.failed",
  "order.paid",
  "refund.processed",
  "refund.failed",
] as const;

export interface CreateOrderInput {
  amountPaise: number;
  currency: "INR";
  /** Our reference for the order (at most 40 characters at Razorpay). */
  receipt: string;
  notes: Record<string, string>;
}

export interface RefundInput {
  paymentId: string;
  amountPaise: number;
  /** Ours, unique per refund: a retried request finds the refund it already made instead of a second one. */
  receipt: string;
  notes: Record<string, string>;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Public: the key id Razorpay Checkout needs in the browser (null for the sandbox). */
  readonly keyId: string | null;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** The checkout callback's signature: HMAC_SHA256(order_id + "|" + payment_id, key secret). */
  verifyCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's signature: HMAC_SHA256(raw body, webhook secret). */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /** A verified webhook's body as an event (throws on a body that is not one). */
  parseWebhook(rawBody: string): PaymentEvent;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** Every payment attempted on an order (the reconciliation job asks for these). */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  refund(input: RefundInput): Promise<ProviderRefund>;
  /**
   * Takes the money of an authorized payment (POST /v1/payments/:id/capture): the amount must be
   * what was authorized. Answers the payment as captured.
   */
  capturePayment(input: { paymentId: string; amountPaise: number; currency: string }): Promise<ProviderPayment>;
}

/**
 * The gateway did not do what was asked, and nothing is known to have happened: it did not answer,
 * or answered with an error. Trying again later may help (a timeout, 409, 429, 5xx), unless the
 * error is a ProviderRefused.
 */
export class ProviderUnavailable extends Error {
  override name = "ProviderUnavailable";
}

/**
 * The gateway refused the request for good (a 4xx other than 401, 404, 409 and 429: a refund under
 * ₹1, of a payment never captured, more than is left of it): asking again gets the same answer.
 * `description` is the gateway's own words (Razorpay's error.description), safe to show staff.
 */
export class ProviderRefused extends ProviderUnavailable {
  override name = "ProviderRefused";
  readonly description: string;
  readonly code: string | null;
  constructor(message: string, { description, code }: { description: string; code: string | null }) {
    super(message);
    this.description = description;
    this.code = code;
  }
}

/** Razorpay refuses a refund under ₹1 ("The amount must be at least INR 1.00"); the sandbox too. */
export const MINIMUM_REFUND_PAISE = 100;

/** Whether a payment brought money: captured, and not one the gateway gave back by itself. */
export function isMoneyReceived(payment: Pick<ProviderPayment, "status" | "captured">): boolean {
  return payment.captured && (payment.status === "captured" || payment.status === "refunded");
}

/** Hex HMAC-SHA256 of `message` with `secret`: Razorpay's signature scheme, and the sandbox's. */
export function hmacHex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

/** Whether `signature` is the HMAC of `message`, compared in constant time (no timing oracle). */
export function verifyHmac(secret: string, message: string, signature: string): boolean {
  const expected = Buffer.from(hmacHex(secret, message), "hex");
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, "hex") : null;
  return given !== null && timingSafeEqual(expected, given);
}

/** The checkout callback's message: order id, a bar, the payment id. */
export function checkoutMessage(orderId: string, paymentId: string): string {
  return `${orderId}|${paymentId}`;
}

// ─── Razorpay's webhook body, which the sandbox also sends ──────────────────────────────

interface RazorpayPaymentEntity {
  id: string;
  amount: number;
  currency?: string;
  status: string;
  order_id?: string | null;
  /** Whether the money was taken; false on a payment the gateway refunded by itself. */
  captured?: boolean;
  method?: string | null;
  /** Present when fetched with expand[]=card. */
  card?: { last4?: string | null; network?: string | null } | null;
  bank?: string | null;
  wallet?: string | null;
  /** The bank's reference: rrn (and upi_transaction_id) for UPI, bank_transaction_id for netbanking. */
  acquirer_data?: {
    rrn?: string | null;
    upi_transaction_id?: string | null;
    bank_transaction_id?: string | null;
  } | null;
  created_at: number;
}

/**
 * What a payer recognises a payment by on their statement, from Razorpay's payment entity: the
 * card's last four digits, the UPI or bank reference, the wallet. Null when the entity says none.
 */
export function methodDetailOf(
  entity: Omit<RazorpayPaymentEntity, "id" | "amount" | "status" | "created_at">,
): string | null {
  const acquirer = entity.acquirer_data ?? {};
  switch (entity.method) {
    case "card":
      return entity.card?.last4
        ? `${entity.card.network ? `${entity.card.network} ` : ""}card ending ${entity.card.last4}`
        : null;
    case "upi": {
      const reference = acquirer.rrn ?? acquirer.upi_transaction_id;
      return reference ? `UPI reference ${reference}` : null;
    }
    case "netbanking":
      return acquirer.bank_transaction_id
        ? `${entity.bank ? `${entity.bank} ` : ""}bank reference ${acquirer.bank_transaction_id}`
        : null;
    case "wallet":
      return entity.wallet ? `${entity.wallet} wallet` : null;
    default:
      return null;
  }
}

interface RazorpayRefundEntity {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
  receipt?: string | null;
}

/** {entity: "event", event, payload: {payment: {entity}}, refund?: {entity}, order?: {entity}}, created_at}. */
export interface RazorpayWebhookBody {
  entity: "event";
  account_id?: string;
  event: string;
  contains?: string[];
  payload: {
    payment?: { entity: RazorpayPaymentEntity };
    refund?: { entity: RazorpayRefundEntity };
    order?: { entity: { id: string; amount: number; status: string } };
  };
  created_at: number;
}

const PAYMENT_STATUSES: readonly ProviderPaymentStatus[] = ["created", "authorized", "captured", "refunded", "failed"];

/** A payment entity of Razorpay's API (also inside webhooks) in our terms. */
export function paymentFromRazorpay(entity: RazorpayPaymentEntity): ProviderPayment {
  const status = PAYMENT_STATUSES.find((known) => known === entity.status);
  if (!status) throw new Error(`Unknown payment status ${entity.status}`);
  return {
    id: entity.id,
    orderId: entity.order_id ?? null,
    amountPaise: entity.amount,
    // Razorpay always names it; a body without one is not INR by our reading.
    currency: entity.currency ?? "",
    status,
    // Every entity Razorpay sends carries it; one without it is captured only by its status.
    captured: entity.captured ?? status === "captured",
    method: entity.method ?? null,
    methodDetail: methodDetailOf(entity),
    createdAt: new Date(entity.created_at * 1000),
  };
}

export function refundFromRazorpay(entity: RazorpayRefundEntity): ProviderRefund {
  const status = entity.status === "processed" ? "processed" : entity.status === "failed" ? "failed" : "pending";
  return {
    id: entity.id,
    paymentId: entity.payment_id,
    amountPaise: entity.amount,
    status,
    receipt: entity.receipt ?? null,
  };
}

/** Razorpay's webhook body (and the sandbox's) as a normalised event. */
export function parseRazorpayWebhook(rawBody: string): PaymentEvent {
  const body = JSON.parse(rawBody) as RazorpayWebhookBody;
  if (body?.entity !== "event" || typeof body.event !== "string" || typeof body.payload !== "object") {
    throw new Error("Not a webhook event body");
  }
  const payment = body.payload.payment?.entity;
  const refund = body.payload.refund?.entity;
  switch (body.event) {
    case "payment.authorized":
    case "payment.captured":
    case "payment.failed":
      if (!payment) throw new Error(`${body.event} without a payment`);
      return { type: body.event, payment: paymentFromRazorpay(payment) };
    case "order.paid": {
      const orderId = body.payload.order?.entity.id ?? payment?.order_id;
      if (!payment || !orderId) throw new Error("order.paid without its order and payment");
      return { type: "order.paid", orderId, payment: paymentFromRazorpay(payment) };
    }
    case "refund.processed":
    case "refund.failed":
      if (!refund) throw new Error(`${body.event} without a refund`);
      return { type: body.event, refund: refundFromRazorpay(refund) };
    default:
      return { type: "other", name: body.event };
  }
}
