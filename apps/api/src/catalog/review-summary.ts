// The overall rating travellers give (docs/api.md, "Reviews from travellers who went"): computed from every approved review of the trips on offer,
// so the About and home pages cannot claim a figure the trip pages do not bear out.
import { reviews, treks } from "@parvat/db/schema";
import { and, eq, sql } from "drizzle-orm";
import { builder } from "../builder.ts";

interface ReviewSummary {
  averageRating: number | null;
  reviewCount: number;
}

const ReviewSummaryRef = builder.objectRef<ReviewSummary>("ReviewSummary").implement({
  description: "Every review of the trips on offer, summed up.",
  fields: (t) => ({
    average_rating: t.exposeFloat("averageRating", {
      nullable: true,
      description: "The average star rating, to one decimal (as trip cards show theirs); null without reviews.",
    }),
    review_count: t.exposeInt("reviewCount"),
  }),
});

builder.queryField("reviewSummary", (t) =>
  t.field({
    publicAnswer: true,
    type: ReviewSummaryRef,
    description: "The overall rating of the trips on offer, from their reviews.",
    resolve: async (_root, _args, { db }) => {
      const [row] = await db
        .select({
          averageRating: sql<number | null>`round(avg(${reviews.starRating})::numeric, 1)::float8`,
          reviewCount: sql<number>`count(*)::int`,
        })
        .from(reviews)
        .innerJoin(treks, eq(treks.id, reviews.trekId))
        .where(and(eq(treks.status, "active"), eq(reviews.status, "approved")));
      return {
        averageRating:
          row?.averageRating === null || row?.averageRating === undefined ? null : Number(row.averageRating),
        reviewCount: Number(row?.reviewCount ?? 0),
      };
    },
  }),
);
