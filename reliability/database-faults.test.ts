// Database faults under load: while travellers keep booking and paying (createBooking, startPayment,
// sandboxPay, the gateway's signed webhooks, confirmPayment; payment-traffic.ts) PostgreSQL is
// stopped hard (`pg_ctl stop -m immediate`) and started again. The server process stays up; /readyz
// says 503 while the database is away and 200 within 5 s of its return; requests fail fast with 503
// rather than hang; and afterwards, once the outbox the server left has run, nothing the server
// acknowledged is lost or doubled: bookings (retrying every idempotency key finds the same one),
// captured payments (one ledger row each), webhook events (stored once), the ledger invariant and the
// seats. One scenario, a row of the table per property. Runs only where RELIABILITY_PG_CTL says how
// to stop that server (database-faults-config.ts).
import { exec } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { openDatabase } from "@parvat/db/client";
import { withAdminClient } from "@parvat/db/testing/test-database";
import { describe, expect } from "vitest";
import { startApiProcess } from "./api-process.ts";
import { databaseFaultsConfig } from "./database-faults-config.ts";
import {
  type Answer,
  acknowledgedEvents,
  drainOutbox,
  type Journey,
  localApi,
  type MoneyState,
  prepareFixture,
  readMoneyState,
  TrafficClient,
} from "./payment-traffic.ts";
import { once, trial } from "./trial.ts";

const AREA = "Database faults";
const config = databaseFaultsConfig();
/** However long the pool, the driver and the health check take, no answer may take this long. */
const HANG_MS = 10_000;

const run = promisify(exec);
/** Asynchronous, so that the load (and the timing of its answers) goes on while pg_ctl works. */
const pgCtl = (action: string) => run(`${config!.pgCtl} ${action}`, { timeout: 60_000 });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  /** The process was running when the load ended; its exit code once it was then sent SIGTERM. */
  aliveAfter: boolean;
  exitCodeAfter: number | null;
  healthWhileAway: number | "network";
  readyBefore: number | "network";
  /** /readyz said 503 within 5 s of the stop. */
  unreadyWhileAway: boolean;
  /** From `pg_ctl start -w` returning to /readyz 200; null when it never did within 5 s. */
  readyAfterMs: number | null;
  /** Answers to requests sent after the stop and answered before the start. */
  duringOutage: Answer[];
  answers: Answer[];
  /** Journeys stopped before each step, refused once while the database was away, then run to their end. */
  probes: Journey[];
  /** Per journey that created a booking: its first answer's id, and the id its retry found. */
  retries: { first: string | undefined; retry: string | null }[];
  acknowledged: string[];
  state: MoneyState;
}

const scenario = once(async (): Promise<Outcome> => {
  const name = `parvat_faults_${randomBytes(6).toString("hex")}`;
  const { adminUrl } = config!;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const setup = await openDatabase({ url: url.toString(), poolSize: 2 });
    await setup.migrate();
    // The test process's API: it prepares the trip, signs the gateway's webhooks, and later drains
    // the outbox on a connection of its own (none stays open while the server is stopped).
    const local = localApi(setup);
    const fixture = await prepareFixture(local, { departures: 3, seats: 200, travellers: 4 });
    await setup.close();

    const server = await startApiProcess(url.toString());
    const client = new TrafficClient(server.origin, local);
    const journeys: Journey[] = [];
    const gatewayEvents: string[] = [];
    let loading = true;
    let stopped = false;
    const traveller = (worker: number) => client.travel(fixture, journeys, worker, () => loading);
    // The gateway also sends order.paid for each captured payment: its own event, posted whatever
    // the travellers are doing, so that some arrive while the database is away.
    const gateway = async () => {
      while (loading) {
        const paid = journeys.findLast((journey) => journey.payment);
        if (paid?.payment && paid.order) {
          const eventId = `evt_reliability_${randomUUID()}`;
          const payment = { id: paid.payment.id, orderId: paid.order.id, amountPaise: paid.order.amountPaise };
          const status = await client.capturedWebhook("gateway webhook", "order.paid", eventId, payment);
          if (status === 200) gatewayEvents.push(eventId);
        }
        await pause(100);
      }
    };
    const load = [...Array.from({ length: 4 }, (_, worker) => traveller(worker)), gateway()];
    const status = (path: string) =>
      fetch(`${server.origin}${path}`, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => response.status,
        () => "network" as const,
      );
    let aliveAfter = false;
    let outcome: Omit<Outcome, "state" | "aliveAfter" | "exitCodeAfter" | "acknowledged">;
    try {
      await pause(1_500);
      const readyBefore = await status("/readyz");

      // Journeys stopped just before each step, to take it once while the database is away.
      const probes = [0, 1, 2, 3, 5].map((steps, index) => ({ steps, journey: client.journey(fixture, index) }));
      for (const { steps, journey } of probes) {
        for (let step = 0; step < steps; step += 1) {
          if (!(await client.advance(journey))) throw new Error("a probe journey failed before the outage");
        }
        journeys.push(journey);
      }

      stopped = true;
      await pgCtl("stop -m immediate");
      const stoppedAt = performance.now();
      const unreadyWhileAway = await expect
        .poll(() => status("/readyz"), { timeout: 5_000 })
        .toBe(503)
        .then(
          () => true,
          () => false,
        );
      for (const { journey } of probes) await client.advance(journey);
      await pause(1_000);
      const healthWhileAway = await status("/healthz");

      const startedAt = performance.now();
      await pgCtl("start -w");
      stopped = false;
      const back = performance.now();
      const readyAfterMs = await expect
        .poll(() => status("/readyz"), { timeout: 5_000, interval: 100 })
        .toBe(200)
        .then(
          () => performance.now() - back,
          () => null,
        );
      // The journeys refused while it was away go through now, each from the step it was refused.
      for (const { journey } of probes) await client.run(journey);
      await pause(1_500);
      loading = false;
      await Promise.all(load);

      // Every booking retried with its idempotency key, as a traveller's browser would.
      const retries = [];
      for (const journey of journeys) {
        retries.push({ first: journey.bookingId, retry: await client.book(journey) });
      }
      outcome = {
        readyBefore,
        unreadyWhileAway,
        healthWhileAway,
        readyAfterMs,
        duringOutage: client.answers.filter((answer) => answer.startedAt > stoppedAt && answer.endedAt < startedAt),
        answers: [...client.answers],
        probes: probes.map(({ journey }) => journey),
        retries,
      };
    } finally {
      loading = false;
      if (stopped) await pgCtl("start -w");
      aliveAfter = server.child.exitCode === null;
      server.child.kill("SIGTERM");
    }
    const exitCodeAfter = await server.exited;

    const check = await openDatabase({ url: url.toString(), poolSize: 2 });
    try {
      const after = localApi(check);
      await drainOutbox(after);
      const acknowledged = [...acknowledgedEvents(journeys), ...gatewayEvents];
      return { ...outcome, aliveAfter, exitCodeAfter, acknowledged, state: await readMoneyState(after, acknowledged) };
    } finally {
      await check.close();
    }
  } finally {
    await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
});

