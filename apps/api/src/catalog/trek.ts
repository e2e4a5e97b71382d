// The trek (also a group trip or tour package) and SPEC.md section 7's "Trek by slug" query: one SQL
// statement for the whole page. Departures are those from today in the business time zone (never
// earlier, whatever the client sends), with seats left and at least one enabled price entry of a
// package on show, ordered by start date; packages are those not hidden, ordered by priority.

import type { treks } from "@parvat/db/schema";
import { type IsoDate, isIsoDate } from "@parvat/domain/business-dates";
import { builder } from "../builder.ts";
import type { Context } from "../context.ts";
import { Image } from "../media/image.ts";
import { plannedQuery } from "../planned-queries.ts";
import { AttractionCard } from "./attraction-card.ts";
import { Destination } from "./destination.ts";
import "./campsite-policies.ts";
import "./faq.ts";
import "./phone-number.ts";
import { averageRating, reviewCount } from "./listing-card.ts";
import { ReviewSortEnum, reviewsInOrder } from "./review.ts";
import "./trek-details.ts";
import "./trek-event.ts";
import "./trek-package.ts";

export const REVIEWS_DEFAULT_LIMIT = 20;
export const REVIEWS_MAX_LIMIT = 50;

// The first departure date the request may see. The query's `today` can move it later, never
// earlier than the server's own business date; the events relation reads it while the root field
// plans its statement (synchronously, so aliased root fields each see their own).
const departuresFrom = new WeakMap<Context, IsoDate>();

export function firstDepartureDate(requested: IsoDate | null | undefined, serverToday: IsoDate): IsoDate {
  return requested && isIsoDate(requested) && requested > serverToday ? requested : serverToday;
}

