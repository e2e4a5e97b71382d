// Runs the jobs of the outbox (jobs.ts). Every copy of the server runs one worker; they share the
// table safely: a worker claims due rows with FOR UPDATE SKIP LOCKED and stamps them `locked_until`
// in one short statement, runs them outside any transaction (gateways and mail servers are slow),
// then marks each done, or failed with its error and a later `run_at` (exponential backoff) until
// `max_attempts`. A worker that dies mid-job leaves the lock to lapse, and another copy takes over:
// handlers are written to be run again (they check what is already done first).
//
// A claimed batch runs one job after another, so a job's lock is renewed just before it starts (the
// first is fresh from its claim): however long the jobs before it took, it runs under a full lock, and
// one whose claim lapsed meanwhile (another copy took it) is left to that copy. Each handler's own
// timeouts (SMTP, MSG91, Razorpay) are far shorter than the lock. Jobs that wait on slow outside
// services (email, messages) run in a lane of their own (`kinds`, combineWorkers), so a mail server
// that hangs never holds back a payment's webhook.
//
// Started and stopped with the server like the hold sweeper (apps/web/server.ts). `wake()` runs a
// round at once: the webhook endpoint calls it after storing an event, so the demo never waits.
// `stop()` claims nothing more, lets the job in progress finish, and hands the jobs it claimed but
// never started back to the table at once (their attempt uncounted), so a stopping copy leaves no
// work locked for the five minutes of its lock.
import type { Database } from "@parvat/db/client";
import { jobs } from "@parvat/db/schema";
import { and, asc, eq, inArray, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import type { Logger } from "../logger.ts";
import type { JobKind, JobPayloads } from "./jobs.ts";

export type JobHandlers = { [K in JobKind]: (payload: JobPayloads[K], context: { jobId: number }) => Promise<void> };

export interface JobWorkerDependencies {
  db: Database;
  logger: Logger;
  handlers: JobHandlers;
  /** How often to look for due jobs when nothing wakes the worker. */
  intervalMs: number;
  now?: () => Date;
  /** Jobs claimed at a time. */
  batch?: number;
  /** How long a claimed job stays locked to this worker (longer than any handler takes). */
  lockMs?: number;
  /** Told after each batch with the kinds of the jobs that ran to completion in it. */
  afterJobs?: (kinds: JobKind[]) => void;
  /** This worker's lane: only jobs of these kinds, or every kind but these (default: every kind). */
  kinds?: { only: readonly JobKind[] } | { except: readonly JobKind[] };
}

export interface JobWorker {
  start(): void;
  /** Stops looking for jobs; resolves once the round in progress has finished. */
  stop(): Promise<void>;
  /** A round now if the worker is started (otherwise nothing: a stopped worker stays stopped). */
  wake(): void;
  /** Runs rounds until no job is due; answers how many jobs ran. Tests call it directly. */
  drain(): Promise<number>;
}

/** How long a claimed job stays locked to its worker unless told otherwise (longer than any handler takes). */
export const JOB_LOCK_MS = 5 * 60_000;

/** Seconds before attempt n + 1: 5 s, 10 s, 20 s, ... capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export function createJobWorker({
  db,
  logger,
  handlers,
  intervalMs,
  now = () => new Date(),
  batch = 20,
  lockMs = JOB_LOCK_MS,
  afterJobs,
  kinds,
}: JobWorkerDependencies): JobWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  /** Started once: `drain()` called directly (tests) runs whether or not the worker was started. */
  let started = false;
  /** A round is running; `wanted`: another was asked for meanwhile. */
  let active = false;
  let wanted = false;

  /** Claims up to `batch` due jobs: one statement, so two workers never claim the same row. */
  async function claim() {
    const at = now();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, at),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, at)),
          kinds && ("only" in kinds ? inArray(jobs.kind, [...kinds.only]) : notInArray(jobs.kind, [...kinds.except])),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(batch)
      .for("update", { skipLocked: true });
    return db
      .update(jobs)
      .set({ lockedUntil: new Date(at.getTime() + lockMs), attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning();
  }

  /** Answers whether the job ran to completion. */
  async function runOne(row: typeof jobs.$inferSelect): Promise<boolean> {
    const handler = handlers[row.kind as JobKind] as
      | ((payload: unknown, context: { jobId: number }) => Promise<void>)
      | undefined;
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${row.kind}`);
      await handler(row.payload, { jobId: row.id });
      await db.update(jobs).set({ doneAt: now(), lockedUntil: null, lastError: null }).where(eq(jobs.id, row.id));
      return true;
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      const giveUp = row.attempts >= row.maxAttempts;
      const at = now();
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: message.slice(0, 2_000),
          ...(giveUp ? { failedAt: at } : { runAt: new Date(at.getTime() + backoffMs(row.attempts)) }),
        })
        .where(eq(jobs.id, row.id));
      const fields = { jobId: row.id, kind: row.kind, attempts: row.attempts, err: error };
      if (giveUp) logger.error(fields, "job failed for the last time; it will not be retried");
      else logger.warn(fields, "job failed; retrying later");
      return false;
    }
  }

  /**
   * A full lock for a claimed job about to start; false when its claim lapsed while the jobs before it
   * ran and another worker took it (or finished it): then it is that worker's.
   */
  async function renew(row: typeof jobs.$inferSelect): Promise<boolean> {
    const [renewed] = await db
      .update(jobs)
      .set({ lockedUntil: new Date(now().getTime() + lockMs) })
      .where(and(eq(jobs.id, row.id), eq(jobs.lockedUntil, row.lockedUntil!), isNull(jobs.doneAt)))
      .returning({ lockedUntil: jobs.lockedUntil });
    return renewed !== undefined;
  }

  /** Unlocks jobs this worker claimed and will not start, without counting the attempt it never made. */
  async function handBack(rows: readonly (typeof jobs.$inferSelect)[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .update(jobs)
      .set({ lockedUntil: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
      .where(
        and(
          inArray(
            jobs.id,
            rows.map((row) => row.id),
          ),
          isNull(jobs.doneAt),
        ),
      );
    logger.info({ jobs: rows.length }, "stopping: handed back jobs claimed but not started");
  }

  async function drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      if (stopped && started) return ran;
      // In due order: PostgreSQL returns an UPDATE's rows in no particular order.
      const claimed = (await claim()).sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
      const completed: JobKind[] = [];
      // One after another: a round is small, and order within it keeps logs readable.
      for (const [index, row] of claimed.entries()) {
        if (stopped && started) {
          await handBack(claimed.slice(index));
          break;
        }
        if (index > 0 && !(await renew(row))) continue;
        if (await runOne(row)) completed.push(row.kind as JobKind);
        ran += 1;
      }
      if (completed.length > 0) afterJobs?.(completed);
      // Jobs may queue more jobs (a delivered webhook queues its application): stop only when none is due.
      if (claimed.length === 0) return ran;
    }
  }

  /** A round now, or right after the one in progress (so work queued meanwhile is not left to wait). */
  function round() {
    if (stopped) return;
    if (active) {
      wanted = true;
      return;
    }
    active = true;
    clearTimeout(timer);
    running = drain()
      .catch((error: unknown) => logger.warn({ err: error }, "job round failed; trying again next interval"))
      .finally(() => {
        active = false;
        if (wanted) {
          wanted = false;
          round();
        } else schedule();
      });
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(round, intervalMs);
    // The worker alone never keeps the process alive.
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      started = true;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    wake: round,
    drain,
  };
}

/** Workers of several lanes as one: started, stopped and woken together; drained until none has a job due. */
export function combineWorkers(workers: readonly JobWorker[]): JobWorker {
  return {
    start: () => {
      for (const worker of workers) worker.start();
    },
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
    wake: () => {
      for (const worker of workers) worker.wake();
    },
    async drain() {
      let total = 0;
      // One lane's jobs may queue another's (a payment queues its email): until a whole pass runs none.
      for (;;) {
        let ran = 0;
        for (const worker of workers) ran += await worker.drain();
        total += ran;
        if (ran === 0) return total;
      }
    },
  };
}
