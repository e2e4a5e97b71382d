// Payments as the API runs them: the gateway PAYMENT_PROVIDER names, the email provider, the job
// worker with a handler for every kind of job, and the webhook endpoint. createApi builds one; the
// resolvers reach it through the context (`context.payments`), the web server mounts `webhook` and
// starts and stops `worker` with the hold sweeper.
import type { Database } from "@parvat/db/client";
import { paymentWebhookEvents } from "@parvat/db/schema";
import { eq } from "drizzle-orm";
import type { ApiEnv } from "../env.ts";
import type { JobKind } from "../jobs/jobs.ts";
import {
  combineWorkers,
  createJobWorker,
  type JobHandlers,
  type JobWorker,
  type JobWorkerDependencies,
} from "../jobs/worker.ts";
import type { Logger } from "../logger.ts";
import { createMessages, type Messages } from "../messages/create-messages.ts";
import type { Metrics } from "../metrics.ts";
import { createEmailProvider, type EmailProvider, sendBookingEmail } from "./email.ts";
import { paymentLinkKey } from "./payment-links.ts";
import { applyPayment, applyRefund, type PaymentParts, reconcileOrder, requestRefund } from "./payments.ts";
import type { PaymentEvent, PaymentProvider } from "./provider.ts";
import { createRazorpayProvider } from "./razorpay.ts";
import { createSandboxProvider, type SandboxProvider } from "./sandbox.ts";
import { createWebhookHandler, nodeListener, WEBHOOK_PATH_PREFIX } from "./webhook.ts";

export interface PaymentsDependencies {
  db: Database;
  logger: Logger;
  env: ApiEnv;
  now?: () => Date;
  /** Tests pass their own (a fake Razorpay, a provider that fails). */
  provider?: PaymentProvider;
  email?: EmailProvider;
  /** The message outbox, whose jobs this worker runs too; by default one from the environment. */
  messages?: Pick<Messages, "deliver">;
  metrics?: Metrics;
  /** Told when jobs ran that may have changed what the site shows (seats taken or given back). */
  onContentChanged?: () => void;
}

/** Jobs that only deliver (an email, the sandbox's webhook to our own endpoint) change nothing shown. */
const DELIVERY_JOBS: ReadonlySet<JobKind> = new Set(["email", "message", "sandbox-webhook"]);

/**
 * Jobs that wait on a mail server or MSG91, run in a lane of their own (worker.ts): however slowly
 * those answer, a payment's webhook, refund or reconciliation never queues behind them.
 */
const MESSAGE_LANE: readonly JobKind[] = ["email", "message"];

export interface Payments {
  provider: PaymentProvider;
  /** The sandbox gateway when PAYMENT_PROVIDER=sandbox, else null (sandboxPay is refused). */
  sandbox: SandboxProvider | null;
  worker: JobWorker;
  /** POST /api/payments/webhooks/{provider}, fetch-style. */
  webhook: (request: Request) => Promise<Response>;
  /** The same, as a Node/Express listener. */
  webhookListener: ReturnType<typeof nodeListener>;
  webhookPath: string;
  /** What the service functions of payments.ts need, bound to the server's logger. */
  parts: PaymentParts;
  /** Signs the one-time payment links of balance messages (payment-links.ts). */
  linkKey: Buffer;
}

export function createPayments({
  db,
  logger,
  env,
  now = () => new Date(),
  provider,
  email,
  messages,
  metrics,
  onContentChanged,
}: PaymentsDependencies) {
  // The worker is built last but the providers need its wake: a late-bound call.
  let worker: JobWorker | undefined;
  const wake = () => worker?.wake();
  const sandbox =
    provider === undefined && env.PAYMENT_PROVIDER === "sandbox"
      ? createSandboxProvider({ db, secret: env.SANDBOX_WEBHOOK_SECRET, now, wake })
      : provider?.name === "sandbox"
        ? (provider as SandboxProvider)
        : null;
  const gateway: PaymentProvider =
    provider ??
    sandbox ??
    createRazorpayProvider({
      keyId: env.RAZORPAY_KEY_ID!,
      keySecret: env.RAZORPAY_KEY_SECRET!,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
      baseUrl: env.RAZORPAY_BASE_URL,
    });
  const mailer = email ?? createEmailProvider(env, logger);
  const outbox = messages ?? createMessages({ db, logger, env, now, channels: { email: mailer } });
  const parts: PaymentParts = { db, log: logger, now, provider: gateway, timeZone: env.BUSINESS_TIME_ZONE, wake };
  const webhook = createWebhookHandler({ db, logger, provider: gateway, now, wake });

  /** Applies one stored webhook event, once. */
  async function applyStoredEvent({ eventRowId }: { eventRowId: number }) {
    const [row] = await db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, eventRowId));
    if (!row || row.appliedAt) return;
    const event = gateway.parseWebhook(row.body);
    const result = await applyEvent(event);
    metrics?.payments.inc({ source: "gateway", outcome: result });
    await db.update(paymentWebhookEvents).set({ appliedAt: now() }).where(eq(paymentWebhookEvents.id, row.id));
    logger.info({ eventId: row.eventId, event: row.event, result }, "webhook event applied");
  }

  function applyEvent(event: PaymentEvent) {
    switch (event.type) {
      case "payment.authorized":
      case "payment.captured":
      case "payment.failed":
      case "order.paid":
        return applyPayment(parts, event.payment);
      case "refund.processed":
      case "refund.failed":
        return applyRefund(parts, event.refund);
      case "other":
        return Promise.resolve("ignored" as const);
    }
  }

  const handlers: JobHandlers = {
    "payment-event": applyStoredEvent,
    refund: ({ refundId }) => requestRefund(parts, refundId),
    "reconcile-order": (payload) => reconcileOrder(parts, payload),
    email: (payload) => sendBookingEmail({ db, logger, email: mailer }, payload),
    message: ({ messageId }) => outbox.deliver(messageId),
    "sandbox-webhook": async ({ eventId, body }) => {
      if (!sandbox) throw new Error("A sandbox webhook, but the sandbox is off");
      // Delivered to our own endpoint, in-process: what a real gateway's POST would carry.
      const response = await webhook(
        new Request(new URL(`${WEBHOOK_PATH_PREFIX}sandbox`, "http://sandbox.internal"), {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-razorpay-signature": sandbox.signWebhook(body),
            "x-razorpay-event-id": eventId,
          },
          body,
        }),
      );
      if (!response.ok) throw new Error(`The webhook endpoint answered ${response.status}`);
    },
  };
  const lane = (kinds: JobWorkerDependencies["kinds"]) =>
    createJobWorker({
      db,
      logger,
      now,
      intervalMs: env.JOB_POLL_INTERVAL_MS,
      kinds,
      afterJobs: (ran) => {
        if (ran.some((kind) => !DELIVERY_JOBS.has(kind))) onContentChanged?.();
      },
      handlers,
    });
  worker = combineWorkers([lane({ except: MESSAGE_LANE }), lane({ only: MESSAGE_LANE })]);

  return {
    provider: gateway,
    sandbox,
    worker,
    webhook,
    webhookListener: nodeListener(webhook, logger),
    webhookPath: `${WEBHOOK_PATH_PREFIX}:provider`,
    parts,
    linkKey: paymentLinkKey(env.JWT_SECRET),
  } satisfies Payments;
}
