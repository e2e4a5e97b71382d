// The waitlist of a departure: travellers who wait for seats of a sold-out date (or a date with fewer
// seats than their group), in order, and the offers of freed seats made to them. Seats offered are
// off public sale (events.offered_seats, taken from available_seats in the same statement), so
// offered + held + sold + free = capacity always holds and a seat is never both offered and on sale.
import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { bookings } from "./bookings.ts";
import { events, packages } from "./catalog.ts";
import { id, oneOf, table } from "./columns.ts";

/** waiting (in line), offered (an offer is open), then one end: booked, left, declined, lapsed, removed, closed. */
export const WAITLIST_ENTRY_STATUSES = [
  "waiting",
  "offered",
  "booked",
  "left",
  "declined",
  "lapsed",
  "removed",
  "closed",
] as const;
/** open, then taken (a held booking was made), declined, lapsed (not answered in time) or withdrawn. */
export const WAITLIST_OFFER_STATUSES = ["open", "taken", "declined", "lapsed", "withdrawn"] as const;

export const waitlistEntries = table(
  "waitlist_entries",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    trekId: integer().notNull(),
    eventId: integer().notNull(),
    packageId: integer().notNull(),
    /** The group's size: an offer is made only of enough seats for all of it. */
    travellers: integer().notNull(),
    status: text().notNull().default("waiting"),
    /** The place in line: lower first. Joining takes the next number; staff moving an entry renumbers. */
    queueOrder: integer().notNull(),
    /** Where the offer's email goes (optional; the SMS goes to the account's phone). */
    contactEmail: text(),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
    /** When it left the line (booked, left, declined, lapsed, removed, closed); null while in it. */
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("waitlist_entries_status_valid", oneOf(t.status, WAITLIST_ENTRY_STATUSES)),
    check("waitlist_entries_travellers_valid", sql`${t.travellers} between 1 and 12`),
    check("waitlist_entries_ended", sql`(${t.status} in ('waiting', 'offered')) = (${t.endedAt} is null)`),
    foreignKey({ columns: [t.eventId, t.trekId], foreignColumns: [events.id, events.trekId] }).onDelete("cascade"),
    foreignKey({ columns: [t.packageId, t.trekId], foreignColumns: [packages.id, packages.trekId] }).onDelete(
      "cascade",
    ),
    // One entry in line per account and departure; one that ended leaves room to join again.
    uniqueIndex("waitlist_entries_one_per_account")
      .on(t.userId, t.eventId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index("waitlist_entries_line_idx").on(t.eventId, t.queueOrder).where(sql`${t.status} in ('waiting', 'offered')`),
  ],
);

export const waitlistOffers = table(
  "waitlist_offers",
  {
    id: id(),
    entryId: integer()
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    seats: integer().notNull(),
    status: text().notNull().default("open"),
    offeredAt: timestamp({ withTimezone: true }).notNull(),
    /** WAITLIST_OFFER_HOURS after the offer, never past the waitlist's closing. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    /** The held booking a taken offer became. */
    bookingId: integer().references(() => bookings.id, { onDelete: "set null" }),
  },
  (t) => [
    check("waitlist_offers_status_valid", oneOf(t.status, WAITLIST_OFFER_STATUSES)),
    check("waitlist_offers_seats_valid", sql`${t.seats} between 1 and 12`),
    check("waitlist_offers_expiry_after_offer", sql`${t.expiresAt} > ${t.offeredAt}`),
    check("waitlist_offers_ended", sql`(${t.status} = 'open') = (${t.endedAt} is null)`),
    uniqueIndex("waitlist_offers_one_open_per_entry").on(t.entryId).where(sql`${t.status} = 'open'`),
    // The sweeper's queue: open offers by expiry.
    index("waitlist_offers_open_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'open'`),
    index("waitlist_offers_event_idx").on(t.eventId),
  ],
);
