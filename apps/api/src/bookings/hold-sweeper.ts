// Gives the seats of unpaid holds back without waiting for a request: every HOLD_SWEEP_INTERVAL_MS
// (30 s by default) the server expires held bookings whose 15 minutes are over. Every copy of the
// server runs one; they share the work safely because each claims rows with FOR UPDATE SKIP LOCKED
// (bookings.ts, releaseStaleHolds), so two copies never release the same seats. Reads and new
// bookings also release stale holds themselves, so a sale never waits for the next sweep.
// The same sweep lapses waitlist offers nobody answered in time (their seats go to the next
// traveller in line), closes the lines of departures whose waitlist has closed, expires trip credit
// and refunds unanswered offers of cancelled departures (trip-changes/).
import type { Database } from "@parvat/db/client";
import { businessToday } from "@parvat/domain/business-dates";
import type { Logger } from "../logger.ts";
import { sweepTripChanges } from "../trip-changes/company-cancellation.ts";
import { closeEndedWaitlists, lapseStaleOffers } from "../waitlist/offers.ts";
import { releaseStaleHolds } from "./bookings.ts";

/** Holds released per transaction: a backlog is worked through in short transactions. */
const BATCH = 500;

export interface HoldSweeperDependencies {
  db: Database;
  logger: Logger;
  intervalMs: number;
  /** The clock; tests move it past the holds. */
  now?: () => Date;
  /** Told after a sweep that gave seats back, with how many holds it released. */
  onRelease?: (released: number) => void;
}

export interface HoldSweeper {
  /** Sweeps every interval from now on (the first sweep comes after one interval). */
  start(): void;
  /** Stops sweeping; resolves once a sweep in progress has finished. */
  stop(): Promise<void>;
  /** One sweep now: answers how many holds were released. */
  sweep(): Promise<number>;
}

export function createHoldSweeper({
  db,
  logger,
  intervalMs,
  now = () => new Date(),
  onRelease,
}: HoldSweeperDependencies): HoldSweeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  async function sweep(): Promise<number> {
    let released = 0;
    for (;;) {
      const batch = await db.transaction((tx) => releaseStaleHolds(tx, {}, now(), BATCH));
      released += batch;
      if (batch < BATCH) break;
    }
    const at = now();
    const lapsed = await db.transaction((tx) => lapseStaleOffers(tx, {}, at));
    const closed = await db.transaction((tx) => closeEndedWaitlists(tx, at));
    if (lapsed > 0 || closed > 0) {
      logger.info({ lapsed, closed }, "waitlist offers lapsed and lines closed");
      onRelease?.(0);
    }
    if (released > 0) {
      logger.info({ released }, "expired holds released their seats");
      onRelease?.(released);
    }
    // On the same beat: trip credit past its expiry is forfeited, and travellers of a departure we
    // cancelled who did not answer in time are refunded (the choice's only money-moving default).
    await sweepTripChanges({ db, logger, now }, businessToday(undefined, now()));
    return released;
  }

  function schedule() {
    if (stopped) return;
    // A timeout after each sweep rather than an interval: a slow sweep never overlaps the next one.
    timer = setTimeout(() => {
      running = sweep()
        .catch((error: unknown) => logger.warn({ err: error }, "hold sweep failed; trying again next interval"))
        .finally(schedule);
    }, intervalMs);
    // The sweeper alone never keeps the process alive.
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    sweep,
  };
}
