// The moderation of travellers' reviews for staff (docs/api.md, "Reviews from travellers who went"):
// the GraphQL side of admin-reviews-service.ts, to the mutation template.
//   adminReviews(status)                            the queue, or the decided
//   adminModerateReview(id, decision, reason)       approve (publish) or reject with a reason; audited
//   adminReplyToReview(id, text)                    the public reply under a review; audited
import { REVIEW_STATUSES } from "@parvat/db/schema";
import { REVIEW_REJECTION_REASON_MAX, REVIEW_REPLY_MAX } from "@parvat/domain/review";
import { requireStaff } from "../accounts/require-viewer.ts";
import { builder } from "../builder.ts";
import { invalidInput, UserError } from "../errors.ts";
import { Image } from "../media/image.ts";
import {
  ADMIN_REVIEWS_PAGE,
  type AdminReviewRow,
  findReview,
  listReviews,
  moderateReview,
  replyToReview,
} from "./admin-reviews.ts";

const AdminReviewRef = builder.objectRef<AdminReviewRow>("AdminReview").implement({
  description: "A traveller's review, as moderation sees it.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    status: t.exposeString("status", { description: REVIEW_STATUSES.join(" | ") }),
    stars: t.exposeInt("stars"),
    text: t.exposeString("text"),
    user_name: t.exposeString("userName"),
    held_for: t.exposeString("heldFor", {
      nullable: true,
      description: 'Why it was held for a person to read ("a phone number, a link"); null when not held.',
    }),
    submitted_at: t.string({ nullable: true, resolve: (row) => row.submittedAt?.toISOString() ?? null }),
    edited_at: t.string({ nullable: true, resolve: (row) => row.editedAt?.toISOString() ?? null }),
    decided_at: t.string({ nullable: true, resolve: (row) => row.decidedAt?.toISOString() ?? null }),
    decided_by: t.exposeString("decidedByName", { nullable: true, description: "The staff member who decided." }),
    rejection_reason: t.exposeString("rejectionReason", { nullable: true }),
    reply: t.exposeString("reply", { nullable: true }),
    trek_name: t.exposeString("trekName"),
    trek_slug: t.exposeString("trekSlug"),
    went_on: t.field({ type: "Date", nullable: true, resolve: (row) => row.wentOn }),
    booking_reference: t.exposeString("bookingReference", { nullable: true }),
    photos: t.field({ type: [Image], resolve: (row) => row.photos as never }),
  }),
});

const ReviewStatusRef = builder.enumType("ReviewStatus", {
  description: "A traveller's review's state; only approved ones are published.",
  values: {
    PENDING: { value: "pending", description: "Waiting for moderation." },
    HELD: { value: "held", description: "Waiting: its text has a phone number, an email address or a link." },
    APPROVED: { value: "approved", description: "Published." },
    REJECTED: { value: "rejected", description: "Not published; its writer sees the reason." },
  },
});

const ModerationDecisionRef = builder.enumType("ReviewDecision", {
  values: {
    APPROVE: { value: "approve", description: "Publish it." },
    REJECT: { value: "reject", description: "Do not publish it (a reason is required)." },
  },
});

builder.queryField("adminReviews", (t) =>
  t.field({
    type: [AdminReviewRef],
    description: `Staff only: travellers' reviews of one state (all when absent), ${ADMIN_REVIEWS_PAGE} at most; those waiting oldest first, the others newest first.`,
    args: { status: t.arg({ type: ReviewStatusRef, required: false }) },
    complexity: { field: 1, multiplier: 4 },
    resolve: (_root, { status }, context) => {
      requireStaff(context);
      return listReviews(context.db, { status: status ?? null });
    },
  }),
);

function notFound(): never {
  throw new UserError("We could not find this review.", { code: "NOT_FOUND", field: "id" });
}

builder.mutationField("adminModerateReview", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: AdminReviewRef,
    description: `Staff only: approves a traveller's review (published at once, dated today) or rejects it with a reason its writer sees (up to ${REVIEW_REJECTION_REASON_MAX} characters); a decision can be changed later. Audited. BAD_USER_INPUT for a rejection without a reason or a decision already in force; NOT_FOUND for an unknown id.`,
    args: {
      id: t.arg.int({ required: true }),
      decision: t.arg({ type: ModerationDecisionRef, required: true }),
      reason: t.arg.string({ required: false }),
    },
    resolve: async (_root, { id, decision, reason }, context) => {
      const viewer = requireStaff(context);
      const outcome = await moderateReview(context, viewer.userId, id, decision, reason ?? null);
      if (!outcome.ok) {
        switch (outcome.reason) {
          case "not-found":
          case "not-a-travellers-review":
            return notFound();
          case "reason-needed":
            throw invalidInput({ reason: "Say why the review is not published: its writer will read it." });
          case "reason-too-long":
            throw invalidInput({ reason: `A reason has at most ${REVIEW_REJECTION_REASON_MAX} characters.` });
          case "already-decided":
            throw invalidInput({
              decision: `The review is already ${decision === "approve" ? "approved" : "rejected"}.`,
            });
        }
      }
      return (await findReview(context.db, id)) ?? notFound();
    },
  }),
);

builder.mutationField("adminReplyToReview", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: AdminReviewRef,
    description: `Staff only: the operator's public reply under a review (up to ${REVIEW_REPLY_MAX} characters), shown once the review is approved; an empty text removes it. Audited. BAD_USER_INPUT for a text too long or unchanged; NOT_FOUND for an unknown id.`,
    args: { id: t.arg.int({ required: true }), text: t.arg.string({ required: true }) },
    resolve: async (_root, { id, text }, context) => {
      const viewer = requireStaff(context);
      const outcome = await replyToReview(context, viewer.userId, id, text);
      if (!outcome.ok) {
        switch (outcome.reason) {
          case "not-found":
            return notFound();
          case "too-long":
            throw invalidInput({ text: `A reply has at most ${REVIEW_REPLY_MAX} characters.` });
          case "nothing-to-change":
            throw invalidInput({ text: "The reply is already this." });
        }
      }
      return (await findReview(context.db, id)) ?? notFound();
    },
  }),
);
