// Travellers' reviews of a trek, with their photos.
import { builder } from "../builder.ts";
import { Image } from "../media/image.ts";

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
