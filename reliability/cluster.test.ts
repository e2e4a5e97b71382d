// Several copies behind nginx, as production runs them (scripts/cluster.ts: three built copies of
// apps/web/server.ts on one PostgreSQL, nginx with deploy/nginx.conf.template). While travellers book
// and pay through nginx (payment-traffic.ts) and visitors read public answers, every copy is
// restarted in turn (SIGTERM: a rolling deploy) and then one is killed outright (SIGKILL). No request
// fails other than with a 503 that a retry serves; nothing is lost or doubled; the seats add up. And
// a booking taken by one copy shows on every other copy's public answers within a second: the
// staleness is measured for every pair of copies, before and after the restarts, and printed.
// Runs where RELIABILITY_DATABASE_URL names a PostgreSQL server it may create a database on, and
// nginx is installed (.ci/run's fault stage; cluster-config.ts).
import { openDatabase } from "@parvat/db/client";
import { describe, expect } from "vitest";
import { TEST_JWT_SECRET, TEST_PERSONAL_DATA_KEY } from "../apps/api/src/testing/test-api.ts";
import { type Cluster, startCluster } from "../scripts/cluster.ts";
import { clusterConfig } from "./cluster-config.ts";
import { LOAD_TEST_LIMITS } from "./load-limits.ts";
import {
  type Answer,
  acknowledgedEvents,
  drainOutbox,
  type Fixture,
  isDone,
  type Journey,
  localApi,
  type MoneyState,
  prepareFixture,
  readMoneyState,
  TrafficClient,
} from "./payment-traffic.ts";
import { once, trial } from "./trial.ts";

const AREA = "Cluster";
const config = clusterConfig();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One pair: a booking on copy `writer`, then how long copy `reader` kept showing the seats before it. */
interface Staleness {
  writer: number;
  reader: number;
  ms: number;
}

interface Outcome {
  stalenessBefore: Staleness[];
  stalenessAfter: Staleness[];
  /** Exit codes of the copies stopped with SIGTERM, in turn, then at the end. */
  rollingExitCodes: (number | null)[];
  finalExitCodes: (number | null)[];
  /** The killed copy answered again once started. */
  killedCameBack: boolean;
  /** Every answer to the travellers' and the gateway's requests through nginx. */
  answers: Answer[];
  /** Statuses of the anonymous reads through nginx. */
  reads: (number | "network")[];
  journeys: Journey[];
  retries: { first: string | undefined; retry: string | null }[];
  acknowledged: string[];
  state: MoneyState;
}

const SEATS = /* GraphQL */ `query DepartureSeats($id: Int!) { departure(id: $id) { available_seats } }`;

function seatsUrl(origin: string, eventId: number): string {
  const url = new URL("/api/graphql", origin);
  url.searchParams.set("query", SEATS);
  url.searchParams.set("variables", JSON.stringify({ id: eventId }));
  return url.toString();
}

/** The seats a visitor is shown by one copy, and the answer's entity tag (present when the copy kept it). */
async function shown(origin: string, eventId: number): Promise<{ seats: number; etag: string | null }> {
  const response = await fetch(seatsUrl(origin, eventId), { signal: AbortSignal.timeout(5_000) });
  const body = (await response.json()) as { data?: { departure?: { available_seats: number } } };
  return { seats: body.data!.departure!.available_seats, etag: response.headers.get("etag") };
}

/**
 * For each copy in turn: every copy keeps the departure's public answer (asked twice, the second
 * answer the same kept one; a copy keeps nothing for the moments its listening connection is slow to
 * answer a heartbeat, which a loaded machine sees), then a traveller books a seat on that copy, and each other copy is asked
 * until it shows the seat gone: how long that took is the staleness.
 */
async function measureStaleness(cluster: Cluster, fixture: Fixture, local: ReturnType<typeof localApi>) {
  const eventId = fixture.eventIds[0]!;
  const measured: Staleness[] = [];
  for (const writer of cluster.copies) {
    for (const copy of cluster.copies) {
      await expect
        .poll(
          async () => {
            const first = await shown(copy.origin, eventId);
            const second = await shown(copy.origin, eventId);
            return first.etag !== null && second.etag === first.etag;
          },
          { timeout: 10_000 },
        )
        .toBe(true);
    }
    const before = (await shown(writer.origin, eventId)).seats;
    const client = new TrafficClient(writer.origin, local);
    const booking = await client.book({ ...client.journey(fixture, measured.length), eventId });
    if (!booking) throw new Error(`copy ${writer.index} did not take the booking`);
    const booked = performance.now();
    for (const reader of cluster.copies) {
      if (reader === writer) continue;
      await expect
        .poll(async () => (await shown(reader.origin, eventId)).seats, { timeout: 5_000, interval: 1 })
        .toBe(before - 1);
      measured.push({ writer: writer.index, reader: reader.index, ms: performance.now() - booked });
    }
  }
  return measured;
}

