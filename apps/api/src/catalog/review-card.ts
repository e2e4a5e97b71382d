// Recent reviews across every trip, for the home page: what travellers said, with the trip it was
// about. A variant of the reviews table: the trek page's Review type stays its own.
import { builder } from "../builder.ts";
import { UserError } from "../errors.ts";

export const MAX_RECENT_REVIEWS = 24;

export const ReviewCard = builder.drizzleObject("reviews", {
  variant: "ReviewCard",
  description: "A review as a card: the text, the rating, who wrote it and the trip it is about.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    review: t.exposeString("review"),
    star_rating: t.exposeInt("starRating", { description: "1 to 5." }),
    publish_date: t.expose("publishDate", { type: "Date" }),
    user_name: t.exposeString("userName"),
    user_photo: t.relation("userPhoto", { nullable: true }),
    trek: t.relation("trek", { description: "The trip reviewed." }),
  }),
});

builder.queryField("recentReviews", (t) =>
  t.drizzleField({
    publicAnswer: true,
    type: [ReviewCard],
    description: "The newest reviews of trips on offer, newest first.",
    args: {
      limit: t.arg.int({ defaultValue: 6, description: `At most ${MAX_RECENT_REVIEWS}.` }),
      min_rating: t.arg.int({ defaultValue: 1, description: "Only reviews with at least this many stars." }),
    },
    complexity: (args) => ({ field: 1, multiplier: Math.min(args.limit ?? 6, MAX_RECENT_REVIEWS) }),
    resolve: (query, _root, args, { db }) => {
      const limit = args.limit ?? 6;
      if (limit < 0 || limit > MAX_RECENT_REVIEWS) {
        throw new UserError(`limit must be between 0 and ${MAX_RECENT_REVIEWS}.`, {
          code: "BAD_USER_INPUT",
          field: "limit",
        });
      }
      const minRating = args.min_rating ?? 1;
      if (minRating < 0 || minRating > 5) {
        throw new UserError("min_rating is a number of stars from 0 to 5.", {
          code: "BAD_USER_INPUT",
          field: "min_rating",
        });
      }
      return db.query.reviews.findMany(
        query({
          where: { status: "approved", starRating: { gte: minRating }, trek: { status: "active" } },
          orderBy: { publishDate: "desc", id: "desc" },
          limit,
        }),
      );
    },
  }),
);
