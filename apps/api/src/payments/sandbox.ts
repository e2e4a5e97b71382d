// The sandbox gateway (PAYMENT_PROVIDER=sandbox, the default in development, on the embedded database,
// in the demo and in tests): Razorpay's flow played on our own server, so every line above the
// provider runs in the demo without an account anywhere. Orders, payments and refunds live in the
// sandbox_* tables; the checkout screen (/payments/sandbox/{orderId}) calls sandboxPay, which
// records the payment and answers the signed callback fields; the webhooks Razorpay would send are
// signed with the same scheme and delivered to our own webhook endpoint through the jobs table, so
// an endpoint that is down is retried like a real gateway retries. Refused in production unless
// SANDBOX_PAYMENTS_IN_PRODUCTION=true (env.ts): nobody pays real trips with pretend money.
import { createHash, randomBytes } from "node:crypto";
import type { Database, Transaction } from "@parvat/db/client";
import { sandboxOrders, sandboxPayments, sandboxRefunds } from "@parvat/db/schema";
import { and, asc, eq, sql } from "drizzle-orm";
import { enqueueJobs, job } from "../jobs/jobs.ts";
import {
  checkoutMessage,
  hmacHex,
  MINIMUM_REFUND_PAISE,
  methodDetailOf,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
  ProviderRefused,
  parseRazorpayWebhook,
  type RazorpayWebhookBody,
  verifyHmac,
} from "./provider.ts";

export const SANDBOX_METHODS = ["upi", "card"] as const;
export const SANDBOX_OUTCOMES = ["success", "failure", "pending"] as const;
export type SandboxMethod = (typeof SANDBOX_METHODS)[number];
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export interface SandboxPayResult {
  orderId: string;
  paymentId: string | null;
  /** The checkout callback's signature (as Razorpay Checkout hands it to the page); null on failure. */
  signature: string | null;
  /** captured | failed | pending */
  status: string;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: "sandbox";
  /** The sandbox checkout screen's order; null when unknown. */
  order(orderId: string): Promise<typeof sandboxOrders.$inferSelect | null>;
  /** What the checkout screen's buttons do; null when the order is unknown or already paid. */
  pay(orderId: string, method: SandboxMethod, outcome: SandboxOutcome): Promise<SandboxPayResult | null>;
  /** Signs a webhook body the way the sandbox does (for its delivery job). */
  signWebhook(body: string): string;
}

export interface SandboxDependencies {
  db: Database;
  /** Signs callbacks and webhooks (SANDBOX_WEBHOOK_SECRET). */
  secret: string;
  now?: () => Date;
  /** Runs the webhook deliveries soon (the worker's wake). */
  wake?: () => void;
}

