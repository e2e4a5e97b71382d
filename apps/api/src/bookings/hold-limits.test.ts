// The hold limits (docs/api.md, "Bookings"): one account keeps at most 3 unpaid holds of seats and 12
// held seats on a departure, however its requests arrive, so nobody keeps a departure sold out by
// booking again every 15 minutes; and createBooking calls are counted per account and per address.
import { randomUUID } from "node:crypto";
import { createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { book, bookingRowCounts, logInTraveller, participant, type Traveller } from "../testing/booking-test-kit.ts";
import { apiOn, createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let packageId: number;
const departures: number[] = [];

beforeAll(async () => {
  // The limits as production has them by default.
  test = await createTestApi({ HOLDS_PER_ACCOUNT: "3", HELD_SEATS_PER_DEPARTURE: "12" });
  const trek = await createTrek(test.db, {
    departures: Array.from({ length: 5 }, (_, index) => ({
      startDate: addDays(businessToday(), 30 + index),
      capacity: 40,
    })),
  });
  packageId = trek.packages[0]!.id;
  departures.push(...trek.events.map((event) => event.id));
});
afterAll(() => test.close());

function hold(traveller: Traveller, eventId: number, travellers = 1, idempotencyKey = randomUUID()) {
  return book(test, traveller, {
    eventId,
    packageId,
    participants: Array.from({ length: travellers }, () => participant()),
    idempotencyKey,
  });
}

describe("holds per account", () => {
  it("refuses a fourth unpaid hold with HOLD_LIMIT, and takes one again once a hold is cancelled", async () => {
    const traveller = await logInTraveller(test);
    const ids: string[] = [];
    for (const eventId of departures.slice(0, 3)) {
      const held = await hold(traveller, eventId);
      expect(held.body.errors).toBeUndefined();
      ids.push(held.body.data!.createBooking.id);
    }
    const before = await bookingRowCounts(test);
    const fourth = await hold(traveller, departures[3]!);
    expect(errorCodes(fourth)).toEqual(["HOLD_LIMIT"]);
    expect(fourth.body.errors![0]!.extensions).toMatchObject({ limit: "holds" });
    expect(fourth.body.errors![0]!.message).toMatch(/pay for one, or cancel one/i);
    expect(await bookingRowCounts(test)).toEqual(before);

    const cancelled = await postGraphql(
      test.api,
      `mutation ($id: ID!) { cancelBooking(id: $id) { status } }`,
      { id: ids[0] },
      traveller.headers,
    );
    expect(cancelled.body.errors).toBeUndefined();
    expect(errorCodes(await hold(traveller, departures[3]!))).toEqual([]);
  });

  it("counts a hold that has ended for nothing, swept or not", async () => {
    const traveller = await logInTraveller(test);
    for (const eventId of departures.slice(0, 3)) expect(errorCodes(await hold(traveller, eventId))).toEqual([]);
    test.clock.advance(16 * 60);
    expect(errorCodes(await hold(traveller, departures[3]!))).toEqual([]);
  });

  it("answers a repeated request of a held booking at the limit with that booking, not a refusal", async () => {
    const traveller = await logInTraveller(test);
    const key = randomUUID();
    const first = await hold(traveller, departures[0]!, 1, key);
    for (const eventId of departures.slice(1, 3)) expect(errorCodes(await hold(traveller, eventId))).toEqual([]);
    const again = await hold(traveller, departures[0]!, 1, key);
    expect(again.body.data!.createBooking.id).toBe(first.body.data!.createBooking.id);
  });

  it("refuses seats beyond 12 held on one departure", async () => {
    const traveller = await logInTraveller(test);
    expect(errorCodes(await hold(traveller, departures[4]!, 8))).toEqual([]);
    const over = await hold(traveller, departures[4]!, 5);
    expect(errorCodes(over)).toEqual(["HOLD_LIMIT"]);
    expect(over.body.errors![0]!.extensions).toMatchObject({ limit: "seats" });
    expect(errorCodes(await hold(traveller, departures[4]!, 4))).toEqual([]);
  });

  it("keeps to 3 holds when 8 bookings of one account arrive at once", async () => {
    const traveller = await logInTraveller(test);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => hold(traveller, departures[index % 5]!)));
    const codes = answers.map((answer) => errorCodes(answer)[0] ?? "held");
    expect(codes.filter((code) => code === "held")).toHaveLength(3);
    expect(codes.filter((code) => code === "HOLD_LIMIT")).toHaveLength(5);
  });
});

describe("createBooking calls per hour", () => {
  it("refuses calls from one address beyond BOOKINGS_PER_IP_PER_HOUR with RATE_LIMITED, whatever the account", async () => {
    const limited = apiOn(test.handle, { BOOKINGS_PER_IP_PER_HOUR: "4", HOLDS_PER_ACCOUNT: "3" });
    const send = async (traveller: Traveller) =>
      postGraphql(
        limited.api,
        `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id } }`,
        { input: { eventId: departures[0], packageId, participants: [participant()], idempotencyKey: randomUUID() } },
        { ...traveller.headers, "x-forwarded-for": "203.0.113.77" },
      );
    const travellers = await Promise.all([1, 2, 3].map(() => logInTraveller(limited)));
    for (const traveller of [...travellers, travellers[0]!]) expect(errorCodes(await send(traveller))).toEqual([]);
    const refused = await send(travellers[1]!);
    expect(errorCodes(refused)).toEqual(["RATE_LIMITED"]);
    expect(Number(refused.body.errors![0]!.extensions!.retryAfterSeconds)).toBeGreaterThan(0);
  });
});
