// POST /api/messages/webhooks/msg91/{secret}: MSG91's delivery reports of the SMS and WhatsApp
// messages the outbox sent, in the formats MSG91 sends (docs/api.md, "Outside services", cites its
// help pages):
//   - SMS, the webhook of MSG91's SMS settings (v2): form-encoded, `data` a JSON array of
//     {requestId, report: [{number, status, desc, failedReason, date}]}, status a numeric code
//     (1 delivered; 2 failed; 9 NDNC; 16 and 25 rejected; 17 a blocked number);
//   - SMS, v3: JSON, one {requestId, number, status, desc} per report, the same codes;
//   - WhatsApp, MSG91's "Webhook (New)" with its outbound reports: JSON, one report per recipient,
//     {requestId, status: sent | delivered | read | failed, uuid, reason or failureReason, ...}, the
//     parameters the operator chose (requestId and status at least);
//   and a JSON list of any of these.
// MSG91 offers no header of ours on these requests, so the URL is the credential: its last segment
// is MSG91_WHATSAPP_WEBHOOK_SECRET, compared in constant time; a wrong or missing one is a 404 that
// changes nothing (and the request log never shows it: apps/web/server/request-logging.ts).
//
// A report names the request id MSG91 answered when it took the message. Statuses only move
// forward (sent, delivered, read); a failure reported of a message sent (not yet delivered) sends it
// again by the next channel (send.ts leaves out the channels in failed_channels), once however
// often MSG91 repeats the report. Reports of messages we do not know are acknowledged and dropped
// (MSG91 would otherwise retry them for ever).
import { createHash, timingSafeEqual } from "node:crypto";
import type { Database } from "@parvat/db/client";
import { messages } from "@parvat/db/schema";
import { and, eq, inArray, sql } from "drizzle-orm";
import { enqueueJobs, job } from "../jobs/jobs.ts";
import type { Logger } from "../logger.ts";
import { MESSAGE_MAX_ATTEMPTS } from "./outbox.ts";

/** The path MSG91 is given, without its last segment (the secret). */
export const MESSAGE_WEBHOOK_PREFIX = "/api/messages/webhooks/msg91/";
const MAX_BODY_BYTES = 256 * 1024;

type ReportStatus = "delivered" | "read" | "failed";

/** MSG91's numeric SMS report codes that are final, as its help page lists them. */
const SMS_CODES: Record<string, { status: ReportStatus; reason: string }> = {
  "1": { status: "delivered", reason: "Delivered" },
  "2": { status: "failed", reason: "Failed" },
  "9": { status: "failed", reason: "NDNC (the number is on the do-not-disturb register)" },
  "16": { status: "failed", reason: "Rejected" },
  "17": { status: "failed", reason: "Blocked number" },
  "25": { status: "failed", reason: "Rejected" },
};

/** WhatsApp's status words (and the SMS ones some formats spell out). */
const WORDS: Record<string, ReportStatus> = {
  delivered: "delivered",
  read: "read",
  failed: "failed",
  rejected: "failed",
  undelivered: "failed",
};

/** Which statuses a report may replace. */
const FROM: Record<ReportStatus, string[]> = {
  delivered: ["sent"],
  read: ["sent", "delivered"],
  failed: ["sent"],
};

