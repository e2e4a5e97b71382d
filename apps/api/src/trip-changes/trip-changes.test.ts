// Changing a booking instead of losing it, through the API: cancelling for trip credit and spending
// it, credit that expires, batch transfers (fee, seats, difference, one per booking), substitutions,
// and a departure we cancel (held bookings released, paid ones offered refund, credit with a bonus,
// or another date; the refund made when nobody answers). The ledger invariant holds after each.
import {
  authSessions,
  bookingCancellations,
  bookingParticipants,
  creditLedger,
  departureCancellations,
  events,
  messages,
  paymentRefunds,
} from "@parvat/db/schema";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { applyRefund } from "../payments/payments.ts";
import { logInStaff } from "../testing/admin-test-kit.ts";
import { logInAgain, participant } from "../testing/booking-test-kit.ts";
import {
  createTrip,
  expectLedgerInvariant,
  heldBooking,
  logInTraveller,
  payAtGateway,
  payBooking,
  runJobs,
  startPayment,
  type Traveller,
  type Trip,
} from "../testing/payment-test-kit.ts";
import { createTestApi, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let trip: Trip;
let staff: Traveller;
/** ₹12,000 x 2 + 5% GST. */
const TOTAL = 2_520_000;

beforeAll(async () => {
  test = await createTestApi();
  test.clock.advanceToIndianMidday();
  trip = await createTrip(test);
  staff = await logInStaff(test);
});
afterEach(() => expectLedgerInvariant(test));
afterAll(() => test.close());

async function gql<T>(traveller: Traveller, query: string, variables: Record<string, unknown> = {}) {
  return postGraphql<T>(test.api, query, variables, traveller.headers);
}

/** A confirmed booking of two, paid in full at the gateway. */
async function confirmedBooking(traveller: Traveller, daysAhead = 40) {
  const eventId = await trip.departure(10, daysAhead);
  const { bookingId } = await heldBooking(test, traveller, trip, { eventId });
  const order = await startPayment(test, traveller, bookingId);
  await payAtGateway(test, order.body.data!.startPayment.order_id);
  return { bookingId, eventId };
}

async function credit(traveller: Traveller) {
  const response = await gql<{
    myCredit: {
      balance_paise: number;
      entries: { kind: string; amount_paise: number; description: string }[];
      expiries: { amount_paise: number; expires_at: string }[];
    };
  }>(
    traveller,
    `{ myCredit { balance_paise entries { kind amount_paise description } expiries { amount_paise expires_at } } }`,
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.myCredit;
}

async function booking(traveller: Traveller, id: number) {
  const response = await gql<{
    booking: {
      status: string;
      total_paise: number;
      paid_paise: number;
      due_paise: number;
      change_fee_paise: number;
      transfers_left: number;
      cancellation: { refund_paise: number } | null;
      credit_cancellation: { credit_paise: number; fee_paise: number; text: string } | null;
      departure_cancelled: { paid_paise: number; credit_offer_paise: number; choice: string | null } | null;
      participants: { first_name: string; phone: string }[];
    };
  }>(
    traveller,
    `query ($id: ID!) { booking(id: $id) { status total_paise paid_paise due_paise change_fee_paise transfers_left
      cancellation { refund_paise } credit_cancellation { credit_paise fee_paise text }
      departure_cancelled { paid_paise credit_offer_paise choice } participants { first_name phone } } }`,
    { id },
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.booking;
}

const CANCEL = `mutation ($id: ID!, $as: RefundAs) { cancelBooking(id: $id, refundAs: $as) { status paid_paise } }`;
const PAY_CREDIT = `mutation ($id: ID!) { payWithCredit(bookingId: $id, plan: full) { status paid_paise due_paise } }`;

describe("trip credit", () => {
  it("states credit and cash side by side, cancels for credit, and spends it on a new booking", async () => {
    const asha = await logInTraveller(test);
    const { bookingId, eventId } = await confirmedBooking(asha);
    const before = await booking(asha, bookingId);
    // Cash: the tier's 100% less ₹1,000; credit: the default 100% less ₹500.
    expect(before.cancellation?.refund_paise).toBe(TOTAL - 100_000);
    expect(before.credit_cancellation).toMatchObject({ credit_paise: TOTAL - 50_000, fee_paise: 50_000 });
    const seats = async () =>
      (await test.db.select({ seats: events.availableSeats }).from(events).where(eq(events.id, eventId)))[0]!.seats;
    expect(await seats()).toBe(8);

    const cancelled = await gql<{ cancelBooking: { status: string; paid_paise: number } }>(asha, CANCEL, {
      id: bookingId,
      as: "CREDIT",
    });
    expect(cancelled.body.errors).toBeUndefined();
    expect(cancelled.body.data!.cancelBooking).toEqual({ status: "cancelled", paid_paise: 50_000 });
    expect(await seats()).toBe(10);
    // No cash goes back: nothing asked of the gateway.
    expect(await test.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId))).toEqual([]);
    const issued = await credit(asha);
    expect(issued.balance_paise).toBe(TOTAL - 50_000);

    // Spent on a new booking: the whole credit, the rest is still due at the gateway.
    const next = await heldBooking(test, asha, trip);
    const paid = await gql<{ payWithCredit: { status: string; paid_paise: number; due_paise: number } }>(
      asha,
      PAY_CREDIT,
      {
        id: next.bookingId,
      },
    );
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data!.payWithCredit).toEqual({
      status: "part_paid",
      paid_paise: TOTAL - 50_000,
      due_paise: 50_000,
    });
    expect((await credit(asha)).balance_paise).toBe(0);
    const none = await gql(asha, PAY_CREDIT, { id: next.bookingId });
    expect(none.body.errors?.[0]?.extensions?.code).toBe("NO_TRIP_CREDIT");

    // Cancelled for cash, a booking paid by credit gives back credit (the tier's share), never cash.
    const again = await gql(asha, CANCEL, { id: next.bookingId });
    expect(again.body.errors).toBeUndefined();
    await runJobs(test);
    const after = await credit(asha);
    expect(after.balance_paise).toBe(TOTAL - 50_000 - 100_000);
    // Back to the credit it was spent from, with that credit's expiry: booking with credit and
    // cancelling never makes credit last longer.
    expect(after.entries.map((entry) => entry.kind)).toEqual(["return", "spend", "issue"]);
    expect(after.expiries).toEqual([{ amount_paise: after.balance_paise, expires_at: issued.expiries[0]!.expires_at }]);
    const refunds = await test.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, next.bookingId));
    expect(refunds.map((refund) => [refund.provider, refund.status])).toEqual([["credit", "processed"]]);
  });
});

