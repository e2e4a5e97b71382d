// Ready for the trail: what a traveller adds to a booking between payment and the trailhead.
// Add-ons (offloading, rentals, a cab seat) are defined per trip by staff, sold per departure from a
// stock that only one conditional UPDATE takes from (as seats are: never below 0, checked here), and
// carried on the booking as lines of their own, priced by the server in integer paise with their own
// GST rate. A booking's add_ons_paise (bookings.ts) is the sum of its lines' totals.

import { sql } from "drizzle-orm";
import {
  boolean,
  bytea,
  check,
  foreignKey,
  index,
  integer,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bookingParticipants, bookings } from "./bookings.ts";
import { events, treks } from "./catalog.ts";
import { createdAt, id, oneOf, position, stringList, table, updatedAt } from "./columns.ts";

/** per_traveller: once per traveller who takes it; per_traveller_day: that, times the departure's days. */
export const ADD_ON_PRICINGS = ["per_traveller", "per_traveller_day"] as const;

/** An extra a trip offers: its price, its GST rate, its sizes and how many each departure has. */
export const addOns = table(
  "add_ons",
  {
    id: id(),
    trekId: integer()
      .notNull()
      .references(() => treks.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text().notNull(),
    /** Integer paise per traveller, or per traveller per day (pricing). */
    pricePaise: integer().notNull(),
    pricing: text().notNull(),
    /** The add-on's own GST rate: a rental is not taxed like the tour package. */
    gstPercent: integer().notNull(),
    /**
     * Its SAC (a service) or HSN (goods) code, printed on its invoice line. 999799 ("other services
     * n.e.c.") until staff give its own: a chartered accountant confirms each (docs/api.md).
     */
    sac: text().notNull().default("999799"),
    /** The sizes it comes in ("S", "M", ...); empty when it has none. */
    sizes: stringList(),
    /** Units each departure has, of each size where it has sizes; null: as many as are asked for. */
    stockPerDeparture: integer(),
    /** On sale until this many days before a departure's start date (0: until the start day itself). */
    closesDaysBefore: integer().notNull().default(1),
    /** Withdrawn add-ons are no longer offered; lines already sold stay. */
    active: boolean().notNull().default(true),
    position: position(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("add_ons_trek_idx").on(t.trekId, t.position),
    unique("add_ons_id_trek_unique").on(t.id, t.trekId),
    check("add_ons_pricing_valid", oneOf(t.pricing, ADD_ON_PRICINGS)),
    check("add_ons_price_positive", sql`${t.pricePaise} > 0`),
    check("add_ons_gst_percent_valid", sql`${t.gstPercent} between 0 and 100`),
    check("add_ons_sac_format", sql`${t.sac} ~ '^[0-9]{4,8}$'`),
    check("add_ons_stock_valid", sql`${t.stockPerDeparture} is null or ${t.stockPerDeparture} >= 0`),
    check("add_ons_closes_valid", sql`${t.closesDaysBefore} >= 0`),
  ],
);

/**
 * An add-on's units on one departure, per size ('' for an add-on without sizes): the stock (the
 * add-on's stock_per_departure, followed when staff change it) and the units live bookings hold. A row
 * is made the first time the departure sells it; units are taken only by one conditional UPDATE
 * (`sold + n <= stock`). Staff may lower the stock below what is sold: nothing more is sold until
 * units come back under it, and returned units never reopen more than the stock.
 */
export const addOnStock = table(
  "add_on_stock",
  {
    addOnId: integer()
      .notNull()
      .references(() => addOns.id, { onDelete: "cascade" }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    size: text().notNull().default(""),
    /**
     * greatest(0, stock - sold), kept for the release before stock and sold (expand and contract:
     * docs/decisions/0016); the contract step drops it.
     */
    available: integer().notNull(),
    stock: integer().notNull().default(0),
    sold: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.addOnId, t.eventId, t.size] }),
    check("add_on_stock_available_non_negative", sql`${t.available} >= 0`),
    check("add_on_stock_counts_valid", sql`${t.stock} >= 0 and ${t.sold} >= 0`),
  ],
);

/**
 * One add-on on one booking, in one size: how many travellers take it, and its price as sold (the
 * add-on's price and rate may change later; the booking keeps what it was sold at).
 */
