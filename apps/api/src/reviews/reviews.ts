// A traveller's review through their invitation's link (review-invites.ts sends it). The link's token
// is the only credential: it names one traveller on one departure. It is either the random token the
// message carried (only its hash is stored) or, for the signed-in traveller's booking card, the
// invitation's id signed by the server (accounts/signed-ids.ts): both open the same invitation. Its rules:
//   - the traveller must still be allowed (eligibility.ts) whenever the link is used;
//   - one review per invitation, so per traveller per departure (REVIEW_EXISTS for a second);
//   - a review can be written until the link expires (REVIEW_INVITE_DAYS after the departure ends),
//     then changed for REVIEW_EDIT_DAYS after it was first sent, when the link expires for good;
//   - nothing is published before staff approve it: a new or changed review waits as `pending`, or
//     `held` when its text carries a phone number, an email address or a link (domain/review.ts);
//   - photos were uploaded with the same link (review-photos.ts) and belong to no other review.
import type { Database, Transaction } from "@parvat/db/client";
import {
  bookingParticipants,
  events,
  mediaUploads,
  reviewImages,
  reviewInvites,
  reviews,
  treks,
} from "@parvat/db/schema";
import { businessToday, type IsoDate } from "@parvat/domain/business-dates";
import { REVIEW_EDIT_DAYS, type ReviewInput, reviewHoldReasons } from "@parvat/domain/review";
import { and, eq, gt, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Accounts } from "../accounts/accounts.ts";
import { isEligible } from "./eligibility.ts";
import { hashInviteToken } from "./review-invites.ts";

export interface ReviewParts {
  db: Database;
  now: () => Date;
  timeZone: string;
  accounts: Pick<Accounts, "reviewInviteIds">;
}

/** The invitation a link's token names: a signed id (a booking card's link), else the message's token. */
function inviteOfToken(accounts: ReviewParts["accounts"], token: string): SQL {
  const signedId = accounts.reviewInviteIds.read(token);
  return signedId === null ? eq(reviewInvites.tokenHash, hashInviteToken(token)) : eq(reviewInvites.id, signedId);
}

const DAY_MS = 86_400_000;

export interface InviteDetails {
  inviteId: number;
  trekName: string;
  trekSlug: string;
  wentOn: IsoDate;
  travellerName: string;
  /** Until when the link works: to write the review, or, once written, to change it. */
  expiresAt: Date;
  review: {
    id: number;
    stars: number;
    text: string;
    status: string;
    rejectionReason: string | null;
    photos: { id: number; checksum: string; width: number; height: number; alt: string; dominantColor: string }[];
  } | null;
}

export type InviteOutcome = { ok: true; invite: InviteDetails } | { ok: false; reason: "not-allowed" | "expired" };

type InviteRow = typeof reviewInvites.$inferSelect;

/** The invitation a token names, if it is one and its traveller may still use it. */
async function usableInvite(
  tx: Database | Transaction,
  { accounts, timeZone }: Pick<ReviewParts, "accounts" | "timeZone">,
  token: string,
  at: Date,
  { lock = false } = {},
): Promise<{ ok: true; invite: InviteRow } | { ok: false; reason: "not-allowed" | "expired" }> {
  const query = tx.select().from(reviewInvites).where(inviteOfToken(accounts, token));
  const [invite] = lock ? await query.for("update") : await query;
  if (!invite) return { ok: false, reason: "not-allowed" };
  if (!(await isEligible(tx, invite.participantId, businessToday(timeZone, at)))) {
    return { ok: false, reason: "not-allowed" };
  }
  if (invite.expiresAt <= at) return { ok: false, reason: "expired" };
  return { ok: true, invite };
}

/** What the review page shows for a link: the trip, the traveller, and their review if written. */
export async function findInvite(parts: ReviewParts, token: string): Promise<InviteOutcome> {
  const { db, now } = parts;
  const found = await usableInvite(db, parts, token, now());
  if (!found.ok) return found;
  const { invite } = found;
  const [trip] = await db
    .select({ name: treks.name, slug: treks.slug, startDate: events.startDate })
    .from(events)
    .innerJoin(treks, eq(treks.id, events.trekId))
    .where(eq(events.id, invite.eventId));
  if (!trip) return { ok: false, reason: "not-allowed" };
  const review = invite.reviewId
    ? await db.query.reviews.findFirst({
        where: { id: invite.reviewId },
        with: { images: { orderBy: { position: "asc", id: "asc" }, with: { media: true } } },
      })
    : undefined;
  return {
    ok: true,
    invite: {
      inviteId: invite.id,
      trekName: trip.name,
      trekSlug: trip.slug,
      wentOn: trip.startDate,
      travellerName: invite.travellerName,
      expiresAt: invite.expiresAt,
      review: review
        ? {
            id: review.id,
            stars: review.starRating,
            text: review.review,
            status: review.status,
            rejectionReason: review.rejectionReason,
            photos: review.images.map(({ media }) => ({
              id: media.id,
              checksum: media.checksum,
              width: media.width,
              height: media.height,
              alt: media.alt,
              dominantColor: media.dominantColor,
            })),
          }
        : null,
    },
  };
}

export type WriteReviewOutcome =
  | { ok: true; reviewId: number; status: "pending" | "held" }
  | { ok: false; reason: "not-allowed" | "expired" | "exists" | "no-review" | "unknown-photo" };