export interface DeliveryReport {
  /** MSG91's request id for the message. */
  id: string;
  status: ReportStatus;
  reason: string | null;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
const textOrNumber = (value: unknown) => (typeof value === "number" ? String(value) : text(value));

/** One report in any of MSG91's shapes, or null (a status that is not final, or no request id). */
function reportOf(id: string | null, record: Record<string, unknown>): DeliveryReport | null {
  const status = textOrNumber(record.status);
  if (!id || !status) return null;
  const given = text(record.failedReason) ?? text(record.failureReason) ?? text(record.reason);
  const code = SMS_CODES[status];
  if (code) return { id, status: code.status, reason: given ?? text(record.desc) ?? code.reason };
  const word = WORDS[status.toLowerCase()];
  return word ? { id, status: word, reason: given ?? text(record.desc) ?? null } : null;
}

/** Every final report in a body MSG91 sent (already parsed: form fields or JSON). */
export function reportsOf(body: unknown): DeliveryReport[] {
  if (typeof body === "string") {
    try {
      return reportsOf(JSON.parse(body));
    } catch {
      return [];
    }
  }
  if (Array.isArray(body)) return body.flatMap(reportsOf);
  if (!body || typeof body !== "object") return [];
  const record = body as Record<string, unknown>;
  // v2: {data: "[...]"} (form-encoded, or the same as JSON).
  if ("data" in record && !("requestId" in record)) return reportsOf(record.data);
  const id = text(record.requestId) ?? text(record.request_id);
  // v2's entries: one report per number of the request.
  if (Array.isArray(record.report)) {
    return record.report.flatMap((entry) =>
      entry && typeof entry === "object" ? (reportOf(id, entry as Record<string, unknown>) ?? []) : [],
    );
  }
  return [reportOf(id, record)].filter((report): report is DeliveryReport => report !== null);
}

function sameSecret(given: string, secret: string): boolean {
  // Hashes first: equal lengths for timingSafeEqual, and nothing learnt from the length.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** The request's body as MSG91 sent it: form fields (v2) or JSON. */
async function bodyOf(request: Request): Promise<unknown> {
  const raw = await request.text();
  if (raw.length > MAX_BODY_BYTES) throw new RangeError("too large");
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
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

  /** Applies one report; answers whether it changed a message. */
  async function apply(report: DeliveryReport): Promise<boolean> {
    const at = now();
    const matches = and(
      eq(messages.providerMessageId, report.id),
      inArray(messages.channel, ["whatsapp", "sms"]),
      inArray(messages.status, FROM[report.status]),
    );
    if (report.status !== "failed") {
      const updated = await db
        .update(messages)
        .set({ status: report.status, statusAt: at })
        .where(matches)
        .returning({ id: messages.id });
      return updated.length > 0;
    }
    // Failed after the provider took it: queued again for the next channel, in one transaction.
    return db.transaction(async (tx) => {
      const [failed] = await tx
        .update(messages)
        .set({
          status: "queued",
          statusAt: at,
          lastError: sql`concat_ws('; ', ${messages.lastError}, ${messages.channel} || ${`: reported undelivered (${report.reason ?? "failed"})`})`,
          failedChannels: sql`array_append(${messages.failedChannels}, ${messages.channel})`,
          attempts: 0,
        })
        .where(matches)
        .returning({ id: messages.id, channel: messages.channel });
      if (!failed) return false;
      await enqueueJobs(tx, [
        job("message", { messageId: failed.id }, at, {
          key: `message:${failed.id}:after-${failed.channel}`,
          maxAttempts: MESSAGE_MAX_ATTEMPTS,
        }),
      ]);
      logger.info({ messageId: failed.id, channel: failed.channel }, "message undelivered; trying the next channel");
      return true;
    });
  }

  return async function deliveryWebhook(request: Request): Promise<Response> {
    if (request.method !== "POST") return json(405, { error: "POST only" });
    // The secret is letters, digits, - and _ (env.ts): nothing to decode.
    const given = new URL(request.url).pathname.slice(MESSAGE_WEBHOOK_PREFIX.length);
    if (!secret || !sameSecret(given, secret)) {
      logger.warn("message delivery report refused: wrong or missing secret in its address");
      return json(404, { error: "Not found" });
    }
    let body: unknown;
    try {
      body = await bodyOf(request);
    } catch {
      return json(413, { error: "Too large" });
    }
    let applied = 0;
    for (const report of reportsOf(body)) if (await apply(report)) applied += 1;
    return json(200, { ok: true, applied });
  };
}
