// Destinations: the curated places of SPEC.md section 2 (spiti-valley, kashmir, ...). The
// foundation serves the navigation; the catalogue issue adds listings, attractions and activities.
import { builder } from "../builder.ts";

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
    hero_image: t.relation("heroImage"),
  }),
});

builder.queryField("destinations", (t) =>
  t.drizzleField({
    type: [Destination],
    description: "Every curated destination in display order, for navigation.",
    resolve: (query, _root, _args, { db }) =>
      db.query.destinations.findMany(query({ orderBy: { position: "asc", id: "asc" } })),
  }),
);
