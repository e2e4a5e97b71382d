// A payment that arrives after its booking's hold ended (docs/api.md, "Payments": the late-capture
// rule). It takes the booking back only when everything createBooking checks still holds: the
// departure is upcoming and on sale, the trip active, the package offered, the price per person the
// same, the campaign still running, the seats free, and a booking amount arrives before the balance's
// deadline. Otherwise the booking stays expired, the whole payment is refunded automatically, and
// the traveller is told why (the refund says it, and an email). Our own checkout refuses such orders.
import { campaigns, eventPrices, packages, paymentRefunds, treks } from "@parvat/db/schema";
import { createCampaign } from "@parvat/db/testing/factories/campaigns";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { book, logInAgain, participant, seatsLeft } from "../testing/booking-test-kit.ts";
import { outboxRows } from "../testing/message-test-kit.ts";
import {
  createTrip,
  expectLedgerInvariant,
  heldBooking,
  logInTraveller,
  readBooking,
  runJobs,
  sandboxPay,
  startPayment,
  type Traveller,
  type Trip,
} from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let asha: Traveller;
let trip: Trip;
const DAY = 86_400;
/** ₹12,000 x 2 + 5% GST. */
const TOTAL = 2_520_000;

beforeAll(async () => {
  test = await createTestApi();
  asha = await logInTraveller(test);
});
beforeEach(async () => {
  // A trip of its own for each case: some of them close it.
  trip = await createTrip(test);
});
afterEach(() => expectLedgerInvariant(test));
afterAll(() => test.close());

/**
 * A held booking whose order the gateway captured (the traveller paid in a tab they had left open)
 * while the hold ran out: the capture's webhooks wait in the jobs table for `runJobs`.
 */
async function captureAfterHold({
  plan = "full",
  daysAhead = 40,
  campaignSlug,
}: {
  plan?: string;
  daysAhead?: number;
  campaignSlug?: string;
} = {}) {
  const eventId = await trip.departure(10, daysAhead);
  const created = await book(test, asha, {
    eventId,
    packageId: trip.packageId,
    participants: [participant(), participant()],
    ...(campaignSlug ? { campaignSlug } : {}),
  });
  expect(created.body.errors).toBeUndefined();
  const bookingId = Number(created.body.data!.createBooking.id);
  const checkout = (await startPayment(test, asha, bookingId, plan)).body.data!.startPayment;
  await test.api.payments.sandbox!.pay(checkout.order_id, "upi", "success");
  test.clock.advance(16 * 60);
  return { bookingId, eventId, amountPaise: checkout.amount_paise };
}

async function expectRefundedInFull(bookingId: number, amountPaise: number, why: RegExp) {
  await runJobs(test);
  const booking = await readBooking(test, asha, bookingId);
  expect(booking).toMatchObject({ status: "expired", paid_paise: 0, refund_status: "refunded" });
  expect(booking.refunds).toEqual([expect.objectContaining({ amount_paise: amountPaise, status: "refunded" })]);
  const [refund] = await test.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId));
  expect(refund).toMatchObject({ reason: "late-capture" });
  expect(refund!.note).toMatch(why);
  // The traveller is told why, through the outbox (their channel, email among them).
  expect((await outboxRows(test.db, bookingId)).map((row) => row.template)).toContain("late-payment-refunded");
}

