// Attractions (SPEC.md section 3): a place worth seeing, at /attractions/{slug}, with its pictures,
// the campsites it is visited from, its FAQs, and similar activities, attractions and treks.

import { builder } from "../builder.ts";
import { Image } from "../media/image.ts";
import { Campsite } from "./campsite.ts";
import { Faq, faqsInOrder } from "./faq.ts";

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

builder.queryField("attraction", (t) =>
  t.drizzleField({
    type: Attraction,
    nullable: true,
    description: "One attraction by slug (SPEC.md's Attraction by slug); null when no attraction has that slug.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, { db }) => db.query.attractions.findFirst(query({ where: { slug } })),
  }),
);
