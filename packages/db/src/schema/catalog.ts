// The catalogue: treks, group trips and tour packages with their packages, departures and prices;
// the places, stays and contacts they use; attractions, activities and destinations; reviews and
// FAQs. Integrity lives here, not only in code: foreign keys, unique slugs, checks on seats, dates
// and prices, and composite keys that stop a price entry pointing at another trek's package.

import type { RefundTier } from "@parvat/domain/refunds";
import { SEASON_VALUES, TRIP_THEME_VALUES } from "@parvat/domain/search-facets";
import type { ChangePolicy } from "@parvat/domain/trip-changes";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, day, id, oneOf, position, stringList, table, updatedAt } from "./columns.ts";
import { media_id } from "./media.ts";

export const TREK_TYPES = ["trek", "group-trip", "tour-package"] as const;
export const TREK_STATUSES = ["active", "inactive", "draft"] as const;
export const DIFFICULTIES = ["easy", "easy-moderate", "moderate", "difficult", "challenging"] as const;
export const CAMPSITE_TYPES = ["domestic", "international"] as const;
export const INCLUDE_KINDS = ["inclusion", "exclusion"] as const;

/** A check that every element of an array column is one of the given values (constants, never input). */
const allOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} <@ array[${sql.raw(values.map((value) => `'${value}'`).join(", "))}]::text[]`;

// ─── Places and contacts ────────────────────────────────────────────────────────────────

export const campsites = table(
  "campsites",
  {
    id: id(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    type: text().notNull(),
    /** Inline SVG emblem shown on quotations. */
    svg: text(),
    policies: jsonb().$type<{ title: string; body: string }[]>().notNull().default([]),
    /** The "Cancellation" policy as data (@parvat/domain/refunds); null: paid bookings are cancelled by the trip desk. */
    cancellationTiers: jsonb().$type<RefundTier[]>(),
    /**
     * The "Payment" policy's balance rule as data: how many days before the start a part-paid
     * quotation's balance is due. Null: QUOTATION_BALANCE_DUE_DAYS (@parvat/domain/quotation-pricing).
     */
    balanceDueDays: integer(),
  },
  (t) => [
    check("campsites_type_valid", oneOf(t.type, CAMPSITE_TYPES)),
    check(
      "campsites_balance_due_days_valid",
      sql`${t.balanceDueDays} is null or ${t.balanceDueDays} between 0 and 365`,
    ),
  ],
);

export const phoneNumbers = table("phone_numbers", {
  id: id(),
  label: text().notNull(),
  /** E.164, for example +919876543210. */
  number: text().notNull().unique(),
  isWhatsapp: boolean().notNull().default(true),
});

export const destinations = table("destinations", {
  id: id(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  country: text().notNull(),
  tagline: text().notNull(),
  description: text().notNull(),
  heroImageId: media_id().notNull(),
  campsiteId: integer().references(() => campsites.id),
  metaTitle: text().notNull(),
  metaDescription: text().notNull(),
  position: position(),
});

// ─── Treks, group trips and tour packages ───────────────────────────────────────────────

export const treks = table(
  "treks",
  {
    id: id(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    type: text().notNull(),
    status: text().notNull().default("active"),
    metaTitle: text().notNull(),
    metaDescription: text().notNull(),
    code: text().notNull().unique(),
    tagline: text().notNull(),
    description: text().notNull(),
    about: text().notNull(),
    /** A short notice shown in a banner, for example a road closure. */
    impUpdate: text(),
    brochure: text(),
    campsiteId: integer()
      .notNull()
      .references(() => campsites.id),
    phoneNumberId: integer().references(() => phoneNumbers.id),
    /** Highest point in metres. */
    altitude: integer(),
    difficulty: text().notNull(),
    length: text(),
    location: text().notNull(),
    minAge: integer(),
    maxAge: integer(),
    discountSlider: boolean().notNull().default(false),
    discountAvailed: integer().notNull().default(0),
    discountTotal: integer().notNull().default(0),
    discountDaysPassed: integer().notNull().default(0),
    tips: text(),
    video: text(),
    mainPackageId: integer().references((): AnyPgColumn => packages.id),
    daysSeparate: boolean().notNull().default(false),
    packageTitle: text(),
    subPackageTitle: text(),
    /** Whole rupees per traveller that secure the seats (a part payment); null: paid in full at booking. */
    bookingAmountPerPerson: integer(),
    /** With a booking amount: the balance is due this many days before the start date. */
    balanceDueDays: integer(),
    /** Transfers, substitutions, credit and company cancellations (domain/trip-changes); null: the defaults. */
    changePolicy: jsonb().$type<ChangePolicy>(),
    /** What search and the listing's collections match: when the trip runs best, and what for. */
    seasons: stringList(),
    /** Months 1 to 12. */
    months: smallint().array().notNull().default(sql`'{}'::smallint[]`),
    themes: stringList(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("treks_type_valid", oneOf(t.type, TREK_TYPES)),
    check("treks_status_valid", oneOf(t.status, TREK_STATUSES)),
    check("treks_difficulty_valid", oneOf(t.difficulty, DIFFICULTIES)),
    check(
      "treks_booking_amount_valid",
      sql`(${t.bookingAmountPerPerson} is null) = (${t.balanceDueDays} is null) and (${t.bookingAmountPerPerson} is null or (${t.bookingAmountPerPerson} > 0 and ${t.balanceDueDays} >= 0))`,
    ),
    check("treks_ages_ordered", sql`${t.minAge} is null or ${t.maxAge} is null or ${t.minAge} <= ${t.maxAge}`),
    check(
      "treks_discount_counts_valid",
      sql`${t.discountAvailed} >= 0 and ${t.discountTotal} >= 0 and ${t.discountAvailed} <= ${t.discountTotal} and ${t.discountDaysPassed} >= 0`,
    ),
    index("treks_status_updated_idx").on(t.status, t.updatedAt),
    check("treks_seasons_valid", allOf(t.seasons, SEASON_VALUES)),
    check("treks_months_valid", sql`${t.months} <@ array[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]::smallint[]`),
    check("treks_themes_valid", allOf(t.themes, TRIP_THEME_VALUES)),
  ],
);

export const trekDestinations = table(
  "trek_destinations",
  {
    trekId: integer()
      .notNull()
      .references(() => treks.id, { onDelete: "cascade" }),
    destinationId: integer()
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.trekId, t.destinationId] }), index().on(t.destinationId)],
);

export const trekImages = table(
  "trek_images",
  {
    id: id(),
    trekId: integer()
      .notNull()
      .references(() => treks.id, { onDelete: "cascade" }),
    mediaId: media_id().notNull(),
    position: position(),
  },
  (t) => [unique().on(t.trekId, t.position)],
);

export const trekVideos = table("trek_videos", {
  id: id(),
  trekId: integer()
    .notNull()
    .references(() => treks.id, { onDelete: "cascade" }),
  title: text().notNull(),
  url: text().notNull(),
  position: position(),
});

export const trekIncludes = table(
  "trek_includes",
  {
    id: id(),
    trekId: integer()
      .notNull()
      .references(() => treks.id, { onDelete: "cascade" }),
    kind: text().notNull().default("inclusion"),
    name: text().notNull(),
    icon: text().notNull(),
    description: text(),
    /** An inclusion that does not apply to this one package of the trek. */
    excludedPackageId: integer(),
    position: position(),
  },
  (t) => [
    check("trek_includes_kind_valid", oneOf(t.kind, INCLUDE_KINDS)),
    foreignKey({
      columns: [t.excludedPackageId, t.trekId],
      foreignColumns: [packages.id, packages.trekId],
    }),
  ],
);

export const trekInstructions = table("trek_instructions", {
  id: id(),
  trekId: integer()
    .notNull()
    .references(() => treks.id, { onDelete: "cascade" }),
  name: text().notNull(),
  description: text().notNull(),
  position: position(),
});

export const faqGroups = table("faq_groups", {
  id: id(),
  name: text().notNull().unique(),
  position: position(),
});

/** Questions and answers of exactly one trek, attraction, activity or destination. */
export const faqs = table(
  "faqs",
  {
    id: id(),
    question: text().notNull(),
    answer: text().notNull(),
    groupId: integer().references(() => faqGroups.id),
    position: position(),
    trekId: integer().references(() => treks.id, { onDelete: "cascade" }),
    attractionId: integer().references(() => attractions.id, { onDelete: "cascade" }),
    activityId: integer().references(() => activities.id, { onDelete: "cascade" }),
    destinationId: integer().references(() => destinations.id, { onDelete: "cascade" }),
  },
  (t) => [
    check(
      "faqs_exactly_one_owner",
      sql`num_nonnulls(${t.trekId}, ${t.attractionId}, ${t.activityId}, ${t.destinationId}) = 1`,
    ),
    index().on(t.trekId),
    index().on(t.attractionId),
    index().on(t.activityId),
    index().on(t.destinationId),
  ],
);

export const packages = table(
  "packages",
  {
    id: id(),
    trekId: integer()
      .notNull()
      .references((): AnyPgColumn => treks.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text().notNull(),
    imageId: media_id(),
    /** Whole rupees. */
    price: integer().notNull(),
    originalPrice: integer(),
    discountName: text(),
    priority: integer().notNull().default(0),
    /** The days of the trek's itinerary this package covers, when packages differ (days_separate). */
    startDay: integer(),
    endDay: integer(),
    hide: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("packages_id_trek_unique").on(t.id, t.trekId),
    check("packages_prices_valid", sql`${t.price} >= 0 and (${t.originalPrice} is null or ${t.originalPrice} >= 0)`),
    check("packages_days_ordered", sql`${t.startDay} is null or ${t.endDay} is null or ${t.startDay} <= ${t.endDay}`),
    index().on(t.trekId, t.priority),
  ],
);

export const packageSchedules = table(
  "package_schedules",
  {
    id: id(),
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    position: position(),
    name: text().notNull(),
    brief: text().notNull(),
    description: text().notNull(),
    imageId: media_id(),
    countAsDay: boolean().notNull().default(true),
  },
  (t) => [unique().on(t.packageId, t.position)],
);

/** A hotel, camp, houseboat or homestay, shared by packages and quotations. */
export const properties = table(
  "properties",
  {
    id: id(),
    name: text().notNull(),
    location: text().notNull(),
    starCategory: smallint(),
    checkInTime: text().notNull(),
    checkOutTime: text().notNull(),
    description: text().notNull(),
    distance: text(),
  },
  (t) => [check("properties_star_category_valid", sql`${t.starCategory} is null or ${t.starCategory} between 1 and 7`)],
);

export const propertyImages = table("property_images", {
  id: id(),
  propertyId: integer()
    .notNull()
    .references(() => properties.id, { onDelete: "cascade" }),
  mediaId: media_id().notNull(),
  tag: text().notNull(),
  position: position(),
});

/** One leg of a package's stay, for example "Srinagar, 2 nights". */
export const propertyInfos = table(
  "property_infos",
  {
    id: id(),
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    position: position(),
    name: text().notNull(),
    numberOfNights: integer().notNull(),
    hideHotelName: boolean().notNull().default(false),
    type: text().notNull(),
  },
  (t) => [check("property_infos_nights_valid", sql`${t.numberOfNights} >= 0`)],
);

export const propertyInfoProperties = table("property_info_properties", {
  id: id(),
  propertyInfoId: integer()
    .notNull()
    .references(() => propertyInfos.id, { onDelete: "cascade" }),
  propertyId: integer()
    .notNull()
    .references(() => properties.id),
  position: position(),
  meals: text().notNull(),
  roomType: text().notNull(),
  showPropertyDetails: boolean().notNull().default(true),
});

/** A dated departure. Seats can never go negative, whatever the concurrency. */
export const events = table(
  "events",
  {
    id: id(),
    trekId: integer()
      .notNull()
      .references(() => treks.id, { onDelete: "cascade" }),
    startDate: day().notNull(),
    endDate: day().notNull(),
    capacity: integer().notNull(),
    availableSeats: integer().notNull(),
    /** Seats offered to the waitlist (waitlist_offers still open): off public sale until answered. */
    offeredSeats: integer().notNull().default(0),
  },
  (t) => [
    check("events_dates_ordered", sql`${t.startDate} <= ${t.endDate}`),
    check("events_available_seats_non_negative", sql`${t.availableSeats} >= 0`),
    check("events_seats_within_capacity", sql`${t.availableSeats} <= ${t.capacity}`),
    check(
      "events_offered_seats_within_capacity",
      sql`${t.offeredSeats} >= 0 and ${t.availableSeats} + ${t.offeredSeats} <= ${t.capacity}`,
    ),
    unique("events_trek_start_unique").on(t.trekId, t.startDate),
    unique("events_id_trek_unique").on(t.id, t.trekId),
    index().on(t.startDate),
  ],
);

/** Who leads which departure: a trek leader's permissions reach only these (staff-roles.ts). */
export const departureLeaders = table(
  "departure_leaders",
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index("departure_leaders_user").on(t.userId)],
);

/** The price of one package on one departure. No price falls back to the package's own. */
export const eventPrices = table(
  "event_prices",
  {
    id: id(),
    eventId: integer().notNull(),
    trekId: integer().notNull(),
    packageId: integer().notNull(),
    enabled: boolean().notNull().default(true),
    price: integer(),
  },
  (t) => [
    unique().on(t.eventId, t.packageId),
    foreignKey({ columns: [t.eventId, t.trekId], foreignColumns: [events.id, events.trekId] }).onDelete("cascade"),
    foreignKey({ columns: [t.packageId, t.trekId], foreignColumns: [packages.id, packages.trekId] }).onDelete(
      "cascade",
    ),
    check("event_prices_price_valid", sql`${t.price} is null or ${t.price} >= 0`),
    index().on(t.packageId),
  ],
);

export const reviews = table(
  "reviews",
  {
    id: id(),
    trekId: integer()
      .notNull()
      .references(() => treks.id, { onDelete: "cascade" }),
    review: text().notNull(),
    starRating: smallint().notNull(),
    publishDate: day().notNull(),
    userName: text().notNull(),
    userPhotoId: media_id(),
    // A traveller's review (reviews.ts in the API): the demo's are written approved and carry none of
    // what follows. Only an approved review is ever shown or counted in a rating.
    /** pending | held (the text has a phone number, an email address or a link) | approved | rejected. */
    status: text().notNull().default("approved"),
    /** The departure the writer went on: "Went in December 2026 · verified booking". */
    eventId: integer().references(() => events.id, { onDelete: "set null" }),
    /** Why a held review was held, in words ("a phone number, a link"). */
    heldFor: text(),
    /** The first time the traveller sent it: the 30 days to change it count from here. */
    submittedAt: timestamp({ withTimezone: true }),
    /** The last time the traveller changed it. */
    editedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: integer().references(() => users.id, { onDelete: "restrict" }),
    /** Why staff rejected it; the writer sees it on their link. */
    rejectionReason: text(),
    /** The operator's public reply, shown under the review. */
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    repliedBy: integer().references(() => users.id, { onDelete: "restrict" }),
  },
  (t) => [
    check("reviews_star_rating_valid", sql`${t.starRating} between 1 and 5`),
    check("reviews_status_valid", oneOf(t.status, REVIEW_STATUSES)),
    check("reviews_rejection_has_reason", sql`${t.status} <> 'rejected' or ${t.rejectionReason} is not null`),
    // The rating and count of a trip read only its approved reviews.
    index("reviews_trek_approved_idx").on(t.trekId, t.starRating).where(sql`${t.status} = 'approved'`),
    index("reviews_status_idx").on(t.status, t.submittedAt),
  ],
);

/** The states of a review; only `approved` is ever published. */
export const REVIEW_STATUSES = ["pending", "held", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewImages = table("review_images", {
  id: id(),
  reviewId: integer()
    .notNull()
    .references(() => reviews.id, { onDelete: "cascade" }),
  mediaId: media_id().notNull(),
  position: position(),
});

// ─── Attractions and activities ─────────────────────────────────────────────────────────

export const attractions = table("attractions", {
  id: id(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  brief: text().notNull(),
  description: text().notNull(),
  location: text().notNull(),
  imageId: media_id().notNull(),
  metaTitle: text().notNull(),
  metaDescription: text().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const attractionImages = table("attraction_images", {
  id: id(),
  attractionId: integer()
    .notNull()
    .references(() => attractions.id, { onDelete: "cascade" }),
  mediaId: media_id().notNull(),
  position: position(),
});

export const attractionCampsites = table(
  "attraction_campsites",
  {
    attractionId: integer()
      .notNull()
      .references(() => attractions.id, { onDelete: "cascade" }),
    campsiteId: integer()
      .notNull()
      .references(() => campsites.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.attractionId, t.campsiteId] })],
);

export const trekAttractions = table(
  "trek_attractions",
  {
    trekId: integer()
      .notNull()
      .references(() => treks.id, { onDelete: "cascade" }),
    attractionId: integer()
      .notNull()
      .references(() => attractions.id, { onDelete: "cascade" }),
    position: position(),
  },
  (t) => [primaryKey({ columns: [t.trekId, t.attractionId] })],
);

export const activities = table(
  "activities",
  {
    id: id(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    brief: text().notNull(),
    description: text().notNull(),
    /** As shown, for example "4 to 5 hours"; durationMinutes is what filters sort on. */
    duration: text().notNull(),
    durationMinutes: integer().notNull(),
    location: text().notNull(),
    /** A map link for the meeting point. */
    mapLocation: text(),
    price: integer().notNull(),
    originalPrice: integer(),
    priceFor: text().notNull().default("per person"),
    discountName: text(),
    inclusions: stringList(),
    exclusions: stringList(),
    highlights: stringList(),
    operatingDuration: text(),
    knowBeforeYouGo: stringList(),
    yourExperience: text(),
    ticketsInfo: text(),
    cancellationPolicy: text(),
    metaTitle: text().notNull(),
    metaDescription: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("activities_prices_valid", sql`${t.price} >= 0 and (${t.originalPrice} is null or ${t.originalPrice} >= 0)`),
    check("activities_duration_positive", sql`${t.durationMinutes} > 0`),
  ],
);

export const activityImages = table("activity_images", {
  id: id(),
  activityId: integer()
    .notNull()
    .references(() => activities.id, { onDelete: "cascade" }),
  mediaId: media_id().notNull(),
  tag: text().notNull(),
  position: position(),
});

export const activityCampsites = table(
  "activity_campsites",
  {
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    campsiteId: integer()
      .notNull()
      .references(() => campsites.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.campsiteId] }), index().on(t.campsiteId)],
);

/** The curated attraction list of a destination; position gives the display order. */
export const destinationAttractions = table(
  "destination_attractions",
  {
    destinationId: integer()
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
    attractionId: integer()
      .notNull()
      .references(() => attractions.id, { onDelete: "cascade" }),
    position: position(),
  },
  (t) => [primaryKey({ columns: [t.destinationId, t.attractionId] }), unique().on(t.destinationId, t.position)],
);

/** The fixed activity list of a destination (SPEC.md: four for Dubai, four for Kashmir). */
export const destinationActivities = table(
  "destination_activities",
  {
    destinationId: integer()
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    position: position(),
  },
  (t) => [primaryKey({ columns: [t.destinationId, t.activityId] }), unique().on(t.destinationId, t.position)],
);
