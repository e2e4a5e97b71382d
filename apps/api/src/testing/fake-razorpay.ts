// A local stand-in for Razorpay's API, for the adapter's tests (payments/razorpay.test.ts): node:http
// on 127.0.0.1 (a free port), Basic auth with one key pair, and the rules Razorpay documents, so a
// test passes only when our code copes with the gateway as it really answers (docs/api.md, "Outside
// services", lists the pages each rule comes from):
//
//   - a payment is `authorized` first; the account's capture setting decides whether it is captured
//     at once (auto-capture, within a window of the payment's creation) or waits for
//     POST /v1/payments/:id/capture; one still authorized when the capture window ends is refunded by
//     Razorpay itself (`refunded`, `captured: false`), and so is a second payment on an order already
//     paid, at once: an order has at most one captured payment;
//   - a refund must be at least ₹1, of a captured payment, within what is left of it; partly refunded
//     payments stay `captured` (refund_status "partial"); X-Refund-Idempotency (at least 10 characters)
//     answers a retried request with the refund it made, and refuses a different body under the key;
//   - lists are collections, refunds of a payment 10 at a time unless `count` (at most 100) and `skip`
//     say otherwise, newest first;
//   - errors come in Razorpay's full shape ({error: {code, description, source, step, reason, metadata,
//     field}}) with its status codes; tests can make the next requests fail (a 5xx, 429, 409);
//   - webhooks are built from the bodies of Razorpay's documented samples, filled with the fake's own
//     state as it changes, queued in `events` and delivered (signed) by `deliverWebhooks`.
//
// The fake keeps its own clock (`advance`), so capture windows pass without waiting.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { hmacHex } from "../payments/provider.ts";

interface Order {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

/** Razorpay's payment entity, with the fields its documented sample webhook shows. */
export interface FakePayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: string;
  amount_refunded: number;
  amount_transferred: number;
  refund_status: null | "partial" | "full";
  captured: boolean;
  description: string | null;
  /** Card payments: the card's id; the card itself only with ?expand[]=card, as Razorpay answers. */
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Record<string, string>;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: { rrn?: string; auth_code?: string };
  created_at: number;
}

/** The test card of every card payment: Razorpay's card entity, shown only when expanded. */
const TEST_CARD = { entity: "card", name: "Test Traveller", last4: "1111", network: "Visa", type: "credit" };

export interface FakeRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: "pending" | "processed" | "failed";
  speed_processed: "normal";
  speed_requested: "normal";
}

/** How the account's Payment Capture setting (Dashboard → Account & Settings) is set. */
export interface CaptureSettings {
  /** Captured at once when authorized within this long of the payment's creation; null: manual capture only. */
  autoCaptureWithinMs: number | null;
  /** An authorized payment not captured within this long of its creation is refunded by Razorpay (3 days by default). */
  refundAfterMs: number;
}

