// A local stand-in for Razorpay's API, for the adapter's tests (payments/razorpay.test.ts): node:http
// on 127.0.0.1 (a free port), Basic auth with one key pair, the endpoints the adapter calls with the
// bodies Razorpay answers, state kept in memory, and webhooks signed with the webhook secret and
// sent to a URL as Razorpay sends them. It can be told to fail the next requests with 503.
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
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

interface Payment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  method: string;
  amount_refunded: number;
  captured: boolean;
  /** Card payments: the card's id; the card itself only with ?expand[]=card, as Razorpay answers. */
  card_id?: string;
  vpa?: string;
  acquirer_data?: { rrn?: string };
  created_at: number;
}

/** The test card of every card payment: Razorpay's card entity, shown only when expanded. */
const TEST_CARD = { entity: "card", last4: "1111", network: "Visa", type: "credit" };

interface Refund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: "pending" | "processed" | "failed";
  created_at: number;
}

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, Order>;
  payments: Map<string, Payment>;
  refunds: Map<string, Refund>;
  /** Every request received: method and path. */
  requests: { method: string; path: string }[];
  /** The next `n` requests answer 503. */
  failNext(n: number): void;
  /** A traveller paying an order: a captured (or failed) payment, and the order paid. */
  pay(orderId: string, options?: { method?: string; status?: Payment["status"] }): Payment;
  /** The checkout callback's signature for a payment. */
  checkoutSignature(orderId: string, paymentId: string): string;
  /** A webhook body as Razorpay sends it, with its signature and event id. */
  webhook(event: string, payload: Record<string, unknown>): { body: string; signature: string; eventId: string };
  /** POSTs a signed webhook to `url`; answers the HTTP status. */
  sendWebhook(url: string, event: string, payload: Record<string, unknown>): Promise<number>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;
const seconds = () => Math.floor(Date.now() / 1000);

export async function startFakeRazorpay({
  keyId = "rzp_test_fake",
  keySecret = "fake-key-secret",
  webhookSecret = "fake-webhook-secret",
} = {}): Promise<FakeRazorpay> {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds = new Map<string, Refund>();
  const requests: FakeRazorpay["requests"] = [];
  let failing = 0;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const error = (response: ServerResponse, status: number, description: string) =>
    send(response, status, { error: { code: "BAD_REQUEST_ERROR", description } });
  const collection = <T>(items: T[]) => ({ entity: "collection", count: items.length, items });

  async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
    return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>) : {};
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const method = request.method ?? "GET";
    const address = new URL(request.url ?? "/", "http://fake");
    const path = address.pathname;
    requests.push({ method, path });
    if (failing > 0) {
      failing -= 1;
      return error(response, 503, "Service unavailable (told to fail)");
    }
    if (request.headers.authorization !== expectedAuth) return error(response, 401, "Authentication failed");
    /** The path's one parameter when it fits `pattern` (with this method), else null. */
    const route = (verb: string, pattern: RegExp) => (method === verb ? (pattern.exec(path)?.[1] ?? null) : null);
    const paymentId = route("GET", /^\/v1\/payments\/([^/]+)$/);
    const orderPayments = route("GET", /^\/v1\/orders\/([^/]+)\/payments$/);
    const paymentRefunds = route("GET", /^\/v1\/payments\/([^/]+)\/refunds$/);
    const refundOf = route("POST", /^\/v1\/payments\/([^/]+)\/refund$/);
    if (method === "POST" && path === "/v1/orders") {
      const body = await readJson(request);
      const amount = body.amount;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
        return error(response, 400, "The amount must be atleast INR 1.00");
      }
      const order: Order = {
        id: id("order"),
        entity: "order",
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: String(body.currency ?? "INR"),
        receipt: String(body.receipt ?? ""),
        status: "created",
        attempts: 0,
        notes: (body.notes as Record<string, string>) ?? {},
        created_at: seconds(),
      };
      orders.set(order.id, order);
      return send(response, 200, order);
    }
    if (paymentId) {
      const payment = payments.get(paymentId);
      if (!payment) return error(response, 400, "The id provided does not exist");
      const expanded = payment.card_id && address.searchParams.getAll("expand[]").includes("card");
      return send(response, 200, expanded ? { ...payment, card: { id: payment.card_id, ...TEST_CARD } } : payment);
    }
    if (orderPayments) {
      if (!orders.has(orderPayments)) return error(response, 400, "The id provided does not exist");
      return send(response, 200, collection([...payments.values()].filter((p) => p.order_id === orderPayments)));
    }
    if (paymentRefunds) {
      return send(response, 200, collection([...refunds.values()].filter((r) => r.payment_id === paymentRefunds)));
    }
    if (refundOf) {
      const payment = payments.get(refundOf);
      const body = await readJson(request);
      const amount = typeof body.amount === "number" ? body.amount : (payment?.amount ?? 0);
      if (!payment || (payment.status !== "captured" && payment.status !== "refunded")) {
        return error(response, 400, "The payment has not been captured");
      }
      if (payment.amount_refunded + amount > payment.amount) {
        return error(response, 400, "The refund amount provided is greater than amount captured");
      }
      payment.amount_refunded += amount;
      if (payment.amount_refunded === payment.amount) payment.status = "refunded";
      const refund: Refund = {
        id: id("rfnd"),
        entity: "refund",
        amount,
        currency: "INR",
        payment_id: payment.id,
        receipt: typeof body.receipt === "string" ? body.receipt : null,
        notes: (body.notes as Record<string, string>) ?? {},
        status: "pending",
        created_at: seconds(),
      };
      refunds.set(refund.id, refund);
      return send(response, 200, refund);
    }
    return error(response, 404, "The requested URL was not found on the server.");
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((failure: unknown) => error(response, 500, String(failure)));
  });
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
    requests,
    failNext(n) {
      failing = n;
    },
    pay(orderId, { method = "upi", status = "captured" } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`No order ${orderId}`);
      const payment: Payment = {
        id: id("pay"),
        entity: "payment",
        amount: order.amount,
        currency: order.currency,
        status,
        order_id: orderId,
        method,
        amount_refunded: 0,
        captured: status === "captured",
        ...(method === "card" ? { card_id: id("card") } : {}),
        ...(method === "upi"
          ? { vpa: "asha@okaxis", acquirer_data: { rrn: String(100_000_000_000 + payments.size) } }
          : {}),
        created_at: seconds(),
      };
      payments.set(payment.id, payment);
      order.attempts += 1;
      if (status === "captured") Object.assign(order, { status: "paid", amount_paid: order.amount, amount_due: 0 });
      else order.status = "attempted";
      return payment;
    },
    checkoutSignature: (orderId, paymentId) => hmacHex(keySecret, `${orderId}|${paymentId}`),
    webhook(event, payload) {
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_fake",
        event,
        contains: Object.keys(payload),
        payload,
        created_at: seconds(),
      });
      return { body, signature: hmacHex(webhookSecret, body), eventId: id("evt") };
    },
    async sendWebhook(url, event, payload) {
      const { body, signature, eventId } = fake.webhook(event, payload);
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": signature,
          "x-razorpay-event-id": eventId,
        },
        body,
      });
      await response.arrayBuffer();
      return response.status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((problem) => (problem ? reject(problem) : resolve()))),
  };
  return fake;
}