export const Trek = builder.drizzleObject("treks", {
  name: "Trek",
  description: "A trek, group trip or tour package, addressed at /tours/{slug}.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    type: t.exposeString("type", { description: "trek, group-trip or tour-package." }),
    status: t.exposeString("status", { description: "active, inactive or draft; only active trips are served." }),
    code: t.exposeString("code", { description: "The trip's internal code, quoted on bookings." }),
    meta_title: t.exposeString("metaTitle"),
    meta_description: t.exposeString("metaDescription"),
    tagline: t.exposeString("tagline"),
    description: t.exposeString("description"),
    about: t.exposeString("about", { description: "Paragraphs separated by blank lines." }),
    imp_update: t.exposeString("impUpdate", {
      nullable: true,
      description: "An important notice for a banner (a road closure, a permit change).",
    }),
    brochure: t.exposeString("brochure", { nullable: true, description: "The address of a PDF brochure." }),
    campsite_id: t.exposeInt("campsiteId"),
    altitude: t.exposeInt("altitude", { nullable: true, description: "Highest point in metres." }),
    difficulty: t.exposeString("difficulty", {
      description: "easy, easy-moderate, moderate, difficult or challenging.",
    }),
    length: t.exposeString("length", { nullable: true, description: "As shown, for example About 20 km." }),
    location: t.exposeString("location"),
    min_age: t.exposeInt("minAge", { nullable: true }),
    max_age: t.exposeInt("maxAge", { nullable: true }),
    booking_amount_per_person: t.exposeInt("bookingAmountPerPerson", {
      nullable: true,
      description:
        "Whole rupees per traveller that secure the seats (the rest is due balance_due_days before departure); null: pay in full.",
    }),
    balance_due_days: t.exposeInt("balanceDueDays", {
      nullable: true,
      description: "Days before departure by which the balance is due, with booking_amount_per_person.",
    }),
    discount_slider: t.exposeBoolean("discountSlider", {
      description: "Whether to show the offer's progress (discount_availed of discount_total taken).",
    }),
    discount_availed: t.exposeInt("discountAvailed", { description: "Discounted seats already taken." }),
    discount_total: t.exposeInt("discountTotal", { description: "Discounted seats on offer." }),
    discount_days_passed: t.exposeInt("discountDaysPassed", { description: "Days since the offer opened." }),
    tips: t.exposeString("tips", { nullable: true }),
    video: t.exposeString("video", { nullable: true, description: "The main video's address (YouTube)." }),
    main_package_id: t.exposeInt("mainPackageId", { nullable: true }),
    days_separate: t.exposeBoolean("daysSeparate", {
      description: "Packages cover different days of the itinerary (start_day to end_day).",
    }),
    package_title: t.exposeString("packageTitle", { nullable: true, description: "Heading of the package choice." }),
    sub_package_title: t.exposeString("subPackageTitle", { nullable: true }),
    updated_at: t.string({
      select: { columns: { updatedAt: true } },
      resolve: (trek) => new Date(trek.updatedAt).toISOString(),
    }),
    campsite: t.relation("campsite"),
    phone_number: t.relation("phoneNumber", { nullable: true, description: "The trip desk's number." }),
    images: t.field({
      type: [Image],
      description: "The gallery in order; the first is the cover.",
      complexity: { field: 1, multiplier: 8 },
      select: (_args, _context, nestedSelection) => ({
        with: { images: { orderBy: { position: "asc", id: "asc" }, with: { media: nestedSelection() } } },
      }),
      resolve: (trek) => trek.images.map((image) => image.media),
    }),
    videos: t.relation("videos", {
      query: { orderBy: { position: "asc", id: "asc" } },
      complexity: { field: 1, multiplier: 3 },
    }),
    packages: t.relation("packages", {
      description: "The packages on show (hide false), in ascending priority.",
      query: { where: { hide: false }, orderBy: { priority: "asc", id: "asc" } },
      complexity: { field: 1, multiplier: 4 },
    }),
    events: t.relation("events", {
      description:
        "Departures from today (business time zone) with seats left and at least one package offered, by start date.",
      query: (_args, context) => ({
        where: {
          startDate: { gte: departuresFrom.get(context) ?? context.today },
          availableSeats: { gt: 0 },
          prices: { enabled: true, package: { hide: false } },
        },
        orderBy: { startDate: "asc", id: "asc" },
      }),
      // A season of departures, four a week: the page shows them all, grouped by month.
      complexity: { field: 1, multiplier: 30 },
    }),
    includes: t.relation("includes", {
      description: "Inclusions, then exclusions, each in display order.",
      query: { orderBy: { kind: "desc", position: "asc", id: "asc" } },
      complexity: { field: 1, multiplier: 12 },
    }),
    instructions: t.relation("instructions", {
      query: { orderBy: { position: "asc", id: "asc" } },
      complexity: { field: 1, multiplier: 6 },
    }),
    faqs: t.relation("faqs", {
      description: "In display order within each group; show groups in their order.",
      query: { orderBy: { position: "asc", id: "asc" } },
      complexity: { field: 1, multiplier: 12 },
    }),
    reviews: t.relation("reviews", {
      description: `Its approved reviews (${REVIEWS_DEFAULT_LIMIT} unless asked, at most ${REVIEWS_MAX_LIMIT}), newest first unless sorted otherwise.`,
      args: {
        limit: t.arg.int({ required: false }),
        sort: t.arg({ type: ReviewSortEnum, required: false, defaultValue: "newest" }),
      },
      query: (args) => ({
        ...reviewsInOrder(args.sort ?? "newest"),
        limit: Math.min(Math.max(args.limit ?? REVIEWS_DEFAULT_LIMIT, 0), REVIEWS_MAX_LIMIT),
      }),
      complexity: (args) => ({
        field: 1,
        multiplier: Math.min(Math.max(args.limit ?? REVIEWS_DEFAULT_LIMIT, 0), REVIEWS_MAX_LIMIT) / 2,
      }),
    }),
    // Aggregates over the approved reviews, as correlated subqueries of the same statement.
    review_count: t.int({
      description: "Its approved reviews.",
      select: { extras: { reviewCount: (trek) => reviewCount(trek.id) } },
      resolve: (trek) => Number(trek.reviewCount),
    }),
    average_rating: t.float({
      nullable: true,
      description: "The mean star rating of its approved reviews, to one decimal; null without any.",
      select: { extras: { averageRating: (trek) => averageRating(trek.id) } },
      resolve: (trek) => (trek.averageRating === null ? null : Number(trek.averageRating)),
    }),
    attractions: t.field({
      type: [AttractionCard],
      description: "Places on or near the route, in display order.",
      complexity: { field: 1, multiplier: 6 },
      select: (_args, _context, nestedSelection) => ({
        with: {
          attractions: { orderBy: { position: "asc" }, with: { attraction: nestedSelection() } },
        },
      }),
      resolve: (trek) => trek.attractions.map((link) => link.attraction),
    }),
    destinations: t.relation("destinations", {
      type: Destination,
      description: "The curated destinations the trip belongs to, in their display order.",
      query: { orderBy: { position: "asc", id: "asc" } },
      complexity: { field: 1, multiplier: 2 },
    }),
  }),
});

builder.queryField("treks", (t) =>
  t.field({
    publicAnswer: true,
    type: [Trek],
    description:
      "The active trip with this slug, as a list of one, or an empty list when there is none. `today` (YYYY-MM-DD) moves the first departure shown later; it never goes earlier than today in the business time zone.",
    args: {
      slug: t.arg.string({ required: true }),
      today: t.arg({ type: "Date", required: false }),
    },
    // Slugs are unique: the list holds one trek at most.
    complexity: { field: 1, multiplier: 1 },
    resolve: (_root, { slug, today }, context, info) => {
      // Planned here rather than by a drizzleField, whose plan would be built before this line ran.
      // Besides the variables and the day, the plan reads the first departure date: a plan kept for
      // one first date never answers another.
      const from = firstDepartureDate(today, context.today);
      return plannedQuery(context, info, [from], () => {
        departuresFrom.set(context, from);
        const query = t.drizzleQueryFromInfo("treks", { context, info, where: { slug, status: "active" }, limit: 1 });
        // The planned columns are whatever the document selects; the fields only read what they planned.
        return context.db.query.treks.findMany(query);
      }) as Promise<unknown[]> as Promise<(typeof treks.$inferSelect)[]>;
    },
  }),
);

builder.queryField("trek", (t) =>
  t.drizzleField({
    publicAnswer: true,
    type: Trek,
    nullable: true,
    description:
      "An active trip by id (registration screens carry the id), or null. Its events start from today in the business time zone.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, { id }, { db }) => db.query.treks.findFirst(query({ where: { id, status: "active" } })),
  }),
);
