// The answer cache (http/answer-cache.ts): anonymous GET queries and page loaders are answered from
// memory for ANSWER_CACHE_TTL_MS, never staler than that, and a booking shows at once.
import { events } from "@parvat/db/schema";
import { createDeparture, createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { eq } from "drizzle-orm";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { book, logInTraveller, participant, type Traveller } from "../testing/booking-test-kit.ts";
import { apiOn, countStatements, createTestApi, getGraphql, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let slug: string;
let eventId: number;
let packageId: number;
let traveller: Traveller;

const SEATS = /* GraphQL */ `
  query Seats($slug: String!) { treks(slug: $slug) { events { id available_seats } } }
`;

beforeAll(async () => {
  test = await createTestApi({ ANSWER_CACHE_TTL_MS: "5000" });
  const trek = await createTrek(test.db, { departures: [] });
  slug = trek.trek.slug;
  packageId = trek.packages[0]!.id;
  const { event } = await createDeparture(test.db, {
    trekId: trek.trek.id,
    startDate: addDays(businessToday(), 40),
    capacity: 12,
  });
  eventId = event.id;
  traveller = await logInTraveller(test);
});
afterAll(() => test.close());

type SeatsAnswer = { treks: { events: { id: number; available_seats: number }[] }[] };
const seatsOver = (send: typeof getGraphql) => async (headers?: Record<string, string>) => {
  const response = await send<SeatsAnswer>(test.api, SEATS, { slug }, headers);
  return response.body.data!.treks[0]!.events.find((event) => event.id === eventId)!.available_seats;
};
const seatsByGet = seatsOver(getGraphql);
const seatsByPost = seatsOver(postGraphql);
/** Changes the seats behind the API's back, as another server copy or a script would. */
const setSeatsInDatabase = (seats: number) =>
  test.db.update(events).set({ availableSeats: seats }).where(eq(events.id, eventId));

describe("the answer cache", () => {
  it("answers a repeated anonymous GET query from memory, without a statement, until the TTL runs out", async () => {
    await setSeatsInDatabase(12);
    test.clock.advance(10);
    expect(await seatsByGet()).toBe(12);
    await setSeatsInDatabase(11);
    const counter = countStatements(test.db);
    try {
      expect(await seatsByGet()).toBe(12);
      expect(counter.statements).toEqual([]);
    } finally {
      counter.restore();
    }
    test.clock.advance(5);
    expect(await seatsByGet()).toBe(11);
  });

  it("shows a booking's seats at once: a mutation clears it", async () => {
    await setSeatsInDatabase(12);
    test.clock.advance(10);
    expect(await seatsByGet()).toBe(12);
    const booked = await book(test, traveller, { eventId, packageId, participants: [participant(), participant()] });
    expect(booked.body.errors).toBeUndefined();
    expect(await seatsByGet()).toBe(10);
  });

  it("never answers POST or a logged-in request from memory", async () => {
    await setSeatsInDatabase(9);
    test.clock.advance(10);
    expect(await seatsByGet()).toBe(9);
    await setSeatsInDatabase(8);
    expect(await seatsByPost()).toBe(8);
    expect(await seatsByGet(traveller.headers)).toBe(8);
    expect(await seatsByGet()).toBe(9);
  });

  it("keeps page loaders' answers too (in-process, as GET), frozen so no loader can change them", async () => {
    await setSeatsInDatabase(7);
    test.clock.advance(10);
    const request = new Request("http://parvat.test/tours/some-trek");
    const run = () => test.api.execute<SeatsAnswer, { slug: string }>(parse(SEATS), { slug }, { request });
    const first = await run();
    await setSeatsInDatabase(6);
    const second = await run();
    expect(second.data).toBe(first.data);
    expect(Object.isFrozen(second.data!.treks[0]!.events)).toBe(true);
  });

  it("tags a GET answer and answers 304 without a body when the client already holds it", async () => {
    test.clock.advance(10);
    const first = await test.api.yoga.fetch(seatsUrl());
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const again = await test.api.yoga.fetch(seatsUrl(), { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    await setSeatsInDatabase(5);
    test.clock.advance(10);
    const changed = await test.api.yoga.fetch(seatsUrl(), { headers: { "if-none-match": etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("is off with ANSWER_CACHE_TTL_MS=0", async () => {
    const uncached = apiOn(test.handle, { ANSWER_CACHE_TTL_MS: "0" });
    const seats = async () => {
      const response = await getGraphql<SeatsAnswer>(uncached.api, SEATS, { slug });
      return response.body.data!.treks[0]!.events.find((event) => event.id === eventId)!.available_seats;
    };
    await setSeatsInDatabase(4);
    expect(await seats()).toBe(4);
    await setSeatsInDatabase(3);
    expect(await seats()).toBe(3);
  });
});

function seatsUrl(): URL {
  const url = new URL("http://parvat.test/api/graphql");
  url.searchParams.set("query", SEATS);
  url.searchParams.set("variables", JSON.stringify({ slug }));
  return url;
}
