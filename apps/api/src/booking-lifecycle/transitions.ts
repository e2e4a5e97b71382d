// The one place a booking's status changes (docs/api.md, "A booking's life"). Every move is checked
// against the table of moves (@parvat/domain/booking-lifecycle: from, to, and who may make it) and
// written with its history row; a move to the same status records a change that keeps it (a move to
// another date, a traveller replaced). When a live booking ends (expired or cancelled) everything it
// held goes back in the same transaction: its seats (offered first to the departure's waitlist), its
// add-on units, the trip credit spent on it while it was only held, and a quotation's acceptance it
// made without any money. Nothing else writes a booking's status or its history.
import type { Database, Transaction } from "@parvat/db/client";
import {
  bookingParticipants,
  bookingStatusChanges,
  bookings,
  events,
  inquiries,
  paymentLedger,
  quotationAcceptances,
  quotations,
} from "@parvat/db/schema";
import { BOOKING_CAUSES, type BookingStatus, isLiveStatus } from "@parvat/domain/booking";
import { type BookingActor, moveProblem } from "@parvat/domain/booking-lifecycle";
import type { IsoDate } from "@parvat/domain/business-dates";
import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import { returnAddOnStock } from "./add-on-stock.ts";
import { giveBackCreditOfHolds } from "./ledger.ts";
import { returnSeats } from "./seats.ts";

/** Who moves the booking, why (the history's words) and when. */
export interface Move {
  by: BookingActor;
  cause: string;
  at: Date;
}

export interface StatusChange {
  id: number;
  /** The status the caller read under the booking's lock: the move is refused if it is not the booking's. */
  from: BookingStatus;
}

/** A move the table of moves does not allow: a defect in the caller, never a traveller's mistake. */
export class IllegalMove extends Error {}

/**
 * Moves bookings to `to`: each booking's row (only from the status the caller read, or it throws),
 * whether its travellers still count as live on the departure, one history row each, and what a
 * booking that ends gives back.
 */
export async function changeStatus(
  tx: Transaction,
  changes: readonly StatusChange[],
  to: BookingStatus,
  { by, cause, at }: Move,
): Promise<void> {
  if (changes.length === 0) return;
  for (const change of changes) {
    const problem = moveProblem(change.from, to, by);
    if (problem) throw new IllegalMove(`Booking ${change.id}: ${problem}`);
  }
  const ids = changes.map((change) => change.id);
  for (const from of new Set(changes.map((change) => change.from))) {
    const group = changes.filter((change) => change.from === from).map((change) => change.id);
    const moved = await tx
      .update(bookings)
      .set({ status: to, updatedAt: at })
      .where(and(inArray(bookings.id, group), eq(bookings.status, from)))
      .returning({ id: bookings.id });
    if (moved.length !== group.length) {
      throw new IllegalMove(`Bookings ${group.join(", ")} are no longer ${from}: lock a booking before moving it.`);
    }
  }
  await tx
    .update(bookingParticipants)
    .set({ live: isLiveStatus(to) })
    .where(inArray(bookingParticipants.bookingId, ids));
  await tx
    .insert(bookingStatusChanges)
    .values(
      changes.map((change) => ({ bookingId: change.id, fromStatus: change.from, toStatus: to, at, cause, actor: by })),
    );
  const ended = changes.filter((change) => isLiveStatus(change.from) && !isLiveStatus(to));
  if (ended.length > 0) await giveBackWhatEndedBookingsHeld(tx, ended, at);
}

/** Records a change that keeps the booking's status (moved to another date, a traveller replaced). */
export function recordChange(tx: Transaction, booking: StatusChange, move: Move): Promise<void> {
  return changeStatus(tx, [booking], booking.from, move);
}

/** The booking's first status, with its history row: every booking starts held. */
export async function recordCreation(tx: Transaction, bookingId: number, move: Move): Promise<void> {
  const problem = moveProblem(null, "held", move.by);
  if (problem) throw new IllegalMove(`Booking ${bookingId}: ${problem}`);
  await tx
    .insert(bookingStatusChanges)
    .values({ bookingId, fromStatus: null, toStatus: "held", at: move.at, cause: move.cause, actor: move.by });
}

