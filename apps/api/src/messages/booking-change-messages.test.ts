// Every change of a booking reaches its traveller through the one outbox, once: a cancellation
// whoever makes it (the traveller, the trip desk, the company calling a departure off), a move to
// another date (the traveller's, the desk's, an answer to a departure we cancelled) and a replaced
// traveller (the leaver and the newcomer, by their own phones). Amounts to the paisa, dates in words;
// a request made twice queues nothing new.
import { events, messages } from "@parvat/db/schema";
import { dateInWords } from "@parvat/domain/money-words";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import { participant } from "../testing/booking-test-kit.ts";
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
const CHANGE_TEMPLATES = [
  "booking-cancelled",
  "departure-cancelled",
  "booking-moved",
  "traveller-replaced",
  "traveller-added",
];

beforeAll(async () => {
  test = await createTestApi();
  test.clock.advanceToIndianMidday();
  trip = await createTrip(test);
  staff = await logInStaff(test);
});
afterAll(() => test.close());

async function gql(traveller: Traveller, query: string, variables: Record<string, unknown> = {}) {
  const response = await postGraphql(test.api, query, variables, traveller.headers);
  return response.body;
}

async function paidBooking(traveller: Traveller, eventId?: number) {
  const { bookingId, eventId: event } = await heldBooking(test, traveller, trip, {
    eventId: eventId ?? (await trip.departure(10, 40)),
  });
  const order = await startPayment(test, traveller, bookingId);
  await payAtGateway(test, order.body.data!.startPayment.order_id);
  return { bookingId, eventId: event };
}

/** The booking's change messages, oldest first. */
function changeMessages(bookingId: number) {
  return test.db
    .select()
    .from(messages)
    .where(and(eq(messages.bookingId, bookingId), inArray(messages.template, CHANGE_TEMPLATES)))
    .orderBy(asc(messages.id));
}

async function startDateOf(eventId: number) {
  const [event] = await test.db.select({ startDate: events.startDate }).from(events).where(eq(events.id, eventId));
  return dateInWords(event!.startDate);
}

const CANCEL = `mutation ($id: ID!, $as: RefundAs) { cancelBooking(id: $id, refundAs: $as) { status } }`;

describe("a cancelled booking", () => {
  it("tells the traveller who cancelled what is refunded, once", async () => {
    const asha = await logInTraveller(test);
    const { bookingId, eventId } = await paidBooking(asha);
    expect((await gql(asha, CANCEL, { id: bookingId })).errors).toBeUndefined();
    // Cancelling again is refused and queues nothing.
    expect((await gql(asha, CANCEL, { id: bookingId })).errors?.[0]?.extensions?.code).toBeDefined();
    const told = await changeMessages(bookingId);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ template: "booking-cancelled", accountId: asha.userId, transactional: true });
    expect(told[0]!.variables).toEqual({
      reference: expect.stringMatching(/^PJ-/),
      trip: expect.any(String),
      date: await startDateOf(eventId),
      by: "you",
      reason: "at your request",
      // The tier's 100% less its ₹1,000 fee.
      refund: "₹24,200",
      credit: "none",
    });
  });

  it("tells the traveller of trip credit when they cancel for it, and of nothing to refund for a hold", async () => {
    const ravi = await logInTraveller(test);
    const { bookingId } = await paidBooking(ravi);
    expect((await gql(ravi, CANCEL, { id: bookingId, as: "CREDIT" })).errors).toBeUndefined();
    const [credit] = await changeMessages(bookingId);
    expect(credit!.variables).toMatchObject({ by: "you", refund: "nothing", credit: "₹24,700" });

    const { bookingId: held } = await heldBooking(test, ravi, trip, { eventId: await trip.departure(10, 42) });
    expect((await gql(ravi, CANCEL, { id: held })).errors).toBeUndefined();
    const [hold] = await changeMessages(held);
    expect(hold!.variables).toMatchObject({ refund: "nothing", credit: "none" });
  });

  it("tells the traveller the trip desk cancelled, with its reason once punctuated and its amount to the paisa", async () => {
    const meera = await logInTraveller(test);
    const { bookingId } = await paidBooking(meera);
    const cancel = `mutation ($b: ID!) { adminCancelBooking(bookingId: $b, refundPaise: 1234550, reason: "Traveller unwell, doctor's note.") { id } }`;
    expect((await gql(staff, cancel, { b: bookingId })).errors).toBeUndefined();
    expect((await gql(staff, cancel, { b: bookingId })).errors?.[0]?.extensions?.code).toBe("BOOKING_NOT_CANCELLABLE");
    const told = await changeMessages(bookingId);
    expect(told.map((message) => message.variables)).toEqual([
      expect.objectContaining({
        by: "our trip desk",
        reason: "Traveller unwell, doctor's note",
        refund: "₹12,345.50",
        credit: "none",
      }),
    ]);
  });

  it("tells every traveller of a departure we call off, the held as well as the paid, once", async () => {
    const eventId = await trip.departure(12, 60);
    const [priya, sam] = [await logInTraveller(test), await logInTraveller(test)];
    const { bookingId: paid } = await paidBooking(priya, eventId);
    const { bookingId: held } = await heldBooking(test, sam, trip, { eventId });
    const callOff = `mutation ($e: Int!) { adminCancelDeparture(eventId: $e, reason: "Road to the base closed by landslides.") { cancelled_bookings } }`;
    expect((await gql(staff, callOff, { e: eventId })).errors).toBeUndefined();
    expect((await gql(staff, callOff, { e: eventId })).errors?.[0]?.extensions?.code).toBe(
      "DEPARTURE_ALREADY_CANCELLED",
    );
    const toPaid = await changeMessages(paid);
    expect(toPaid.map((message) => message.template)).toEqual(["departure-cancelled"]);
    expect(toPaid[0]!.variables).toMatchObject({ reason: "Road to the base closed by landslides", refund: "₹25,200" });
    const toHeld = await changeMessages(held);
    expect(toHeld.map((message) => [message.template, message.accountId])).toEqual([["booking-cancelled", sam.userId]]);
    expect(toHeld[0]!.variables).toMatchObject({ by: "us", reason: "Road to the base closed by landslides" });
  });
});

