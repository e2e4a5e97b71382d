// What a cancelled booking says of its money: it owes nothing (due_paise 0), and Booking.cancelled keeps
// the cancellation as it was decided (by whom, the tier or the desk's reason, the money it was a share
// of, the fee, what was kept and refunded), beside the refunds with their reasons and dates.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import {
  createTrip,
  expectLedgerInvariant,
  heldBooking,
  logInTraveller,
  payAtGateway,
  runJobs,
  startPayment,
  type Traveller,
  type Trip,
} from "../testing/payment-test-kit.ts";
import { createTestApi, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let asha: Traveller;
let staff: Traveller;
let trip: Trip;
/** ₹12,000 x 2 + 5% GST, and the trip's booking amount for two. */
const TOTAL = 2_520_000;
const BOOKING_AMOUNT = 600_000;

beforeAll(async () => {
  test = await createTestApi();
  trip = await createTrip(test);
  asha = await logInTraveller(test);
  staff = await logInStaff(test);
});
afterEach(() => expectLedgerInvariant(test));
afterAll(() => test.close());

interface MoneyView {
  status: string;
  paid_paise: number;
  due_paise: number;
  received_paise: number;
  refunded_paise: number;
  refunding_paise: number;
  refunds: { amount_paise: number; status: string; reason_text: string; processed_at: string | null }[];
  cancelled: {
    by: string;
    terms: string;
    refund_percent: number | null;
    paid_paise: number;
    fee_paise: number;
    refund_paise: number;
    credit_paise: number;
    kept_paise: number;
  } | null;
}

async function money(bookingId: number): Promise<MoneyView> {
  const response = await postGraphql<{ booking: MoneyView }>(
    test.api,
    `query ($id: ID!) { booking(id: $id) {
      status paid_paise due_paise received_paise refunded_paise refunding_paise
      refunds { amount_paise status reason_text processed_at }
      cancelled { by terms refund_percent paid_paise fee_paise refund_paise credit_paise kept_paise }
    } }`,
    { id: bookingId },
    asha.headers,
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.booking;
}

async function paidBooking(plan: "full" | "booking_amount", daysAhead: number) {
  const eventId = await trip.departure(10, daysAhead);
  const { bookingId } = await heldBooking(test, asha, trip, { eventId });
  const order = (await startPayment(test, asha, bookingId, plan)).body.data!.startPayment;
  await payAtGateway(test, order.order_id);
  return bookingId;
}

async function cancelAsTraveller(bookingId: number, refundAs: "CASH" | "CREDIT" = "CASH") {
  const response = await postGraphql(
    test.api,
    `mutation ($id: ID!, $refundAs: RefundAs) { cancelBooking(id: $id, refundAs: $refundAs) { status } }`,
    { id: bookingId, refundAs },
    asha.headers,
  );
  expect(response.body.errors).toBeUndefined();
}

describe("a booking cancelled by its traveller", () => {
  it("owes nothing and says what was paid, what the tier kept (its fee a line of its own) and what was refunded when", async () => {
    // 40 days out: the 100% tier, less its ₹1,000 fee.
    const bookingId = await paidBooking("full", 40);
    await cancelAsTraveller(bookingId);
    const right = await money(bookingId);
    expect(right).toMatchObject({
      status: "cancelled",
      due_paise: 0,
      received_paise: TOTAL,
      refunded_paise: 0,
      refunding_paise: TOTAL - 100_000,
      cancelled: {
        by: "traveller",
        refund_percent: 100,
        paid_paise: TOTAL,
        fee_paise: 100_000,
        refund_paise: TOTAL - 100_000,
        kept_paise: 100_000,
      },
    });
    expect(right.cancelled!.terms).toMatch(/20 days or more before departure/);

    await runJobs(test);
    const later = await money(bookingId);
    expect(later).toMatchObject({
      due_paise: 0,
      refunded_paise: TOTAL - 100_000,
      refunding_paise: 0,
      paid_paise: 100_000,
    });
    expect(later.refunds).toEqual([
      expect.objectContaining({ amount_paise: TOTAL - 100_000, status: "refunded", reason_text: "cancellation" }),
    ]);
    expect(later.refunds[0]!.processed_at).not.toBeNull();
  });

  it("of a part payment, cancelled at the 50% tier, owes nothing (not the balance)", async () => {
    const bookingId = await paidBooking("booking_amount", 12);
    await cancelAsTraveller(bookingId);
    await runJobs(test);
    expect(await money(bookingId)).toMatchObject({
      due_paise: 0,
      received_paise: BOOKING_AMOUNT,
      refunded_paise: BOOKING_AMOUNT / 2,
      cancelled: {
        refund_percent: 50,
        paid_paise: BOOKING_AMOUNT,
        refund_paise: BOOKING_AMOUNT / 2,
        kept_paise: BOOKING_AMOUNT / 2,
      },
    });
  });

  it("for trip credit, says what became credit and keeps only the fee", async () => {
    // The default change policy: 100% of what was paid as credit, less ₹500.
    const bookingId = await paidBooking("full", 12);
    await cancelAsTraveller(bookingId, "CREDIT");
    expect(await money(bookingId)).toMatchObject({
      due_paise: 0,
      received_paise: TOTAL,
      refunds: [],
      cancelled: {
        paid_paise: TOTAL,
        refund_paise: 0,
        credit_paise: TOTAL - 50_000,
        fee_paise: 50_000,
        kept_paise: 50_000,
      },
    });
  });

  it("held and unpaid, records a cancellation that kept and refunded nothing", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    await cancelAsTraveller(bookingId);
    expect(await money(bookingId)).toMatchObject({
      due_paise: 0,
      received_paise: 0,
      cancelled: { by: "traveller", refund_percent: null, paid_paise: 0, refund_paise: 0, kept_paise: 0 },
    });
  });
});

describe("a booking whose departure we cancelled", () => {
  it("keeps nothing while its traveller chooses, and nothing once they chose credit with its bonus", async () => {
    const bookingId = await paidBooking("full", 30);
    const { booking } = (
      await postGraphql<{ booking: { departure: { id: number } } }>(
        test.api,
        `query ($id: ID!) { booking(id: $id) { departure { id } } }`,
        { id: bookingId },
        asha.headers,
      )
    ).body.data!;
    const called = await postGraphql(
      test.api,
      `mutation ($id: Int!) { adminCancelDeparture(eventId: $id, reason: "Snow closed the pass") { event_id } }`,
      { id: booking.departure.id },
      staff.headers,
    );
    expect(called.body.errors).toBeUndefined();
    expect((await money(bookingId)).cancelled).toMatchObject({
      by: "company",
      paid_paise: TOTAL,
      refund_paise: 0,
      credit_paise: 0,
      kept_paise: 0,
    });
    const answered = await postGraphql(
      test.api,
      `mutation ($id: ID!) { answerCancelledDeparture(input: { bookingId: $id, choice: credit }) { id } }`,
      { id: bookingId },
      asha.headers,
    );
    expect(answered.body.errors).toBeUndefined();
    // Everything paid plus the default policy's 10% bonus became credit.
    expect((await money(bookingId)).cancelled).toMatchObject({
      refund_paise: 0,
      credit_paise: TOTAL + TOTAL / 10,
      kept_paise: 0,
    });
  });
});

describe("a booking cancelled by the trip desk", () => {
  it("with an amount of its own records the desk, its reason and no tier, on the traveller's and the desk's screens", async () => {
    const bookingId = await paidBooking("full", 40);
    const cancelled = await postGraphql(
      test.api,
      `mutation ($id: ID!) { adminCancelBooking(bookingId: $id, reason: "Landslide on the road; goodwill", refundPaise: ${TOTAL}) { status } }`,
      { id: bookingId },
      staff.headers,
    );
    expect(cancelled.body.errors).toBeUndefined();
    const expected = { by: "trip-desk", refund_percent: null, fee_paise: 0, refund_paise: TOTAL, kept_paise: 0 };
    const view = await money(bookingId);
    expect(view).toMatchObject({ due_paise: 0, cancelled: expected });
    expect(view.cancelled!.terms).toMatch(/Landslide on the road; goodwill/);

    const detail = await postGraphql<{ adminBooking: { due_paise: number; cancelled: object } }>(
      test.api,
      `query ($id: ID!) { adminBooking(id: $id) { due_paise cancelled { by refund_percent fee_paise refund_paise kept_paise } } }`,
      { id: bookingId },
      staff.headers,
    );
    expect(detail.body.data!.adminBooking).toEqual({ due_paise: 0, cancelled: expected });
  });
});