const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(9).toString("base64url")}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createSandboxProvider({
  db,
  secret,
  now = () => new Date(),
  wake,
}: SandboxDependencies): SandboxProvider {
  /**
   * What Razorpay adds to a payment entity for its method: the sandbox's test card (4111 1111 1111
   * 1111) and a 12-digit UPI reference drawn from the payment's id, the same on every read.
   */
  function methodExtras(row: typeof sandboxPayments.$inferSelect) {
    if (row.method === "card") return { card: { last4: "1111", network: "Visa" } };
    const digits = [...createHash("sha256").update(row.id).digest()].map((byte) => byte % 10).join("");
    return { acquirer_data: { rrn: digits.slice(0, 12) } };
  }

  function toPayment(row: typeof sandboxPayments.$inferSelect): ProviderPayment {
    // As Razorpay: "refunded" once all of it is; a partly refunded payment stays captured.
    const status: ProviderPaymentStatus =
      row.status === "captured" && row.refundedPaise === row.amountPaise
        ? "refunded"
        : (row.status as ProviderPaymentStatus);
    return {
      id: row.id,
      orderId: row.orderId,
      amountPaise: row.amountPaise,
      currency: "INR",
      status,
      // The sandbox captures every payment that succeeds, and never refunds one by itself.
      captured: row.status === "captured",
      method: row.method,
      methodDetail: methodDetailOf({ method: row.method, ...methodExtras(row) }),
      createdAt: row.createdAt,
    };
  }

  /** Queues one webhook as Razorpay would send it, for delivery to our endpoint. */
  async function queueWebhook(tx: Transaction, event: string, payload: RazorpayWebhookBody["payload"], at: Date) {
    const body: RazorpayWebhookBody = {
      entity: "event",
      account_id: "acc_sandbox",
      event,
      contains: Object.keys(payload),
      payload,
      created_at: seconds(at),
    };
    const eventId = sandboxId("evt");
    await enqueueJobs(tx, [job("sandbox-webhook", { eventId, body: JSON.stringify(body) }, at)]);
  }

  const paymentEntity = (row: typeof sandboxPayments.$inferSelect, status: string) => ({
    entity: {
      id: row.id,
      entity: "payment",
      amount: row.amountPaise,
      currency: "INR",
      status,
      order_id: row.orderId,
      method: row.method,
      ...methodExtras(row),
      // As the payment was when the event happened: authorized, then captured (and maybe refunded since).
      captured: status === "captured" || status === "refunded",
      created_at: seconds(row.createdAt),
    },
  });

  return {
    name: "sandbox",
    keyId: null,
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const id = sandboxId("order");
      await db.insert(sandboxOrders).values({ id, amountPaise, currency, receipt, notes, createdAt: now() });
      return { id, amountPaise, currency, status: "created" };
    },
    verifyCheckoutSignature: (orderId, paymentId, signature) =>
      verifyHmac(secret, checkoutMessage(orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => verifyHmac(secret, rawBody, signature),
    signWebhook: (body) => hmacHex(secret, body),
    parseWebhook: parseRazorpayWebhook,
    async fetchPayment(paymentId) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      if (!row) throw new Error(`No sandbox payment ${paymentId}`);
      return toPayment(row);
    },
    async fetchOrderPayments(orderId) {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, orderId))
        .orderBy(asc(sandboxPayments.createdAt));
      return rows.map(toPayment);
    },
    async refund({ paymentId, amountPaise, receipt }): Promise<ProviderRefund> {
      const at = now();
      if (amountPaise < MINIMUM_REFUND_PAISE) {
        throw new ProviderRefused(`The sandbox refuses a refund of ${amountPaise} paise`, {
          description: "The amount must be at least INR 1.00",
          code: "BAD_REQUEST_ERROR",
        });
      }
      const refund = await db.transaction(async (tx) => {
        const [earlier] = await tx
          .select()
          .from(sandboxRefunds)
          .where(and(eq(sandboxRefunds.paymentId, paymentId), eq(sandboxRefunds.receipt, receipt)));
        if (earlier) return earlier;
        const [payment] = await tx
          .update(sandboxPayments)
          .set({ refundedPaise: sql`${sandboxPayments.refundedPaise} + ${amountPaise}`, updatedAt: at })
          .where(
            and(
              eq(sandboxPayments.id, paymentId),
              eq(sandboxPayments.status, "captured"),
              sql`${sandboxPayments.refundedPaise} + ${amountPaise} <= ${sandboxPayments.amountPaise}`,
            ),
          )
          .returning();
        if (!payment) {
          throw new ProviderRefused(`Sandbox payment ${paymentId} cannot be refunded ${amountPaise} paise`, {
            description: "The refund amount provided is greater than amount captured",
            code: "BAD_REQUEST_ERROR",
          });
        }
        const [row] = await tx
          .insert(sandboxRefunds)
          .values({ id: sandboxId("rfnd"), paymentId, amountPaise, receipt, createdAt: at })
          .returning();
        // A bank takes days; the sandbox processes the refund at once and says so by webhook.
        const entity = { id: row!.id, entity: "refund", payment_id: paymentId, amount: amountPaise, receipt };
        await queueWebhook(
          tx,
          "refund.processed",
          {
            refund: { entity: { ...entity, status: "processed" } },
            payment: paymentEntity(payment, toPayment(payment).status),
          },
          at,
        );
        return row!;
      });
      wake?.();
      return { id: refund.id, paymentId, amountPaise: refund.amountPaise, status: "pending", receipt };
    },
    async capturePayment({ paymentId }) {
      // Every sandbox payment that succeeds is captured at once: there is never one to capture.
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      const description =
        row?.status === "captured" ? "This payment has already been captured" : "The id provided does not exist";
      throw new ProviderRefused(`The sandbox cannot capture ${paymentId}`, { description, code: "BAD_REQUEST_ERROR" });
    },
    async order(orderId) {
      const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
      return row ?? null;
    },
    async pay(orderId, method, outcome) {
      const at = now();
      const result = await db.transaction(async (tx): Promise<SandboxPayResult | null> => {
        const [order] = await tx.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId)).for("update");
        if (!order || order.status === "paid") return null;
        const status = outcome === "success" ? "captured" : outcome === "failure" ? "failed" : "created";
        const [payment] = await tx
          .insert(sandboxPayments)
          .values({ id: sandboxId("pay"), orderId, amountPaise: order.amountPaise, method, status, createdAt: at })
          .returning();
        const row = payment!;
        if (outcome === "success") {
          await tx.update(sandboxOrders).set({ status: "paid" }).where(eq(sandboxOrders.id, orderId));
          // What Razorpay sends for an automatically captured payment, each event on its own.
          await queueWebhook(tx, "payment.authorized", { payment: paymentEntity(row, "authorized") }, at);
          await queueWebhook(tx, "payment.captured", { payment: paymentEntity(row, "captured") }, at);
          await queueWebhook(
            tx,
            "order.paid",
            {
              payment: paymentEntity(row, "captured"),
              order: { entity: { id: orderId, amount: order.amountPaise, status: "paid" } },
            },
            at,
          );
        } else if (outcome === "failure") {
          await tx.update(sandboxOrders).set({ status: "attempted" }).where(eq(sandboxOrders.id, orderId));
          await queueWebhook(tx, "payment.failed", { payment: paymentEntity(row, "failed") }, at);
        }
        const signature = outcome === "failure" ? null : hmacHex(secret, checkoutMessage(orderId, row.id));
        return {
          orderId,
          paymentId: row.id,
          signature,
          status: outcome === "success" ? "captured" : outcome === "failure" ? "failed" : "pending",
        };
      });
      wake?.();
      return result;
    },
  };
}