export const bookingAddOns = table(
  "booking_add_ons",
  {
    id: id(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    addOnId: integer()
      .notNull()
      .references(() => addOns.id, { onDelete: "restrict" }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    /** The add-on's name when sold: receipts and manifests read it. */
    name: text().notNull(),
    size: text().notNull().default(""),
    quantity: integer().notNull(),
    /** 1 for a per-traveller price; the departure's days for a per-day price. */
    days: integer().notNull(),
    unitPricePaise: integer().notNull(),
    gstPercent: integer().notNull(),
    /** unit_price_paise x quantity x days. */
    netPaise: integer().notNull(),
    gstPaise: integer().notNull(),
    /** net_paise + gst_paise. */
    totalPaise: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("booking_add_ons_line_unique").on(t.bookingId, t.addOnId, t.size),
    index("booking_add_ons_event_idx").on(t.eventId, t.addOnId),
    foreignKey({ columns: [t.bookingId, t.eventId], foreignColumns: [bookings.id, bookings.eventId] }).onDelete(
      "cascade",
    ),
    check("booking_add_ons_quantity_positive", sql`${t.quantity} > 0 and ${t.days} > 0`),
    check(
      "booking_add_ons_amounts_add_up",
      sql`${t.unitPricePaise} > 0 and ${t.netPaise} = ${t.unitPricePaise} * ${t.quantity} * ${t.days} and ${t.gstPaise} >= 0 and ${t.totalPaise} = ${t.netPaise} + ${t.gstPaise}`,
    ),
    check("booking_add_ons_gst_percent_valid", sql`${t.gstPercent} between 0 and 100`),
  ],
);

/**
 * Who takes an add-on of a line: the travellers (by their position on the booking, as
 * booking_participants.position) who wear that size, so that base camp hands the M jacket to the right
 * person. A traveller takes one size of an add-on at most; a line with sizes has as many as its
 * quantity (add-ons.ts checks). A replacement traveller takes the seat's position, and so its sizes.
 */
export const bookingAddOnTravellers = table(
  "booking_add_on_travellers",
  {
    bookingAddOnId: integer()
      .notNull()
      .references(() => bookingAddOns.id, { onDelete: "cascade" }),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    addOnId: integer()
      .notNull()
      .references(() => addOns.id, { onDelete: "restrict" }),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingAddOnId, t.position] }),
    unique("booking_add_on_travellers_one_size_each").on(t.bookingId, t.addOnId, t.position),
    check("booking_add_on_travellers_position_valid", sql`${t.position} >= 0`),
  ],
);

// ─── Each traveller's own forms ─────────────────────────────────────────────────────────

/** What a trip asks of each traveller beyond the standard forms. */
export const tripRequirements = table("trip_requirements", {
  trekId: integer()
    .primaryKey()
    .references(() => treks.id, { onDelete: "cascade" }),
  /** A photo ID's type and number, for forest or border permits. */
  permitIdRequired: boolean().notNull().default(false),
  /** A fitness proof (a run's screenshot, a doctor's letter) that staff approve. */
  fitnessProofRequired: boolean().notNull().default(false),
});

/**
 * The undertaking travellers accept (the risks of the mountains, the trip leader's word is final),
 * versioned: a new text is a new row, never an edit, so an acceptance always points at the words
 * accepted. trek_id null: the company's, for trips without one of their own.
 */
export const undertakings = table(
  "undertakings",
  {
    id: id(),
    trekId: integer().references(() => treks.id, { onDelete: "cascade" }),
    version: integer().notNull(),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("undertakings_trek_version_unique").on(sql`coalesce(${t.trekId}, 0)`, t.version),
    check("undertakings_version_positive", sql`${t.version} > 0`),
  ],
);

export const ID_TYPES = ["aadhaar", "passport", "driving_licence", "voter_id", "pan"] as const;
export const FITNESS_STATUSES = ["missing", "pending", "approved", "returned"] as const;

/**
 * One traveller's part of a booking, reached by a personal link (/forms/{token}); only the token's
 * SHA-256 is kept, so the table cannot be used to open anyone's form. Medical details, the emergency
 * contact and the ID number are personal data: encrypted by the application before they are written
 * (apps/api/src/personal-data/sealed-forms.ts), readable by the traveller (through the link) and staff
 * only, and erased PERSONAL_DATA_RETENTION_DAYS after the trip (docs/api.md, "Personal data").
 */