/** What a request meets instead of an answer: an HTTP status of trouble. */
export type RazorpayTrouble = 500 | 502 | 503 | 504 | 429 | 409;

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, Order>;
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  capture: CaptureSettings;
  /** Every request received: method, path (with its query) and the idempotency key it carried. */
  requests: { method: string; path: string; idempotencyKey: string | null }[];
  /** Webhooks the fake has to send (each event as its documented body), oldest first. */
  events: { event: string; body: string; eventId: string }[];
  /**
   * The next `n` requests (those whose path fits `path`, when given) answer `status` in Razorpay's
   * error shape; with `afterHandling` the request is carried out first, its answer lost on the way.
   */
  failNext(n: number, status?: RazorpayTrouble, options?: { path?: RegExp; afterHandling?: boolean }): void;
  /** Moves the fake's clock; authorizations left uncaptured past the window are refunded. */
  advance(ms: number): void;
  /**
   * A traveller paying an order at Checkout: authorized, then captured by the capture setting (or
   * refunded at once when the order is paid already); `failed` when the bank declines, or for now
   * when `late` (the bank answers after Checkout gave up: `authorizeLate` later).
   */
  pay(orderId: string, options?: { method?: string; outcome?: "success" | "failed" | "late" }): FakePayment;
  /** The bank's late "yes" to a payment Checkout reported failed: authorized now, then as `pay` says. */
  authorizeLate(paymentId: string): FakePayment;
  /** The bank's answer to a refund: processed or failed, with its webhook. */
  settleRefund(refundId: string, outcome: "processed" | "failed"): FakeRefund;
  /** The checkout callback's signature for a payment. */
  checkoutSignature(orderId: string, paymentId: string): string;
  /** A webhook body of `event` around `payload` as Razorpay wraps it, with its signature and event id. */
  webhook(event: string, payload: Record<string, unknown>): { body: string; signature: string; eventId: string };
  /** POSTs every queued webhook to `url` (signed, with its event id), oldest first; answers their statuses. */
  deliverWebhooks(url: string, options?: { only?: (event: string) => boolean }): Promise<number[]>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString("base64url").replace(/[-_]/g, "x")}`;
/** Razorpay's own words for a refund under ₹1 (its refunds API reference, "Create a Normal Refund"). */
export const RAZORPAY_MINIMUM_AMOUNT_ERROR = "The amount must be at least INR 1.00";
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;
const TROUBLE_CODES: Record<RazorpayTrouble, string> = {
  500: "SERVER_ERROR",
  502: "GATEWAY_ERROR",
  503: "SERVER_ERROR",
  504: "GATEWAY_ERROR",
  429: "BAD_REQUEST_ERROR",
  409: "BAD_REQUEST_ERROR",
};

export async function startFakeRazorpay({
  keyId = "rzp_test_fake",
  keySecret = "fake-key-secret",
  webhookSecret = "fake-webhook-secret",
  // Razorpay's default: every payment captured once authorized; an uncaptured one refunded after 3 days.
  capture = { autoCaptureWithinMs: Number.POSITIVE_INFINITY, refundAfterMs: 3 * 86_400_000 },
}: {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  capture?: CaptureSettings;
} = {}): Promise<FakeRazorpay> {
  const orders = new Map<string, Order>();
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  /** Idempotency key -> the refund made under it and the body that asked for it. */
  const idempotent = new Map<string, { refundId: string; body: string }>();
  const requests: FakeRazorpay["requests"] = [];
  const events: FakeRazorpay["events"] = [];
  const troubles: { status: RazorpayTrouble; path: RegExp | null; afterHandling: boolean }[] = [];
  let clock = Date.now();
  const seconds = () => Math.floor(clock / 1000);
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  // ─── State changes, each with the webhooks Razorpay sends for it ─────────────────────

  function emit(event: string, payload: Record<string, unknown>) {
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_FakeRazorpay01",
      event,
      contains: Object.keys(payload),
      payload,
      created_at: seconds(),
    });
    events.push({ event, body, eventId: id("evt") });
  }
  const paymentPayload = (payment: FakePayment) => ({ payment: { entity: { ...payment } } });

  function captureNow(payment: FakePayment) {
    const order = orders.get(payment.order_id)!;
    Object.assign(payment, { status: "captured", captured: true, fee: Math.round(payment.amount * 0.02), tax: 0 });
    Object.assign(order, { status: "paid", amount_paid: order.amount, amount_due: 0 });
    emit("payment.captured", paymentPayload(payment));
    emit("order.paid", { ...paymentPayload(payment), order: { entity: { ...order } } });
  }

  function newRefund(payment: FakePayment, amount: number, fields: Partial<FakeRefund> = {}): FakeRefund {
    const refund: FakeRefund = {
      id: id("rfnd"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: {},
      receipt: null,
      acquirer_data: { arn: null },
      created_at: seconds(),
      batch_id: null,
      status: "pending",
      speed_processed: "normal",
      speed_requested: "normal",
      ...fields,
    };
    refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
    // A payment is "refunded" only once all of it is; a partly refunded one stays as it was.
    if (payment.amount_refunded === payment.amount) payment.status = "refunded";
    emit("refund.created", { refund: { entity: { ...refund } }, ...paymentPayload(payment) });
    return refund;
  }

  /** Razorpay's own refund of money it never captured (an auto-refund): the payment says `captured: false`. */
  function autoRefund(payment: FakePayment) {
    newRefund(payment, payment.amount);
  }

  function authorize(payment: FakePayment) {
    const order = orders.get(payment.order_id)!;
    payment.status = "authorized";
    payment.error_code = payment.error_description = payment.error_source = payment.error_step = null;
    payment.error_reason = null;
    emit("payment.authorized", paymentPayload(payment));
    // An order has one captured payment: another one on a paid order goes back at once.
    if (order.status === "paid") return autoRefund(payment);
    const within = capture.autoCaptureWithinMs;
    if (within !== null && clock - payment.created_at * 1000 <= within) captureNow(payment);
  }

  function expireAuthorizations() {
    for (const payment of payments.values()) {
      if (payment.status === "authorized" && clock - payment.created_at * 1000 >= capture.refundAfterMs) {
        autoRefund(payment);
      }
    }
  }

  // ─── HTTP ───────────────────────────────────────────────────────────────────────────

  /** An answer: its HTTP status and JSON body. */
  type Answer = { status: number; body: unknown };
  const ok = (body: unknown): Answer => ({ status: 200, body });
  /** Razorpay's error shape, as its API reference shows it. */
  const error = (
    status: number,
    description: string,
    { code = "BAD_REQUEST_ERROR", field = null }: { code?: string; field?: string | null } = {},
  ): Answer => ({
    status,
    body: {
      error: {
        code,
        description,
        source: status >= 500 ? "NA" : "business",
        step: status >= 500 ? "NA" : "payment_initiation",
        reason: status >= 500 ? "NA" : "input_validation_failed",
        metadata: {},
        field,
      },
    },
  });
  const collection = <T>(items: T[]) => ok({ entity: "collection", count: items.length, items });
  const parse = (text: string) => (text ? (JSON.parse(text) as Record<string, unknown>) : {});

  async function answer(
    request: IncomingMessage,
    { method, address, body: text }: { method: string; address: URL; body: string },
  ): Promise<Answer> {
    const path = address.pathname;
    if (request.headers.authorization !== expectedAuth) return error(401, "Authentication failed");
    expireAuthorizations();
    /** The path's one parameter when it fits `pattern` (with this method), else null. */
    const route = (verb: string, pattern: RegExp) => (method === verb ? (pattern.exec(path)?.[1] ?? null) : null);
    const paymentId = route("GET", /^\/v1\/payments\/([^/]+)$/);
    const orderPayments = route("GET", /^\/v1\/orders\/([^/]+)\/payments$/);
    const paymentRefunds = route("GET", /^\/v1\/payments\/([^/]+)\/refunds$/);
    const refundOf = route("POST", /^\/v1\/payments\/([^/]+)\/refund$/);
    const captureOf = route("POST", /^\/v1\/payments\/([^/]+)\/capture$/);
    const notFound = () => error(400, "The id provided does not exist");
    const body = parse(text);

    if (method === "POST" && path === "/v1/orders") {
      const amount = body.amount;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
        return error(400, RAZORPAY_MINIMUM_AMOUNT_ERROR, { field: "amount" });
      }
      const order: Order = {
        id: id("order"),
        entity: "order",
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: String(body.currency ?? "INR"),
        receipt: String(body.receipt ?? ""),
        offer_id: null,
        status: "created",
        attempts: 0,
        notes: (body.notes as Record<string, string>) ?? {},
        created_at: seconds(),
      };
      orders.set(order.id, order);
      return ok(order);
    }
    if (paymentId) {
      const payment = payments.get(paymentId);
      if (!payment) return notFound();
      const expanded = payment.card_id && address.searchParams.getAll("expand[]").includes("card");
      return ok(expanded ? { ...payment, card: { id: payment.card_id, ...TEST_CARD } } : payment);
    }
    if (orderPayments) {
      if (!orders.has(orderPayments)) return notFound();
      return collection([...payments.values()].filter((p) => p.order_id === orderPayments));
    }
    if (paymentRefunds) {
      if (!payments.has(paymentRefunds)) return notFound();
      const count = Number(address.searchParams.get("count") ?? 10);
      const skip = Number(address.searchParams.get("skip") ?? 0);
      if (!Number.isInteger(count) || count < 1 || count > 100) {
        return error(400, "The count may not be greater than 100.", { field: "count" });
      }
      const all = [...refunds.values()].filter((r) => r.payment_id === paymentRefunds).reverse();
      return collection(all.slice(skip, skip + count));
    }
    if (captureOf) {
      const payment = payments.get(captureOf);
      if (!payment) return notFound();
      if (payment.status === "captured") return error(400, "This payment has already been captured");
      if (payment.status !== "authorized") {
        return error(400, "Only payments which have been authorized and not yet captured can be captured");
      }
      if (body.amount !== payment.amount) {
        return error(400, "Capture amount must be equal to the amount authorized", { field: "amount" });
      }
      if (body.currency !== payment.currency) {
        return error(400, "The currency should be same as the payment currency", { field: "currency" });
      }
      captureNow(payment);
      return ok(payment);
    }
    if (refundOf) {
      const key = (request.headers["x-refund-idempotency"] as string | undefined) ?? null;
      if (key !== null) {
        if (!IDEMPOTENCY_KEY.test(key)) {
          return error(400, "The idempotency key must be at least 10 characters: letters, digits, - and _");
        }
        const earlier = idempotent.get(key);
        if (earlier && earlier.body !== text) {
          return error(400, "Different request with the same idempotency key has already been processed.");
        }
        if (earlier) return ok(refunds.get(earlier.refundId));
      }
      const payment = payments.get(refundOf);
      if (!payment) return notFound();
      const amount = typeof body.amount === "number" ? body.amount : payment.amount - payment.amount_refunded;
      if (!Number.isInteger(amount) || amount < 100) {
        return error(400, RAZORPAY_MINIMUM_AMOUNT_ERROR, { field: "amount" });
      }
      if (!payment.captured) return error(400, "A refund can be made only on a captured payment");
      if (payment.amount_refunded + amount > payment.amount) {
        return error(400, "The refund amount provided is greater than amount captured", { field: "amount" });
      }
      const refund = newRefund(payment, amount, {
        receipt: typeof body.receipt === "string" ? body.receipt : null,
        notes: (body.notes as Record<string, string>) ?? {},
      });
      if (key !== null) idempotent.set(key, { refundId: refund.id, body: text });
      return ok(refund);
    }
    return error(404, "The requested URL was not found on the server.");
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const method = request.method ?? "GET";
    const address = new URL(request.url ?? "/", "http://fake");
    const chunks: Buffer[] = [];
    for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
    const idempotencyKey = (request.headers["x-refund-idempotency"] as string | undefined) ?? null;
    requests.push({ method, path: `${address.pathname}${address.search}`, idempotencyKey });
    const troubleAt = troubles.findIndex((entry) => entry.path === null || entry.path.test(address.pathname));
    const trouble = troubleAt < 0 ? null : troubles.splice(troubleAt, 1)[0]!;
    let result: Answer;
    try {
      // A trouble after handling: carried out, but the answer never arrives; the client gets the error.
      if (!trouble || trouble.afterHandling) {
        result = await answer(request, { method, address, body: Buffer.concat(chunks).toString("utf8") });
      }
      if (trouble) {
        result = error(trouble.status, `Told to fail with ${trouble.status}`, { code: TROUBLE_CODES[trouble.status] });
      }
    } catch (failure) {
      result = error(500, String(failure), { code: "SERVER_ERROR" });
    }
    response.writeHead(result!.status, { "content-type": "application/json" });
    response.end(JSON.stringify(result!.body));
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeRazorpay = {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    capture,
    requests,
    events,
    failNext(n, status = 503, { path, afterHandling = false } = {}) {
      troubles.push(...Array.from({ length: n }, () => ({ status, path: path ?? null, afterHandling })));
    },
    advance(ms) {
      clock += ms;
      expireAuthorizations();
    },
    pay(orderId, { method = "upi", outcome = "success" } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`No order ${orderId}`);
      const payment: FakePayment = {
        id: id("pay"),
        entity: "payment",
        amount: order.amount,
        currency: order.currency,
        status: "created",
        order_id: orderId,
        invoice_id: null,
        international: false,
        method,
        amount_refunded: 0,
        amount_transferred: 0,
        refund_status: null,
        captured: false,
        description: null,
        card_id: method === "card" ? id("card") : null,
        bank: null,
        wallet: null,
        vpa: method === "upi" ? "asha@okaxis" : null,
        email: "asha@example.com",
        contact: "+919800000000",
        notes: {},
        fee: null,
        tax: null,
        error_code: null,
        error_description: null,
        error_source: null,
        error_step: null,
        error_reason: null,
        acquirer_data: method === "upi" ? { rrn: String(100_000_000_000 + payments.size) } : { auth_code: "828553" },
        created_at: seconds(),
      };
      payments.set(payment.id, payment);
      order.attempts += 1;
      if (order.status === "created") order.status = "attempted";
      if (outcome === "success") authorize(payment);
      else {
        Object.assign(payment, {
          status: "failed",
          error_code: "BAD_REQUEST_ERROR",
          error_description: outcome === "late" ? "Payment processing failed due to a timeout" : "Payment declined",
          error_source: outcome === "late" ? "bank" : "customer",
          error_step: "payment_authorization",
          error_reason: outcome === "late" ? "payment_timed_out" : "payment_cancelled",
        });
        emit("payment.failed", paymentPayload(payment));
      }
      return payment;
    },
    authorizeLate(paymentId) {
      const payment = payments.get(paymentId);
      if (payment?.status !== "failed") throw new Error(`${paymentId} is not a failed payment`);
      authorize(payment);
      return payment;
    },
    settleRefund(refundId, outcome) {
      const refund = refunds.get(refundId);
      if (refund?.status !== "pending") throw new Error(`${refundId} is not pending`);
      const payment = payments.get(refund.payment_id)!;
      refund.status = outcome;
      if (outcome === "processed") refund.acquirer_data.arn = String(10_000_000_000_000 + refunds.size);
      else {
        payment.amount_refunded -= refund.amount;
        payment.refund_status = payment.amount_refunded === 0 ? null : "partial";
        if (payment.status === "refunded") payment.status = payment.captured ? "captured" : "authorized";
      }
      emit(`refund.${outcome}`, { refund: { entity: { ...refund } }, ...paymentPayload(payment) });
      return refund;
    },
    checkoutSignature: (orderId, paymentId) => hmacHex(keySecret, `${orderId}|${paymentId}`),
    webhook(event, payload) {
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_FakeRazorpay01",
        event,
        contains: Object.keys(payload),
        payload,
        created_at: seconds(),
      });
      return { body, signature: hmacHex(webhookSecret, body), eventId: id("evt") };
    },
    async deliverWebhooks(url, { only = () => true } = {}) {
      const statuses: number[] = [];
      for (const queued of events.filter((entry) => only(entry.event))) {
        events.splice(events.indexOf(queued), 1);
        const response = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-razorpay-signature": hmacHex(webhookSecret, queued.body),
            "x-razorpay-event-id": queued.eventId,
          },
          body: queued.body,
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      return statuses;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((problem) => (problem ? reject(problem) : resolve()))),
  };
  return fake;
}
