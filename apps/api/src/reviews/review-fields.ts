// The traveller's side of reviews (docs/api.md, "Reviews from travellers who went"), to the mutation
// template (docs/decisions/0007-mutation-template.md): the link's token is the credential, so these
// need no login. reviewInvite(token) reads what the review page shows; submitReview writes the
// review once; editReview changes it within 30 days. A photo is uploaded first, over HTTP
// (review-photos.ts), and named here by the id that answered.
import {
  parseReviewInput,
  REVIEW_EDIT_DAYS,
  REVIEW_INVITE_DAYS,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from "@parvat/domain/review";
import { Booking } from "../bookings/booking-fields.ts";
import { builder } from "../builder.ts";
import type { Context } from "../context.ts";
import { invalidInput, UserError } from "../errors.ts";
import { Image } from "../media/image.ts";
import {
  editReview,
  findInvite,
  type InviteDetails,
  reviewOfBooking,
  submitReview,
  type WriteReviewOutcome,
} from "./reviews.ts";

type WrittenReview = NonNullable<InviteDetails["review"]>;

const MyReviewRef = builder.objectRef<WrittenReview>("MyReview").implement({
  description: "The review written with this link, as its writer sees it.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    stars: t.exposeInt("stars"),
    text: t.exposeString("text"),
    status: t.exposeString("status", {
      description:
        "pending (waiting for moderation) | held (waiting: a person reads it first) | approved (published) | rejected.",
    }),
    rejection_reason: t.exposeString("rejectionReason", {
      nullable: true,
      description: "Why staff did not publish it (when rejected).",
    }),
    photos: t.field({ type: [Image], resolve: (review) => review.photos as never }),
  }),
});

const ReviewInviteRef = builder.objectRef<InviteDetails>("ReviewInvite").implement({
  description: "A traveller's invitation to review the departure they went on.",
  fields: (t) => ({
    trek_name: t.exposeString("trekName"),
    trek_slug: t.exposeString("trekSlug"),
    went_on: t.field({ type: "Date", description: "The departure's first day.", resolve: (invite) => invite.wentOn }),
    traveller_name: t.exposeString("travellerName", { description: 'How the review is signed ("Asha K.").' }),
    expires_at: t.string({
      description: `Until when the link works (ISO 8601): ${REVIEW_INVITE_DAYS} days after the departure to write the review, then ${REVIEW_EDIT_DAYS} days after writing it to change it.`,
      resolve: (invite) => invite.expiresAt.toISOString(),
    }),
    review: t.field({ type: MyReviewRef, nullable: true, resolve: (invite) => invite.review }),
  }),
});

const ReviewInputRef = builder.inputType("ReviewInput", {
  description: `A review: ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters, 1 to 5 stars, up to ${REVIEW_PHOTOS_MAX} photos uploaded with the same link.`,
  fields: (t) => ({
    stars: t.int({ required: true, description: "1 to 5." }),
    text: t.string({ required: true }),
    photoIds: t.intList({
      required: false,
      description: "Ids answered by POST /api/uploads/review-photo, in the order to show them.",
    }),
  }),
});

const ReviewReceiptRef = builder.objectRef<{ id: number; status: string }>("ReviewReceipt").implement({
  description: "A review received: it is published once staff approve it.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    status: t.exposeString("status", { description: "pending, or held when a person must read it first." }),
  }),
});

function refuseLink(reason: "not-allowed" | "expired"): never {
  if (reason === "expired") {
    throw new UserError("This review link has expired.", { code: "INVITE_EXPIRED", field: "token" });
  }
  throw new UserError("This review link is not valid: only travellers who went on the trip can review it.", {
    code: "REVIEW_NOT_ALLOWED",
    field: "token",
  });
}

builder.queryField("reviewInvite", (t) =>
  t.field({
    type: ReviewInviteRef,
    description:
      "The trip and traveller a review link is for, and the review if written. REVIEW_NOT_ALLOWED for a link we did not send (or whose traveller is no longer on a completed booking), INVITE_EXPIRED once it has expired.",
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, context) => {
      const outcome = await findInvite(context, token);
      if (!outcome.ok) refuseLink(outcome.reason);
      return outcome.invite;
    },
  }),
);

type ReviewArgs = { token: string; input: { stars: number; text: string; photoIds?: readonly number[] | null } };

async function writeReview(
  context: Context,
  args: ReviewArgs,
  write: typeof submitReview | typeof editReview,
): Promise<{ id: number; status: string }> {
  const parsed = parseReviewInput({ ...args.input, photoIds: args.input.photoIds ?? [] });
  if (!parsed.ok) throw invalidInput(parsed.errors);
  const outcome: WriteReviewOutcome = await write(context, args.token, parsed.input);
  if (outcome.ok) return { id: outcome.reviewId, status: outcome.status };
  switch (outcome.reason) {
    case "not-allowed":
    case "expired":
      return refuseLink(outcome.reason);
    case "exists":
      throw new UserError("You have already reviewed this trip; you can change your review instead.", {
        code: "REVIEW_EXISTS",
      });
    case "no-review":
      throw new UserError("There is no review to change yet: write one first.", { code: "NOT_FOUND" });
    case "unknown-photo":
      throw invalidInput({ photoIds: "A photo was not uploaded with this link; upload it again." });
  }
}

builder.mutationField("submitReview", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: ReviewReceiptRef,
    description:
      "Writes the review of the departure the link is for (once: REVIEW_EXISTS after). It is published when staff approve it. BAD_USER_INPUT (with `extensions.fields`) for stars, text or photos that break the rules; REVIEW_NOT_ALLOWED, INVITE_EXPIRED as for reviewInvite.",
    args: { token: t.arg.string({ required: true }), input: t.arg({ type: ReviewInputRef, required: true }) },
    resolve: (_root, args, context) => writeReview(context, args, submitReview),
  }),
);

builder.mutationField("editReview", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: ReviewReceiptRef,
    description: `Changes the review written with this link, within ${REVIEW_EDIT_DAYS} days of writing it (INVITE_EXPIRED after); the new text waits for approval again, and the review is off the site until then. NOT_FOUND when none was written.`,
    args: { token: t.arg.string({ required: true }), input: t.arg({ type: ReviewInputRef, required: true }) },
    resolve: (_root, args, context) => writeReview(context, args, editReview),
  }),
);

const BookingReviewRef = builder.objectRef<{ token: string; written: boolean }>("BookingReview").implement({
  description: "The review its traveller can write, or change, from the booking card.",
  fields: (t) => ({
    path: t.string({
      description:
        "The review page for this booking (`/review/<token>`): the same page as the invitation's link, opened by a token signed for this booking's account.",
      resolve: (review) => `/review/${review.token}`,
    }),
    written: t.exposeBoolean("written", { description: "Whether the review was written (then the page changes it)." }),
  }),
});

builder.drizzleObjectFields(Booking, (t) => ({
  review: t.field({
    type: BookingReviewRef,
    nullable: true,
    description: `For its own account only: the lead traveller's review of a completed booking, while its link works (${REVIEW_INVITE_DAYS} days after the trip to write it, ${REVIEW_EDIT_DAYS} after writing it to change it); null otherwise, and for staff reading someone else's booking.`,
    select: { columns: { id: true, userId: true, status: true } },
    resolve: (booking, _args, context) =>
      booking.status === "completed" && context.viewer?.userId === booking.userId
        ? reviewOfBooking(context, booking.id)
        : null,
  }),
}));
