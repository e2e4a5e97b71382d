// Two server copies on one database, each with its answer cache (http/cache-generation.ts): whatever
// changes what the site shows on one copy drops what the other kept, within a second (PostgreSQL
// NOTIFY; in-process on PGlite); what changes nothing shown, or is refused, drops nothing.
import type { DatabaseHandle, ListenHandlers, Notifications } from "@parvat/db/client";
import { events } from "@parvat/db/schema";
import { createTestDatabase, dropListeningConnections } from "@parvat/db/testing/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createMetrics, type Metrics } from "../metrics.ts";
import { book, logInTraveller, participant, type Traveller } from "../testing/booking-test-kit.ts";
import { createTrip, readBooking, runJobs, sandboxPay, startPayment, type Trip } from "../testing/payment-test-kit.ts";
import { apiOn, getGraphql, postGraphql, type TestApi } from "../testing/test-api.ts";
import { type CacheGeneration, sharedCacheGeneration } from "./cache-generation.ts";

const template = inject("testDatabaseTemplate");
const silent = createLogger({ level: "silent" });

interface Copy {
  test: TestApi;
  generation: CacheGeneration;
  metrics: Metrics;
}

let handle: DatabaseHandle;
let a: Copy;
let b: Copy;
let trip: Trip;
let asha: Traveller;

function copyOn(database: DatabaseHandle): Copy {
  const metrics = createMetrics();
  const generation = sharedCacheGeneration({ notifications: database.notifications, logger: silent, metrics });
  // A minute: a copy that missed a change would show it far too late for the polls below.
  const test = apiOn(database, { ANSWER_CACHE_TTL_MS: "60000" }, { cacheGeneration: generation, metrics });
  return { test, generation, metrics };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  a = copyOn(handle);
  b = copyOn(handle);
  // Listening (on PostgreSQL, once each copy's LISTEN connection is up).
  while (a.generation.current() === null || b.generation.current() === null) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  trip = await createTrip(a.test);
  asha = await logInTraveller(a.test);
});
afterAll(async () => {
  await Promise.all([a.generation.close(), b.generation.close()]);
  await handle.close();
});

const SEATS = /* GraphQL */ `
  query DepartureSeats($id: Int!) { departure(id: $id) { available_seats } }
`;

/** The seats an anonymous visitor is shown on `copy` (a GET query: from memory when kept). */
async function shownSeats(copy: Copy, eventId: number): Promise<number> {
  const response = await getGraphql<{ departure: { available_seats: number } }>(copy.test.api, SEATS, { id: eventId });
  return response.body.data!.departure.available_seats;
}

const hits = async (copy: Copy) =>
  (await copy.metrics.cacheLookups.get()).values.find((value) => value.labels.result === "hit")?.value ?? 0;

/** Both copies show `seats` for the departure, from memory (once the last change has reached them). */
async function keptOnBoth(eventId: number, seats: number) {
  for (const copy of [a, b]) {
    await expect
      .poll(async () => {
        const before = await hits(copy);
        const shown = await shownSeats(copy, eventId);
        return [shown, (await hits(copy)) - before];
      })
      .toEqual([seats, 1]);
  }
}

/** Polls the other copy until it shows `seats`; answers how long that took, in milliseconds. */
async function staleness(copy: Copy, eventId: number, seats: number, since: number): Promise<number> {
  await expect.poll(() => shownSeats(copy, eventId), { timeout: 1_000, interval: 2 }).toBe(seats);
  return performance.now() - since;
}

const setSeatsBehindTheirBacks = (eventId: number, seats: number) =>
  handle.db.update(events).set({ availableSeats: seats }).where(eq(events.id, eventId));

