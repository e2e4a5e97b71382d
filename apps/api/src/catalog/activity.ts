// Activities (SPEC.md section 3): bookable experiences such as a desert safari or a shikara ride,
// at /activities/{slug}, with every field a traveller needs before booking.
import { builder } from "../builder.ts";
import { Campsite } from "./campsite.ts";
import { Faq, faqsInOrder } from "./faq.ts";

export const ActivityImage = builder.drizzleObject("activityImages", {
  name: "ActivityImage",
  description: "A picture of an activity with its tag (cover, experience, food, ...).",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    tag: t.exposeString("tag"),
    image: t.relation("media"),
  }),
});

export const Activity = builder.drizzleObject("activities", {
  name: "Activity",
  description: "A bookable experience, addressed at /activities/{slug}.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    slug: t.exposeString("slug"),
    brief: t.exposeString("brief", { description: "One or two sentences for cards." }),
    description: t.exposeString("description"),
    duration: t.exposeString("duration", { description: 'As shown to travellers, for example "4 to 5 hours".' }),
    duration_minutes: t.exposeInt("durationMinutes", { description: "The duration for filters and sorting." }),
    location: t.exposeString("location"),
    map_location: t.exposeString("mapLocation", { nullable: true, description: "A map link to the meeting point." }),
    price: t.exposeInt("price", { description: "Whole rupees, for price_for." }),
    original_price: t.exposeInt("originalPrice", {
      nullable: true,
      description: "The price before the discount, struck through; null when there is no discount.",
    }),
    price_for: t.exposeString("priceFor", { description: 'Who the price is for, for example "per person".' }),
    discount_name: t.exposeString("discountName", { nullable: true }),
    inclusions: t.exposeStringList("inclusions"),
    exclusions: t.exposeStringList("exclusions"),
    highlights: t.exposeStringList("highlights"),
    operating_duration: t.exposeString("operatingDuration", {
      nullable: true,
      description: 'When it runs, for example "Daily, 3 pm to 9 pm".',
    }),
    know_before_you_go: t.exposeStringList("knowBeforeYouGo"),
    your_experience: t.exposeString("yourExperience", { nullable: true }),
    tickets_info: t.exposeString("ticketsInfo", { nullable: true }),
    cancellation_policy: t.exposeString("cancellationPolicy", { nullable: true }),
    meta_title: t.exposeString("metaTitle"),
    meta_description: t.exposeString("metaDescription"),
    images: t.relation("images", {
      type: ActivityImage,
      description: "Pictures in display order, each with a tag; the first is the cover.",
      query: { orderBy: { position: "asc", id: "asc" } },
    }),
    campsites: t.relation("campsites", { type: Campsite }),
    faqs: t.relation("faqs", { type: Faq, query: faqsInOrder }),
  }),
});

builder.queryField("activity", (t) =>
  t.drizzleField({
    type: Activity,
    nullable: true,
    description: "One activity by slug (SPEC.md's Activity by slug); null when no activity has that slug.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, { db }) => db.query.activities.findFirst(query({ where: { slug } })),
  }),
);
