// Razorpay (PAYMENT_PROVIDER=razorpay): the Orders, Payments and Refunds APIs over HTTPS with Basic
// auth (key id : key secret), the checkout signature with the key secret and webhooks with the
// webhook secret. Tested against a local fake that answers as Razorpay documents it
// (testing/fake-razorpay.ts; docs/api.md, "Outside services", cites the pages).
//
// What goes wrong is a ProviderUnavailable, which the caller retries or words as "try again": no
// answer, a timeout, 409 (a request under the same idempotency key still in progress), 429, a 5xx,
// and 401/404 (our keys or base URL are wrong: an operator fixes the configuration, the jobs try
// again). Any other 4xx is a ProviderRefused: Razorpay refuses the request itself (a refund under
// ₹1, of a payment not captured) and asking again gets the same answer.
import {
  type CreateOrderInput,
  checkoutMessage,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
  ProviderRefused,
  ProviderUnavailable,
  parseRazorpayWebhook,
  paymentFromRazorpay,
  type RefundInput,
  refundFromRazorpay,
  verifyHmac,
} from "./provider.ts";

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or the fake's address in tests. */
  baseUrl: string;
  /** How long one request may take before it counts as unanswered. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface Collection<T> {
  entity: "collection";
  count: number;
  items: T[];
}

/** Razorpay's error body: {error: {code, description, field, source, step, reason, metadata}}. */
interface RazorpayError {
  error?: { code?: string; description?: string };
}

/** The most refunds Razorpay lists at once (its default is 10). */
const REFUNDS_PER_PAGE = 100;

/**
 * Answers that may change if asked again: 409 (the same idempotency key still in progress), 429, a
 * 5xx; and 401/404, which say our keys or base URL are wrong (the operator fixes them, jobs retry).
 */
const retryable = (status: number) => [401, 404, 409, 429].includes(status) || status >= 500;

/**
 * The X-Refund-Idempotency key of one refund: its receipt (ours, unique per refund) on its payment
 * (Razorpay's, unique in the account, so a database restored or another copy of the site reusing a
 * receipt never meets an old key), the same on every retry. Razorpay wants at least 10 letters,
 * digits, hyphens or underscores.
 */
function refundIdempotencyKey(paymentId: string, receipt: string): string {
  return `${receipt}-${paymentId}`.replace(/[^A-Za-z0-9_-]/g, "_");
}

export function createRazorpayProvider({
  keyId,
  keySecret,
  webhookSecret,
  baseUrl,
  timeoutMs = 15_000,
  fetch: fetchFn = fetch,
}: RazorpaySettings): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await fetchFn(new URL(path, baseUrl), {
        method,
        headers: { authorization, ...(body ? { "content-type": "application/json" } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new ProviderUnavailable(`Razorpay did not answer ${method} ${path}: ${(error as Error).message}`);
    }
    if (!response.ok) {
      // The description is Razorpay's words about our request: it never holds secrets.
      let error: RazorpayError["error"] = {};
      try {
        error = (JSON.parse(text) as RazorpayError).error ?? {};
      } catch {}
      const description = error.description ?? text.slice(0, 200);
      const message = `Razorpay answered ${response.status} to ${method} ${path}: ${description}`;
      if (retryable(response.status)) throw new ProviderUnavailable(message);
      throw new ProviderRefused(message, { description, code: error.code ?? null });
    }
    return JSON.parse(text) as T;
  }

  /** Every refund of a payment, page by page (Razorpay answers 10 unless asked for more). */
  async function refundsOf(paymentId: string) {
    const all: Parameters<typeof refundFromRazorpay>[0][] = [];
    for (let skip = 0; ; skip += REFUNDS_PER_PAGE) {
      const page = await call<Collection<Parameters<typeof refundFromRazorpay>[0]>>(
        "GET",
        `/v1/payments/${encodeURIComponent(paymentId)}/refunds?count=${REFUNDS_PER_PAGE}&skip=${skip}`,
      );
      all.push(...page.items);
      if (page.items.length < REFUNDS_PER_PAGE) return all;
    }
  }

  return {
    name: "razorpay",
    keyId,
    async createOrder({ amountPaise, currency, receipt, notes }: CreateOrderInput): Promise<ProviderOrder> {
      const order = await call<{ id: string; amount: number; currency: string; status: string }>("POST", "/v1/orders", {
        amount: amountPaise,
        currency,
        receipt,
        notes,
      });
      return { id: order.id, amountPaise: order.amount, currency: order.currency, status: order.status };
    },
    verifyCheckoutSignature: (orderId, paymentId, signature) =>
      verifyHmac(keySecret, checkoutMessage(orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => verifyHmac(webhookSecret, rawBody, signature),
    parseWebhook: parseRazorpayWebhook,
    async fetchPayment(paymentId: string): Promise<ProviderPayment> {
      // expand[]=card: the card's last four digits, for the receipt.
      return paymentFromRazorpay(await call("GET", `/v1/payments/${encodeURIComponent(paymentId)}?expand[]=card`));
    },
    async fetchOrderPayments(orderId: string): Promise<ProviderPayment[]> {
      const payments = await call<Collection<Parameters<typeof paymentFromRazorpay>[0]>>(
        "GET",
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return payments.items.map(paymentFromRazorpay);
    },
    async refund({ paymentId, amountPaise, receipt, notes }: RefundInput): Promise<ProviderRefund> {
      // A retry after a lost answer must not refund twice: the refund with our receipt if it was made,
      // and the same idempotency key on the request (Razorpay answers a repeat with the refund it made).
      const made = (await refundsOf(paymentId)).find((refund) => refund.receipt === receipt);
      if (made) return refundFromRazorpay(made);
      return refundFromRazorpay(
        await call(
          "POST",
          `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
          { amount: amountPaise, receipt, notes },
          { "x-refund-idempotency": refundIdempotencyKey(paymentId, receipt) },
        ),
      );
    },
    async capturePayment({ paymentId, amountPaise, currency }): Promise<ProviderPayment> {
      return paymentFromRazorpay(
        await call("POST", `/v1/payments/${encodeURIComponent(paymentId)}/capture`, { amount: amountPaise, currency }),
      );
    },
  };
}
