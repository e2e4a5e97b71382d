// The refund rule when money is already on its way back: a cancellation's tier is a share of money
// received less every refund that has not failed (pending ones included), for the traveller's quote,
// for the refunds queued, and for the trip desk's rule and its ceiling (docs/api.md, "Payments").
import { paymentOrders, paymentRefunds } from "@parvat/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import {
  createTrip,
  expectLedgerInvariant,
  heldBooking,
  logInTraveller,
  payAtGateway,
  readBooking,
  runJobs,
  startPayment,
  type Traveller,
  type Trip,
} from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";
import { applyPayment, applyRefund } from "./payments.ts";

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

/**
 * A booking 12 days out (the 50% tier) paid twice: the booking amount on an order from an earlier
 * tab, after the whole amount. The excess (the booking amount) is being refunded, not yet processed.
 */
async function paidTwice() {
  const eventId = await trip.departure(10, 12);
  const { bookingId } = await heldBooking(test, asha, trip, { eventId });
  const earlier = (await startPayment(test, asha, bookingId, "booking_amount")).body.data!.startPayment;
  const full = (await startPayment(test, asha, bookingId, "full")).body.data!.startPayment;
  await payAtGateway(test, full.order_id);
  await payAtGateway(test, earlier.order_id);
  const [overpayment] = await test.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId));
  expect(overpayment).toMatchObject({ reason: "overpayment", status: "pending", amountPaise: BOOKING_AMOUNT });
  return bookingId;
}

describe("a cancellation while an overpayment's refund is pending", () => {
  it("refunds the tier's share of the booking's money, not of the excess on its way back", async () => {
    const bookingId = await paidTwice();
    const before = await readBooking(test, asha, bookingId);
    expect(before.cancellation).toMatchObject({ refund_paise: TOTAL / 2, refund_percent: 50 });

    const cancelled = await postGraphql(
      test.api,
      `mutation ($id: ID!) { cancelBooking(id: $id) { status } }`,
      { id: bookingId },
      asha.headers,
    );
    expect(cancelled.body.errors).toBeUndefined();
    await runJobs(test);
    const after = await readBooking(test, asha, bookingId);
    // Both refunds went through: what is kept is half the booking's total, as the tier says.
    expect(after.refunds.map((refund) => [refund.amount_paise, refund.status])).toEqual([
      [BOOKING_AMOUNT, "refunded"],
      [TOTAL / 2, "refunded"],
    ]);
    expect(after.paid_paise).toBe(TOTAL / 2);
  });

  it("gives the trip desk the same rule, and refuses a refund above what is left to refund", async () => {
    const bookingId = await paidTwice();
    const DETAIL = `query ($id: ID!) { adminBooking(id: $id) { rule_refund_paise } }`;
    const detail = await postGraphql<{ adminBooking: { rule_refund_paise: number } }>(
      test.api,
      DETAIL,
      { id: bookingId },
      staff.headers,
    );
    expect(detail.body.data!.adminBooking.rule_refund_paise).toBe(TOTAL / 2);

    const CANCEL = `mutation ($id: ID!, $refund: Int) { adminCancelBooking(bookingId: $id, reason: "Traveller called", refundPaise: $refund) { status } }`;
    const tooMuch = await postGraphql(test.api, CANCEL, { id: bookingId, refund: TOTAL + 1 }, staff.headers);
    expect(errorCodes(tooMuch)).toEqual(["BAD_USER_INPUT"]);
    expect(tooMuch.body.errors![0]!.extensions).toMatchObject({ field: "refundPaise" });

    const everything = await postGraphql(test.api, CANCEL, { id: bookingId, refund: TOTAL }, staff.headers);
    expect(everything.body.errors).toBeUndefined();
    await runJobs(test);
    const after = await readBooking(test, asha, bookingId);
    expect(after.refunds.map((refund) => refund.amount_paise).sort()).toEqual([BOOKING_AMOUNT, TOTAL].sort());
    expect(after.paid_paise).toBe(0);
  });
});

/** The gateway reports a capture on the booking's full order that no tab of ours started. */
async function captureAgain(bookingId: number, paymentId: string) {
  const [full] = (await test.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, bookingId))).filter(
    (order) => order.purpose === "full",
  );
  await applyPayment(test.api.payments.parts, {
    id: paymentId,
    orderId: full!.providerOrderId,
    amountPaise: TOTAL,
    currency: "INR",
    status: "captured",
    captured: true,
    method: "upi",
    methodDetail: null,
    createdAt: new Date(),
  });
}

describe("a third payment of a booking already paid twice", () => {
  it("refunds its own amount, not the excess already on its way back again", async () => {
    const bookingId = await paidTwice();
    // A second capture on the full order (a third tab): the model test found it refunded the whole
    // excess so far (₹46,800), more than the payment itself.
    await captureAgain(bookingId, "pay_sbx_third_tab");
    const refunds = await test.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId));
    expect(refunds.find((refund) => refund.providerPaymentId === "pay_sbx_third_tab")).toMatchObject({
      amountPaise: TOTAL,
      reason: "overpayment",
    });
    expect(refunds.map((refund) => refund.amountPaise).sort((a, b) => a - b)).toEqual([BOOKING_AMOUNT, TOTAL]);
  });
});

describe("a payment after an overpayment's refund failed", () => {
  it("refunds its own amount only: the failed refund is still owed, not the booking's money again", async () => {
    const bookingId = await paidTwice();
    const [overpayment] = await test.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId));
    await applyRefund(test.api.payments.parts, {
      id: "rfnd_sbx_refused",
      paymentId: overpayment!.providerPaymentId,
      amountPaise: overpayment!.amountPaise,
      status: "failed",
      receipt: `refund-${overpayment!.id}`,
    });
    await captureAgain(bookingId, "pay_sbx_after_failure");
    const refunds = await test.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId));
    // The model test found the failed excess refunded a second time, out of the first payment.
    expect(refunds.map((refund) => [refund.providerPaymentId, refund.amountPaise, refund.status]).sort()).toEqual(
      [
        [overpayment!.providerPaymentId, BOOKING_AMOUNT, "failed"],
        ["pay_sbx_after_failure", TOTAL, "pending"],
      ].sort(),
    );
  });
});
