// Sliding-window rate limits kept in the database, so they hold across every copy of the server.
// A transaction first takes advisory locks on the keys it counts against (one global order, so two
// transactions never wait on each other in a cycle), then checks, then records: two requests for
// the same phone or address can never both pass the last free slot.
import { createHash } from "node:crypto";
import type { Database, Transaction } from "@parvat/db/client";
import { rateLimitHits } from "@parvat/db/schema";
import { and, desc, eq, gt, sql } from "drizzle-orm";

export interface Window {
  max: number;
  seconds: number;
}

export interface Limit {
  /** What is counted, e.g. "otp-send:phone". */
  bucket: string;
  /** Whose count it is: a keyed hash, never a raw phone number or address. */
  key: string;
  windows: readonly Window[];
  /**
   * For budgets shared by everybody (codes an hour for the whole site): the share of a window's max,
   * 0.8 say, at which the hit that reaches it is reported, so a warning comes before the refusals.
   */
  warnAt?: number;
}

export interface Blocked {
  bucket: string;
  window: Window;
  retryAfterSeconds: number;
}

/** Hits older than this are deleted; no window may be longer. */
export const KEEP_HITS_SECONDS = 86_400;

/** A 64-bit advisory lock id for a name (the first 8 bytes of its SHA-256). */
export function lockId(name: string): bigint {
  return createHash("sha256").update(name).digest().readBigInt64BE(0);
}

/** Locks the names for the rest of the transaction, in ascending id order. */
export async function lockNames(tx: Transaction, names: readonly string[]): Promise<void> {
  const ids = [...new Set(names.map(lockId))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const id of ids) await tx.execute(sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`);
}

/** A budget window that one more hit takes to its `warnAt` share: `used` counts that hit. */
export interface Nearing {
  bucket: string;
  window: Window;
  used: number;
}

/** The limit that refuses one more hit now (the one with the longest wait), or null when all allow it. */
export async function blockedBy(tx: Transaction, limits: readonly Limit[], now: Date): Promise<Blocked | null> {
  return (await checkLimits(tx, limits, now)).blocked;
}

/**
 * Whether one more hit is allowed now (`blocked`, as blockedBy), and which budgets that hit would take
 * to their warning share (`nearing`: reported once, by the hit that reaches the share).
 */
export async function checkLimits(
  tx: Transaction,
  limits: readonly Limit[],
  now: Date,
): Promise<{ blocked: Blocked | null; nearing: Nearing[] }> {
  let worst: Blocked | null = null;
  const nearing: Nearing[] = [];
  for (const limit of limits) {
    const longest = Math.max(...limit.windows.map((window) => window.seconds));
    const deepest = Math.max(...limit.windows.map((window) => window.max));
    const hits = await tx
      .select({ at: rateLimitHits.at })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.bucket, limit.bucket),
          eq(rateLimitHits.key, limit.key),
          gt(rateLimitHits.at, new Date(now.getTime() - longest * 1000)),
        ),
      )
      .orderBy(desc(rateLimitHits.at))
      .limit(deepest);
    for (const window of limit.windows) {
      const since = now.getTime() - window.seconds * 1000;
      const inWindow = hits.filter((hit) => hit.at.getTime() > since);
      if (inWindow.length < window.max) {
        const warning = limit.warnAt === undefined ? null : Math.ceil(window.max * limit.warnAt);
        if (warning !== null && inWindow.length + 1 === warning) {
          nearing.push({ bucket: limit.bucket, window, used: warning });
        }
        continue;
      }
      // A slot frees when the max-th most recent hit leaves the window.
      const freedAt = inWindow[window.max - 1]!.at.getTime() + window.seconds * 1000;
      const retryAfterSeconds = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
      if (!worst || retryAfterSeconds > worst.retryAfterSeconds) {
        worst = { bucket: limit.bucket, window, retryAfterSeconds };
      }
    }
  }
  return { blocked: worst, nearing: worst ? [] : nearing };
}

export async function recordHits(tx: Transaction, limits: readonly Limit[], now: Date): Promise<void> {
  if (limits.length === 0) return;
  await tx.insert(rateLimitHits).values(limits.map((limit) => ({ bucket: limit.bucket, key: limit.key, at: now })));
}

/**
 * Deletes hits that no window can see any more, a batch at a time. Runs outside the counting
 * transactions and skips rows another copy is deleting, so pruning never waits on anyone.
 */
export async function pruneHits(db: Database, now: Date, batch = 500): Promise<void> {
  const cutoff = new Date(now.getTime() - KEEP_HITS_SECONDS * 1000).toISOString();
  await db.execute(sql`
    delete from ${rateLimitHits} where ${rateLimitHits.id} in (
      select ${rateLimitHits.id} from ${rateLimitHits}
      where ${rateLimitHits.at} < ${cutoff}::timestamptz
      limit ${batch} for update skip locked
    )`);
}
