// What the trip desk's screens read before acting on trip changes: how many bookings a departure's
// cancellation would touch and, once done, that it reads as cancelled (trip and manifest); on a
// booking, whose credit a goodwill grant goes to, the traveller's online moves, and where the desk
// can move it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import {
  createTrip,
  heldBooking,
  logInTraveller,
  payAtGateway,
  startPayment,
  type Traveller,
  type Trip,
} from "../testing/payment-test-kit.ts";
import { createTestApi, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let trip: Trip;
let staff: Traveller;

beforeAll(async () => {
  test = await createTestApi();
  test.clock.advanceToIndianMidday();
  trip = await createTrip(test);
  staff = await logInStaff(test);
});
afterAll(() => test.close());

async function gql<T>(who: Traveller, query: string, variables: Record<string, unknown> = {}) {
  const response = await postGraphql<T>(test.api, query, variables, who.headers);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!;
}

async function paidBooking(traveller: Traveller, eventId: number) {
  const { bookingId } = await heldBooking(test, traveller, trip, { eventId });
  const order = await startPayment(test, traveller, bookingId);
  await payAtGateway(test, order.body.data!.startPayment.order_id);
  return bookingId;
}

interface DepartureRow {
  id: number;
  held_bookings: number;
  paid_bookings: number;
  cancelled: { reason: string; at: string } | null;
}

async function departureRow(eventId: number): Promise<DepartureRow | undefined> {
  const data = await gql<{ adminTrip: { departures: DepartureRow[] } }>(
    staff,
    `query ($id: Int!) { adminTrip(id: $id) { departures { id held_bookings paid_bookings cancelled { reason at } } } }`,
    { id: trip.trekId },
  );
  return data.adminTrip.departures.find((departure) => departure.id === eventId);
}

describe("a departure on the trip desk's screens", () => {
  it("counts the bookings a cancellation touches, then reads as cancelled on the trip and its manifest", async () => {
    const eventId = await trip.departure(12, 50);
    const other = await trip.departure(12, 51);
    await paidBooking(await logInTraveller(test), eventId);
    await paidBooking(await logInTraveller(test), eventId);
    await heldBooking(test, await logInTraveller(test), trip, { eventId });
    await heldBooking(test, await logInTraveller(test), trip, { eventId: other });

    expect(await departureRow(eventId)).toEqual({ id: eventId, held_bookings: 1, paid_bookings: 2, cancelled: null });
    expect(await departureRow(other)).toMatchObject({ held_bookings: 1, paid_bookings: 0, cancelled: null });

    const reason = "The road to the trailhead is closed by a landslide";
    const before = test.clock.now().getTime();
    await gql(
      staff,
      `mutation ($e: Int!, $r: String!) { adminCancelDeparture(eventId: $e, reason: $r) { event_id } }`,
      {
        e: eventId,
        r: reason,
      },
    );
    const cancelled = await departureRow(eventId);
    expect(cancelled).toMatchObject({ held_bookings: 0, paid_bookings: 0, cancelled: { reason } });
    const at = Date.parse(cancelled!.cancelled!.at);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(test.clock.now().getTime());
    // The other departure of the trip is untouched.
    expect(await departureRow(other)).toMatchObject({ held_bookings: 1, cancelled: null });

    const manifest = await gql<{
      adminManifest: { cancelled: { reason: string } | null; travellers: unknown[] };
    }>(staff, `query ($e: ID!) { adminManifest(eventId: $e) { cancelled { reason } travellers { reference } } }`, {
      e: eventId,
    });
    expect(manifest.adminManifest).toEqual({ cancelled: { reason }, travellers: [] });
    const stillOn = await gql<{ adminManifest: { cancelled: null } }>(
      staff,
      `query ($e: ID!) { adminManifest(eventId: $e) { cancelled { reason } } }`,
      { e: other },
    );
    expect(stillOn.adminManifest.cancelled).toBeNull();
  });
});

interface DeskBooking {
  account_id: number;
  credit_balance_paise: number;
  transfers_used: number;
  transfers_allowed: number;
  transfer_choices: { event_id: number; package_id: number; seats_left: number; total_paise: number }[];
}

async function deskBooking(bookingId: number): Promise<DeskBooking> {
  const data = await gql<{ adminBooking: DeskBooking }>(
    staff,
    `query ($id: ID!) { adminBooking(id: $id) { account_id credit_balance_paise transfers_used transfers_allowed
      transfer_choices { event_id package_id seats_left total_paise } } }`,
    { id: bookingId },
  );
  return data.adminBooking;
}

describe("a booking on the trip desk's screen", () => {
  it("names its account and credit, counts the traveller's moves, and lists where the desk can move it", async () => {
    const nisha = await logInTraveller(test);
    const eventId = await trip.departure(10, 70);
    const bookingId = await paidBooking(nisha, eventId);
    const roomy = await trip.departure(6, 75);
    const tooSmall = await trip.departure(1, 76);
    const calledOff = await trip.departure(10, 77);
    await gql(
      staff,
      `mutation ($e: Int!) { adminCancelDeparture(eventId: $e, reason: "Permit not issued") { event_id } }`,
      {
        e: calledOff,
      },
    );

    const before = await deskBooking(bookingId);
    expect(before).toMatchObject({
      account_id: nisha.userId,
      credit_balance_paise: 0,
      transfers_used: 0,
      transfers_allowed: 1,
    });
    // Two travellers: a departure with one seat left, a cancelled one and its own are not offered.
    const offered = before.transfer_choices.map((choice) => choice.event_id);
    expect(offered).toContain(roomy);
    expect(offered).not.toContain(tooSmall);
    expect(offered).not.toContain(calledOff);
    expect(offered).not.toContain(eventId);
    expect(before.transfer_choices.find((choice) => choice.event_id === roomy)).toMatchObject({
      package_id: trip.packageId,
      seats_left: 6,
      total_paise: 2_520_000,
    });

    // The traveller uses their one move; the desk allows another; the desk's own move does not count.
    const moved = await postGraphql(
      test.api,
      `mutation ($input: TransferBookingInput!) { transferBooking(input: $input) { id } }`,
      { input: { bookingId, eventId: roomy, packageId: trip.packageId, idempotencyKey: "desk-fields-move-0001" } },
      nisha.headers,
    );
    expect(moved.body.errors).toBeUndefined();
    expect(await deskBooking(bookingId)).toMatchObject({ transfers_used: 1, transfers_allowed: 1 });
    await gql(staff, `mutation ($b: ID!) { adminAllowTransfer(bookingId: $b) }`, { b: bookingId });
    await gql(
      staff,
      `mutation ($b: ID!, $e: Int!, $p: Int!) { adminTransferBooking(bookingId: $b, eventId: $e, packageId: $p) { id } }`,
      { b: bookingId, e: eventId, p: trip.packageId },
    );
    expect(await deskBooking(bookingId)).toMatchObject({ transfers_used: 1, transfers_allowed: 2 });

    await gql(
      staff,
      `mutation ($a: Int!) { adminGrantCredit(accountId: $a, amountPaise: 75050, reason: "Late pickup at Manali") { balance_paise } }`,
      { a: nisha.userId },
    );
    expect((await deskBooking(bookingId)).credit_balance_paise).toBe(75_050);
  });

  it("is for staff only", async () => {
    const traveller = await logInTraveller(test);
    const response = await postGraphql(
      test.api,
      `{ adminTrip(id: ${trip.trekId}) { departures { paid_bookings cancelled { reason } } } }`,
      {},
      traveller.headers,
    );
    expect(response.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