describe("a capture after the hold ended", () => {
  it("takes the booking back when everything still holds", async () => {
    const { bookingId, eventId } = await captureAfterHold();
    expect(await readBooking(test, asha, bookingId)).toMatchObject({ status: "expired" });
    expect(await seatsLeft(test, eventId)).toBe(10);
    await runJobs(test);
    expect(await readBooking(test, asha, bookingId)).toMatchObject({ status: "confirmed", paid_paise: TOTAL });
    expect(await seatsLeft(test, eventId)).toBe(8);
  });

  it("refunds in full, 25 days on, for a departure that started 5 days before", async () => {
    const { bookingId, eventId, amountPaise } = await captureAfterHold({ daysAhead: 20 });
    test.clock.advance(25 * DAY);
    const first = asha;
    try {
      // Her login of 25 days ago has expired.
      asha = await logInAgain(test, asha.userId);
      await expectRefundedInFull(bookingId, amountPaise, /departure/i);
      expect(await seatsLeft(test, eventId)).toBe(10);
    } finally {
      test.clock.advance(-25 * DAY);
      asha = first;
    }
  });

  it("refunds in full when sales of the departure have closed", async () => {
    const { bookingId, eventId, amountPaise } = await captureAfterHold();
    await test.db.update(eventPrices).set({ enabled: false }).where(eq(eventPrices.eventId, eventId));
    await expectRefundedInFull(bookingId, amountPaise, /no longer (open|offered)/i);
    expect(await seatsLeft(test, eventId)).toBe(10);
  });

  it("refunds in full when the trip is no longer active", async () => {
    const { bookingId, amountPaise } = await captureAfterHold();
    await test.db.update(treks).set({ status: "inactive" }).where(eq(treks.id, trip.trekId));
    await expectRefundedInFull(bookingId, amountPaise, /no longer (open|offered)/i);
  });

  it("refunds in full when the package is hidden", async () => {
    const { bookingId, amountPaise } = await captureAfterHold();
    await test.db.update(packages).set({ hide: true }).where(eq(packages.id, trip.packageId));
    await expectRefundedInFull(bookingId, amountPaise, /no longer (open|offered)/i);
  });

  it("refunds in full when the price per person has changed", async () => {
    const { bookingId, eventId, amountPaise } = await captureAfterHold();
    await test.db
      .update(eventPrices)
      .set({ price: 13_000 })
      .where(and(eq(eventPrices.eventId, eventId), eq(eventPrices.packageId, trip.packageId)));
    await expectRefundedInFull(bookingId, amountPaise, /price/i);
  });

  it("refunds in full when the booking's campaign has ended", async () => {
    const campaign = await createCampaign(test.db, [trip.trekId]);
    const { bookingId, amountPaise } = await captureAfterHold({ campaignSlug: campaign.slug });
    expect((await readBooking(test, asha, bookingId)).total_paise).toBeLessThan(TOTAL);
    await test.db
      .update(campaigns)
      .set({ endsAt: new Date(test.clock.now().getTime() - 1000) })
      .where(eq(campaigns.id, campaign.id));
    await expectRefundedInFull(bookingId, amountPaise, /offer/i);
  });

  it("refunds a booking amount that arrives after the balance's deadline", async () => {
    // The balance is due 10 days before departure: 12 days out, the booking amount is offered; 3 days later it is too late.
    const { bookingId, amountPaise } = await captureAfterHold({ plan: "booking_amount", daysAhead: 12 });
    test.clock.advance(3 * DAY);
    try {
      await expectRefundedInFull(bookingId, amountPaise, /balance/i);
    } finally {
      test.clock.advance(-3 * DAY);
    }
  });

  it("refunds in full when the seats have been sold meanwhile", async () => {
    const { bookingId, eventId, amountPaise } = await captureAfterHold();
    const ravi = await logInTraveller(test);
    await heldBooking(test, ravi, trip, { eventId, travellers: 9 });
    await expectRefundedInFull(bookingId, amountPaise, /seats/i);
    expect(await seatsLeft(test, eventId)).toBe(1);
  });
});

describe("our own checkout", () => {
  it("refuses an order whose booking can no longer take it, and says so before the buttons", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    const checkout = (await startPayment(test, asha, bookingId)).body.data!.startPayment;
    test.clock.advance(16 * 60);
    const ORDER = `query ($id: String!) { sandboxOrder(orderId: $id) { payable unpayable_reason } }`;
    const order = await postGraphql<{ sandboxOrder: { payable: boolean; unpayable_reason: string | null } }>(
      test.api,
      ORDER,
      { id: checkout.order_id },
      asha.headers,
    );
    expect(order.body.data!.sandboxOrder).toMatchObject({
      payable: false,
      unpayable_reason: expect.stringMatching(/hold/i),
    });
    expect(errorCodes(await sandboxPay(test, asha, checkout.order_id))).toEqual(["BOOKING_NOT_PAYABLE"]);
  });

  it("refuses an older order for an amount no longer due", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    const earlier = (await startPayment(test, asha, bookingId, "booking_amount")).body.data!.startPayment;
    const full = (await startPayment(test, asha, bookingId, "full")).body.data!.startPayment;
    expect(errorCodes(await sandboxPay(test, asha, full.order_id))).toEqual([]);
    await runJobs(test);
    expect(errorCodes(await sandboxPay(test, asha, earlier.order_id))).toEqual(["BOOKING_NOT_PAYABLE"]);
  });
});
