// Holds after they are made: they end after 15 minutes and give their seats back (the sweeper
// without any request, a read or a new booking at once), a held booking can be cancelled, and a
// traveller only ever sees their own bookings.
import { createDeparture, createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepSeats } from "../booking-lifecycle/sweeps.ts";
import { createPeriodicWork } from "../jobs/periodic.ts";
import { createLogger } from "../logger.ts";
import {
  BOOKING_FIELDS,
  type BookingView,
  book,
  logInTraveller,
  participant,
  seatsLeft,
  type Traveller,
} from "../testing/booking-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let asha: Traveller;
let ravi: Traveller;
let trekId: number;
let packageId: number;
const today = businessToday();
let nextStart = 20;

const HOLD_SECONDS = 15 * 60;
const quiet = createLogger({ level: "silent" });

const MY_BOOKINGS = /* GraphQL */ `
  ${BOOKING_FIELDS}
  query { myBookings { ...BookingFields } }
`;
const BOOKING = /* GraphQL */ `
  ${BOOKING_FIELDS}
  query ($id: ID!) { booking(id: $id) { ...BookingFields } }
`;
const CANCEL = /* GraphQL */ `
  ${BOOKING_FIELDS}
  mutation ($id: ID!) { cancelBooking(id: $id) { ...BookingFields } }
`;

beforeAll(async () => {
  test = await createTestApi();
  const trek = await createTrek(test.db, { departures: [] });
  trekId = trek.trek.id;
  packageId = trek.packages[0]!.id;
  asha = await logInTraveller(test);
  ravi = await logInTraveller(test);
});
afterAll(() => test.close());

/** A new departure of the test trek with `seats` seats, each one later than the last. */
async function departure(seats: number): Promise<number> {
  nextStart += 3;
  const { event } = await createDeparture(test.db, { trekId, startDate: addDays(today, nextStart), capacity: seats });
  return event.id;
}

async function hold(traveller: Traveller, eventId: number, travellers = 1): Promise<BookingView> {
  const participants = Array.from({ length: travellers }, () => participant());
  const response = await book(test, traveller, { eventId, packageId, participants });
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.createBooking;
}

const myBookings = (traveller: Traveller | null) =>
  postGraphql<{ myBookings: BookingView[] }>(test.api, MY_BOOKINGS, {}, traveller?.headers ?? {});
const bookingById = (traveller: Traveller | null, id: string) =>
  postGraphql<{ booking: BookingView | null }>(test.api, BOOKING, { id }, traveller?.headers ?? {});
const cancel = (traveller: Traveller | null, id: string) =>
  postGraphql<{ cancelBooking: BookingView }>(test.api, CANCEL, { id }, traveller?.headers ?? {});

describe("a hold past its time", () => {
  it("never blocks a sale: the next booking gets its seats", async () => {
    const eventId = await departure(3);
    const stale = await hold(asha, eventId, 3);
    const refused = await book(test, ravi, { eventId, packageId, participants: [participant()] });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: "SOLD_OUT", seatsLeft: 0 });
    test.clock.advance(HOLD_SECONDS + 1);
    await hold(ravi, eventId, 2);
    expect(await seatsLeft(test, eventId)).toBe(1);
    const expired = (await bookingById(asha, stale.id)).body.data!.booking!;
    expect(expired).toMatchObject({ status: "expired", hold_expires_at: null });
    expect(expired.history.map((change) => [change.status, change.cause])).toEqual([
      ["held", "Booked online; seats held for payment"],
      ["expired", "The hold ended before payment; seats released"],
    ]);
  });

  it("gives its seats back on the traveller's next read", async () => {
    const eventId = await departure(4);
    await hold(asha, eventId, 4);
    test.clock.advance(HOLD_SECONDS - 5);
    await myBookings(asha);
    expect(await seatsLeft(test, eventId)).toBe(0);
    test.clock.advance(6);
    const bookings = (await myBookings(asha)).body.data!.myBookings;
    expect(await seatsLeft(test, eventId)).toBe(4);
    expect(bookings.find((booking) => booking.departure.id === eventId)?.status).toBe("expired");
  });

  it("gives its seats back through the sweeper, without any request, and only once", async () => {
    const eventId = await departure(5);
    const sweep = async () => (await sweepSeats(test.db, test.clock.now())).released;
    await sweep(); // whatever earlier tests left behind
    await hold(asha, eventId, 2);
    test.clock.advance(HOLD_SECONDS / 2);
    await hold(ravi, eventId, 1);
    test.clock.advance(HOLD_SECONDS / 2);
    expect(await sweep()).toBe(1);
    expect(await seatsLeft(test, eventId)).toBe(4);
    expect(await sweep()).toBe(0);
    expect(await seatsLeft(test, eventId)).toBe(4);
  });

  it("is swept on the sweeper's own schedule", async () => {
    const eventId = await departure(2);
    await hold(asha, eventId, 2);
    test.clock.advance(HOLD_SECONDS);
    const sweeper = createPeriodicWork({
      db: test.db,
      logger: quiet,
      scans: { seats: { intervalMs: 20, run: () => sweepSeats(test.db, test.clock.now()) } },
    });
    sweeper.start();
    try {
      await expect.poll(() => seatsLeft(test, eventId), { timeout: 5_000, interval: 20 }).toBe(2);
    } finally {
      await sweeper.stop();
    }
  });
});

