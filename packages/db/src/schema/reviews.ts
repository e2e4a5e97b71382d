// Invitations to review a trip (the API's reviews/ folder): one per traveller per departure, sent when
// the departure ends to the travellers of its completed bookings. The link carries a random token of
// which only the SHA-256 is stored here, so a copy of the database cannot write reviews.
import { sql } from "drizzle-orm";
import { check, index, integer, text, timestamp, unique } from "drizzle-orm/pg-core";
import { bookingParticipants, bookings } from "./bookings.ts";
import { events, reviews, treks } from "./catalog.ts";
import { createdAt, id, table } from "./columns.ts";

export const reviewInvites = table(
  "review_invites",
  {
    id: id(),
    /** SHA-256 of the link's token, hex. */
    tokenHash: text().notNull().unique(),
    trekId: integer()
      .notNull()
      .references(() => treks.id, { onDelete: "cascade" }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    participantId: integer()
      .notNull()
      .references(() => bookingParticipants.id, { onDelete: "cascade" }),
    /** The traveller's phone (E.164): one invitation, so one review, per traveller per departure. */
    travellerPhone: text().notNull(),
    /** As the review will be signed: first name and the initial of the last ("Asha K."). */
    travellerName: text().notNull(),
    /** Until when a review can be written with the link (once written: 30 days after, to change it). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    reviewId: integer()
      .unique()
      .references(() => reviews.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("review_invites_traveller_unique").on(t.eventId, t.travellerPhone),
    check("review_invites_phone_e164", sql`${t.travellerPhone} ~ '^\\+[1-9][0-9]{7,14}$'`),
    index().on(t.bookingId),
  ],
);