function printStaleness(label: string, measured: readonly Staleness[]) {
  const sorted = measured.map((pair) => pair.ms).sort((a, b) => a - b);
  const pairs = measured.map((pair) => `${pair.writer}->${pair.reader} ${pair.ms.toFixed(1)} ms`).join(", ");
  console.log(
    `Staleness across copies, ${label}: max ${sorted.at(-1)!.toFixed(1)} ms, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms (${pairs})`,
  );
}

const scenario = once(async (): Promise<Outcome> => {
  const cluster = await startCluster({
    copies: 3,
    adminUrl: config!.adminUrl,
    env: {
      // The travellers' tokens and the gateway's webhooks are signed by the test's own API.
      JWT_SECRET: TEST_JWT_SECRET,
      // Forms the test's own API writes open on the copies, and the other way round.
      PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
      // Long enough that a copy which missed a change would show it far too late to pass.
      ANSWER_CACHE_TTL_MS: "30000",
      // nginx has no health checks: the drain serves load balancers that do; short, to keep the run short.
      SHUTDOWN_DRAIN_MS: "1000",
      JOB_POLL_INTERVAL_MS: "500",
      DATABASE_POOL_SIZE: "5",
      LOG_LEVEL: "warn",
      ...LOAD_TEST_LIMITS,
    },
  });
  try {
    const setup = await openDatabase({ url: cluster.databaseUrl, poolSize: 2 });
    const local = localApi(setup);
    const fixture = await prepareFixture(local, { departures: 3, seats: 400, travellers: 4 });
    await setup.close();

    const stalenessBefore = await measureStaleness(cluster, fixture, local);
    printStaleness("before the restarts", stalenessBefore);

    const client = new TrafficClient(cluster.origin, local);
    const journeys: Journey[] = [];
    const gatewayEvents: string[] = [];
    const reads: (number | "network")[] = [];
    let loading = true;
    const traveller = (worker: number) => client.travel(fixture, journeys, worker, () => loading);
    const visitor = async (worker: number) => {
      while (loading) {
        const eventId = fixture.eventIds[worker % fixture.eventIds.length]!;
        reads.push(
          await fetch(seatsUrl(cluster.origin, eventId), { signal: AbortSignal.timeout(30_000) }).then(
            async (response) => {
              await response.body?.cancel();
              return response.status;
            },
            () => "network" as const,
          ),
        );
        await pause(10);
      }
    };
    const gateway = async () => {
      while (loading) {
        const paid = journeys.findLast((journey) => journey.payment);
        if (paid?.payment && paid.order) {
          const eventId = `evt_cluster_${crypto.randomUUID()}`;
          const payment = { id: paid.payment.id, orderId: paid.order.id, amountPaise: paid.order.amountPaise };
          if ((await client.capturedWebhook("gateway webhook", "order.paid", eventId, payment)) === 200) {
            gatewayEvents.push(eventId);
          }
        }
        await pause(100);
      }
    };
    const load = [...Array.from({ length: 4 }, (_, worker) => traveller(worker)), visitor(0), visitor(1), gateway()];
    const rollingExitCodes: (number | null)[] = [];
    let killedCameBack = false;
    try {
      await pause(1_000);
      // A rolling deploy: each copy drains, stops and starts again, one at a time.
      for (const copy of cluster.copies) {
        rollingExitCodes.push(await copy.stop("SIGTERM"));
        await copy.start();
        await pause(500);
      }
      // A copy that dies without warning, in the middle of requests.
      const victim = cluster.copies[1]!;
      await victim.stop("SIGKILL");
      await pause(1_000);
      await victim.start();
      killedCameBack = (await fetch(`${victim.origin}/readyz`)).status === 200;
      await pause(1_500);
    } finally {
      loading = false;
      await Promise.all(load);
    }

    const stalenessAfter = await measureStaleness(cluster, fixture, local);
    printStaleness("after the restarts", stalenessAfter);

    // Every journey to its end, each refused step sent again as a traveller would.
    for (const journey of journeys) await client.run(journey);
    const retries = [];
    for (const journey of journeys) retries.push({ first: journey.bookingId, retry: await client.book(journey) });
    const answers = [...client.answers];
    const finalExitCodes = await Promise.all(cluster.copies.map((copy) => copy.stop("SIGTERM")));

    const check = await openDatabase({ url: cluster.databaseUrl, poolSize: 2 });
    try {
      const after = localApi(check);
      await drainOutbox(after);
      const acknowledged = [...acknowledgedEvents(journeys), ...gatewayEvents];
      const retried = answers.filter((answer) => answer.status === 503).length;
      console.log(
        `Cluster load: ${answers.length} requests of ${journeys.length} journeys and ${reads.length} public reads through nginx; ${retried} answered 503 and served on a retry`,
      );
      return {
        stalenessBefore,
        stalenessAfter,
        rollingExitCodes,
        finalExitCodes,
        killedCameBack,
        answers,
        reads,
        journeys,
        retries,
        acknowledged,
        state: await readMoneyState(after, acknowledged),
      };
    } finally {
      await check.close();
    }
  } finally {
    await cluster.stop();
  }
});