const graphqlSteps = new Set(["createBooking", "startPayment", "sandboxPay", "confirmPayment"]);

describe("PostgreSQL stopped hard under load of bookings and payments", () => {
  trial(
    AREA,
    "pg_ctl stop -m immediate, then start, under bookings and payments: the server process stays up",
    async () => {
      const outcome = await scenario();
      expect(outcome.healthWhileAway).toBe(200);
      expect(outcome.aliveAfter).toBe(true);
      expect(outcome.exitCodeAfter).toBe(0);
    },
    180_000,
  );

  trial(AREA, "/readyz: 200 before, 503 while PostgreSQL is away, 200 within 5 s of its return", async () => {
    const outcome = await scenario();
    expect(outcome.readyBefore).toBe(200);
    expect(outcome.unreadyWhileAway).toBe(true);
    expect(outcome.readyAfterMs).not.toBeNull();
    expect(outcome.readyAfterMs!).toBeLessThan(5_000);
  });

  trial(AREA, "createBooking, startPayment, sandboxPay, confirmPayment while it is away: 503, none hangs", async () => {
    const { duringOutage, answers } = await scenario();
    const refused = duringOutage.filter((answer) => graphqlSteps.has(answer.step));
    expect(new Set(refused.map((answer) => answer.step))).toEqual(graphqlSteps);
    for (const answer of refused)
      expect([answer.step, answer.status, answer.code]).toEqual([answer.step, 503, "SERVICE_UNAVAILABLE"]);
    expect(answers.filter((answer) => answer.endedAt - answer.startedAt >= HANG_MS)).toEqual([]);
  });

  trial(AREA, "signed webhooks while it is away: 503, so the gateway delivers them again; none hangs", async () => {
    const { duringOutage } = await scenario();
    const refused = duringOutage.filter((answer) => !graphqlSteps.has(answer.step));
    expect(refused.map((answer) => answer.step)).toContain("webhook");
    for (const answer of refused) expect([answer.step, answer.status]).toEqual([answer.step, 503]);
  });

  trial(AREA, "after its return, each refused step is taken again and the journeys end paid", async () => {
    const { probes } = await scenario();
    expect(probes.map((journey) => journey.confirmed)).toEqual(probes.map(() => "paid"));
  });

  trial(AREA, "no confirmed booking lost or doubled: each idempotency key retried finds the same booking", async () => {
    const { retries, state } = await scenario();
    for (const { first, retry } of retries) {
      expect(retry).not.toBeNull();
      if (first) expect(retry).toBe(first);
    }
    const settled = new Set(retries.map(({ retry }) => retry));
    expect(settled.size).toBe(retries.length);
    expect(state.bookings).toBe(settled.size);
  });

  trial(AREA, "no captured payment lost or doubled: one ledger row each, its booking confirmed and paid", async () => {
    const { state, retries } = await scenario();
    expect(state.capturesNotOnceInLedger).toEqual([]);
    expect(state.paidNotConfirmed).toEqual([]);
    expect(state.failedJobs).toBe(0);
    expect(retries.length).toBeGreaterThan(0);
  });

  trial(AREA, "every acknowledged (200) webhook event is stored exactly once and applied", async () => {
    const { state, acknowledged } = await scenario();
    expect(acknowledged.length).toBeGreaterThan(0);
    expect([...state.storedEvents].filter(([, count]) => count !== 1)).toEqual([]);
    expect(state.unappliedEvents).toBe(0);
  });

  trial(AREA, "ledger invariant afterwards: bookings.paid = captured - refunded for every booking", async () => {
    const { state } = await scenario();
    expect(state.ledgerMismatches).toEqual([]);
  });

  trial(AREA, "seats afterwards: free + live booked = capacity on every departure; every booking whole", async () => {
    const { state } = await scenario();
    expect(state.seatMismatches).toEqual([]);
    expect(state.brokenBookings).toEqual([]);
  });
});
