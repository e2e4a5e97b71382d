// Destinations: the curated places of SPEC.md section 2 (spiti-valley, kashmir, ...), each with a
// page at /{slug}: a header, its trips (the listing, catalog/listing.ts), its curated attractions in
// their display order, its fixed activity list (four for Dubai and four for Kashmir) and its FAQs.
import { builder } from "../builder.ts";
import { Activity } from "./activity.ts";
import { Attraction } from "./attraction.ts";
import { Campsite } from "./campsite.ts";
import { Faq, faqsInOrder } from "./faq.ts";

export const Destination = builder.drizzleObject("destinations", {
  name: "Destination",
  description: "A curated destination, listed at /{slug}.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    country: t.exposeString("country"),
    tagline: t.exposeString("tagline"),
    description: t.exposeString("description"),
    meta_title: t.exposeString("metaTitle"),
    meta_description: t.exposeString("metaDescription"),
    hero_image: t.relation("heroImage"),
    campsite: t.relation("campsite", { type: Campsite, nullable: true }),
    attractions: t.field({
      type: [Attraction],
      description: "The curated attractions, in their display order (SPEC.md section 9).",
      complexity: { field: 1, multiplier: 12 },
      select: (_args, _context, nestedSelection) => ({
        with: {
          curatedAttractions: {
            orderBy: { position: "asc" },
            with: { attraction: nestedSelection() },
          },
        },
      }),
      resolve: (destination) => destination.curatedAttractions.map((entry) => entry.attraction),
    }),
    activities: t.field({
      type: [Activity],
      description: "The fixed activity list, in its order (four for Dubai and four for Kashmir; none elsewhere).",
      complexity: { field: 1, multiplier: 4 },
      select: (_args, _context, nestedSelection) => ({
        with: {
          curatedActivities: {
            orderBy: { position: "asc" },
            with: { activity: nestedSelection() },
          },
        },
      }),
      resolve: (destination) => destination.curatedActivities.map((entry) => entry.activity),
    }),
    faqs: t.relation("faqs", { type: Faq, query: faqsInOrder }),
  }),
});

// The other way round: the destinations that feature an attraction or an activity (for breadcrumbs).
builder.drizzleObjectFields(Attraction, (t) => ({
  destinations: t.field({
    type: [Destination],
    description: "The destinations that feature it in their curated list.",
    complexity: { field: 1, multiplier: 3 },
    select: (_args, _context, nestedSelection) => ({
      with: { destinations: { with: { destination: nestedSelection() } } },
    }),
    resolve: (attraction) => attraction.destinations.map((entry) => entry.destination),
  }),
}));

builder.drizzleObjectFields(Activity, (t) => ({
  destinations: t.field({
    type: [Destination],
    description: "The destinations that feature it in their fixed activity list.",
    complexity: { field: 1, multiplier: 3 },
    select: (_args, _context, nestedSelection) => ({
      with: { destinations: { with: { destination: nestedSelection() } } },
    }),
    resolve: (activity) => activity.destinations.map((entry) => entry.destination),
  }),
}));

builder.queryFields((t) => ({
  destinations: t.drizzleField({
    publicAnswer: true,
    type: [Destination],
    description: "Every curated destination in display order, for navigation.",
    resolve: (query, _root, _args, { db }) =>
      db.query.destinations.findMany(query({ orderBy: { position: "asc", id: "asc" } })),
  }),
  destination: t.drizzleField({
    publicAnswer: true,
    type: Destination,
    nullable: true,
    description: "One destination by slug; null when no destination has that slug. Its trips: trekListing.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, { db }) => db.query.destinations.findFirst(query({ where: { slug } })),
  }),
}));