const TRANSFER = `mutation ($input: TransferBookingInput!) { transferBooking(input: $input) { status total_paise paid_paise due_paise change_fee_paise transfers_left } }`;

describe("batch transfers", () => {
  it("moves the seats, charges the tier's fee as a payment of its own, and allows one move", async () => {
    const meera = await logInTraveller(test);
    const { bookingId, eventId } = await confirmedBooking(meera, 45);
    const target = await trip.departure(4, 50);
    const quote = await gql<{ transferQuote: { fee_paise: number; due_paise: number; total_paise: number } }>(
      meera,
      `query ($b: ID!, $e: Int!, $p: Int!) { transferQuote(bookingId: $b, eventId: $e, packageId: $p) { fee_paise due_paise total_paise } }`,
      { b: bookingId, e: target, p: trip.packageId },
    );
    expect(quote.body.data!.transferQuote).toEqual({
      fee_paise: 50_000,
      due_paise: 50_000,
      total_paise: TOTAL + 50_000,
    });
    const input = { bookingId, eventId: target, packageId: trip.packageId, idempotencyKey: "transfer-key-0000001" };
    const moved = await gql<{ transferBooking: Record<string, number | string> }>(meera, TRANSFER, { input });
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data!.transferBooking).toEqual({
      status: "part_paid",
      total_paise: TOTAL + 50_000,
      paid_paise: TOTAL,
      due_paise: 50_000,
      change_fee_paise: 50_000,
      transfers_left: 0,
    });
    // The status says why a fully paid booking owes again.
    const status = await gql<{ booking: { status_text: string } }>(
      meera,
      `query ($id: ID!) { booking(id: $id) { status_text } }`,
      { id: bookingId },
    );
    expect(status.body.data!.booking.status_text).toBe(
      "Balance due after the date change: ₹500 more, its fee included",
    );
    const seats = await test.db.select({ id: events.id, seats: events.availableSeats }).from(events);
    expect(seats.find((row) => row.id === eventId)?.seats).toBe(10);
    expect(seats.find((row) => row.id === target)?.seats).toBe(2);
    // The same key answers the same move; another move is refused by the limit.
    expect((await gql(meera, TRANSFER, { input })).body.errors).toBeUndefined();
    const second = await gql(meera, TRANSFER, {
      input: { ...input, eventId: await trip.departure(10, 55), idempotencyKey: "transfer-key-0000002" },
    });
    expect(second.body.errors?.[0]?.extensions).toMatchObject({ code: "TRANSFER_NOT_ALLOWED", reason: "limit" });
    // The difference is paid like any balance, and the booking is confirmed again.
    const order = await startPayment(test, meera, bookingId);
    expect(order.body.data!.startPayment.amount_paise).toBe(50_000);
    await payAtGateway(test, order.body.data!.startPayment.order_id);
    expect((await booking(meera, bookingId)).status).toBe("confirmed");
  });

  it("does not count an excess whose refund failed as the booking's money: it is still owed, never credit", async () => {
    const ravi = await logInTraveller(test);
    const eventId = await trip.departure(10, 45);
    const { bookingId } = await heldBooking(test, ravi, trip, { eventId });
    // Paid twice: the whole amount, then the booking amount from a tab left open; the excess's refund fails.
    const earlier = (await startPayment(test, ravi, bookingId, "booking_amount")).body.data!.startPayment;
    await payBooking(test, ravi, bookingId);
    await payAtGateway(test, earlier.order_id);
    const [excess] = await test.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId));
    await applyRefund(test.api.payments.parts, {
      id: "rfnd_refused_by_bank",
      paymentId: excess!.providerPaymentId,
      amountPaise: excess!.amountPaise,
      status: "failed",
      receipt: `refund-${excess!.id}`,
    });
    // The model test found the failed excess moved to trip credit on a transfer, on top of being owed.
    const target = await trip.departure(10, 50);
    const quote = await gql<{ transferQuote: { fee_paise: number; due_paise: number } }>(
      ravi,
      `query ($b: ID!, $e: Int!, $p: Int!) { transferQuote(bookingId: $b, eventId: $e, packageId: $p) { fee_paise due_paise } }`,
      { b: bookingId, e: target, p: trip.packageId },
    );
    expect(quote.body.data!.transferQuote).toEqual({ fee_paise: 50_000, due_paise: 50_000 });
    const input = { bookingId, eventId: target, packageId: trip.packageId, idempotencyKey: "transfer-key-owed-01" };
    const moved = await gql<{ transferBooking: { status: string } }>(ravi, TRANSFER, { input });
    // The fee is not covered by money the booking still holds: secured, not paid in full.
    expect(moved.body.data!.transferBooking.status).toBe("part_paid");
    expect((await credit(ravi)).balance_paise).toBe(0);
  });

  it("says why a booking cannot move before any date is picked, by the rule the move applies", async () => {
    const asha = await logInTraveller(test);
    const soon = await confirmedBooking(asha, 7);
    const open = await confirmedBooking(asha, 60);
    const blocked = async (id: number | string) =>
      (
        await gql<{ booking: { date_change_blocked: string | null } }>(
          asha,
          `query ($id: ID!) { booking(id: $id) { date_change_blocked } }`,
          { id },
        )
      ).body.data!.booking.date_change_blocked;
    expect(await blocked(soon.bookingId)).toBe(
      "Date changes close 10 days before the start; your departure starts in 7 days.",
    );
    expect(await blocked(open.bookingId)).toBeNull();
    const input = {
      bookingId: open.bookingId,
      eventId: await trip.departure(10, 65),
      packageId: trip.packageId,
      idempotencyKey: "transfer-blocked-0001",
    };
    expect((await gql(asha, TRANSFER, { input })).body.errors).toBeUndefined();
    expect(await blocked(open.bookingId)).toMatch(/^This booking has already been moved once/);
  });

  it("refuses with a reason each: too late, sold out, another trip, a held booking", async () => {
    const dev = await logInTraveller(test);
    const soon = await confirmedBooking(dev, 7);
    const later = await trip.departure(10, 70);
    const key = (n: number) => `transfer-refusal-${String(n).padStart(4, "0")}`;
    const tooLate = await gql(dev, TRANSFER, {
      input: { bookingId: soon.bookingId, eventId: later, packageId: trip.packageId, idempotencyKey: key(1) },
    });
    expect(tooLate.body.errors?.[0]?.extensions).toMatchObject({ code: "TRANSFER_NOT_ALLOWED", reason: "too-late" });
    expect(tooLate.body.errors?.[0]?.message).toMatch(/close 10 days before the start/);

    const ok = await confirmedBooking(dev, 80);
    const full = await trip.departure(1, 85);
    const soldOut = await gql(dev, TRANSFER, {
      input: { bookingId: ok.bookingId, eventId: full, packageId: trip.packageId, idempotencyKey: key(2) },
    });
    expect(soldOut.body.errors?.[0]?.extensions).toMatchObject({
      code: "TRANSFER_NOT_ALLOWED",
      reason: "sold-out",
      seatsLeft: 1,
    });

    const otherTrip = await createTrip(test);
    const elsewhere = await otherTrip.departure(10, 90);
    const wrongTrip = await gql(dev, TRANSFER, {
      input: { bookingId: ok.bookingId, eventId: elsewhere, packageId: otherTrip.packageId, idempotencyKey: key(3) },
    });
    expect(wrongTrip.body.errors?.[0]?.extensions).toMatchObject({
      code: "TRANSFER_NOT_ALLOWED",
      reason: "other-trip",
    });

    const held = await heldBooking(test, dev, trip, { eventId: await trip.departure(10, 95) });
    const notPaid = await gql(dev, TRANSFER, {
      input: { bookingId: held.bookingId, eventId: later, packageId: trip.packageId, idempotencyKey: key(4) },
    });
    expect(notPaid.body.errors?.[0]?.extensions).toMatchObject({ code: "TRANSFER_NOT_ALLOWED", reason: "status" });

    // The trip desk moves it without the fee and outside the traveller's window.
    const desk = await gql<{ adminTransferBooking: { change_fee_paise: number; status: string } }>(
      staff,
      `mutation ($b: ID!, $e: Int!, $p: Int!) { adminTransferBooking(bookingId: $b, eventId: $e, packageId: $p) { change_fee_paise status } }`,
      { b: soon.bookingId, e: later, p: trip.packageId },
    );
    expect(desk.body.errors).toBeUndefined();
    expect(desk.body.data!.adminTransferBooking).toEqual({ change_fee_paise: 0, status: "confirmed" });
  });
});