/** The photos, in order, if every one was uploaded with this invitation and belongs to no other review. */
async function photosOf(tx: Transaction, inviteId: number, photoIds: readonly number[], reviewId: number | null) {
  if (photoIds.length === 0) return true;
  const uploaded = await tx
    .select({ id: mediaUploads.mediaId })
    .from(mediaUploads)
    .leftJoin(reviewImages, eq(reviewImages.mediaId, mediaUploads.mediaId))
    .where(
      and(
        inArray(mediaUploads.mediaId, [...photoIds]),
        eq(mediaUploads.uploadedFor, inviteId),
        reviewId === null ? isNull(reviewImages.id) : or(isNull(reviewImages.id), eq(reviewImages.reviewId, reviewId)),
      ),
    );
  return new Set(uploaded.map((row) => row.id)).size === photoIds.length;
}

/** What moderation must know of a text: held (and why) or simply waiting. */
function moderationOf(text: string) {
  const heldFor = reviewHoldReasons(text);
  return { status: heldFor ? ("held" as const) : ("pending" as const), heldFor };
}

/** Writes the traveller's review of their departure: once per invitation. */
export async function submitReview(parts: ReviewParts, token: string, input: ReviewInput): Promise<WriteReviewOutcome> {
  return parts.db.transaction(async (tx): Promise<WriteReviewOutcome> => {
    const at = parts.now();
    // Locked: two sends of the same form at once write one review.
    const found = await usableInvite(tx, parts, token, at, { lock: true });
    if (!found.ok) {
      // A written review outlives its link's first life: say it exists rather than that the link expired.
      if (found.reason === "expired") {
        const [row] = await tx
          .select({ reviewId: reviewInvites.reviewId })
          .from(reviewInvites)
          .where(inviteOfToken(parts.accounts, token));
        if (row?.reviewId) return { ok: false, reason: "exists" };
      }
      return found;
    }
    const { invite } = found;
    if (invite.reviewId !== null) return { ok: false, reason: "exists" };
    if (!(await photosOf(tx, invite.id, input.photoIds, null))) return { ok: false, reason: "unknown-photo" };
    const moderation = moderationOf(input.text);
    const [review] = await tx
      .insert(reviews)
      .values({
        trekId: invite.trekId,
        eventId: invite.eventId,
        review: input.text,
        starRating: input.stars,
        publishDate: businessToday(parts.timeZone, at),
        userName: invite.travellerName,
        ...moderation,
        submittedAt: at,
      })
      .returning({ id: reviews.id });
    const reviewId = review!.id;
    await attachPhotos(tx, reviewId, input.photoIds);
    // From now on the link is for changing the review, for REVIEW_EDIT_DAYS.
    await tx
      .update(reviewInvites)
      .set({ reviewId, expiresAt: new Date(at.getTime() + REVIEW_EDIT_DAYS * DAY_MS) })
      .where(eq(reviewInvites.id, invite.id));
    return { ok: true, reviewId, status: moderation.status };
  });
}

/** Changes the traveller's review (within REVIEW_EDIT_DAYS of writing it); it waits for approval again. */
export async function editReview(parts: ReviewParts, token: string, input: ReviewInput): Promise<WriteReviewOutcome> {
  return parts.db.transaction(async (tx): Promise<WriteReviewOutcome> => {
    const at = parts.now();
    const found = await usableInvite(tx, parts, token, at, { lock: true });
    if (!found.ok) return found;
    const { invite } = found;
    if (invite.reviewId === null) return { ok: false, reason: "no-review" };
    const reviewId = invite.reviewId;
    if (!(await photosOf(tx, invite.id, input.photoIds, reviewId))) return { ok: false, reason: "unknown-photo" };
    const moderation = moderationOf(input.text);
    await tx
      .update(reviews)
      .set({
        review: input.text,
        starRating: input.stars,
        ...moderation,
        editedAt: at,
        decidedAt: null,
        decidedBy: null,
        rejectionReason: null,
      })
      .where(eq(reviews.id, reviewId));
    await tx.delete(reviewImages).where(eq(reviewImages.reviewId, reviewId));
    await attachPhotos(tx, reviewId, input.photoIds);
    return { ok: true, reviewId, status: moderation.status };
  });
}

async function attachPhotos(tx: Transaction, reviewId: number, photoIds: readonly number[]) {
  if (photoIds.length === 0) return;
  await tx.insert(reviewImages).values(photoIds.map((mediaId, position) => ({ reviewId, mediaId, position })));
}

/** The invitation behind an upload: the photo is stored only for a link that could write or change a review. */
export async function inviteForUpload(parts: ReviewParts, token: string) {
  return usableInvite(parts.db, parts, token, parts.now());
}

/**
 * The review a booking's account can write or change from its booking card: the lead traveller's
 * invitation (the one its message went to the account for), while its link would still work. The
 * token is the invitation's id signed by the server, so the card needs no copy of the message's link.
 */
export async function reviewOfBooking(
  parts: ReviewParts,
  bookingId: number,
): Promise<{ token: string; written: boolean } | null> {
  const at = parts.now();
  const [invite] = await parts.db
    .select({ id: reviewInvites.id, participantId: reviewInvites.participantId, reviewId: reviewInvites.reviewId })
    .from(reviewInvites)
    .innerJoin(bookingParticipants, eq(bookingParticipants.id, reviewInvites.participantId))
    .where(
      and(eq(reviewInvites.bookingId, bookingId), eq(bookingParticipants.position, 0), gt(reviewInvites.expiresAt, at)),
    );
  if (!invite || !(await isEligible(parts.db, invite.participantId, businessToday(parts.timeZone, at)))) return null;
  return { token: parts.accounts.reviewInviteIds.sign(invite.id), written: invite.reviewId !== null };
}
