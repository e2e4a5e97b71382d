// Bookings: a traveller's booking of seats on a departure, its participants and the
// append-only history of its statuses. The rules that must hold whatever the code does live here:
// amounts are non-negative integer paise that add up, a held booking has an expiry, the package
// and the departure belong to the same trip, and a participant's phone appears once per departure
// among live bookings (held, part_paid, confirmed). Seats never below 0 is the events table's check.

import { BOOKING_STATUSES, GENDERS } from "@parvat/domain/booking";
import { MAX_PARTICIPANTS } from "@parvat/domain/booking-amounts";
import { BOOKING_ACTORS } from "@parvat/domain/booking-lifecycle";
import { GUARDIAN_RELATIONS } from "@parvat/domain/guardians";
import { QUOTATION_LIMITS } from "@parvat/domain/quotation-builder";
import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { campaigns } from "./campaigns.ts";
import { events, packages } from "./catalog.ts";
import { createdAt, day, id, oneOf, table, updatedAt } from "./columns.ts";
import { quotationPropertyGroups, quotations } from "./enquiries.ts";

/** One booking of one or more seats; every amount is integer paise. */
export const bookings = table(
  "bookings",
  {
    id: id(),
    /** Short and human, e.g. PJ-7K3M9Q: on screens, messages and calls to the trip desk. */
    reference: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    // A booking is of seats on a departure (trek, event and package), or of an accepted quotation
    // (a planned trip with no seats to hold), never both: bookings_trip_or_quotation.
    trekId: integer(),
    eventId: integer(),
    packageId: integer(),
    quotationId: integer().references(() => quotations.id, { onDelete: "restrict" }),
    status: text().notNull().default("held"),
    travellerCount: integer().notNull(),
    pricePerPersonPaise: integer().notNull(),
    subtotalPaise: integer().notNull(),
    /** What a campaign's offer takes off the subtotal; GST is on the subtotal less this. */
    discountPaise: integer().notNull().default(0),
    /** The campaign whose offer the booking carries: one at most, never combined. */
    campaignId: integer().references(() => campaigns.id, { onDelete: "restrict" }),
    gstPercent: integer().notNull(),
    gstPaise: integer().notNull(),
    /** The price already contained its GST (a quotation inclusive of taxes): gst_paise is inside the total, not added. */
    gstIncluded: boolean().notNull().default(false),
    /** The booking's add-ons (trail.ts's booking_add_ons), their GST included: part of the total. */
    addOnsPaise: integer().notNull().default(0),
    /** A batch transfer's fee, part of the total (the booking owes it like its price). */
    changeFeePaise: integer().notNull().default(0),
    /** How many batch transfers the traveller may make; the trip desk may allow more. */
    transfersAllowed: integer().notNull().default(1),
    totalPaise: integer().notNull(),
    paidPaise: integer().notNull().default(0),
    /** The part payment that secures the seats, when the trip sets one. */
    bookingAmountPaise: integer(),
    /**
     * The last day to pay the balance when a change made after the trip's own deadline (a move to a
     * later date, add-ons chosen after paying in full) left money to pay: a day the traveller can still
     * meet (apps/api/src/booking-lifecycle/balance-deadline.ts). Null: the trip's rule.
     */
    balanceDueOn: day(),
    /** When a held booking's seats go back on sale (kept after the hold ends, for the record). */
    holdExpiresAt: timestamp({ withTimezone: true }),
    /** Where booking and payment messages go (optional: without it, no email is sent). */
    contactEmail: text(),
    /** Chosen by the browser once per registration screen: a repeat returns the same booking. */
    idempotencyKey: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("bookings_status_valid", oneOf(t.status, BOOKING_STATUSES)),
    check(
      "bookings_traveller_count_valid",
      // Up to 12 travellers book themselves; a quotation's booking carries the quotation's party,
      // however large (the quotation builder's limit).
      sql`${t.travellerCount} between 1 and (case when ${t.quotationId} is null then ${sql.raw(String(MAX_PARTICIPANTS))} else ${sql.raw(String(QUOTATION_LIMITS.maxPax))} end)`,
    ),
    check(
      "bookings_amounts_non_negative",
      sql`${t.pricePerPersonPaise} >= 0 and ${t.subtotalPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.gstPaise} >= 0 and ${t.addOnsPaise} >= 0 and ${t.totalPaise} >= 0 and ${t.paidPaise} >= 0 and ${t.changeFeePaise} >= 0 and ${t.transfersAllowed} >= 0 and (${t.bookingAmountPaise} is null or ${t.bookingAmountPaise} >= 0)`,
    ),
    // paid_paise may exceed the total for a moment: a traveller who pays twice (two tabs) is
    // refunded the excess, and paid_paise follows the ledger. A discount is at most the
    // subtotal and comes off before GST.
    check(
      "bookings_amounts_add_up",
      sql`${t.subtotalPaise} = ${t.pricePerPersonPaise} * ${t.travellerCount} and ${t.discountPaise} <= ${t.subtotalPaise} and ${t.totalPaise} = ${t.subtotalPaise} - ${t.discountPaise} + (case when ${t.gstIncluded} then 0 else ${t.gstPaise} end) + ${t.addOnsPaise} + ${t.changeFeePaise} and ${t.gstPaise} <= ${t.totalPaise} and (${t.bookingAmountPaise} is null or ${t.bookingAmountPaise} <= ${t.totalPaise})`,
    ),
    check("bookings_gst_percent_valid", sql`${t.gstPercent} between 0 and 100`),
    check(
      "bookings_trip_or_quotation",
      sql`(${t.quotationId} is null and ${t.trekId} is not null and ${t.eventId} is not null and ${t.packageId} is not null) or (${t.quotationId} is not null and ${t.trekId} is null and ${t.eventId} is null and ${t.packageId} is null)`,
    ),
    // One booking in force per quotation: its acceptance made it (an unpaid one that ended releases it).
    uniqueIndex("bookings_quotation_unique")
      .on(t.quotationId)
      .where(sql`${t.quotationId} is not null and ${t.status} in ('held', 'part_paid', 'confirmed', 'completed')`),
    check("bookings_hold_has_expiry", sql`${t.status} <> 'held' or ${t.holdExpiresAt} is not null`),
    // The package is one of the departure's trip's packages.
    foreignKey({ columns: [t.eventId, t.trekId], foreignColumns: [events.id, events.trekId] }).onDelete("restrict"),
    foreignKey({ columns: [t.packageId, t.trekId], foreignColumns: [packages.id, packages.trekId] }).onDelete(
      "restrict",
    ),
    // Also serves "this traveller's bookings" (user_id leads).
    uniqueIndex("bookings_user_idempotency_key_unique").on(t.userId, t.idempotencyKey),
    // Participants copy the departure; this lets their foreign key check the copy.
    unique("bookings_id_event_unique").on(t.id, t.eventId),
    index("bookings_event_status_idx").on(t.eventId, t.status),
    index("bookings_campaign_idx").on(t.campaignId),
    // The hold sweeper's queue: only held bookings, by expiry.
    index("bookings_held_expiry_idx").on(t.holdExpiresAt).where(sql`${t.status} = 'held'`),
  ],
);