describe("cancelling", () => {
  it("cancels a held booking, gives the seats back at once and frees the travellers' phones", async () => {
    const eventId = await departure(3);
    const phone = "98333 44455";
    const response = await book(test, asha, { eventId, packageId, participants: [participant({ phone })] });
    const booking = response.body.data!.createBooking;
    expect(await seatsLeft(test, eventId)).toBe(2);
    const cancelled = (await cancel(asha, booking.id)).body.data!.cancelBooking;
    expect(cancelled).toMatchObject({ id: booking.id, status: "cancelled", status_text: "Cancelled" });
    expect(cancelled.history.map((change) => change.status)).toEqual(["held", "cancelled"]);
    expect(await seatsLeft(test, eventId)).toBe(3);
    const again = await book(test, ravi, { eventId, packageId, participants: [participant({ phone })] });
    expect(again.body.errors).toBeUndefined();
  });

  it("refuses what is not held, and what is not the traveller's", async () => {
    const eventId = await departure(3);
    const booking = await hold(asha, eventId);
    expect((await cancel(ravi, booking.id)).body.errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND" });
    expect(errorCodes(await cancel(asha, "not-an-id"))).toEqual(["NOT_FOUND"]);
    expect(errorCodes(await cancel(null, booking.id))).toEqual(["UNAUTHENTICATED"]);
    expect(await seatsLeft(test, eventId)).toBe(2);
    await cancel(asha, booking.id);
    expect((await cancel(asha, booking.id)).body.errors?.[0]?.extensions).toMatchObject({
      code: "BOOKING_NOT_CANCELLABLE",
      status: "cancelled",
    });
    const lapsed = await hold(asha, eventId);
    test.clock.advance(HOLD_SECONDS);
    expect((await cancel(asha, lapsed.id)).body.errors?.[0]?.extensions).toMatchObject({
      code: "BOOKING_NOT_CANCELLABLE",
      status: "expired",
    });
    expect(await seatsLeft(test, eventId)).toBe(3);
  });
});

describe("reading bookings", () => {
  it("shows a traveller their own bookings only, latest departure first", async () => {
    const earlier = await departure(5);
    const later = await departure(5);
    const viewer = await logInTraveller(test);
    const first = await hold(viewer, earlier);
    const second = await hold(viewer, later);
    const other = await hold(ravi, later);
    const mine = (await myBookings(viewer)).body.data!.myBookings;
    expect(mine.map((booking) => booking.id)).toEqual([second.id, first.id]);
    expect((await bookingById(viewer, first.id)).body.data?.booking?.reference).toBe(first.reference);
    expect((await bookingById(viewer, other.id)).body).toEqual({ data: { booking: null } });
    expect((await bookingById(viewer, "12abc")).body).toEqual({ data: { booking: null } });
  });

  it("is for logged-in travellers only", async () => {
    expect(errorCodes(await myBookings(null))).toEqual(["UNAUTHENTICATED"]);
    expect(errorCodes(await bookingById(null, "1"))).toEqual(["UNAUTHENTICATED"]);
  });

  it("answers a departure with its trip for the registration screen", async () => {
    const eventId = await departure(7);
    const query = `query ($id: Int!) { departure(id: $id) { id available_seats trip { id type } prices { package_id } } }`;
    const found = await postGraphql(test.api, query, { id: eventId });
    expect(found.body.data).toEqual({
      departure: {
        id: eventId,
        available_seats: 7,
        trip: { id: trekId, type: "trek" },
        prices: [{ package_id: packageId }],
      },
    });
    expect((await postGraphql(test.api, query, { id: 999_999 })).body.data).toEqual({ departure: null });
  });
});
