// POST /api/payments/webhooks/{provider} (docs/api.md, "Payment webhooks"): the gateway's events,
// the source of truth for payments. The signature (x-razorpay-signature: hex HMAC-SHA256 of the raw
// body with the webhook secret) is checked before anything is stored: a bad or missing one is a 400
// and leaves no trace. A good event is stored once per event id (x-razorpay-event-id) together with
// the job that applies it, in one transaction, and acknowledged at once: the gateway never waits for
// our work, and a replay is acknowledged and ignored. The worker applies it (payments.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "@parvat/db/client";
import { paymentWebhookEvents } from "@parvat/db/schema";
import { isDatabaseUnavailable } from "../http/database-unavailable.ts";
import { enqueueJobs, job } from "../jobs/jobs.ts";
import type { Logger } from "../logger.ts";
import type { PaymentProvider } from "./provider.ts";

export const WEBHOOK_PATH_PREFIX = "/api/payments/webhooks/";
/** Razorpay's events are a few kilobytes; anything much larger is not one. */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

export type WebhookHandler = (request: Request) => Promise<Response>;

const answer = (status: number, body: Record<string, string>) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export function createWebhookHandler({
  db,
  logger,
  provider,
  now = () => new Date(),
  wake,
}: {
  db: Database;
  logger: Logger;
  provider: PaymentProvider;
  now?: () => Date;
  wake?: () => void;
}): WebhookHandler {
  return async (request) => {
    const name = new URL(request.url).pathname.slice(WEBHOOK_PATH_PREFIX.length);
    if (request.method !== "POST") return answer(405, { error: "POST only" });
    // Only the gateway this server uses may deliver: the other one's secret is not ours to check.
    if (name !== provider.name) return answer(404, { error: "unknown payment provider" });
    const length = Number(request.headers.get("content-length") ?? 0);
    if (length > MAX_WEBHOOK_BYTES) return answer(413, { error: "too large" });
    const raw = await request.text();
    if (raw.length > MAX_WEBHOOK_BYTES) return answer(413, { error: "too large" });
    const signature = request.headers.get("x-razorpay-signature") ?? "";
    if (!provider.verifyWebhookSignature(raw, signature)) {
      logger.warn({ provider: name }, "webhook refused: bad or missing signature");
      return answer(400, { error: "bad signature" });
    }
    const eventId = request.headers.get("x-razorpay-event-id");
    let event: string;
    try {
      event = (JSON.parse(raw) as { event?: unknown }).event as string;
      provider.parseWebhook(raw);
    } catch {
      return answer(400, { error: "not an event" });
    }
    if (!eventId || typeof event !== "string") return answer(400, { error: "no event id" });
    const at = now();
    const stored = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(paymentWebhookEvents)
        .values({ provider: name, eventId, event, body: raw, receivedAt: at })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.id });
      if (row) await enqueueJobs(tx, [job("payment-event", { eventRowId: row.id }, at)]);
      return Boolean(row);
    });
    logger.info({ provider: name, eventId, event, replay: !stored }, "webhook received");
    if (stored) wake?.();
    return answer(200, { status: stored ? "stored" : "replayed" });
  };
}

/** The handler as a Node listener, for Express (apps/web/server/web-app.ts): the body is read raw. */
export function nodeListener(
  handler: WebhookHandler,
  logger: Logger,
  origin = "http://localhost",
  maxBytes = MAX_WEBHOOK_BYTES,
) {
  // Express keeps the path before its router stripped a mount point in originalUrl.
  return (request: IncomingMessage & { originalUrl?: string }, response: ServerResponse) => {
    void (async () => {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of request as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) break;
        chunks.push(chunk);
      }
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (typeof value === "string") headers.set(key, value);
      }
      if (size > maxBytes) headers.set("content-length", String(size));
      const url = new URL(request.originalUrl ?? request.url ?? "/", origin);
      const result = await handler(
        new Request(url, {
          method: request.method,
          headers,
          body: request.method === "POST" ? Buffer.concat(chunks) : undefined,
        }),
      );
      response.writeHead(result.status, Object.fromEntries(result.headers));
      response.end(Buffer.from(await result.arrayBuffer()));
    })().catch((error: unknown) => {
      // The gateway retries anything but a 2xx, so nothing is lost either way; an outage of the database
      // is a 503 to retry (and a warning), anything else a 500 to look into.
      const unavailable = isDatabaseUnavailable(error);
      if (unavailable) logger.warn({ err: error }, "webhook deferred: the database is not answering");
      else logger.error({ err: error }, "webhook failed");
      if (!response.headersSent) {
        response.writeHead(unavailable ? 503 : 500, {
          "content-type": "application/json",
          ...(unavailable ? { "retry-after": "5" } : {}),
        });
      }
      response.end(JSON.stringify({ error: unavailable ? "unavailable" : "internal" }));
    });
  };
}