/**
 * The travellers of a booking (SPEC.md's ParticipantInput). `eventId` is the booking's (checked by
 * the foreign key) and `live` mirrors whether the booking is held, part_paid or confirmed, so that
 * one partial unique index keeps a phone to one live booking per departure.
 */
export const bookingParticipants = table(
  "booking_participants",
  {
    id: id(),
    bookingId: integer().notNull(),
    /** The booking's departure; null for a quotation's booking, which has none (its travellers hold no seats). */
    eventId: integer(),
    /** Position in the booking, from 0: the order the traveller entered them. */
    position: integer().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** "+91". */
    countryCode: text().notNull(),
    /** E.164, country code included. */
    phone: text().notNull(),
    dob: day().notNull(),
    gender: text().notNull(),
    live: boolean().notNull().default(true),
    /**
     * A traveller under 18 on the start date is booked by a parent or lawful guardian who declares it
     * (packages/domain/src/guardians.ts): their name, relation and when they declared it. All three or
     * none; none for an adult.
     */
    guardianName: text(),
    guardianRelation: text(),
    guardianDeclaredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // With a departure, the traveller's is the booking's (the pair is checked); without one (a quotation's
    // booking) the pair is not, so the booking alone is referenced as well.
    foreignKey({
      name: "booking_participants_booking_fkey",
      columns: [t.bookingId, t.eventId],
      foreignColumns: [bookings.id, bookings.eventId],
    }).onDelete("cascade"),
    foreignKey({
      name: "booking_participants_booking_id_fkey",
      columns: [t.bookingId],
      foreignColumns: [bookings.id],
    }).onDelete("cascade"),
    unique("booking_participants_position_unique").on(t.bookingId, t.position),
    uniqueIndex("booking_participants_live_phone_unique").on(t.eventId, t.phone).where(sql`${t.live}`),
    check("booking_participants_gender_valid", oneOf(t.gender, GENDERS)),
    check("booking_participants_phone_e164", sql`${t.phone} ~ '^\\+[1-9][0-9]{7,14}$'`),
    check(
      "booking_participants_guardian_whole",
      sql`(${t.guardianName} is null) = (${t.guardianRelation} is null) and (${t.guardianName} is null) = (${t.guardianDeclaredAt} is null)`,
    ),
    check("booking_participants_guardian_relation_valid", oneOf(t.guardianRelation, GUARDIAN_RELATIONS)),
  ],
);