const TRANSFER = `mutation ($input: TransferBookingInput!) { transferBooking(input: $input) { status } }`;

describe("a booking moved to another date", () => {
  it("tells the traveller the two dates and what is left to pay, once however often the move is sent", async () => {
    const dev = await logInTraveller(test);
    const { bookingId, eventId } = await paidBooking(dev);
    const target = await trip.departure(4, 50);
    const input = { bookingId, eventId: target, packageId: trip.packageId, idempotencyKey: "move-message-000001" };
    expect((await gql(dev, TRANSFER, { input })).errors).toBeUndefined();
    expect((await gql(dev, TRANSFER, { input })).errors).toBeUndefined();
    const told = await changeMessages(bookingId);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ template: "booking-moved", accountId: dev.userId, transactional: true });
    expect(told[0]!.variables).toMatchObject({
      from: await startDateOf(eventId),
      to: await startDateOf(target),
      // The ₹500 transfer fee.
      to_pay: "₹500",
      credit: "none",
    });
  });

  it("tells the traveller the trip desk moved them, and one who chose another date after we called theirs off", async () => {
    const kiran = await logInTraveller(test);
    const { bookingId } = await paidBooking(kiran);
    const move = `mutation ($b: ID!, $e: Int!, $p: Int!) { adminTransferBooking(bookingId: $b, eventId: $e, packageId: $p) { id } }`;
    expect(
      (await gql(staff, move, { b: bookingId, e: await trip.departure(10, 52), p: trip.packageId })).errors,
    ).toBeUndefined();
    expect((await changeMessages(bookingId)).map((message) => message.variables)).toEqual([
      expect.objectContaining({ to_pay: "nothing", credit: "none" }),
    ]);

    const eventId = await trip.departure(10, 64);
    const { bookingId: calledOff } = await paidBooking(kiran, eventId);
    const callOff = `mutation ($e: Int!) { adminCancelDeparture(eventId: $e, reason: "Snow at the pass") { cancelled_bookings } }`;
    expect((await gql(staff, callOff, { e: eventId })).errors).toBeUndefined();
    const other = await trip.departure(10, 66);
    const answer = `mutation ($input: AnswerCancelledDepartureInput!) { answerCancelledDeparture(input: $input) { status } }`;
    const choice = { bookingId: calledOff, choice: "transfer", eventId: other, packageId: trip.packageId };
    expect((await gql(kiran, answer, { input: choice })).errors).toBeUndefined();
    expect((await gql(kiran, answer, { input: choice })).errors?.[0]?.extensions?.code).toBe("CHOICE_ALREADY_MADE");
    expect((await changeMessages(calledOff)).map((message) => message.template)).toEqual([
      "departure-cancelled",
      "booking-moved",
    ]);
  });
});

describe("a traveller replaced", () => {
  it("tells the leaver and the newcomer by their own phones, once each; the same person kept hears nothing", async () => {
    const anil = await logInTraveller(test);
    const { bookingId } = await paidBooking(anil);
    const substitute = `mutation ($input: SubstituteParticipantInput!) { substituteParticipant(input: $input) { id } }`;
    const leaverPhone = (
      await gql(anil, `query ($id: ID!) { booking(id: $id) { participants { phone } } }`, { id: bookingId })
    ).data as { booking: { participants: { phone: string }[] } };
    const newcomer = participant({ first_name: "Kavya" });
    const input = { bookingId, index: 1, participant: newcomer };
    expect((await gql(anil, substitute, { input })).errors).toBeUndefined();
    // Sent again (a retried request): the same person in the same place, nothing new.
    expect((await gql(anil, substitute, { input })).errors).toBeUndefined();
    const told = await changeMessages(bookingId);
    expect(told.map((message) => [message.template, message.toPhone, message.accountId])).toEqual([
      ["traveller-replaced", leaverPhone.booking.participants[1]!.phone, null],
      ["traveller-added", `+91${newcomer.phone}`, null],
    ]);
    expect(told[1]!.variables).toMatchObject({
      name: "Kavya",
      date: expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
    });
  });
});