describe("three copies behind nginx, restarted one by one and one killed, under bookings and payments", () => {
  trial(
    AREA,
    "a booking on one copy shows on every other copy's public answers within 1 s (staleness printed)",
    async () => {
      const { stalenessBefore, stalenessAfter } = await scenario();
      expect(stalenessBefore).toHaveLength(6);
      expect(stalenessAfter).toHaveLength(6);
      for (const pair of [...stalenessBefore, ...stalenessAfter]) expect(pair.ms).toBeLessThan(1_000);
      const worst = (pairs: readonly Staleness[]) => Math.max(...pairs.map((pair) => pair.ms)).toFixed(0);
      return `max ${worst(stalenessBefore)} ms before the restarts, ${worst(stalenessAfter)} ms after`;
    },
    300_000,
  );

  trial(AREA, "rolling restart: each copy stopped with SIGTERM exits 0, and the killed one comes back", async () => {
    const { rollingExitCodes, finalExitCodes, killedCameBack } = await scenario();
    expect(rollingExitCodes).toEqual([0, 0, 0]);
    expect(finalExitCodes).toEqual([0, 0, 0]);
    expect(killedCameBack).toBe(true);
  });

  trial(
    AREA,
    "no request through nginx fails but with a 503 SERVICE_UNAVAILABLE, and a retry serves each",
    async () => {
      const { answers, journeys, reads } = await scenario();
      const failed = answers.filter((answer) => answer.status !== 200);
      for (const answer of failed)
        expect([answer.step, answer.status, answer.code]).toEqual([answer.step, 503, "SERVICE_UNAVAILABLE"]);
      expect(journeys.filter((journey) => !isDone(journey))).toEqual([]);
      expect(journeys.map((journey) => journey.confirmed ?? "paid")).toEqual(journeys.map(() => "paid"));
      // Reads are sent again by nginx itself: a visitor never sees a failure.
      expect(reads.length).toBeGreaterThan(0);
      expect(reads.filter((status) => status !== 200)).toEqual([]);
      return `${answers.length + reads.length} requests, ${failed.length} answered 503 and served on a retry`;
    },
  );

  trial(AREA, "no booking lost or doubled: each idempotency key retried finds the same booking", async () => {
    const { retries, state } = await scenario();
    for (const { first, retry } of retries) {
      expect(retry).not.toBeNull();
      if (first) expect(retry).toBe(first);
    }
    // The bookings of the staleness measures are the six (twice three) besides the journeys'.
    expect(state.bookings).toBe(new Set(retries.map(({ retry }) => retry)).size + 6);
  });

  trial(
    AREA,
    "no payment lost or doubled: one ledger row per capture, every webhook event stored once and applied",
    async () => {
      const { state, acknowledged } = await scenario();
      expect(state.capturesNotOnceInLedger).toEqual([]);
      expect(state.paidNotConfirmed).toEqual([]);
      expect(state.ledgerMismatches).toEqual([]);
      expect(state.failedJobs).toBe(0);
      expect(acknowledged.length).toBeGreaterThan(0);
      expect([...state.storedEvents].filter(([, count]) => count !== 1)).toEqual([]);
      expect(state.unappliedEvents).toBe(0);
    },
  );

  trial(AREA, "seats afterwards: free + live booked = capacity on every departure; every booking whole", async () => {
    const { state } = await scenario();
    expect(state.seatMismatches).toEqual([]);
    expect(state.brokenBookings).toEqual([]);
  });
});
