// The outbox (docs/decisions/0009-jobs-table.md): work that must happen after a transaction commits
// (apply a webhook event, email a traveller, ask the gateway for a refund or an order's outcome) is a
// row of `jobs`, written in that same transaction, so it is done once the change is, and never
// without it. worker.ts runs the rows. `key` queues a piece of work once however often it is asked.
import type { Database, Transaction } from "@parvat/db/client";
import { jobs } from "@parvat/db/schema";

/** Every kind of job and its payload; worker.ts needs a handler for each. */
export interface JobPayloads {
  /** Apply a stored webhook event (payment_webhook_events.id). */
  "payment-event": { eventRowId: number };
  /** Ask the gateway for a refund (payment_refunds.id). */
  refund: { refundId: number };
  /** Ask the gateway what became of an order with no outcome yet (payment_orders.id); `round` counts the asks. */
  "reconcile-order": { orderId: number; round: number };
  /** Send one message (email.ts). */
  email: {
    message: "booking-confirmed" | "payment-received" | "refund-issued" | "late-payment-refunded";
    bookingId: number;
    ledgerId?: number;
  };
  /** Send one message of the outbox (messages.id; apps/api/src/messages/send.ts). */
  message: { messageId: number };
  /** The sandbox gateway delivers one signed webhook to our endpoint. */
  "sandbox-webhook": { eventId: string; body: string };
}

export type JobKind = keyof JobPayloads;

export interface NewJob<K extends JobKind> {
  kind: K;
  payload: JobPayloads[K];
  /** When it may run first. */
  runAt: Date;
  /** Queue this work once: a second job with the same key is not added. */
  key?: string;
  maxAttempts?: number;
}

/** Adds jobs in the caller's transaction; answers how many were new (keys already queued are skipped). */
export async function enqueueJobs(tx: Transaction | Database, newJobs: readonly NewJob<JobKind>[]): Promise<number> {
  if (newJobs.length === 0) return 0;
  const added = await tx
    .insert(jobs)
    .values(
      newJobs.map((job) => ({
        kind: job.kind,
        payload: job.payload as unknown as Record<string, unknown>,
        runAt: job.runAt,
        key: job.key ?? null,
        ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
      })),
    )
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return added.length;
}

export function job<K extends JobKind>(
  kind: K,
  payload: JobPayloads[K],
  runAt: Date,
  options: { key?: string; maxAttempts?: number } = {},
): NewJob<K> {
  return { kind, payload, runAt, ...options };
}
