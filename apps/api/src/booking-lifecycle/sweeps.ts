// The booking lifecycle's periodic work, on the server's clock (jobs/periodic.ts runs it): holds whose
// time ran out give their seats back, waitlist offers nobody answered lapse (their seats go to the next
// in line), lines of departures whose waitlist has closed end, and bookings of trips that ended are
// completed. Reads and new bookings release stale holds themselves too, so a sale never waits for a
// sweep; each step claims its rows with FOR UPDATE SKIP LOCKED, so two runs at once never do one thing twice.
import type { Database } from "@parvat/db/client";
import { addDays, type IsoDate } from "@parvat/domain/business-dates";
import { closeEndedWaitlists, lapseStaleOffers } from "./seats.ts";
import { completeEndedTrips, releaseStaleHolds } from "./transitions.ts";

/** Rows per transaction: a backlog is worked through in short transactions. */
const BATCH = 500;

export interface SeatSweep {
  /** Holds released. */
  released: number;
  /** Waitlist offers lapsed. */
  lapsed: number;
  /** Waiting entries of closed waitlists ended. */
  closed: number;
}

export async function sweepSeats(db: Database, at: Date): Promise<SeatSweep> {
  let released = 0;
  for (;;) {
    const batch = await db.transaction((tx) => releaseStaleHolds(tx, {}, at, BATCH));
    released += batch;
    if (batch < BATCH) break;
  }
  const lapsed = await db.transaction((tx) => lapseStaleOffers(tx, {}, at));
  const closed = await db.transaction((tx) => closeEndedWaitlists(tx, at));
  return { released, lapsed, closed };
}

/**
 * Completes the fully paid bookings of departures that ended within the last `withinDays` days (older
 * ones were completed when they ended); answers how many.
 */
export async function sweepEndedTrips(
  db: Database,
  { today, at, withinDays }: { today: IsoDate; at: Date; withinDays: number },
): Promise<number> {
  const endedSince = addDays(today, -withinDays);
  let completed = 0;
  for (;;) {
    const batch = await db.transaction((tx) => completeEndedTrips(tx, { today, endedSince, at }, BATCH));
    completed += batch;
    if (batch < BATCH) break;
  }
  return completed;
}
