// Activities (SPEC.md section 3): bookable experiences such as a desert safari or a shikara ride,
// at /activities/{slug}, with every field a traveller needs before booking.
import { destinationActivities } from "@parvat/db/schema";
import type { ActivitySort } from "@parvat/domain/listing";
import { asc, desc, sql } from "drizzle-orm";
import { builder } from "../builder.ts";
import { UserError } from "../errors.ts";
import { Image } from "../media/image.ts";
import { Campsite } from "./campsite.ts";
import { Faq, faqsInOrder } from "./faq.ts";

/** The campsite whose activities make the Dubai things-to-do page (SPEC.md section 7). */
export const DUBAI_CAMPSITE_NAME = "Dubai";
const SIMILAR_ACTIVITIES = 4;
const imagesInOrder = { orderBy: { position: "asc", id: "asc" } } as const;

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
      query: imagesInOrder,
    }),
    cover_image: t.field({
      type: Image,
      nullable: true,
      description: "The first picture: the one a card shows (SPEC.md section 9).",
      select: (_args, _context, nestedSelection) => ({
        with: { images: { ...imagesInOrder, with: { media: nestedSelection() } } },
      }),
      resolve: (activity) => activity.images[0]?.media ?? null,
    }),
    campsites: t.relation("campsites", { type: Campsite }),
    faqs: t.relation("faqs", { type: Faq, query: faqsInOrder }),
  }),
});

// Added once Activity exists: similar activities are Activities themselves.
builder.drizzleObjectFields(Activity, (t) => ({
  similar_activities: t.field({
    type: [Activity],
    description: `Up to ${SIMILAR_ACTIVITIES} other activities run from the same campsites.`,
    complexity: { field: 1, multiplier: SIMILAR_ACTIVITIES },
    select: (_args, _context, nestedSelection) => ({
      columns: { id: true },
      with: {
        campsites: {
          with: {
            activities: nestedSelection({
              orderBy: { id: "asc" as const },
              limit: SIMILAR_ACTIVITIES + 1,
            }),
          },
        },
      },
    }),
    resolve: (activity) => {
      const seen = new Set([activity.id]);
      return activity.campsites
        .flatMap((campsite) => campsite.activities)
        .filter((other) => !seen.has(other.id) && Boolean(seen.add(other.id)))
        .slice(0, SIMILAR_ACTIVITIES) as never;
    },
  }),
}));

builder.queryField("activities", (t) =>
  t.drizzleField({
    publicAnswer: true,
    type: [Activity],
    description: "Every activity, by name (for the sitemap and indexes).",
    complexity: { field: 1, multiplier: 50 },
    resolve: (query, _root, _args, { db }) =>
      db.query.activities.findMany(query({ orderBy: { name: "asc", id: "asc" } })),
  }),
);

builder.queryField("activity", (t) =>
  t.drizzleField({
    publicAnswer: true,
    type: Activity,
    nullable: true,
    description: "One activity by slug (SPEC.md's Activity by slug); null when no activity has that slug.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, { db }) => db.query.activities.findFirst(query({ where: { slug } })),
  }),
);

export const ActivitySortEnum = builder.enumType("ActivitySort", {
  description: "How a list of activities is ordered.",
  values: {
    RECOMMENDED: {
      value: "recommended",
      description: "Those a destination features first, in its order; then the rest as added.",
    },
    PRICE_LOW: { value: "price-low", description: "Cheapest first." },
    PRICE_HIGH: { value: "price-high", description: "Dearest first." },
    DURATION: { value: "duration", description: "Shortest first." },
  } satisfies Record<string, { value: ActivitySort; description: string }>,
});

export const ActivityFilter = builder.inputType("ActivityFilter", {
  description: "Narrows a list of activities. Ranges include both ends.",
  fields: (t) => ({
    min_price: t.int({ description: "Whole rupees." }),
    max_price: t.int({ description: "Whole rupees." }),
    min_minutes: t.int({ description: "Shortest duration, in minutes." }),
    max_minutes: t.int({ description: "Longest duration, in minutes." }),
  }),
});

type Bound = { gte?: number; lte?: number };

function bounds(field: string, min: number | null | undefined, max: number | null | undefined): Bound | undefined {
  for (const [name, value] of [
    [`min_${field}`, min],
    [`max_${field}`, max],
  ] as const) {
    if (value !== null && value !== undefined && value < 0) {
      throw new UserError(`${name} cannot be negative.`, { code: "BAD_USER_INPUT", field: name });
    }
  }
  if (min !== null && min !== undefined && max !== null && max !== undefined && min > max) {
    throw new UserError(`min_${field} is more than max_${field}.`, { code: "BAD_USER_INPUT", field: `min_${field}` });
  }
  const bound: Bound = {};
  if (min !== null && min !== undefined) bound.gte = min;
  if (max !== null && max !== undefined) bound.lte = max;
  return Object.keys(bound).length > 0 ? bound : undefined;
}

const featuredPosition = (activityId: Parameters<typeof asc>[0]) =>
  sql`(select min(${destinationActivities.position}) from ${destinationActivities} where ${destinationActivities.activityId} = ${activityId})`;

builder.queryField("dubaiActivities", (t) =>
  t.drizzleField({
    publicAnswer: true,
    type: [Activity],
    description: `SPEC.md's Dubai activities: the activities linked to the campsite named ${DUBAI_CAMPSITE_NAME}.`,
    complexity: { field: 1, multiplier: 12 },
    args: {
      filter: t.arg({ type: ActivityFilter }),
      sort: t.arg({ type: ActivitySortEnum, defaultValue: "recommended" }),
      limit: t.arg.int({ description: "At most this many (all when not given)." }),
    },
    resolve: (query, _root, args, { db }) => {
      const price = bounds("price", args.filter?.min_price, args.filter?.max_price);
      const minutes = bounds("minutes", args.filter?.min_minutes, args.filter?.max_minutes);
      if (args.limit !== null && args.limit !== undefined && args.limit < 0) {
        throw new UserError("limit cannot be negative.", { code: "BAD_USER_INPUT", field: "limit" });
      }
      return db.query.activities.findMany(
        query({
          where: {
            campsites: { name: DUBAI_CAMPSITE_NAME },
            ...(price ? { price } : {}),
            ...(minutes ? { durationMinutes: minutes } : {}),
          },
          orderBy: (activity) => {
            switch (args.sort) {
              case "price-low":
                return [asc(activity.price), asc(activity.id)];
              case "price-high":
                return [desc(activity.price), asc(activity.id)];
              case "duration":
                return [asc(activity.durationMinutes), asc(activity.id)];
              default:
                return [sql`${featuredPosition(activity.id)} asc nulls last`, asc(activity.id)];
            }
          },
          ...(args.limit === null || args.limit === undefined ? {} : { limit: args.limit }),
        }),
      );
    },
  }),
);