/**
 * Every change of a booking's status, with its time and cause. Rows are only ever added: the
 * migration adds a trigger that refuses updates (rows go only with their booking).
 */
export const bookingStatusChanges = table(
  "booking_status_changes",
  {
    id: id(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** Null for the booking's first status. */
    fromStatus: text(),
    toStatus: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    cause: text().notNull(),
    /** Who made the move (BOOKING_ACTORS); null on rows older than the lifecycle's table of moves. */
    actor: text(),
  },
  (t) => [
    check("booking_status_changes_actor_valid", sql`${t.actor} is null or ${oneOf(t.actor, BOOKING_ACTORS)}`),
    check(
      "booking_status_changes_from_valid",
      sql`${t.fromStatus} is null or ${oneOf(t.fromStatus, BOOKING_STATUSES)}`,
    ),
    check("booking_status_changes_to_valid", oneOf(t.toStatus, BOOKING_STATUSES)),
    index("booking_status_changes_booking_idx").on(t.bookingId, t.at),
  ],
);

/**
 * How a booking was cancelled, once: by whom, what its money was then (received less refunds not
 * failed), what the policy's tier (or the trip desk's amount) gave back and what it kept, so that a
 * cancelled booking can say what was paid, kept and refunded, and why, long after the quote changed.
 */
export const bookingCancellations = table(
  "booking_cancellations",
  {
    id: id(),
    bookingId: integer()
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: "cascade" }),
    at: timestamp({ withTimezone: true }).notNull(),
    /** traveller or trip-desk. */
    by: text().notNull(),
    /** Money received less every refund not failed, when it was cancelled: what the tier is a share of. */
    basePaise: integer().notNull(),
    /** The refund the cancellation gave (queued against the payments). */
    refundPaise: integer().notNull(),
    /** Trip credit the cancellation gave instead of (or besides) a refund. */
    creditPaise: integer().notNull().default(0),
    /** The tier's percent, null when the trip desk set the amount. */
    percent: integer(),
    /** The tier's fee as it applied (never more than the tier's share). */
    feePaise: integer().notNull().default(0),
    /** The tier in words, or the desk's reason for its own amount. */
    terms: text().notNull(),
  },
  (t) => [
    // automatic: an unpaid balance's grace ran out (apps/api/src/messages/balance-collection.ts);
    // company: the departure was cancelled by us (departure_cancellations).
    check("booking_cancellations_by_valid", sql`${t.by} in ('traveller', 'trip-desk', 'automatic', 'company')`),
    check(
      "booking_cancellations_amounts_valid",
      sql`${t.basePaise} >= 0 and ${t.refundPaise} >= 0 and ${t.refundPaise} <= ${t.basePaise} and ${t.feePaise} >= 0`,
    ),
    check("booking_cancellations_percent_valid", sql`${t.percent} is null or ${t.percent} between 0 and 100`),
  ],
);

/**
 * A traveller's acceptance of a quotation with one of its hotel options, for the trip planner to see,
 * and the booking it made. One in force per quotation (the partial unique key), so two acceptances at
 * once make one booking. When that booking ends without any money received (its hold lapsed, or it
 * was cancelled unpaid), the acceptance is released (released_at) and the quotation can be accepted
 * again; the released row stays, as the old booking's record of its option.
 */
export const quotationAcceptances = table(
  "quotation_acceptances",
  {
    id: id(),
    quotationId: integer()
      .notNull()
      .references(() => quotations.id, { onDelete: "restrict" }),
    /** The option chosen; null once a released acceptance's quotation was rewritten (optionName stays). */
    propertyGroupId: integer().references(() => quotationPropertyGroups.id, { onDelete: "set null" }),
    /** The option's name when accepted: the booking's "package". */
    optionName: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The booking this acceptance made. */
    bookingId: integer().references(() => bookings.id, { onDelete: "restrict" }),
    /** The option's price when accepted, whole rupees as quoted (price_details). */
    price: integer().notNull(),
    acceptedAt: timestamp({ withTimezone: true }).notNull(),
    /** When its booking ended unpaid and the quotation became open to accept again; null while in force. */
    releasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("quotation_acceptances_in_force_unique").on(t.quotationId).where(sql`${t.releasedAt} is null`),
    uniqueIndex("quotation_acceptances_booking_unique").on(t.bookingId),
  ],
);