describe("substitution", () => {
  const SUBSTITUTE = `mutation ($input: SubstituteParticipantInput!) { substituteParticipant(input: $input) { participants { first_name phone } } }`;

  it("replaces a traveller by the participant rules, and refuses a phone already on the departure", async () => {
    const anil = await logInTraveller(test);
    const { bookingId, eventId } = await confirmedBooking(anil, 50);
    const newcomer = participant({ first_name: "Kavya" });
    const replaced = await gql<{ substituteParticipant: { participants: { first_name: string }[] } }>(
      anil,
      SUBSTITUTE,
      {
        input: { bookingId, index: 1, participant: newcomer },
      },
    );
    expect(replaced.body.errors).toBeUndefined();
    expect(replaced.body.data!.substituteParticipant.participants.map((p) => p.first_name)).toContain("Kavya");
    const [first] = await test.db
      .select({ phone: bookingParticipants.phone })
      .from(bookingParticipants)
      .where(and(eq(bookingParticipants.bookingId, bookingId), eq(bookingParticipants.position, 0)));
    const clash = await gql(anil, SUBSTITUTE, {
      input: { bookingId, index: 1, participant: participant({ phone: first!.phone.slice(3) }) },
    });
    expect(clash.body.errors?.[0]?.extensions?.code).toBe("DUPLICATE_PARTICIPANT");
    const young = await gql(anil, SUBSTITUTE, {
      input: { bookingId, index: 0, participant: participant({ dob: "2099-01-01" }) },
    });
    expect(young.body.errors?.[0]?.extensions?.code).toBe("PARTICIPANT_INVALID");
    const noOne = await gql(anil, SUBSTITUTE, { input: { bookingId, index: 5, participant: participant() } });
    expect(noOne.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(eventId).toBeGreaterThan(0);
  });
});

describe("a departure we cancel", () => {
  const CANCEL_DEPARTURE = `mutation ($e: Int!) { adminCancelDeparture(eventId: $e, reason: "Road to the base closed by landslides") { cancelled_bookings released_holds } }`;
  const ANSWER = `mutation ($input: AnswerCancelledDepartureInput!) { answerCancelledDeparture(input: $input) { status paid_paise } }`;

  it("releases holds, offers each payer refund, credit with the bonus or another date, and refunds the silent", async () => {
    const eventId = await trip.departure(12, 60);
    const [priya, sam, held] = [await logInTraveller(test), await logInTraveller(test), await logInTraveller(test)];
    const paidBy = async (traveller: Traveller) => {
      const { bookingId } = await heldBooking(test, traveller, trip, { eventId });
      const order = await startPayment(test, traveller, bookingId);
      await payAtGateway(test, order.body.data!.startPayment.order_id);
      return bookingId;
    };
    const priyaBooking = await paidBy(priya);
    const samBooking = await paidBy(sam);
    const heldOne = await heldBooking(test, held, trip, { eventId });

    const done = await gql<{ adminCancelDeparture: { cancelled_bookings: number; released_holds: number } }>(
      staff,
      CANCEL_DEPARTURE,
      {
        e: eventId,
      },
    );
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data!.adminCancelDeparture).toEqual({ cancelled_bookings: 2, released_holds: 1 });
    // Each traveller who paid is told through the outbox, once, with the choice to make.
    const told = await test.db.select().from(messages).where(eq(messages.template, "departure-cancelled"));
    expect(told.map((message) => message.bookingId).sort()).toEqual([priyaBooking, samBooking].sort());
    // Amounts to the paisa and dates in words, as the screens show them.
    const { date, refund, credit: creditWords, answer_by } = told[0]!.variables as Record<string, string>;
    expect({ refund, credit: creditWords }).toEqual({ refund: "₹25,200", credit: "₹27,720" });
    expect(date).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(answer_by).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect((await gql(staff, CANCEL_DEPARTURE, { e: eventId })).body.errors?.[0]?.extensions?.code).toBe(
      "DEPARTURE_ALREADY_CANCELLED",
    );
    expect((await booking(held, heldOne.bookingId)).status).toBe("cancelled");
    expect((await booking(priya, priyaBooking)).departure_cancelled).toEqual({
      paid_paise: TOTAL,
      credit_offer_paise: TOTAL + 252_000,
      choice: null,
    });
    // Nobody can book it any more.
    const closed = await heldBooking(test, held, trip, { eventId }).catch((error: Error) => error);
    expect(closed).toBeInstanceOf(Error);

    const chose = await gql(priya, ANSWER, { input: { bookingId: priyaBooking, choice: "credit" } });
    expect(chose.body.errors).toBeUndefined();
    expect((await credit(priya)).balance_paise).toBe(TOTAL + 252_000);
    expect(
      (await gql(priya, ANSWER, { input: { bookingId: priyaBooking, choice: "refund" } })).body.errors?.[0]?.extensions
        ?.code,
    ).toBe("CHOICE_ALREADY_MADE");

    // Sam does not answer: after seven days the refund is made, in full.
    test.clock.advance(8 * 86_400);
    await test.api.periodic.run("trip-changes");
    await runJobs(test);
    const samView = await booking(await logInAgain(test, sam.userId), samBooking);
    expect(samView.departure_cancelled?.choice).toBe("refund");
    expect(samView.paid_paise).toBe(0);
  });
});