export const travellerForms = table(
  "traveller_forms",
  {
    id: id(),
    participantId: integer()
      .notNull()
      .unique()
      .references(() => bookingParticipants.id, { onDelete: "cascade" }),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the link's token; a resend replaces it and the old link stops opening. */
    tokenHash: text().notNull().unique(),
    tokenIssuedAt: timestamp({ withTimezone: true }).notNull(),
    emergencyName: text(),
    emergencyPhone: text(),
    emergencyRelation: text(),
    medicalConditions: text(),
    medicines: text(),
    allergies: text(),
    medicalNotes: text(),
    medicalDeclaredAt: timestamp({ withTimezone: true }),
    undertakingId: integer().references(() => undertakings.id, { onDelete: "restrict" }),
    undertakingAcceptedAt: timestamp({ withTimezone: true }),
    /** The address the acceptance came from (the client's, as the API sees it). */
    undertakingAddress: text(),
    idType: text(),
    idNumber: text(),
    /** The stored file's name: its row in fitness_proof_files (never under the public media path). */
    fitnessFile: text(),
    fitnessMime: text(),
    fitnessUploadedAt: timestamp({ withTimezone: true }),
    fitnessStatus: text().notNull().default("missing"),
    fitnessReason: text(),
    fitnessReviewedBy: integer(),
    fitnessReviewedAt: timestamp({ withTimezone: true }),
    /** When the retention scan erased the answers above (the trip ended long enough ago). */
    personalDataErasedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("traveller_forms_booking_idx").on(t.bookingId),
    check("traveller_forms_id_type_valid", sql`${t.idType} is null or ${oneOf(t.idType, ID_TYPES)}`),
    check("traveller_forms_fitness_status_valid", oneOf(t.fitnessStatus, FITNESS_STATUSES)),
    check(
      "traveller_forms_undertaking_complete",
      sql`(${t.undertakingId} is null) = (${t.undertakingAcceptedAt} is null)`,
    ),
    check(
      "traveller_forms_returned_has_reason",
      sql`${t.fitnessStatus} <> 'returned' or ${t.fitnessReason} is not null`,
    ),
  ],
);

/**
 * The fitness proofs themselves, as we rewrote them (a photo re-encoded without its metadata, a PDF
 * drawn again as pictures of its pages: apps/api/src/trail/fitness-uploads.ts). Kept in the database,
 * as review photos are, so that every server copy on every machine serves the same file, and a
 * backup of the database holds them. `name` is the random name traveller_forms.fitness_file holds.
 * `content` is encrypted by the application, bound to `name` (docs/api.md, "Personal data").
 */
export const fitnessProofFiles = table(
  "fitness_proof_files",
  {
    name: text().primaryKey(),
    formId: integer()
      .notNull()
      .references(() => travellerForms.id, { onDelete: "cascade" }),
    mime: text().notNull(),
    content: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("fitness_proof_files_form_idx").on(t.formId)],
);

// ─── The trip pass and check-in at the trailhead ────────────────────────────────────────

/** What the trip pass says of a departure: where and when to meet, and who leads it. */
export const departureBriefings = table("departure_briefings", {
  eventId: integer()
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  meetingPoint: text().notNull(),
  /** A map link (https) for the meeting point. */
  meetingMapUrl: text(),
  /** The meeting time on the start date, "HH:MM" (24-hour, business time zone). */
  meetingTime: text().notNull(),
  leaderName: text().notNull(),
  /** E.164. */
  leaderPhone: text().notNull(),
  updatedAt: updatedAt(),
});

export const CHECK_IN_STATES = ["arrived", "no_show"] as const;

/**
 * One record per traveller and departure: arrived or no-show, as last marked. Staff phones mark
 * offline and send later, each mark with the time it was made; the latest mark by that time wins,
 * whatever order they arrive in, so two phones marking the same traveller leave one record.
 */
export const checkIns = table(
  "check_ins",
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    participantId: integer()
      .notNull()
      .references(() => bookingParticipants.id, { onDelete: "cascade" }),
    state: text().notNull(),
    /** When the mark was made on the phone (not when it reached the server). */
    at: timestamp({ withTimezone: true }).notNull(),
    staffUserId: integer().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.participantId] }),
    check("check_ins_state_valid", oneOf(t.state, CHECK_IN_STATES)),
  ],
);
