// The moderation queue of travellers' reviews (docs/api.md, "Reviews from travellers who went"): staff
// read the reviews by state, approve one (it is published, dated the day of approval) or reject it with
// a reason its writer sees on their link, and reply under it in public. Every decision and reply is
// audited in the transaction that makes it. A review is published only while `approved`.
import type { Database } from "@parvat/db/client";
import { bookings, events, type ReviewStatus, reviewInvites, reviews, treks, users } from "@parvat/db/schema";
import { businessToday } from "@parvat/domain/business-dates";
import { REVIEW_REJECTION_REASON_MAX, REVIEW_REPLY_MAX } from "@parvat/domain/review";
import { and, asc, desc, eq, isNotNull, type SQL } from "drizzle-orm";
import { recordAudit } from "../audit/audit.ts";

export const ADMIN_REVIEWS_PAGE = 100;

export interface AdminReviewRow {
  id: number;
  status: ReviewStatus;
  stars: number;
  text: string;
  userName: string;
  heldFor: string | null;
  submittedAt: Date | null;
  editedAt: Date | null;
  decidedAt: Date | null;
  decidedByName: string | null;
  rejectionReason: string | null;
  reply: string | null;
  trekName: string;
  trekSlug: string;
  wentOn: string | null;
  bookingReference: string | null;
  photos: { id: number; checksum: string; width: number; height: number; alt: string; dominantColor: string }[];
}

/**
 * Reviews written by travellers (the demo's own are not moderated), of one state or all: those
 * waiting oldest first (a queue), the decided newest first.
 */
export async function listReviews(
  db: Database,
  { status = null, id }: { status?: ReviewStatus | null; id?: number },
): Promise<AdminReviewRow[]> {
  const conditions: SQL[] = [isNotNull(reviews.submittedAt)];
  if (status) conditions.push(eq(reviews.status, status));
  if (id !== undefined) conditions.push(eq(reviews.id, id));
  const waiting = status === "pending" || status === "held";
  const rows = await db
    .select({
      id: reviews.id,
      status: reviews.status,
      stars: reviews.starRating,
      text: reviews.review,
      userName: reviews.userName,
      heldFor: reviews.heldFor,
      submittedAt: reviews.submittedAt,
      editedAt: reviews.editedAt,
      decidedAt: reviews.decidedAt,
      decidedByName: users.firstName,
      rejectionReason: reviews.rejectionReason,
      reply: reviews.reply,
      trekName: treks.name,
      trekSlug: treks.slug,
      wentOn: events.startDate,
      bookingReference: bookings.reference,
    })
    .from(reviews)
    .innerJoin(treks, eq(treks.id, reviews.trekId))
    .leftJoin(events, eq(events.id, reviews.eventId))
    .leftJoin(reviewInvites, eq(reviewInvites.reviewId, reviews.id))
    .leftJoin(bookings, eq(bookings.id, reviewInvites.bookingId))
    .leftJoin(users, eq(users.id, reviews.decidedBy))
    .where(and(...conditions))
    .orderBy(waiting ? asc(reviews.submittedAt) : desc(reviews.submittedAt), asc(reviews.id))
    .limit(ADMIN_REVIEWS_PAGE);
  const images = rows.length
    ? await db.query.reviewImages.findMany({
        where: { reviewId: { in: rows.map((row) => row.id) } },
        orderBy: { position: "asc", id: "asc" },
        with: { media: true },
      })
    : [];
  return rows.map((row) => ({
    ...row,
    status: row.status as ReviewStatus,
    photos: images
      .filter((image) => image.reviewId === row.id)
      .map(({ media }) => ({
        id: media.id,
        checksum: media.checksum,
        width: media.width,
        height: media.height,
        alt: media.alt,
        dominantColor: media.dominantColor,
      })),
  }));
}

export async function findReview(db: Database, id: number): Promise<AdminReviewRow | null> {
  return (await listReviews(db, { id }))[0] ?? null;
}

export type ModerationDecision = "approve" | "reject";

export type ModerateOutcome =
  | { ok: true }
  | {
      ok: false;
      reason: "not-found" | "reason-needed" | "reason-too-long" | "already-decided" | "not-a-travellers-review";
    };

export async function moderateReview(
  { db, now, timeZone }: { db: Database; now: () => Date; timeZone: string },
  staffUserId: number,
  id: number,
  decision: ModerationDecision,
  reasonGiven: string | null,
): Promise<ModerateOutcome> {
  const reason = reasonGiven?.trim() || null;
  if (decision === "reject" && !reason) return { ok: false, reason: "reason-needed" };
  if (reason && reason.length > REVIEW_REJECTION_REASON_MAX) return { ok: false, reason: "reason-too-long" };
  return db.transaction(async (tx): Promise<ModerateOutcome> => {
    const [current] = await tx
      .select({
        status: reviews.status,
        rejectionReason: reviews.rejectionReason,
        publishDate: reviews.publishDate,
        submittedAt: reviews.submittedAt,
      })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for("update");
    if (!current) return { ok: false, reason: "not-found" };
    if (current.submittedAt === null) return { ok: false, reason: "not-a-travellers-review" };
    const status: ReviewStatus = decision === "approve" ? "approved" : "rejected";
    if (current.status === status) return { ok: false, reason: "already-decided" };
    const at = now();
    const next = {
      status,
      rejectionReason: decision === "reject" ? reason : null,
      // A review is dated the day it was published.
      publishDate: decision === "approve" ? businessToday(timeZone, at) : current.publishDate,
    };
    await tx
      .update(reviews)
      .set({ ...next, decidedAt: at, decidedBy: staffUserId })
      .where(eq(reviews.id, id));
    await recordAudit(tx, {
      staffUserId,
      action: decision === "approve" ? "approve-review" : "reject-review",
      entity: "review",
      entityId: String(id),
      before: { status: current.status, rejectionReason: current.rejectionReason },
      after: { status: next.status, rejectionReason: next.rejectionReason },
    });
    return { ok: true };
  });
}

export type ReplyOutcome = { ok: true } | { ok: false; reason: "not-found" | "too-long" | "nothing-to-change" };

/** Writes, changes or (with an empty text) removes the operator's public reply under a review. */
export async function replyToReview(
  { db, now }: { db: Database; now: () => Date },
  staffUserId: number,
  id: number,
  text: string,
): Promise<ReplyOutcome> {
  const reply = text.trim() || null;
  if (reply && reply.length > REVIEW_REPLY_MAX) return { ok: false, reason: "too-long" };
  return db.transaction(async (tx): Promise<ReplyOutcome> => {
    const [current] = await tx.select({ reply: reviews.reply }).from(reviews).where(eq(reviews.id, id)).for("update");
    if (!current) return { ok: false, reason: "not-found" };
    if (current.reply === reply) return { ok: false, reason: "nothing-to-change" };
    const at = now();
    await tx
      .update(reviews)
      .set({ reply, repliedAt: reply ? at : null, repliedBy: reply ? staffUserId : null })
      .where(eq(reviews.id, id));
    await recordAudit(tx, {
      staffUserId,
      action: reply ? "reply-to-review" : "remove-review-reply",
      entity: "review",
      entityId: String(id),
      before: { reply: current.reply },
      after: { reply },
    });
    return { ok: true };
  });
}