describe("a departure we cancel, answered with another date", () => {
  it("shows the cancellation only while the booking is on the cancelled departure, not on its new date", async () => {
    // The departure test moved the clock a week on: log in afresh.
    staff = await logInAgain(test, staff.userId);
    const eventId = await trip.departure(10, 120);
    const nisha = await logInTraveller(test);
    const { bookingId } = await heldBooking(test, nisha, trip, { eventId });
    const order = await startPayment(test, nisha, bookingId);
    await payAtGateway(test, order.body.data!.startPayment.order_id);
    const callOff = await gql(
      staff,
      `mutation ($e: Int!) { adminCancelDeparture(eventId: $e, reason: "Bridge washed away.") { cancelled_bookings } }`,
      { e: eventId },
    );
    expect(callOff.body.errors).toBeUndefined();
    // The reason's own full stop is not doubled where it is written into the terms.
    const [record] = await test.db
      .select({ terms: bookingCancellations.terms })
      .from(bookingCancellations)
      .where(eq(bookingCancellations.bookingId, bookingId));
    expect(record!.terms).toMatch(/^Departure cancelled by us: Bridge washed away\. No fee: /);
    expect((await booking(nisha, bookingId)).departure_cancelled?.choice).toBeNull();
    const moved = await gql(
      nisha,
      `mutation ($input: AnswerCancelledDepartureInput!) { answerCancelledDeparture(input: $input) { status } }`,
      { input: { bookingId, choice: "transfer", eventId: await trip.departure(10, 126), packageId: trip.packageId } },
    );
    expect(moved.body.errors).toBeUndefined();
    const after = await booking(nisha, bookingId);
    expect(after.status).toBe("confirmed");
    expect(after.departure_cancelled).toBeNull();
  });
});

