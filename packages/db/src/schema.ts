// The whole data model in one place. Column names are snake_case in the database
// (`snakeCase.table`), camelCase in TypeScript; GraphQL exposes SPEC.md's snake_case names.
// Integrity lives here, not only in code: foreign keys, unique slugs, checks on seats,
// dates and prices, and composite keys that stop a price entry pointing at another trek's package.
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  primaryKey,
  smallint,
  snakeCase,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const table = snakeCase.table;

const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
const position = () => integer().notNull().default(0);
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** A calendar date exchanged as `YYYY-MM-DD`, never shifted by time zones. */
const day = () => date({ mode: "string" });
const stringList = () => text().array().notNull().default(sql`'{}'::text[]`);
const media_id = () => integer().references(() => media.id, { onDelete: "restrict" });
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.join(
    values.map((value) => sql.raw(`'${value}'`)),
    sql`, `,
  )})`;

export const TREK_TYPES = ["trek", "group-trip", "tour-package"] as const;
export const TREK_STATUSES = ["active", "inactive", "draft"] as const;
export const DIFFICULTIES = ["easy", "easy-moderate", "moderate", "difficult", "challenging"] as const;
export const CAMPSITE_TYPES = ["domestic", "international"] as const;
export const INCLUDE_KINDS = ["inclusion", "exclusion"] as const;
export const INQUIRY_STATUSES = ["new", "contacted", "quoted", "booked", "closed"] as const;
export const USER_ROLES = ["traveller", "staff"] as const;
export type UserRole = (typeof USER_ROLES)[number];

// ─── Media ──────────────────────────────────────────────────────────────────────────────
// Every picture on the site. Width and height are stored so pages reserve the space and never
// shift; the media endpoint renders responsive WebP/AVIF variants from the source on demand.

export const media = table(
  "media",
  {
    id: id(),
    key: text().notNull().unique(),
    /** Short hash of the source, part of every URL: a changed picture gets new URLs, so all can be cached forever. */
    checksum: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    alt: text().notNull(),
    /** Shown as the background while the image loads. */
    dominantColor: text().notNull(),
    /** Generated art (demo content). Uploaded photos would keep an object-store key instead. */
    svgSource: text(),
    createdAt: createdAt(),
  },
  (t) => [check("media_dimensions_positive", sql`${t.width} > 0 and ${t.height} > 0`)],
);

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
  },
  (t) => [check("campsites_type_valid", oneOf(t.type, CAMPSITE_TYPES))],
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("treks_type_valid", oneOf(t.type, TREK_TYPES)),
    check("treks_status_valid", oneOf(t.status, TREK_STATUSES)),
    check("treks_difficulty_valid", oneOf(t.difficulty, DIFFICULTIES)),
    check("treks_ages_ordered", sql`${t.minAge} is null or ${t.maxAge} is null or ${t.minAge} <= ${t.maxAge}`),
    check(
      "treks_discount_counts_valid",
      sql`${t.discountAvailed} >= 0 and ${t.discountTotal} >= 0 and ${t.discountAvailed} <= ${t.discountTotal} and ${t.discountDaysPassed} >= 0`,
    ),
    index("treks_status_updated_idx").on(t.status, t.updatedAt),
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
  },
  (t) => [
    check("events_dates_ordered", sql`${t.startDate} <= ${t.endDate}`),
    check("events_available_seats_non_negative", sql`${t.availableSeats} >= 0`),
    check("events_seats_within_capacity", sql`${t.availableSeats} <= ${t.capacity}`),
    unique("events_trek_start_unique").on(t.trekId, t.startDate),
    unique("events_id_trek_unique").on(t.id, t.trekId),
    index().on(t.startDate),
  ],
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
  },
  (t) => [check("reviews_star_rating_valid", sql`${t.starRating} between 1 and 5`), index().on(t.trekId)],
);

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

// ─── People and enquiries ───────────────────────────────────────────────────────────────

export const users = table(
  "users",
  {
    id: id(),
    /** E.164. */
    phone: text().notNull().unique(),
    role: text().notNull().default("traveller"),
    firstName: text(),
    lastName: text(),
    avatarId: media_id(),
    createdAt: createdAt(),
  },
  (t) => [check("users_role_valid", oneOf(t.role, USER_ROLES))],
);

/** A traveller's request for a trip; its quotations are listed at /quotations/{slug}. */
export const inquiries = table(
  "inquiries",
  {
    id: id(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    mobile: text().notNull(),
    email: text().notNull(),
    travelDate: day().notNull(),
    travellers: integer().notNull(),
    message: text(),
    trekId: integer().references(() => treks.id, { onDelete: "set null" }),
    activityId: integer().references(() => activities.id, { onDelete: "set null" }),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    status: text().notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [
    check("inquiries_status_valid", oneOf(t.status, INQUIRY_STATUSES)),
    check("inquiries_travellers_positive", sql`${t.travellers} > 0`),
    index().on(t.createdAt),
  ],
);

// ─── Quotations ─────────────────────────────────────────────────────────────────────────

type PriceDetail = { included: boolean; price: number | null; note: string | null };

export const quotations = table(
  "quotations",
  {
    id: id(),
    slug: text().notNull().unique(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    /** The traveller the quotation is addressed to. */
    name: text().notNull(),
    tripTitle: text().notNull(),
    tripSubtitle: text(),
    expiryDate: day().notNull(),
    duration: text().notNull(),
    pax: integer().notNull(),
    meals: text().notNull(),
    rooms: integer().notNull(),
    stayDetails: text(),
    travelDate: day().notNull(),
    travelDetails: text(),
    travelComments: text(),
    inclusions: stringList(),
    exclusions: stringList(),
    showPriceFor: text().notNull().default("per person"),
    bookingAmount: integer().notNull(),
    discountName: text(),
    priceNote: text(),
    knowBeforeYouBook: stringList(),
    priceInclusiveOfTaxes: boolean().notNull().default(true),
    airportTransfer: boolean().notNull().default(false),
    privateVehicleSiteseeing: boolean().notNull().default(false),
    sicVehicle: boolean().notNull().default(false),
    travellingData: jsonb().$type<{ from: string; to: string; mode: string }[]>().notNull().default([]),
    extrabeds: integer().notNull().default(0),
    exclusiveAdultExtrabed: integer().notNull().default(0),
    flightPriceDetails: jsonb().$type<PriceDetail>(),
    trainPriceDetails: jsonb().$type<PriceDetail>(),
    busPriceDetails: jsonb().$type<PriceDetail>(),
    visaPriceDetails: jsonb().$type<PriceDetail>(),
    phoneNumberId: integer().references(() => phoneNumbers.id),
    /** The trip planner who prepared it. */
    userId: integer().references(() => users.id),
    campsiteId: integer()
      .notNull()
      .references(() => campsites.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("quotations_pax_positive", sql`${t.pax} > 0 and ${t.rooms} >= 0`),
    check("quotations_booking_amount_valid", sql`${t.bookingAmount} >= 0`),
    index().on(t.inquiryId),
  ],
);

export const quotationImages = table("quotation_images", {
  id: id(),
  quotationId: integer()
    .notNull()
    .references(() => quotations.id, { onDelete: "cascade" }),
  mediaId: media_id().notNull(),
  position: position(),
});

export const quotationDays = table(
  "quotation_days",
  {
    id: id(),
    quotationId: integer()
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    dayNumber: integer().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    imageId: media_id(),
  },
  (t) => [unique().on(t.quotationId, t.dayNumber)],
);

export const quotationDayActivities = table(
  "quotation_day_activities",
  {
    dayId: integer()
      .notNull()
      .references(() => quotationDays.id, { onDelete: "cascade" }),
    activityId: integer()
      .notNull()
      .references(() => activities.id),
    included: boolean().notNull().default(true),
    price: integer(),
    priceFor: text(),
  },
  (t) => [primaryKey({ columns: [t.dayId, t.activityId] })],
);

export const quotationDayAttractions = table(
  "quotation_day_attractions",
  {
    dayId: integer()
      .notNull()
      .references(() => quotationDays.id, { onDelete: "cascade" }),
    attractionId: integer()
      .notNull()
      .references(() => attractions.id),
    included: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.dayId, t.attractionId] })],
);

/** A choice of hotels with its own price (SPEC.md's price_details keyed by group id). */
export const quotationPropertyGroups = table(
  "quotation_property_groups",
  {
    id: id(),
    quotationId: integer()
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    price: integer(),
    isSelected: boolean().notNull().default(false),
    isHidden: boolean().notNull().default(false),
    position: position(),
  },
  (t) => [
    uniqueIndex("quotation_property_groups_one_selected").on(t.quotationId).where(sql`${t.isSelected}`),
    check("quotation_property_groups_price_valid", sql`${t.price} is null or ${t.price} >= 0`),
  ],
);

export const quotationPropertyGroupProperties = table("quotation_property_group_properties", {
  id: id(),
  groupId: integer()
    .notNull()
    .references(() => quotationPropertyGroups.id, { onDelete: "cascade" }),
  propertyId: integer()
    .notNull()
    .references(() => properties.id),
  meals: text().notNull(),
  roomType: text().notNull(),
  daysDetail: text().notNull(),
  position: position(),
});

// ─── Creators, stories and company pages ────────────────────────────────────────────────

export const creators = table("creators", {
  id: id(),
  /** The unhyphenated name used in /creator/{name}. */
  slug: text().notNull().unique(),
  name: text().notNull(),
  tagline: text().notNull(),
  bio: text().notNull(),
  avatarId: media_id().notNull(),
  coverImageId: media_id().notNull(),
  instagram: text(),
  youtube: text(),
});

export const creatorTrips = table(
  "creator_trips",
  {
    id: id(),
    creatorId: integer()
      .notNull()
      .references(() => creators.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    title: text().notNull(),
    subtitle: text().notNull(),
    description: text().notNull(),
    season: text().notNull(),
    trekId: integer().references(() => treks.id, { onDelete: "set null" }),
    coverImageId: media_id().notNull(),
    position: position(),
  },
  (t) => [unique().on(t.creatorId, t.slug)],
);

export const moments = table("moments", {
  id: id(),
  creatorTripId: integer()
    .notNull()
    .references(() => creatorTrips.id, { onDelete: "cascade" }),
  mediaId: media_id().notNull(),
  caption: text().notNull(),
  position: position(),
});

export const blogPosts = table("blog_posts", {
  id: id(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  excerpt: text().notNull(),
  /** Paragraphs separated by blank lines; a line starting with "## " is a heading. */
  body: text().notNull(),
  coverImageId: media_id().notNull(),
  creatorId: integer().references(() => creators.id, { onDelete: "set null" }),
  authorName: text().notNull(),
  destinationId: integer().references(() => destinations.id, { onDelete: "set null" }),
  publishedOn: day().notNull(),
  readingMinutes: integer().notNull(),
  metaTitle: text().notNull(),
  metaDescription: text().notNull(),
});

export const teamMembers = table("team_members", {
  id: id(),
  name: text().notNull(),
  role: text().notNull(),
  bio: text().notNull(),
  photoId: media_id().notNull(),
  position: position(),
});

export const jobOpenings = table("job_openings", {
  id: id(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  department: text().notNull(),
  location: text().notNull(),
  employmentType: text().notNull(),
  summary: text().notNull(),
  responsibilities: stringList(),
  requirements: stringList(),
  isOpen: boolean().notNull().default(true),
  postedOn: day().notNull(),
});

export const newsletterSubscribers = table(
  "newsletter_subscribers",
  {
    id: id(),
    /** Stored trimmed and lower-cased; the unique index makes a second subscription a no-op. */
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_unique").on(sql`lower(${t.email})`)],
);

// ─── Accounts: one-time codes, rate limits, sessions (issue 5) ──────────────────────────
// Login is a phone number and a one-time code (DESIGN.md section 3). Nothing secret is stored in
// the clear: codes are keyed hashes, rate-limit keys are keyed hashes of the phone or IP address.

/** The live code of each phone: a resend replaces it; a use or the fifth wrong try kills it. */
export const oneTimeCodes = table(
  "one_time_codes",
  {
    /** E.164. */
    phone: text().primaryKey(),
    /** HMAC-SHA256 of the phone and the code, hex. */
    codeHash: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    wrongAttempts: smallint().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("one_time_codes_attempts_valid", sql`${t.wrongAttempts} >= 0`),
    check("one_time_codes_expiry_valid", sql`${t.expiresAt} > ${t.sentAt}`),
  ],
);

/**
 * Sliding-window rate limits shared by every copy of the server: one row per counted event (a code
 * sent, a wrong code), kept a day at most.
 */
export const rateLimitHits = table(
  "rate_limit_hits",
  {
    id: id(),
    /** What is counted, e.g. "otp-send:phone", "otp-send:ip", "login-failure:ip". */
    bucket: text().notNull(),
    /** A keyed hash of the phone number or IP address. */
    key: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_lookup").on(t.bucket, t.key, t.at), index("rate_limit_hits_at").on(t.at)],
);

/** Every token issued, by its `jti`: logout revokes it here, so a stolen copy stops working too. */
export const authSessions = table(
  "auth_sessions",
  {
    /** The token's `jti` (a random UUID). */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("auth_sessions_user").on(t.userId)],
);
