// Travellers' personal data as the law asks (docs/api.md, "Personal data"): the log of staff reads of
// health and ID answers, and the holds that keep a departure's answers past their retention. The
// answers themselves are in traveller_forms and fitness_proof_files, encrypted by the application.
import { sql } from "drizzle-orm";
import { check, index, integer, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { events } from "./catalog.ts";
import { id, table } from "./columns.ts";

/**
 * One staff read of one traveller's health answers, ID number, emergency contact or fitness proof:
 * who, when, whose, and through which screen or operation. No foreign key to the traveller: the log
 * outlives a traveller's removal from a booking. Kept a year (the personal-data scan prunes it).
 */
export const personalDataReads = table(
  "personal_data_reads",
  {
    id: id(),
    staffUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    at: timestamp({ withTimezone: true }).notNull(),
    participantId: integer().notNull(),
    bookingId: integer().notNull(),
    /** The operation or route that read it: "adminTravellerForms", "adminRevealIdNumber", "fitness-proof". */
    operation: text().notNull(),
    /** What was read: "health-and-contact", "id-number", "fitness-proof". */
    what: text().notNull(),
  },
  (t) => [
    index("personal_data_reads_staff_idx").on(t.staffUserId, t.at),
    index("personal_data_reads_participant_idx").on(t.participantId, t.at),
    index("personal_data_reads_at_idx").on(t.at),
  ],
);

/**
 * A departure whose travellers' answers staff keep past the retention, for an incident: placed with a
 * reason and released (both audited); the scan erases nothing of a departure while it has one.
 */
export const personalDataHolds = table(
  "personal_data_holds",
  {
    eventId: integer()
      .primaryKey()
      .references(() => events.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    placedBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    placedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check("personal_data_holds_reason_present", sql`length(${t.reason}) between 1 and 500`)],
);
