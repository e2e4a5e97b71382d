// Prometheus metrics of one server copy (prom-client), served by the web server on METRICS_PORT, a
// listener of its own that is never the public port (apps/web/server/metrics-listener.ts). The README
// ("Metrics") says what each one measures. Every copy keeps its own registry; Prometheus scrapes each
// copy and sums (or, for the gauges read from the shared database, takes the max of) their series.
import type { PoolStats } from "@parvat/db/client";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Where a request went: the label of request durations. */
export type RouteKind = "page" | "page-data" | "api" | "webhook" | "asset" | "media" | "health" | "other";

export interface JobCounts {
  /** Due and waiting for a worker. */
  queued: number;
  /** Waiting for their time (a retry's backoff, a scheduled reconciliation). */
  scheduled: number;
  /** Claimed by a worker whose lock has not lapsed. */
  running: number;
  /** Given up after their last attempt: an operator reads their last_error. */
  failed: number;
  /** Seconds since the oldest queued job became due (0 when none). */
  oldestQueuedSeconds: number;
  /** Seconds the oldest running job has been running, by its lock (0 when none). */
  oldestRunningSeconds: number;
}

export interface MetricSources {
  poolStats?: () => PoolStats | null;
  jobCounts?: () => Promise<JobCounts>;
}

/** Operation names are chosen by clients: the first this many distinct ones get a series each. */
const MAX_OPERATION_NAMES = 100;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const sources: MetricSources = {};
  const operationNames = new Set<string>();

  const metrics = {
    registry,
    /** Data the gauges read when scraped (the pool, the jobs table); set by whoever owns them. */
    sources,

    httpDuration: new Histogram({
      name: "parvat_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its response, by route kind, GraphQL operation and status class.",
      labelNames: ["route", "operation", "status_class"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    cacheLookups: new Counter({
      name: "parvat_cache_lookups_total",
      help: "Lookups in the answer cache (anonymous GET queries, page loaders) and the page cache: hit, miss, or off (the copy cannot hear other copies' changes just now).",
      labelNames: ["cache", "result"] as const,
      registers,
    }),
    cacheClears: new Counter({
      name: "parvat_cache_clears_total",
      help: "Times this copy dropped every kept answer and page: a change made here, one announced by another copy or a script, or listening again after its connection dropped.",
      labelNames: ["origin"] as const,
      registers,
    }),
    cacheListening: new Gauge({
      name: "parvat_cache_listening",
      help: "1 while this copy hears the other copies' changes (PostgreSQL LISTEN); 0 while it serves nothing from its caches.",
      registers,
    }),
    holdsReleased: new Counter({
      name: "parvat_holds_released_total",
      help: "Unpaid seat holds whose 15 minutes were over, given back by this copy's hold sweeper.",
      registers,
    }),
    mutations: new Counter({
      name: "parvat_graphql_mutations_total",
      help: "Mutation fields run, by field and outcome: ok, or the error code that refused them.",
      labelNames: ["field", "outcome"] as const,
      registers,
    }),
    bookings: new Counter({
      name: "parvat_bookings_total",
      help: "createBooking and acceptQuotation: created, or the error code (SOLD_OUT, PRICE_CHANGED, ...).",
      labelNames: ["outcome"] as const,
      registers,
    }),
    payments: new Counter({
      name: "parvat_payments_total",
      help: "Payments by outcome: confirmPayment's status (paid, pending, failed) or error code, and the gateway's events applied by the jobs worker (applied, already-applied, ignored, unknown-order).",
      labelNames: ["source", "outcome"] as const,
      registers,
    }),
    otpSends: new Counter({
      name: "parvat_otp_sends_total",
      help: "sendOtp: sent, or the error code that refused it (RATE_LIMITED, SMS_NOT_SENT, COUNTRY_NOT_ALLOWED, ...).",
      labelNames: ["outcome"] as const,
      registers,
    }),
    buildInfo: new Gauge({
      name: "parvat_build_info",
      help: "Always 1; its label names the release this copy runs.",
      labelNames: ["version"] as const,
      registers,
    }),

    /** The operation label of a request: its name if it is one of the first seen, else "other". */
    operationLabel(name: string | undefined): string {
      if (!name) return "";
      if (operationNames.has(name)) return name;
      if (!OPERATION_NAME.test(name) || operationNames.size >= MAX_OPERATION_NAMES) return "other";
      operationNames.add(name);
      return name;
    },
  };

  new Gauge({
    name: "parvat_db_pool_connections",
    help: "The PostgreSQL pool of this copy: connections open (total), idle, and queries waiting for one.",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const stats = sources.poolStats?.();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  // Read from the shared jobs table when scraped: every copy reports the same numbers.
  const jobAges = new Gauge({
    name: "parvat_jobs_oldest_age_seconds",
    help: "Age of the oldest queued job (since it became due) and of the oldest running one (the same on every copy).",
    labelNames: ["state"] as const,
    registers,
  });
  new Gauge({
    name: "parvat_jobs",
    help: "Jobs of the outbox by state: queued (due), scheduled (later), running, failed (the same on every copy).",
    labelNames: ["state"] as const,
    registers,
    async collect() {
      if (!sources.jobCounts) return;
      const counts = await sources.jobCounts();
      for (const state of ["queued", "scheduled", "running", "failed"] as const) this.set({ state }, counts[state]);
      jobAges.set({ state: "queued" }, counts.oldestQueuedSeconds);
      jobAges.set({ state: "running" }, counts.oldestRunningSeconds);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Adds Node's own metrics (CPU, memory, event loop lag, GC): only for a copy that serves its metrics. */
export function collectProcessMetrics(metrics: Metrics): void {
  collectDefaultMetrics({ register: metrics.registry });
}

/** "2xx" for 204, and so on. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
