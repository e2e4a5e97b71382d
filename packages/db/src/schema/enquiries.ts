// Enquiries and the quotations answering them: a traveller asks for a trip, a trip planner answers
// with day-by-day plans and a choice of hotels, listed at /quotations/{slug}.

import type { QuotationDraft } from "@parvat/domain/quotation-builder";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { activities, attractions, campsites, phoneNumbers, properties, treks } from "./catalog.ts";
import { createdAt, day, id, oneOf, position, stringList, table, updatedAt } from "./columns.ts";
import { media_id } from "./media.ts";

export const INQUIRY_STATUSES = ["new", "contacted", "quoted", "accepted", "booked", "closed"] as const;
/** enquiry: the contact and trip forms (InquiryInput); custom-trip: /customize (EventDataInput). */
export const INQUIRY_KINDS = ["enquiry", "custom-trip"] as const;

/** A traveller's request for a trip; its quotations are listed at /quotations/{slug}. */
export const inquiries = table(
  "inquiries",
  {
    id: id(),
    /** Unguessable (80 random bits): it opens the enquiry's quotations at /quotations/{slug}. */
    slug: text().notNull().unique(),
    /**
     * The short reference the traveller reads out on a call ("EQ-7K3M9Q", like a booking's): the
     * migration's inquiry_reference() draws it from @parvat/domain/booking's REFERENCE_ALPHABET.
     */
    reference: text().notNull().unique().default(sql`inquiry_reference()`),
    name: text().notNull(),
    mobile: text().notNull(),
    email: text().notNull(),
    /** Null: none given (a general question from /contact needs no date). */
    travelDate: day(),
    travellers: integer().notNull(),
    message: text(),
    trekId: integer().references(() => treks.id, { onDelete: "set null" }),
    activityId: integer().references(() => activities.id, { onDelete: "set null" }),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    status: text().notNull().default("new"),
    kind: text().notNull().default("enquiry"),
    /** The custom trip's EventDataInput (null for other enquiries): where, how many days, who, what kind. */
    destination: text(),
    durationDays: integer(),
    groupType: text(),
    tripType: text(),
    /**
     * Who travels on a custom trip, as the traveller said it (null for other enquiries): adults,
     * children with one age each, and the budget per person in whole rupees (null: none given).
     * travellers is their sum.
     */
    adults: integer(),
    children: integer(),
    childAges: integer().array(),
    budgetPerPerson: integer(),
    /** The staff member handling it in the back office's inbox; null: nobody yet. */
    assigneeId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("inquiries_status_valid", oneOf(t.status, INQUIRY_STATUSES)),
    check("inquiries_kind_valid", oneOf(t.kind, INQUIRY_KINDS)),
    check("inquiries_duration_positive", sql`${t.durationDays} is null or ${t.durationDays} > 0`),
    check("inquiries_travellers_positive", sql`${t.travellers} > 0`),
    check(
      "inquiries_party_adds_up",
      sql`${t.adults} is null or (${t.adults} > 0 and ${t.children} is not null and ${t.children} >= 0 and ${t.travellers} = ${t.adults} + ${t.children} and ${t.childAges} is not null and cardinality(${t.childAges}) = ${t.children})`,
    ),
    check("inquiries_budget_positive", sql`${t.budgetPerPerson} is null or ${t.budgetPerPerson} > 0`),
    index().on(t.createdAt),
    index().on(t.status, t.createdAt),
  ],
);

/**
 * The trip desk's notes on an enquiry, each with its author and time. Append-only: the
 * migration's trigger refuses edits, and deletions other than the enquiry's own cascade.
 */
export const inquiryNotes = table(
  "inquiry_notes",
  {
    id: id(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    body: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("inquiry_notes_body_present", sql`length(btrim(${t.body})) > 0`), index().on(t.inquiryId, t.at)],
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
    /** The back office builder's draft it was made from, to reopen as written; null otherwise. */
    builderInput: jsonb().$type<QuotationDraft>(),
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

/**
 * A stay of a hotel option: a catalogue property, or one the planner typed in (a homestay, a hotel
 * not in the catalogue) with its own name, location and stars, never both.
 */
export const quotationPropertyGroupProperties = table(
  "quotation_property_group_properties",
  {
    id: id(),
    groupId: integer()
      .notNull()
      .references(() => quotationPropertyGroups.id, { onDelete: "cascade" }),
    propertyId: integer().references(() => properties.id),
    /** A typed-in property's own details (null for a catalogue property). */
    name: text(),
    location: text(),
    starCategory: smallint(),
    meals: text().notNull(),
    roomType: text().notNull(),
    daysDetail: text().notNull(),
    position: position(),
  },
  (t) => [
    check(
      "quotation_property_group_properties_catalogue_or_typed_in",
      sql`(${t.propertyId} is not null and ${t.name} is null and ${t.location} is null and ${t.starCategory} is null) or (${t.propertyId} is null and length(btrim(${t.name})) > 0 and length(btrim(${t.location})) > 0)`,
    ),
    check(
      "quotation_property_group_properties_star_category_valid",
      sql`${t.starCategory} is null or ${t.starCategory} between 1 and 7`,
    ),
  ],
);
