// Razorpay (PAYMENT_PROVIDER=razorpay): the Orders, Payments and Refunds APIs over HTTPS with Basic
// auth (key id : key secret), the checkout signature with the key secret and webhooks with the
// webhook secret. Tested against a local fake that speaks the same HTTP (testing/fake-razorpay.ts).
// Every failure to get an answer is a ProviderUnavailable: the caller retries or says "try again".
import {
  type CreateOrderInput,
  checkoutMessage,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
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

export function createRazorpayProvider({
  keyId,
  keySecret,
  webhookSecret,
  baseUrl,
  timeoutMs = 15_000,
  fetch: fetchFn = fetch,
}: RazorpaySettings): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchFn(new URL(path, baseUrl), {
        method,
        headers: { authorization, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`Razorpay did not answer ${method} ${path}: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) {
      // Razorpay's error body: {error: {code, description, ...}}; the description never holds secrets.
      let description = text.slice(0, 200);
      try {
        description = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? description;
      } catch {}
      throw new ProviderUnavailable(`Razorpay answered ${response.status} to ${method} ${path}: ${description}`);
    }
    return JSON.parse(text) as T;
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
      const path = `/v1/payments/${encodeURIComponent(paymentId)}/refunds`;
      // A retry after a lost answer must not refund twice: look for the refund with our receipt first.
      const earlier = await call<Collection<Parameters<typeof refundFromRazorpay>[0]>>("GET", path);
      const made = earlier.items.find((refund) => refund.receipt === receipt);
      if (made) return refundFromRazorpay(made);
      return refundFromRazorpay(
        await call("POST", `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
          amount: amountPaise,
          receipt,
          notes,
        }),
      );
    },
  };
}
