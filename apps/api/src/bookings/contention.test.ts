// Issue 9's "Done means": seats are never oversold and a key never books twice, however many
// requests arrive at once. On PGlite the requests interleave at every await but the database runs
// one transaction at a time; on PostgreSQL (DATABASE_URL) they really race over a connection pool.
import { bookings } from "@parvat/db/schema";
import { createDeparture, createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { book, logInTraveller, participant, seatsLeft, type Traveller } from "../testing/booking-test-kit.ts";
import { createTestApi, errorCodes, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let trekId: number;
let packageId: number;
let travellers: Traveller[];

const BURST = 200;
const SEATS = 10;
const ROUNDS = 20;
const day = (offset: number) => addDays(businessToday(), offset);

beforeAll(async () => {
  test = await createTestApi();
  const trek = await createTrek(test.db, { departures: [] });
  trekId = trek.trek.id;
  packageId = trek.packages[0]!.id;
  travellers = [];
  for (let i = 0; i < BURST; i += 1) travellers.push(await logInTraveller(test));
}, 60_000);
afterAll(() => test.close());

it(`sells exactly ${SEATS} seats to ${BURST} travellers booking at once, ${ROUNDS} times over`, async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const { event } = await createDeparture(test.db, { trekId, startDate: day(30 + round), capacity: SEATS });
    const responses = await Promise.all(
      travellers.map((traveller) =>
        book(test, traveller, { eventId: event.id, packageId, participants: [participant()] }),
      ),
    );
    const codes = responses.map((response) => errorCodes(response)[0] ?? "booked");
    expect(codes.filter((code) => code === "booked")).toHaveLength(SEATS);
    expect(codes.filter((code) => code === "SOLD_OUT")).toHaveLength(BURST - SEATS);
    const soldOut = responses.find((response) => errorCodes(response)[0] === "SOLD_OUT")!;
    expect(soldOut.body.errors![0]!.extensions).toMatchObject({ seatsLeft: 0 });
    expect(await seatsLeft(test, event.id)).toBe(0);
    const [held] = await test.db.select({ n: count() }).from(bookings).where(eq(bookings.eventId, event.id));
    expect(held!.n).toBe(SEATS);
  }
}, 300_000);

it("gives one booking for 50 requests at once with one idempotency key, and takes the seats once", async () => {
  const { event } = await createDeparture(test.db, { trekId, startDate: day(90), capacity: 20 });
  const traveller = travellers[0]!;
  const request = {
    eventId: event.id,
    packageId,
    participants: [participant(), participant()],
    idempotencyKey: "one-key-for-fifty-requests",
  };
  const responses = await Promise.all(Array.from({ length: 50 }, () => book(test, traveller, request)));
  expect(responses.flatMap(errorCodes)).toEqual([]);
  const ids = new Set(responses.map((response) => response.body.data!.createBooking.id));
  expect(ids.size).toBe(1);
  expect(await seatsLeft(test, event.id)).toBe(18);
  const [rows] = await test.db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.userId, traveller.userId), eq(bookings.idempotencyKey, request.idempotencyKey)));
  expect(rows!.n).toBe(1);
}, 60_000);

it("books two travellers once when 20 bookings name them at once, in either order", async () => {
  const { event } = await createDeparture(test.db, { trekId, startDate: day(91), capacity: 40 });
  const [first, second] = [participant(), participant()];
  const responses = await Promise.all(
    travellers.slice(0, 20).map((traveller, i) =>
      book(test, traveller, {
        eventId: event.id,
        packageId,
        participants: i % 2 ? [second, first] : [first, second],
      }),
    ),
  );
  const codes = responses.map((response) => errorCodes(response)[0] ?? "booked");
  expect(codes.filter((code) => code === "booked")).toHaveLength(1);
  expect(codes.filter((code) => code === "DUPLICATE_PARTICIPANT")).toHaveLength(19);
  expect(await seatsLeft(test, event.id)).toBe(38);
}, 60_000);
