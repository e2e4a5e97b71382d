// Attractions (SPEC.md section 3): a place worth seeing, at /attractions/{slug}, with its pictures,
// the campsites it is visited from, its FAQs, and similar activities, attractions and treks.
import { builder } from "../builder.ts";
import { Image } from "../media/image.ts";
import { Activity } from "./activity.ts";
import { Campsite } from "./campsite.ts";
import { Faq, faqsInOrder } from "./faq.ts";
import { ListingCard, listingWhere } from "./listing-card.ts";

/** Similar things shown on an attraction page, of each kind. */
export const SIMILAR_LIMIT = 4;

/** Rows from several lists, each once (by id), without `exclude`, at most `limit` of them. */
export function distinctById<T extends { id: number }>(
  lists: readonly (readonly T[])[],
  limit: number,
  exclude?: number,
): T[] {
  const seen = new Set<number>(exclude === undefined ? [] : [exclude]);
  const result: T[] = [];
  for (const row of lists.flat()) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    result.push(row);
    if (result.length === limit) break;
  }
  return result;
}

export const Attraction = builder.drizzleObject("attractions", {
  name: "Attraction",
  description: "A place worth seeing, addressed at /attractions/{slug}.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    slug: t.exposeString("slug"),
    brief: t.exposeString("brief", { description: "One or two sentences for cards." }),
    description: t.exposeString("description"),
    location: t.exposeString("location"),
    image: t.relation("image", { type: Image, description: "The main picture." }),
    images: t.field({
      type: [Image],
      description: "Further pictures, in display order (the main picture is not repeated).",
      select: (_args, _context, nestedSelection) => ({
        with: { images: { orderBy: { position: "asc", id: "asc" }, with: { media: nestedSelection() } } },
      }),
      resolve: (attraction) => attraction.images.map((image) => image.media),
    }),
    meta_title: t.exposeString("metaTitle"),
    meta_description: t.exposeString("metaDescription"),
    campsites: t.relation("campsites", { type: Campsite, description: "The campsites it is visited from." }),
    faqs: t.relation("faqs", { type: Faq, query: faqsInOrder }),
  }),
});

// Added once Attraction exists: the similar attractions are Attractions themselves. The rows are
// planned by `nestedSelection`; their static type names only the key, hence the casts.
builder.drizzleObjectFields(Attraction, (t) => ({
  similar_attractions: t.field({
    type: [Attraction],
    description: `Up to ${SIMILAR_LIMIT} other attractions visited from the same campsites.`,
    complexity: { field: 1, multiplier: SIMILAR_LIMIT },
    select: (_args, _context, nestedSelection) => ({
      columns: { id: true },
      with: {
        campsites: {
          with: {
            attractions: nestedSelection({
              orderBy: { id: "asc" as const },
              limit: SIMILAR_LIMIT + 1,
            }),
          },
        },
      },
    }),
    resolve: (attraction) =>
      distinctById(
        attraction.campsites.map((campsite) => campsite.attractions),
        SIMILAR_LIMIT,
        attraction.id,
      ) as never,
  }),
  similar_activities: t.field({
    type: [Activity],
    description: `Up to ${SIMILAR_LIMIT} activities run from the same campsites.`,
    complexity: { field: 1, multiplier: SIMILAR_LIMIT },
    select: (_args, _context, nestedSelection) => ({
      with: {
        campsites: {
          with: {
            activities: nestedSelection({
              orderBy: { id: "asc" as const },
              limit: SIMILAR_LIMIT,
            }),
          },
        },
      },
    }),
    resolve: (attraction) =>
      distinctById(
        attraction.campsites.map((campsite) => campsite.activities),
        SIMILAR_LIMIT,
      ) as never,
  }),
  similar_treks: t.field({
    type: [ListingCard],
    description: `Up to ${SIMILAR_LIMIT} bookable trips: first those that visit it, then others from the same campsites.`,
    complexity: { field: 1, multiplier: SIMILAR_LIMIT },
    select: (_args, context, nestedSelection) => {
      const bookable = { where: listingWhere({}, context.today) };
      return {
        with: {
          treks: {
            orderBy: { position: "asc" as const },
            with: { trek: nestedSelection(bookable) },
          },
          campsites: {
            with: {
              treks: nestedSelection({
                ...bookable,
                orderBy: { updatedAt: "desc" as const, id: "desc" as const },
                limit: SIMILAR_LIMIT,
              }),
            },
          },
        },
      };
    },
    resolve: (attraction) =>
      distinctById(
        [
          attraction.treks.flatMap((visit) => (visit.trek ? [visit.trek] : [])),
          ...attraction.campsites.map((campsite) => campsite.treks),
        ],
        SIMILAR_LIMIT,
      ),
  }),
}));

builder.queryField("attractions", (t) =>
  t.drizzleField({
    publicAnswer: true,
    type: [Attraction],
    description: "Every attraction, by name (for the sitemap and indexes).",
    complexity: { field: 1, multiplier: 50 },
    resolve: (query, _root, _args, { db }) =>
      db.query.attractions.findMany(query({ orderBy: { name: "asc", id: "asc" } })),
  }),
);

builder.queryField("attraction", (t) =>
  t.drizzleField({
    publicAnswer: true,
    type: Attraction,
    nullable: true,
    description: "One attraction by slug (SPEC.md's Attraction by slug); null when no attraction has that slug.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, { db }) => db.query.attractions.findFirst(query({ where: { slug } })),
  }),
);
