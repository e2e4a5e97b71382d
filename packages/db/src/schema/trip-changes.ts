// Changing a booking instead of losing it: trip credit, batch transfers and departures the company
// calls off. The rules that must hold whatever the code does live here: the credit ledger is
// append-only (the migration adds the trigger) in positive integer paise, every spend or expiry
// draws on one issued entry (its lot), and a booking's transfers and a departure's cancellation are
// each recorded once. A lot's balance never goes below zero: the credit service takes the account's
// lock and draws at most what is left of each lot (apps/api/src/credit/credit.ts).
import { COMPANY_CANCEL_CHOICES, CREDIT_ENTRY_KINDS, CREDIT_SOURCES } from "@parvat/domain/trip-changes";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { bookings } from "./bookings.ts";
import { events, packages } from "./catalog.ts";
import { createdAt, id, oneOf, table } from "./columns.ts";

/**
 * A traveller's trip credit, one row per movement: credit issued (with its expiry and why), spent on
 * a booking, returned to the lot it was spent from (the booking ended: it keeps the lot's expiry), or
 * lapsed at its expiry. A spend, a return or an expiry names the issued row (its lot).
 */
export const creditLedger = table(
  "credit_ledger",
  {
    id: id(),
    accountId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    kind: text().notNull(),
    amountPaise: integer().notNull(),
    /** For a spend, a return or an expiry: the issued entry (its lot). */
    lotId: integer().references((): AnyPgColumn => creditLedger.id, { onDelete: "restrict" }),
    /** For an issue: when what is left of it lapses. */
    expiresAt: timestamp({ withTimezone: true }),
    /** For an issue: why (CREDIT_SOURCES). */
    source: text(),
    /** The booking it came from (an issue) or was spent on (a spend). */
    bookingId: integer().references(() => bookings.id, { onDelete: "restrict" }),
    /** The trip desk member who granted goodwill credit. */
    staffUserId: integer().references(() => users.id, { onDelete: "restrict" }),
    /** Words for the traveller: the desk's reason for goodwill, the booking's reference. */
    note: text(),
    at: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("credit_ledger_kind_valid", oneOf(t.kind, CREDIT_ENTRY_KINDS)),
    check("credit_ledger_amount_positive", sql`${t.amountPaise} > 0`),
    check(
      "credit_ledger_issue_shape",
      sql`(${t.kind} = 'issue' and ${t.lotId} is null and ${t.expiresAt} is not null and ${t.source} is not null) or (${t.kind} <> 'issue' and ${t.lotId} is not null and ${t.expiresAt} is null and ${t.source} is null)`,
    ),
    check("credit_ledger_source_valid", sql`${t.source} is null or ${oneOf(t.source, CREDIT_SOURCES)}`),
    check("credit_ledger_spend_has_booking", sql`${t.kind} not in ('spend', 'return') or ${t.bookingId} is not null`),
    check(
      "credit_ledger_goodwill_by_staff",
      sql`${t.source} is distinct from 'goodwill' or (${t.staffUserId} is not null and ${t.note} is not null)`,
    ),
    index("credit_ledger_account_idx").on(t.accountId, t.at),
    index("credit_ledger_lot_idx").on(t.lotId),
    // The expiry job's queue: issued entries by expiry.
    index("credit_ledger_expiry_idx").on(t.expiresAt).where(sql`${t.kind} = 'issue'`),
  ],
);

/** A booking moved from one departure (and package) of its trip to another, with what it cost. */
export const bookingTransfers = table(
  "booking_transfers",
  {
    id: id(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    fromEventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    fromPackageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "restrict" }),
    toEventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    toPackageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "restrict" }),
    fromTotalPaise: integer().notNull(),
    toTotalPaise: integer().notNull(),
    /** The fee charged (0 when the trip desk moved it, or a departure we cancelled). */
    feePaise: integer().notNull(),
    /** What the cheaper departure left over, given back as trip credit. */
    creditPaise: integer().notNull().default(0),
    /** traveller, trip-desk or company-cancellation. */
    by: text().notNull(),
    staffUserId: integer().references(() => users.id, { onDelete: "restrict" }),
    /** The traveller's request key: a repeat answers the same transfer. */
    idempotencyKey: text(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check("booking_transfers_by_valid", oneOf(t.by, ["traveller", "trip-desk", "company-cancellation"])),
    check(
      "booking_transfers_amounts_valid",
      sql`${t.fromTotalPaise} >= 0 and ${t.toTotalPaise} >= 0 and ${t.feePaise} >= 0 and ${t.creditPaise} >= 0`,
    ),
    unique("booking_transfers_key_unique").on(t.bookingId, t.idempotencyKey),
    index("booking_transfers_booking_idx").on(t.bookingId, t.at),
  ],
);

/** A departure the company called off, once, with its reason and who did it. */
export const departureCancellations = table(
  "departure_cancellations",
  {
    id: id(),
    eventId: integer()
      .notNull()
      .unique()
      .references(() => events.id, { onDelete: "restrict" }),
    reason: text().notNull(),
    staffUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check("departure_cancellations_reason_present", sql`length(trim(${t.reason})) > 0`)],
);

/**
 * What each traveller of a cancelled departure is offered, and what they chose: a full refund, credit
 * with the trip's bonus, or a move to another departure without a fee. Without an answer by
 * `answerBy`, the refund is made.
 */
export const companyCancellationOffers = table(
  "company_cancellation_offers",
  {
    id: id(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    /** What the booking had received, net of refunds, when the departure was cancelled. */
    paidPaise: integer().notNull(),
    /** Credit offered instead of the refund: everything paid plus the bonus. */
    creditOfferPaise: integer().notNull(),
    answerBy: timestamp({ withTimezone: true }).notNull(),
    choice: text(),
    /** refund chosen by the job when nobody answered, else the traveller. */
    answeredBy: text(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check(
      "company_cancellation_offers_choice_valid",
      sql`${t.choice} is null or ${oneOf(t.choice, COMPANY_CANCEL_CHOICES)}`,
    ),
    check(
      "company_cancellation_offers_answer_shape",
      sql`(${t.choice} is null) = (${t.answeredAt} is null) and (${t.choice} is null) = (${t.answeredBy} is null)`,
    ),
    check("company_cancellation_offers_amounts", sql`${t.paidPaise} >= 0 and ${t.creditOfferPaise} >= ${t.paidPaise}`),
    index("company_cancellation_offers_open_idx").on(t.answerBy).where(sql`${t.choice} is null`),
    // One offer per booking and departure: a booking moved to another date after one cancellation
    // can be on a departure we cancel again, and gets a second offer.
    unique("company_cancellation_offers_booking_event_unique").on(t.bookingId, t.eventId),
  ],
);
