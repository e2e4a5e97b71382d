// Travellers' reviews of a trek, with their photos: only approved ones are ever read here (the
// moderation queue is the back office's, reviews/admin-reviews.ts). A review written through an
// invitation names the departure its writer went on: "Went in December 2026 · verified booking".
import { reviewImages, type reviews } from "@parvat/db/schema";
import { asc, desc, sql } from "drizzle-orm";
import { builder } from "../builder.ts";
import { Image } from "../media/image.ts";

export const REVIEW_SORTS = ["newest", "highest", "lowest", "with-photos"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const ReviewSortEnum = builder.enumType("ReviewSort", {
  description: "How a trip's reviews are listed.",
  values: {
    NEWEST: { value: "newest", description: "Newest first." },
    HIGHEST: { value: "highest", description: "Most stars first, newest first among equals." },
    LOWEST: { value: "lowest", description: "Fewest stars first, newest first among equals." },
    WITH_PHOTOS: { value: "with-photos", description: "Only reviews with photos, newest first." },
  } satisfies Record<string, { value: ReviewSort; description: string }>,
});

type ReviewColumns = typeof reviews._.columns;
const hasPhotos = (review: ReviewColumns) =>
  sql`exists (select 1 from ${reviewImages} where ${reviewImages.reviewId} = ${review.id})`;

/** The where and order of a trip's published reviews, listed as `sort` says. */
export function reviewsInOrder(sort: ReviewSort) {
  return {
    where:
      sort === "with-photos"
        ? { status: "approved", RAW: (review: ReviewColumns) => hasPhotos(review) }
        : { status: "approved" },
    orderBy: (review: ReviewColumns) => {
      const newest = [desc(review.publishDate), desc(review.id)];
      if (sort === "highest") return [desc(review.starRating), ...newest];
      if (sort === "lowest") return [asc(review.starRating), ...newest];
      return newest;
    },
  };
}

export const Review = builder.drizzleObject("reviews", {
  name: "Review",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    review: t.exposeString("review", { description: "The text of the review." }),
    star_rating: t.exposeInt("starRating", { description: "1 to 5." }),
    publish_date: t.expose("publishDate", { type: "Date" }),
    user_name: t.exposeString("userName"),
    user_photo: t.relation("userPhoto", { nullable: true }),
    went_on: t.field({
      type: "Date",
      nullable: true,
      description:
        "The first day of the departure its writer went on, when the review came from a traveller's booking (a verified booking); null for others.",
      select: { with: { event: { columns: { startDate: true } } } },
      resolve: (review) => review.event?.startDate ?? null,
    }),
    reply: t.exposeString("reply", { nullable: true, description: "The operator's public reply, if any." }),
    images: t.field({
      type: [Image],
      description: "Photos the traveller shared, in order.",
      complexity: { field: 1, multiplier: 3 },
      select: (_args, _context, nestedSelection) => ({
        with: { images: { orderBy: { position: "asc", id: "asc" }, with: { media: nestedSelection() } } },
      }),
      resolve: (review) => review.images.map((image) => image.media),
    }),
  }),
});
