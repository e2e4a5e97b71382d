// Work the server does after a change or by the calendar: the jobs table (an outbox the worker drains:
// docs/decisions/0009-jobs-table.md) and the leases of the periodic scans (docs/decisions/0022), so
// that one server copy at a time runs each scan, on the database's clock.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, table } from "./columns.ts";

/**
 * The outbox: work to do after a transaction commits (apply a webhook event, send an email, ask the
 * gateway for a refund or an order's outcome). Written in the same transaction as the change that
 * causes it, run by the worker (apps/api/src/jobs/worker.ts), retried with backoff.
 */
export const jobs = table(
  "jobs",
  {
    id: id(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Set when the same work must be queued once only (for example one email per payment). */
    key: text().unique(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(12),
    /** A worker is running it until then; after that another may take it over. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    doneAt: timestamp({ withTimezone: true }),
    /** Set once maxAttempts failed: nobody retries it any more (an operator looks at lastError). */
    failedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The worker's queue: jobs still to run, by when.
    index("jobs_due_idx").on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    check("jobs_attempts_valid", sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);

/**
 * Which server copy runs a periodic scan (the hold sweep, the message schedule, ...) until when. A copy
 * renews its lease each time it runs the scan; another takes it over only once it has lapsed, by the
 * database's clock, so copies whose clocks disagree still agree on who holds it.
 */
export const periodicLeases = table("periodic_leases", {
  scan: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
