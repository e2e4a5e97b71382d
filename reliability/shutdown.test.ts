// Graceful shutdown: SIGTERM to a server process in the middle of a burst of travellers booking and
// paying (payment-traffic.ts), each at a different step: creating the booking, starting the payment,
// paying at the sandbox's checkout, the gateway's webhook, the checkout callback. Requests in flight
// finish, new connections are refused, the process exits 0; and once the outbox it left has run,
// nothing is half-written: every booking whole, one ledger row per captured payment, every
// acknowledged webhook event stored once and applied, the ledger invariant and the seats hold.
import { request as httpRequest } from "node:http";
import { describe, expect } from "vitest";
import { processDatabase, startApiProcess } from "./api-process.ts";
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

const AREA = "Graceful shutdown";
const JOURNEYS = 15;
/** createBooking, startPayment, sandboxPay, webhook, its replay: the steps a journey may have taken before the burst. */
const STEPS_BEFORE = 5;

/** A POST on a connection of its own (no keep-alive pool): what a new visitor's request is. */
function freshConnectionPost(url: string, body: string): Promise<number | "refused"> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { method: "POST", agent: false, headers: { "content-type": "application/json" } });
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", () => resolve("refused"));
    request.end(body);
  });
}

interface Outcome {
  signalledAt: number;
  /** What a new connection got once the signal was sent. */
  newConnection: number | "refused";
  exitCode: number | null;
  /** Answers to the burst's requests (those refused after the signal have status "network"). */
  burst: Answer[];
  journeys: Journey[];
  state: MoneyState;
}

const scenario = once(async (): Promise<Outcome> => {
  const database = await processDatabase();
  try {
    const setup = await database.open();
    const local = localApi(setup);
    const fixture = await prepareFixture(local, { departures: 1, seats: 2 * JOURNEYS, travellers: 4 });
    await setup.close();

    const server = await startApiProcess(database.target);
    const endpoint = `${server.origin}/api/graphql`;
    const client = new TrafficClient(server.origin, local);
    // Journey i has taken i % (STEPS_BEFORE + 1) steps, so that the burst's requests are of every kind.
    const journeys = Array.from({ length: JOURNEYS }, (_, index) => client.journey(fixture, index));
    for (const [index, journey] of journeys.entries()) {
      for (let step = 0; step < index % (STEPS_BEFORE + 1); step += 1) {
        if (!(await client.advance(journey))) throw new Error(`journey ${index} failed before the burst`);
      }
    }
    const before = client.answers.length;
    const burst = journeys.map((journey) => client.run(journey));
    // Signal once the server is busy with the burst: the first answer is back, the rest in flight.
    await expect.poll(() => client.answers.length, { timeout: 30_000, interval: 5 }).toBeGreaterThan(before);
    const signalledAt = performance.now();
    server.child.kill("SIGTERM");
    const newConnection = await expect
      .poll(() => freshConnectionPost(endpoint, JSON.stringify({ query: "{ __typename }" })), { timeout: 5_000 })
      .toBe("refused")
      .then(
        () => "refused" as const,
        () => freshConnectionPost(endpoint, JSON.stringify({ query: "{ __typename }" })),
      );
    await Promise.all(burst);
    const exitCode = await server.exited;

    const check = await database.open();
    try {
      const after = localApi(check);
      await drainOutbox(after);
      const state = await readMoneyState(after, acknowledgedEvents(journeys));
      return { signalledAt, newConnection, exitCode, burst: client.answers.slice(before), journeys, state };
    } finally {
      await check.close();
    }
  } finally {
    await database.drop();
  }
});

describe("SIGTERM under load", () => {
  trial(
    AREA,
    `SIGTERM during a burst of ${JOURNEYS} travellers booking and paying: in-flight finish, new refused, exit 0`,
    async () => {
      const { newConnection, exitCode, burst, signalledAt } = await scenario();
      expect(newConnection).toBe("refused");
      expect(exitCode).toBe(0);
      const answered = burst.filter((answer) => answer.status !== "network");
      // Nothing is cut off mid-answer or fails: every answer is a whole 200 without an error.
      expect(answered.filter((answer) => answer.status !== 200 || answer.code)).toEqual([]);
      // Requests of every kind still running when the signal came were finished, not dropped.
      const finishedAfter = new Set(answered.filter((answer) => answer.endedAt > signalledAt).map((a) => a.step));
      expect(finishedAfter.has("createBooking")).toBe(true);
      expect([...finishedAfter].filter((step) => step !== "createBooking").length).toBeGreaterThan(0);
    },
    120_000,
  );

  trial(
    AREA,
    "after SIGTERM, no half-written booking or payment: ledger, webhook events, captures and seats all hold",
    async () => {
      const { state, journeys } = await scenario();
      // Money was in play: payments captured before and during the burst, webhooks acknowledged.
      expect(journeys.filter((journey) => journey.payment).length).toBeGreaterThan(0);
      expect(state.storedEvents.size).toBeGreaterThan(0);
      // Every booking the server said it made is there, and nothing else; each one whole.
      expect(state.bookings).toBe(journeys.filter((journey) => journey.bookingId).length);
      expect(state.brokenBookings).toEqual([]);
      expect(state.capturesNotOnceInLedger).toEqual([]);
      expect(state.paidNotConfirmed).toEqual([]);
      expect([...state.storedEvents].filter(([, count]) => count !== 1)).toEqual([]);
      expect(state.unappliedEvents).toBe(0);
      expect(state.failedJobs).toBe(0);
      expect(state.ledgerMismatches).toEqual([]);
      expect(state.seatMismatches).toEqual([]);
    },
  );
});