async function giveBackWhatEndedBookingsHeld(tx: Transaction, ended: readonly StatusChange[], at: Date) {
  const ids = ended.map((change) => change.id);
  const seats = await tx
    .select({ eventId: bookings.eventId, count: bookings.travellerCount })
    .from(bookings)
    .where(inArray(bookings.id, ids));
  await returnSeats(tx, seats, at);
  await returnAddOnStock(tx, ids);
  await giveBackCreditOfHolds(
    tx,
    ended.filter((change) => change.from === "held").map((change) => change.id),
    at,
  );
  await releaseUnpaidAcceptances(tx, ids, at);
}

/**
 * A quotation whose booking ended without any money received (its hold lapsed, or it was cancelled
 * unpaid) can be accepted again: the acceptance is released and the enquiry is back to quoted. One
 * that received money stays accepted: its refunds and its record belong to that acceptance.
 */
async function releaseUnpaidAcceptances(tx: Transaction, bookingIds: readonly number[], at: Date) {
  const released = await tx
    .update(quotationAcceptances)
    .set({ releasedAt: at })
    .where(
      and(
        inArray(quotationAcceptances.bookingId, [...bookingIds]),
        isNull(quotationAcceptances.releasedAt),
        sql`not exists (select 1 from ${paymentLedger} where ${paymentLedger.bookingId} = ${quotationAcceptances.bookingId} and ${paymentLedger.kind} = 'payment')`,
      ),
    )
    .returning({ quotationId: quotationAcceptances.quotationId });
  if (released.length === 0) return;
  await tx
    .update(inquiries)
    .set({ status: "quoted" })
    .where(
      and(
        eq(inquiries.status, "accepted"),
        inArray(
          inquiries.id,
          tx
            .select({ id: quotations.inquiryId })
            .from(quotations)
            .where(
              inArray(
                quotations.id,
                released.map((row) => row.quotationId),
              ),
            ),
        ),
      ),
    );
}

// ─── The clock's moves ──────────────────────────────────────────────────────────────────

/** Whose stale holds to release: one booking's, one departure's, one traveller's, or (the sweep) everyone's. */
export type HoldScope = { bookingId: number } | { eventId: number } | { userId: number } | Record<string, never>;

/**
 * Expires held bookings whose hold ended by `at` (their seats go back), at most `limit` of them;
 * answers how many. Rows another transaction is working on are skipped, not waited for, so the sweep,
 * the check on read and a cancellation never release the same seats twice.
 */
export async function releaseStaleHolds(tx: Transaction, scope: HoldScope, at: Date, limit = 500): Promise<number> {
  const stale = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "held"),
        lte(bookings.holdExpiresAt, at),
        "bookingId" in scope ? eq(bookings.id, scope.bookingId) : undefined,
        "eventId" in scope ? eq(bookings.eventId, scope.eventId) : undefined,
        "userId" in scope ? eq(bookings.userId, scope.userId) : undefined,
      ),
    )
    .orderBy(asc(bookings.holdExpiresAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  await changeStatus(
    tx,
    stale.map(({ id }) => ({ id, from: "held" as const })),
    "expired",
    { by: "clock", cause: BOOKING_CAUSES.holdExpired, at },
  );
  return stale.length;
}

/** Releases every stale hold of one traveller in a transaction of its own (the check on read). */
export function releaseStaleHoldsOf(db: Database, at: Date, userId: number): Promise<number> {
  return db.transaction((tx) => releaseStaleHolds(tx, { userId }, at));
}

/**
 * Completes the confirmed bookings of departures that ended before `today` and on or after
 * `endedSince`, at most `limit` of them; answers how many. A booking that still owes money is part
 * paid, never confirmed, so it is never completed as if paid: it stays payable, and the trip desk
 * sees it. Rows another copy is completing are skipped.
 */
export async function completeEndedTrips(
  tx: Transaction,
  { today, endedSince, at }: { today: IsoDate; endedSince: IsoDate; at: Date },
  limit = 500,
): Promise<number> {
  const ended = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(
      and(
        eq(bookings.status, "confirmed"),
        lt(events.endDate, today),
        sql`${events.endDate} >= ${endedSince}`,
        sql`${bookings.paidPaise} >= ${bookings.totalPaise}`,
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(limit)
    .for("update", { of: bookings, skipLocked: true });
  await changeStatus(
    tx,
    ended.map(({ id }) => ({ id, from: "confirmed" as const })),
    "completed",
    { by: "clock", cause: BOOKING_CAUSES.tripCompleted, at },
  );
  return ended.length;
}
