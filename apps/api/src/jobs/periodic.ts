// The server's periodic scans (the hold sweep, the message schedule, the end of trips, ...): each area
// exports its own scan, and the API wires them here (api.ts). Every copy of the server runs this, but
// one copy at a time runs each scan: before a run, a copy takes or renews the scan's lease
// (periodic_leases), which lasts a few intervals by the database's clock; the others stand by, and
// take the lease over once it lapses (a copy that stopped gives its leases back at once). Every scan
// is also safe to run twice at once (rows are claimed with FOR UPDATE SKIP LOCKED, messages have
// keys), so the lease spares work, it does not guard correctness. Decision 0022 says why a lease row
// and not a session advisory lock.
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { type Database, selectRows } from "@parvat/db/client";
import { periodicLeases } from "@parvat/db/schema";
import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "../logger.ts";

export interface PeriodicScan<Result = unknown> {
  intervalMs: number;
  run: () => Promise<Result>;
  /** Whether the first run comes at start rather than after one interval. */
  runAtStart?: boolean;
}

export interface PeriodicWork<Scans extends Record<string, PeriodicScan>> {
  /** Runs every scan on its interval from now on, each while this copy holds its lease. */
  start(): void;
  /** Stops; resolves once the runs in progress have finished, and gives this copy's leases back. */
  stop(): Promise<void>;
  /** One run of a scan now, lease or not (tests, the test clock): answers what it answers. */
  run<Name extends keyof Scans & string>(name: Name): Promise<Awaited<ReturnType<Scans[Name]["run"]>>>;
  /** This copy's name in the leases. */
  readonly holder: string;
}

/** A lease lasts this many of its scan's intervals (at least LEASE_MIN_MS): a copy that dies hands over after that. */
const LEASE_INTERVALS = 3;
const LEASE_MIN_MS = 60_000;

export function createPeriodicWork<Scans extends Record<string, PeriodicScan>>({
  db,
  logger,
  scans,
  holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
}: {
  db: Database;
  logger: Logger;
  scans: Scans;
  holder?: string;
}): PeriodicWork<Scans> {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<unknown>>();
  let stopped = true;

  /** One run of a scan, never two at once in this copy: a second call waits for the first and runs after it. */
  function runOnce(name: string): Promise<unknown> {
    const scan = scans[name]!;
    const previous = running.get(name) ?? Promise.resolve();
    const next = previous.then(scan.run, scan.run);
    running.set(
      name,
      next.catch(() => undefined),
    );
    return next;
  }

  function schedule(name: string, delay: number) {
    if (stopped) return;
    const scan = scans[name]!;
    const timer = setTimeout(async () => {
      try {
        if (await holdLease(db, name, holder, Math.max(LEASE_MIN_MS, scan.intervalMs * LEASE_INTERVALS))) {
          await runOnce(name);
        }
      } catch (error) {
        logger.warn({ err: error, scan: name }, "periodic scan failed; trying again next interval");
      } finally {
        schedule(name, scan.intervalMs);
      }
    }, delay);
    // The scans alone never keep the process alive.
    timer.unref();
    timers.set(name, timer);
  }

  return {
    holder,
    start() {
      if (!stopped) return;
      stopped = false;
      for (const [name, scan] of Object.entries(scans)) schedule(name, scan.runAtStart ? 0 : scan.intervalMs);
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all(running.values());
      await db
        .delete(periodicLeases)
        .where(eq(periodicLeases.holder, holder))
        .catch((error: unknown) => logger.warn({ err: error }, "could not give the periodic scans' leases back"));
    },
    run: (name) => runOnce(name) as never,
  };
}

/**
 * Takes the scan's lease for `ttlMs` from now by the database's clock, or renews it, when it is free,
 * lapsed or already this holder's; answers whether this holder has it now. One statement: two copies
 * asking at once get one answer each, and only one of them the lease.
 */
export async function holdLease(db: Database, scan: string, holder: string, ttlMs: number): Promise<boolean> {
  const rows = await selectRows<{ holder: string }>(
    db,
    sql`insert into ${periodicLeases} (scan, holder, expires_at)
        values (${scan}, ${holder}, now() + make_interval(secs => ${ttlMs / 1000}))
        on conflict (scan) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where ${periodicLeases.holder} = excluded.holder or ${periodicLeases.expiresAt} <= now()
        returning holder`,
  );
  return rows.length === 1;
}

/** Who holds a scan's lease now (null: nobody, or it lapsed), for tests and operators. */
export async function leaseHolder(db: Database, scan: string): Promise<string | null> {
  const [row] = await db
    .select({ holder: periodicLeases.holder })
    .from(periodicLeases)
    .where(and(eq(periodicLeases.scan, scan), sql`${periodicLeases.expiresAt} > now()`));
  return row?.holder ?? null;
}
