// The back office: the audit log of every change a staff member makes, who, when, what,
// and the entity's state before and after. Append-only: the migration adds a trigger that refuses
// UPDATE and DELETE, so a record cannot be rewritten by the people it records.
import { index, integer, jsonb, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { id, table } from "./columns.ts";

export const auditLog = table(
  "audit_log",
  {
    id: id(),
    /** The staff member who made the change (never deleted while their changes are on record). */
    staffUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** What was done, a verb phrase in kebab-case: "create-departure", "record-offline-payment", ... */
    action: text().notNull(),
    /** What it was done to: a table-like name ("event", "booking", "enquiry", ...). */
    entity: text().notNull(),
    /** The entity's id (text, so any key fits: numbers, slugs, references). */
    entityId: text().notNull(),
    /** The entity as it was (null when created) and as it is (null when removed). */
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId, t.at), index("audit_log_at_idx").on(t.at)],
);