describe("credit expiry", () => {
  it("forfeits credit at its expiry with a ledger entry, and never spends it after", async () => {
    // The departure test moved the clock a week on: log in afresh.
    staff = await logInAgain(test, staff.userId);
    const ravi = await logInTraveller(test);
    const granted = await gql<{ adminGrantCredit: { balance_paise: number } }>(
      staff,
      `mutation ($id: Int!) { adminGrantCredit(accountId: $id, amountPaise: 150000, reason: "Bus broke down on the way") { balance_paise } }`,
      { id: ravi.userId },
    );
    expect(granted.body.errors).toBeUndefined();
    expect(granted.body.data!.adminGrantCredit.balance_paise).toBe(150_000);
    // The traveller is told through the outbox, once, with the amount and the reason.
    const told = await test.db
      .select({ variables: messages.variables, transactional: messages.transactional })
      .from(messages)
      .where(and(eq(messages.accountId, ravi.userId), eq(messages.template, "credit-granted")));
    expect(told).toEqual([
      {
        variables: {
          amount: "₹1,500",
          reason: "Bus broke down on the way",
          valid_until: expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
        },
        transactional: true,
      },
    ]);
    const noReason = await gql(
      staff,
      `mutation ($id: Int!) { adminGrantCredit(accountId: $id, amountPaise: 100, reason: "") { balance_paise } }`,
      {
        id: ravi.userId,
      },
    );
    expect(noReason.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const asTraveller = await gql(
      ravi,
      `mutation ($id: Int!) { adminGrantCredit(accountId: $id, amountPaise: 100, reason: "for me please") { balance_paise } }`,
      {
        id: ravi.userId,
      },
    );
    expect(asTraveller.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    test.clock.advance(366 * 86_400);
    const raviNow = await logInAgain(test, ravi.userId);
    // Unspendable from its expiry on, even before the sweep has written it off.
    const held = await heldBooking(test, raviNow, trip, { eventId: await trip.departure(10, 60) });
    expect((await gql(raviNow, PAY_CREDIT, { id: held.bookingId })).body.errors?.[0]?.extensions?.code).toBe(
      "NO_TRIP_CREDIT",
    );
    await test.api.periodic.run("trip-changes");
    const after = await credit(raviNow);
    expect(after.balance_paise).toBe(0);
    expect(after.entries[0]).toMatchObject({ kind: "expire", amount_paise: 150_000 });
    // The ledger refuses edits.
    await expect(test.db.update(creditLedger).set({ amountPaise: 1 })).rejects.toThrow();
  });
});

describe("a departure we cancel, by a staff member whose second factor is stale", () => {
  const CANCEL = `mutation ($e: Int!) { adminCancelDeparture(eventId: $e, reason: "Avalanche warning on the route") { cancelled_bookings } }`;

  it("asks for the staff member's second factor again first, and touches nothing until it is given", async () => {
    staff = await logInAgain(test, staff.userId);
    const eventId = await trip.departure(12, 60);
    const asha = await logInTraveller(test);
    const { bookingId } = await heldBooking(test, asha, trip, { eventId });
    await payBooking(test, asha, bookingId);
    const at = (minutesAgo: number) => new Date(test.clock.now().getTime() - minutesAgo * 60_000);
    const factorGiven = (when: Date) =>
      test.db.update(authSessions).set({ secondFactorAt: when }).where(eq(authSessions.userId, staff.userId));

    await factorGiven(at(10));
    const refused = await gql(staff, CANCEL, { e: eventId });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: "SECOND_FACTOR_REQUIRED",
      secondFactor: "verify",
    });
    expect(refused.body.errors?.[0]?.message).toMatch(/^Cancelling a departure needs your second factor again/);
    expect(
      await test.db.select().from(departureCancellations).where(eq(departureCancellations.eventId, eventId)),
    ).toEqual([]);
    expect((await booking(asha, bookingId)).status).toBe("confirmed");

    await factorGiven(at(1));
    const done = await gql(staff, CANCEL, { e: eventId });
    expect(done.body.errors).toBeUndefined();
    expect((await booking(asha, bookingId)).status).toBe("cancelled");
  });
});