describe("two copies of the API on one database", () => {
  it("a booking on one copy shows on the other's public answers within a second", async () => {
    const eventId = await trip.departure(10);
    await keptOnBoth(eventId, 10);
    const booked = await book(a.test, asha, { eventId, packageId: trip.packageId, participants: [participant()] });
    expect(booked.body.errors).toBeUndefined();
    const done = performance.now();
    expect(await shownSeats(a, eventId)).toBe(9);
    expect(await staleness(b, eventId, 9, done)).toBeLessThan(1_000);
    expect((await b.metrics.cacheClears.get()).values).toContainEqual(
      expect.objectContaining({ labels: { origin: "other_copy" } }),
    );
  });

  it("a refused booking, or a mutation that changes nothing shown, clears neither copy", async () => {
    const eventId = await trip.departure(2);
    await keptOnBoth(eventId, 2);
    // Changed behind the caches' backs: whoever drops what it kept shows 1.
    await setSeatsBehindTheirBacks(eventId, 1);
    const tooMany = await book(a.test, asha, {
      eventId,
      packageId: trip.packageId,
      participants: [participant(), participant(), participant()],
    });
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe("SOLD_OUT");
    const subscribed = await postGraphql(
      a.test.api,
      `mutation { subscribeNewsLetter(email: "kept@example.com") { message } }`,
    );
    expect(subscribed.body.errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([await shownSeats(a, eventId), await shownSeats(b, eventId)]).toEqual([2, 2]);
  });

  it("the release of a traveller's stale hold when they read their booking clears both copies", async () => {
    const eventId = await trip.departure(10);
    const held = await book(a.test, asha, { eventId, packageId: trip.packageId, participants: [participant()] });
    const bookingId = Number(held.body.data!.createBooking.id);
    await keptOnBoth(eventId, 9);
    a.test.clock.advance(16 * 60);
    expect(await readBooking(a.test, asha, bookingId)).toMatchObject({ status: "expired" });
    expect(await staleness(b, eventId, 10, performance.now())).toBeLessThan(1_000);
    expect(await shownSeats(a, eventId)).toBe(10);
  });

  it("the hold sweeper giving seats back clears both copies", async () => {
    const eventId = await trip.departure(10);
    await book(a.test, asha, { eventId, packageId: trip.packageId, participants: [participant(), participant()] });
    await keptOnBoth(eventId, 8);
    a.test.clock.advance(16 * 60);
    expect((await a.test.api.periodic.run("seats")).released).toBeGreaterThan(0);
    expect(await staleness(b, eventId, 10, performance.now())).toBeLessThan(1_000);
  });

  it("a late payment taking the seats again in the jobs worker clears both copies", async () => {
    const eventId = await trip.departure(10);
    const held = await book(a.test, asha, {
      eventId,
      packageId: trip.packageId,
      participants: [participant(), participant()],
    });
    const bookingId = Number(held.body.data!.createBooking.id);
    const checkout = (await startPayment(a.test, asha, bookingId)).body.data!.startPayment;
    await sandboxPay(a.test, asha, checkout.order_id);
    a.test.clock.advance(16 * 60);
    expect(await readBooking(a.test, asha, bookingId)).toMatchObject({ status: "expired" });
    await keptOnBoth(eventId, 10);
    await runJobs(a.test);
    expect(await readBooking(a.test, asha, bookingId)).toMatchObject({ status: "confirmed" });
    expect(await staleness(b, eventId, 8, performance.now())).toBeLessThan(1_000);
  });
});

if (template.kind === "postgres") {
  it("a copy that cannot hear the others serves nothing from memory, and drops what it kept once it hears again", async () => {
    const eventId = await trip.departure(6);
    await keptOnBoth(eventId, 6);
    await dropListeningConnections(handle);
    await expect.poll(() => b.generation.current()).toBeNull();
    // Changed by a copy whose announcement nobody hears: while deaf, b reads the database.
    await setSeatsBehindTheirBacks(eventId, 5);
    expect(await shownSeats(b, eventId)).toBe(5);
    await setSeatsBehindTheirBacks(eventId, 4);
    expect(await shownSeats(b, eventId)).toBe(4);
    expect((await b.metrics.cacheListening.get()).values[0]?.value).toBe(0);
    await expect.poll(() => b.generation.current(), { timeout: 10_000 }).not.toBeNull();
    expect(await shownSeats(b, eventId)).toBe(4);
    expect((await b.metrics.cacheClears.get()).values).toContainEqual(
      expect.objectContaining({ labels: { origin: "reconnect" } }),
    );
  });
}

describe("the shared generation", () => {
  /** A channel whose connection the test drops and restores. */
  function controllable(): Notifications & { handlers: ListenHandlers[]; sent: string[]; vouching: boolean } {
    const handlers: ListenHandlers[] = [];
    const sent: string[] = [];
    const channel = {
      handlers,
      sent,
      /** Whether the listening connection answered its last heartbeat in time. */
      vouching: true,
      notify: async (_channel: string, payload: string) => {
        sent.push(payload);
        for (const listener of handlers) listener.message(payload);
      },
      listen: (_channel: string, listener: ListenHandlers) => {
        handlers.push(listener);
        return { heardWithin: () => channel.vouching, close: async () => {} };
      },
    };
    return channel;
  }

  it("is unknown until listening, moves on every change but its own echo, and is unknown while deaf", async () => {
    const channel = controllable();
    const generation = sharedCacheGeneration({ notifications: channel, logger: silent });
    const listener = channel.handlers[0]!;
    expect(generation.current()).toBeNull();
    listener.up();
    const first = generation.current();
    expect(first).not.toBeNull();
    generation.changed();
    expect(generation.current()).toBe(first! + 1);
    // Its own notification comes back: already counted.
    await expect.poll(() => channel.sent.length).toBe(1);
    expect(generation.current()).toBe(first! + 1);
    listener.message("another-copy");
    expect(generation.current()).toBe(first! + 2);
    listener.down(new Error("connection lost"));
    expect(generation.current()).toBeNull();
    listener.up();
    expect(generation.current()).toBe(first! + 3);
  });

  it("is unknown from the first late heartbeat of a connection that died without a word, and known again after", async () => {
    const channel = controllable();
    const generation = sharedCacheGeneration({ notifications: channel, logger: silent });
    channel.handlers[0]!.up();
    const first = generation.current();
    expect(first).not.toBeNull();
    channel.vouching = false;
    expect(generation.current()).toBeNull();
    // The late answer came (the connection was only slow): every notification before it had arrived.
    channel.vouching = true;
    expect(generation.current()).toBe(first);
  });

  it("tells the others again when an announcement fails to leave", async () => {
    const channel = controllable();
    let failures = 2;
    const flaky: Notifications = {
      ...channel,
      notify: async (name, payload) => {
        if (failures-- > 0) throw new Error("connection refused");
        await channel.notify(name, payload);
      },
    };
    const generation = sharedCacheGeneration({ notifications: flaky, logger: silent });
    channel.handlers[0]!.up();
    generation.changed();
    await expect.poll(() => channel.sent.length, { timeout: 2_000 }).toBe(1);
  });
});
