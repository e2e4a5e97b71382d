// The generation of what this copy keeps in memory (the answer cache, http/answer-cache.ts, and the page
// cache, apps/web/server/page-cache.ts; docs/decisions/0015-shared-cache-generation.md). It moves whenever
// what the site shows may have changed, here or on any other server copy of the same database, and
// both caches drop everything they kept from an older generation.
//
// On PostgreSQL the copies tell each other through NOTIFY on one channel: the copy that made a change
// moves its own generation at once and notifies; every other copy hears it on a connection of its own
// (LISTEN) within milliseconds. While that connection is down this copy could miss a change, so the
// generation is null and the caches serve and keep nothing; when it is back the generation moves
// (whatever was missed is dropped with the rest). A connection can also die without a word reaching
// this copy (a network that drops packets, a failover): so the generation is trusted only while the
// listening connection answered a heartbeat sent less than CACHE_TRUST_WINDOW_MS ago, which vouches
// for every notification sent before it. From the first late heartbeat the caches serve nothing: no
// answer is ever older than a change by more than that window. On PGlite the site is one process,
// and the same interface works in it.
import { randomUUID } from "node:crypto";
import { CONTENT_CHANGED_CHANNEL, type Notifications } from "@parvat/db/client";
import type { Logger } from "../logger.ts";
import type { Metrics } from "../metrics.ts";

export interface CacheGeneration {
  /** The current generation; null while changes made elsewhere may go unheard (keep and serve nothing). */
  current(): number | null;
  /** This copy changed what the site shows: every copy's caches drop what they kept, this one's at once. */
  changed(): void;
  /** Stops listening. */
  close(): Promise<void>;
}

/** One process on its own (tests, or an API built without a database handle): changes are only its own. */
export function localCacheGeneration(metrics?: Metrics): CacheGeneration {
  let generation = 0;
  metrics?.cacheListening.set(1);
  return {
    current: () => generation,
    changed() {
      generation += 1;
      metrics?.cacheClears.inc({ origin: "this_copy" });
    },
    close: async () => {},
  };
}

/**
 * How long ago the listening connection must have proved itself for the caches to be used: the most
 * a copy may show an answer that another copy's change made stale (docs/decisions/0015). Heartbeats
 * go ten times a second (LISTEN_HEARTBEAT_MS), so a healthy connection is never near it.
 */
export const CACHE_TRUST_WINDOW_MS = 800;

/** How often, and after how long, an announcement that failed to leave is sent again. */
const NOTIFY_RETRY_DELAYS_MS = [100, 500, 2_000];

export interface SharedCacheGenerationDependencies {
  notifications: Notifications;
  logger: Logger;
  metrics?: Metrics;
  /** The channel every copy listens on. */
  channel?: string;
}

/** The generation shared by every copy on one database. Null until the listening connection is up. */
export function sharedCacheGeneration({
  notifications,
  logger,
  metrics,
  channel = CONTENT_CHANGED_CHANNEL,
}: SharedCacheGenerationDependencies): CacheGeneration {
  // A copy hears its own notifications too; it has already moved for those.
  const copyId = randomUUID();
  let generation = 0;
  let listening = false;
  let everListened = false;
  metrics?.cacheListening.set(0);

  const listener = notifications.listen(channel, {
    message(payload) {
      if (payload === copyId) return;
      generation += 1;
      metrics?.cacheClears.inc({ origin: payload === "script" ? "script" : "other_copy" });
    },
    up() {
      // Changes made while nobody listened are unknown: drop everything kept before.
      generation += 1;
      if (everListened) {
        metrics?.cacheClears.inc({ origin: "reconnect" });
        logger.info("listening for other copies' changes again: caches back on");
      }
      listening = everListened = true;
      metrics?.cacheListening.set(1);
    },
    down(error) {
      listening = false;
      metrics?.cacheListening.set(0);
      logger.warn({ err: error }, "cannot hear other copies' changes: caches off until the connection is back");
    },
  });

  async function announce() {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await notifications.notify(channel, copyId);
        return;
      } catch (error) {
        const delay = NOTIFY_RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          logger.error(
            { err: error },
            "could not tell the other copies about a change: they show it within ANSWER_CACHE_TTL_MS",
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  return {
    current: () => (listening && listener.heardWithin(CACHE_TRUST_WINDOW_MS) ? generation : null),
    changed() {
      generation += 1;
      metrics?.cacheClears.inc({ origin: "this_copy" });
      void announce();
    },
    close: () => listener.close(),
  };
}
