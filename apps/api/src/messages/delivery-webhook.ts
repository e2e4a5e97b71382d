// POST /api/messages/webhooks/msg91: MSG91's delivery reports for the WhatsApp messages and SMS the
// outbox sent. MSG91 lets a webhook carry headers of our choosing: the request must carry
// MSG91_WHATSAPP_WEBHOOK_SECRET in `x-webhook-secret` (compared in constant time), or it is refused
// with 401 and changes nothing. A report names the provider's id for the message (the request id
// MSG91 answered when it took it) and a status; statuses only move forward (sent, delivered, read),
// and a failure after delivery is ignored. Reports of messages we do not know are acknowledged and
// dropped (MSG91 would otherwise retry them for ever).
import { createHash, timingSafeEqual } from "node:crypto";
import type { Database } from "@parvat/db/client";
import { messages } from "@parvat/db/schema";
import { and, eq, inArray } from "drizzle-orm";
import type { Logger } from "../logger.ts";

export const MESSAGE_WEBHOOK_PATH = "/api/messages/webhooks/msg91";
const MAX_BODY_BYTES = 256 * 1024;

/** What a report's status word becomes, and which statuses it may replace. */
const TRANSITIONS: Record<string, { to: "delivered" | "read" | "failed"; from: string[] }> = {
  delivered: { to: "delivered", from: ["sent"] },
  read: { to: "read", from: ["sent", "delivered"] },
  failed: { to: "failed", from: ["sent"] },
  rejected: { to: "failed", from: ["sent"] },
  undelivered: { to: "failed", from: ["sent"] },
};

interface Report {
  id: string;
  status: string;
  reason: string | null;
}

function reportsOf(body: unknown): Report[] {
  const items = Array.isArray(body)
    ? body
    : body && typeof body === "object" && "data" in body
      ? (body as { data: unknown }).data
      : [body];
  if (!Array.isArray(items)) return [];
  const reports: Report[] = [];
  for (const item of items) {
    if (!item || typeof item !== "object") continue;
    const record = item as Record<string, unknown>;
    const id = record.requestId ?? record.request_id ?? record.uuid;
    const status = record.status ?? record.eventName;
    if (typeof id !== "string" || typeof status !== "string") continue;
    const reason = record.reason ?? record.failureReason ?? null;
    reports.push({ id, status: status.toLowerCase(), reason: typeof reason === "string" ? reason : null });
  }
  return reports;
}

function sameSecret(given: string | null, secret: string): boolean {
  if (!given) return false;
  // Hashes first: equal lengths for timingSafeEqual, and nothing learnt from the length.
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

export function createDeliveryWebhook({
  db,
  logger,
  secret,
  now = () => new Date(),
}: {
  db: Database;
  logger: Logger;
  secret: string | undefined;
  now?: () => Date;
}) {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  return async function deliveryWebhook(request: Request): Promise<Response> {
    if (request.method !== "POST") return json(405, { error: "POST only" });
    if (!secret) return json(404, { error: "Delivery reports are not configured" });
    if (!sameSecret(request.headers.get("x-webhook-secret"), secret)) {
      logger.warn("message delivery report refused: wrong or missing x-webhook-secret");
      return json(401, { error: "Bad signature" });
    }
    const text = await request.text();
    if (text.length > MAX_BODY_BYTES) return json(413, { error: "Too large" });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json(400, { error: "The body is not JSON" });
    }
    let applied = 0;
    for (const report of reportsOf(body)) {
      const transition = TRANSITIONS[report.status];
      if (!transition) continue;
      const updated = await db
        .update(messages)
        .set({
          status: transition.to,
          statusAt: now(),
          ...(transition.to === "failed" ? { lastError: `provider: ${report.reason ?? report.status}` } : {}),
        })
        .where(
          and(
            eq(messages.providerMessageId, report.id),
            inArray(messages.channel, ["whatsapp", "sms"]),
            inArray(messages.status, transition.from),
          ),
        )
        .returning({ id: messages.id });
      applied += updated.length;
    }
    return json(200, { ok: true, applied });
  };
}
