// Paying for bookings end to end on the sandbox gateway (over GraphQL, webhooks through the endpoint
// and the job worker): the server's amounts, exactly-once application whatever the order and number
// of events, signatures, late and lost payments, cancellation with refunds by tier. After every
// test, every booking's paid_paise equals its ledger's payments minus refunds.
import {
  bookings,
  campsites,
  jobs,
  messages,
  paymentLedger,
  paymentRefunds,
  paymentWebhookEvents,
} from "@parvat/db/schema";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type BookingRequest, book, participant, seatsLeft } from "../testing/booking-test-kit.ts";
import {
  confirmPayment,
  createTrip,
  expectLedgerInvariant,
  heldBooking,
  ledgerOf,
  logInTraveller,
  paymentEntity,
  readBooking,
  runJobs,
  sandboxPay,
  startPayment,
  TIERS,
  type Traveller,
  type Trip,
  webhookRequest,
} from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let asha: Traveller;
let ravi: Traveller;
let trip: Trip;
/** ₹12,000 x 2 + 5% GST. */
const TOTAL = 2_520_000;
const BOOKING_AMOUNT = 600_000;

beforeAll(async () => {
  test = await createTestApi();
  trip = await createTrip(test);
  asha = await logInTraveller(test);
  ravi = await logInTraveller(test);
});
afterEach(() => expectLedgerInvariant(test));
afterAll(() => test.close());

/** A held booking with an order for `plan`, paid through the sandbox checkout and its callback. */
async function paidBooking(plan = "full", options: Parameters<typeof heldBooking>[3] = {}) {
  const { bookingId, eventId } = await heldBooking(test, asha, trip, options);
  const checkout = (await startPayment(test, asha, bookingId, plan)).body.data!.startPayment;
  const paid = (await sandboxPay(test, asha, checkout.order_id)).body.data!.sandboxPay;
  const confirmed = await confirmPayment(test, asha, {
    orderId: checkout.order_id,
    paymentId: paid.payment_id!,
    signature: paid.signature!,
  });
  expect(confirmed.body.errors).toBeUndefined();
  return { bookingId, eventId, checkout, paid, outcome: confirmed.body.data!.confirmPayment };
}

const storedEvents = async () => (await test.db.select({ n: count() }).from(paymentWebhookEvents))[0]!.n;
const queuedJobs = async () => (await test.db.select({ n: count() }).from(jobs))[0]!.n;

describe("a booking's payment details", () => {
  it("stores the trip's booking amount and the contact email, refusing one that is not an address", async () => {
    const eventId = await trip.departure();
    const request = (contact_email: string) =>
      book(test, asha, {
        eventId,
        packageId: trip.packageId,
        participants: [participant()],
        contact_email,
      } as BookingRequest);
    expect(errorCodes(await request("not-an-address"))).toEqual(["BAD_USER_INPUT"]);
    const booked = await request(" asha@example.com ");
    expect(booked.body.data!.createBooking.booking_amount_paise).toBe(BOOKING_AMOUNT / 2);
    const [row] = await test.db
      .select({ email: bookings.contactEmail })
      .from(bookings)
      .where(eq(bookings.id, Number(booked.body.data!.createBooking.id)));
    expect(row!.email).toBe("asha@example.com");
  });
});

describe("startPayment", () => {
  it("orders everything due, by the server's figures, for the full plan", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    const response = await startPayment(test, asha, bookingId, "full");
    expect(response.body.errors).toBeUndefined();
    const checkout = response.body.data!.startPayment;
    expect(checkout).toMatchObject({
      provider: "sandbox",
      amount_paise: TOTAL,
      currency: "INR",
      purpose: "full",
      key_id: null,
      checkout_url: `/payments/sandbox/${checkout.order_id}`,
    });
    expect(checkout.order_id).toMatch(/^order_sbx_/);
    expect(checkout.booking).toMatchObject({
      status: "held",
      can_pay: true,
      payment_plans: ["full", "booking_amount"],
    });
    expect(checkout.booking.balance_due_by).not.toBeNull();
  });

  it("orders the trip's booking amount for the booking_amount plan, and reuses an open order", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    const first = (await startPayment(test, asha, bookingId, "booking_amount")).body.data!.startPayment;
    expect(first).toMatchObject({ amount_paise: BOOKING_AMOUNT, purpose: "booking_amount" });
    const again = (await startPayment(test, asha, bookingId, "booking_amount")).body.data!.startPayment;
    expect(again.order_id).toBe(first.order_id);
    const full = (await startPayment(test, asha, bookingId, "full")).body.data!.startPayment;
    expect(full.order_id).not.toBe(first.order_id);
  });

  it("offers only the full plan when the balance's deadline has passed", async () => {
    const { bookingId } = await heldBooking(test, asha, trip, { eventId: await trip.departure(10, 8) });
    expect((await readBooking(test, asha, bookingId)).payment_plans).toEqual(["full"]);
    const response = await startPayment(test, asha, bookingId, "booking_amount");
    expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
  });

  it("refuses someone else's booking, and a hold that has ended", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    expect(errorCodes(await startPayment(test, ravi, bookingId))).toEqual(["NOT_FOUND"]);
    test.clock.advance(16 * 60);
    expect(errorCodes(await startPayment(test, asha, bookingId))).toEqual(["BOOKING_NOT_PAYABLE"]);
    expect((await readBooking(test, asha, bookingId)).can_pay).toBe(false);
  });
});

describe("paying through the sandbox", () => {
  it("confirms a booking paid in full, once, however the callback and the webhooks interleave", async () => {
    const { bookingId, outcome, paid } = await paidBooking();
    expect(outcome.status).toBe("paid");
    expect(outcome.booking).toMatchObject({ status: "confirmed", paid_paise: TOTAL, due_paise: 0, can_pay: false });
    // The webhooks Razorpay would send (authorized, captured, order.paid) arrive after the callback.
    await runJobs(test);
    const booking = await readBooking(test, asha, bookingId);
    expect(booking).toMatchObject({ status: "confirmed", paid_paise: TOTAL });
    expect(booking.payments).toEqual([
      expect.objectContaining({ amount_paise: TOTAL, method: "upi", provider_payment_id: paid.payment_id }),
    ]);
    expect(booking.payments[0]!.receipt_number).toMatch(/^PJR-\d{4}-\d{6}$/);
    expect(await ledgerOf(test, bookingId)).toHaveLength(1);
  });

  it("moves a booking to part_paid with the booking amount, and to confirmed with the balance", async () => {
    const { bookingId } = await paidBooking("booking_amount");
    expect(await readBooking(test, asha, bookingId)).toMatchObject({
      status: "part_paid",
      paid_paise: BOOKING_AMOUNT,
      can_pay: true,
    });
    const balance = (await startPayment(test, asha, bookingId, "full")).body.data!.startPayment;
    expect(balance).toMatchObject({ amount_paise: TOTAL - BOOKING_AMOUNT, purpose: "balance" });
    await sandboxPay(test, asha, balance.order_id);
    await runJobs(test);
    const booking = await readBooking(test, asha, bookingId);
    expect(booking).toMatchObject({ status: "confirmed", paid_paise: TOTAL });
    expect(booking.payments.map((payment) => payment.amount_paise)).toEqual([BOOKING_AMOUNT, TOTAL - BOOKING_AMOUNT]);
  });

  it("leaves the hold after a failed payment and lets the traveller pay again", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    const checkout = (await startPayment(test, asha, bookingId)).body.data!.startPayment;
    const failed = (await sandboxPay(test, asha, checkout.order_id, "failure")).body.data!.sandboxPay;
    expect(failed).toMatchObject({ status: "failed", signature: null });
    await runJobs(test);
    expect(await readBooking(test, asha, bookingId)).toMatchObject({ status: "held", paid_paise: 0, can_pay: true });
    const retry = (await startPayment(test, asha, bookingId)).body.data!.startPayment;
    expect(retry.order_id).toBe(checkout.order_id);
    await sandboxPay(test, asha, retry.order_id);
    await runJobs(test);
    expect(await readBooking(test, asha, bookingId)).toMatchObject({ status: "confirmed", paid_paise: TOTAL });
  });

  it("answers pending while the payment's outcome is not known", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    const checkout = (await startPayment(test, asha, bookingId)).body.data!.startPayment;
    const pending = (await sandboxPay(test, asha, checkout.order_id, "pending")).body.data!.sandboxPay;
    const outcome = await confirmPayment(test, asha, {
      orderId: checkout.order_id,
      paymentId: pending.payment_id!,
      signature: pending.signature!,
    });
    expect(outcome.body.data!.confirmPayment).toMatchObject({ status: "pending", booking: { status: "held" } });
  });

  it("refuses a callback whose signature does not match", async () => {
    const { checkout, paid } = await paidBooking();
    const forged = await confirmPayment(test, asha, {
      orderId: checkout.order_id,
      paymentId: paid.payment_id!,
      signature: "0".repeat(64),
    });
    expect(errorCodes(forged)).toEqual(["PAYMENT_SIGNATURE_INVALID"]);
    const otherOrder = await confirmPayment(test, asha, {
      orderId: "order_sbx_other",
      paymentId: paid.payment_id!,
      signature: paid.signature!,
    });
    expect(errorCodes(otherOrder)).toEqual(["PAYMENT_SIGNATURE_INVALID"]);
  });

  it("keeps the sandbox's orders to their traveller", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    const checkout = (await startPayment(test, asha, bookingId)).body.data!.startPayment;
    expect(errorCodes(await sandboxPay(test, ravi, checkout.order_id))).toEqual(["NOT_FOUND"]);
    const query = `query ($id: String!) { sandboxOrder(orderId: $id) { order_id amount_paise booking_id status } }`;
    const mine = await postGraphql(test.api, query, { id: checkout.order_id }, asha.headers);
    expect(mine.body.data).toEqual({
      sandboxOrder: {
        order_id: checkout.order_id,
        amount_paise: TOTAL,
        booking_id: String(bookingId),
        status: "created",
      },
    });
    const theirs = await postGraphql(test.api, query, { id: checkout.order_id }, ravi.headers);
    expect(theirs.body.data).toEqual({ sandboxOrder: null });
  });
});

describe("webhooks", () => {
  /** A held booking with an order, and a payment id nobody has used. */
  async function ordered() {
    const { bookingId, eventId } = await heldBooking(test, asha, trip);
    const checkout = (await startPayment(test, asha, bookingId)).body.data!.startPayment;
    const payment = { id: `pay_test_${bookingId}`, orderId: checkout.order_id, amountPaise: checkout.amount_paise };
    return { bookingId, eventId, payment };
  }

  it("applies the same webhook sent 10 times in a row, and 10 times at once, exactly once", async () => {
    for (const together of [false, true]) {
      const { bookingId, payment } = await ordered();
      const request = () =>
        webhookRequest(
          test,
          "payment.captured",
          { payment: paymentEntity(payment, "captured") },
          {
            eventId: `evt_same_${bookingId}`,
          },
        );
      const answers = together
        ? await Promise.all(Array.from({ length: 10 }, () => test.api.payments.webhook(request())))
        : [];
      if (!together) for (let i = 0; i < 10; i += 1) answers.push(await test.api.payments.webhook(request()));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(
        (
          await test.db
            .select()
            .from(paymentWebhookEvents)
            .where(eq(paymentWebhookEvents.eventId, `evt_same_${bookingId}`))
        ).length,
      ).toBe(1);
      await runJobs(test);
      expect(await ledgerOf(test, bookingId)).toHaveLength(1);
      expect(await readBooking(test, asha, bookingId)).toMatchObject({ status: "confirmed", paid_paise: TOTAL });
    }
  });

  it("applies one payment once when 10 different events carry it at once", async () => {
    const { bookingId, payment } = await ordered();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        test.api.payments.webhook(
          webhookRequest(
            test,
            i % 2 ? "order.paid" : "payment.captured",
            {
              payment: paymentEntity(payment, "captured"),
              order: { entity: { id: payment.orderId, amount: TOTAL, status: "paid" } },
            },
            { eventId: `evt_many_${bookingId}_${i}` },
          ),
        ),
      ),
    );
    // Several workers at once, as several server copies would run them.
    await Promise.all([runJobs(test), runJobs(test), runJobs(test)]);
    expect(await ledgerOf(test, bookingId)).toHaveLength(1);
    expect(await readBooking(test, asha, bookingId)).toMatchObject({ status: "confirmed", paid_paise: TOTAL });
  });

  it("ends right when captured comes before authorized, and failed after captured", async () => {
    const { bookingId, payment } = await ordered();
    for (const [index, status] of (["captured", "authorized", "failed"] as const).entries()) {
      const answer = await test.api.payments.webhook(
        webhookRequest(
          test,
          `payment.${status}`,
          { payment: paymentEntity(payment, status) },
          {
            eventId: `evt_order_${bookingId}_${index}`,
          },
        ),
      );
      expect(answer.status).toBe(200);
      await runJobs(test);
    }
    const booking = await readBooking(test, asha, bookingId);
    expect(booking).toMatchObject({ status: "confirmed", paid_paise: TOTAL });
    expect(await ledgerOf(test, bookingId)).toHaveLength(1);
  });

  it("refuses a bad or missing signature with 400 and stores nothing", async () => {
    const { payment } = await ordered();
    const [eventsBefore, jobsBefore] = [await storedEvents(), await queuedJobs()];
    const payload = { payment: paymentEntity(payment, "captured") };
    const bad = await test.api.payments.webhook(
      webhookRequest(test, "payment.captured", payload, { eventId: "evt_bad", signature: "ab".repeat(32) }),
    );
    const missing = await test.api.payments.webhook(
      webhookRequest(test, "payment.captured", payload, { eventId: "evt_missing", signature: "" }),
    );
    expect([bad.status, missing.status]).toEqual([400, 400]);
    expect([await storedEvents(), await queuedJobs()]).toEqual([eventsBefore, jobsBefore]);
    const otherProvider = await test.api.payments.webhook(
      new Request("http://parvat.test/api/payments/webhooks/razorpay", { method: "POST", body: "{}" }),
    );
    expect(otherProvider.status).toBe(404);
  });

  it("stores and acknowledges within 5 seconds while the worker is stopped, and applies later", async () => {
    const { bookingId, payment } = await ordered();
    await test.api.payments.worker.stop();
    const started = performance.now();
    const answer = await test.api.payments.webhook(
      webhookRequest(
        test,
        "payment.captured",
        { payment: paymentEntity(payment, "captured") },
        {
          eventId: `evt_stopped_${bookingId}`,
        },
      ),
    );
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    const [stored] = await test.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, `evt_stopped_${bookingId}`));
    expect(stored).toMatchObject({ event: "payment.captured", appliedAt: null });
    expect(await readBooking(test, asha, bookingId)).toMatchObject({ status: "held", paid_paise: 0 });
    await runJobs(test);
    expect(await readBooking(test, asha, bookingId)).toMatchObject({ status: "confirmed", paid_paise: TOTAL });
  });
});

describe("late and lost payments", () => {
  it("takes the seats again when a capture arrives after the hold ended and they are still free", async () => {
    const { bookingId, eventId } = await heldBooking(test, asha, trip, { eventId: await trip.departure(4) });
    const checkout = (await startPayment(test, asha, bookingId)).body.data!.startPayment;
    await sandboxPay(test, asha, checkout.order_id);
    test.clock.advance(16 * 60);
    expect(await readBooking(test, asha, bookingId)).toMatchObject({ status: "expired" });
    expect(await seatsLeft(test, eventId)).toBe(4);
    await runJobs(test);
    expect(await readBooking(test, asha, bookingId)).toMatchObject({ status: "confirmed", paid_paise: TOTAL });
    expect(await seatsLeft(test, eventId)).toBe(2);
  });

  it("refunds a late capture in full when the seats are gone", async () => {
    const { bookingId, eventId } = await heldBooking(test, asha, trip, { eventId: await trip.departure(2) });
    const checkout = (await startPayment(test, asha, bookingId)).body.data!.startPayment;
    await sandboxPay(test, asha, checkout.order_id);
    test.clock.advance(16 * 60);
    await heldBooking(test, ravi, trip, { eventId });
    expect(await seatsLeft(test, eventId)).toBe(0);
    await runJobs(test);
    const booking = await readBooking(test, asha, bookingId);
    expect(booking).toMatchObject({ status: "expired", paid_paise: 0, refund_status: "refunded" });
    expect(booking.payments).toHaveLength(1);
    expect(booking.refunds).toEqual([expect.objectContaining({ amount_paise: TOTAL, status: "refunded" })]);
    expect(await seatsLeft(test, eventId)).toBe(0);
    const [refund] = await test.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId));
    expect(refund).toMatchObject({ reason: "late-capture", status: "processed" });
    // The traveller is told, through the outbox, by their channel.
    const told = await test.db.select().from(messages).where(eq(messages.bookingId, bookingId));
    expect(told.map((message) => message.template)).toEqual(
      expect.arrayContaining(["late-payment-refunded", "refund-issued"]),
    );
  });

  it("asks the gateway about an order with no outcome after 10 minutes", async () => {
    const { bookingId } = await heldBooking(test, asha, trip);
    const checkout = (await startPayment(test, asha, bookingId)).body.data!.startPayment;
    await sandboxPay(test, asha, checkout.order_id);
    // The gateway's webhooks are lost on the way.
    await test.db.update(jobs).set({ doneAt: test.clock.now() }).where(eq(jobs.kind, "sandbox-webhook"));
    await runJobs(test);
    expect(await readBooking(test, asha, bookingId)).toMatchObject({ status: "held" });
    test.clock.advance(11 * 60);
    await runJobs(test);
    // The hold ran out meanwhile, but its seats were free: the payment confirms the booking.
    expect(await readBooking(test, asha, bookingId)).toMatchObject({ status: "confirmed", paid_paise: TOTAL });
  });
});

describe("cancelling a paid booking", () => {
  const CANCEL = /* GraphQL */ `
    mutation ($id: ID!) { cancelBooking(id: $id) { id status paid_paise refund_status } }
  `;

  it.each([
    // days before departure, plan, refund
    [40, "full", TOTAL - 100_000],
    [12, "full", TOTAL / 2],
    [40, "booking_amount", BOOKING_AMOUNT - 100_000],
  ])("%i days before, %s paid: refunds by the tier, seats back at once", async (days, plan, refund) => {
    const eventId = await trip.departure(10, days);
    const { bookingId } = await paidBooking(plan, { eventId });
    await runJobs(test);
    const paid = plan === "full" ? TOTAL : BOOKING_AMOUNT;
    const before = await readBooking(test, asha, bookingId);
    expect(before.cancellation).toMatchObject({ refund_paise: refund });
    expect(before.cancellation!.days_before_departure).toBeGreaterThanOrEqual(days);
    expect(await seatsLeft(test, eventId)).toBe(8);

    const cancelled = await postGraphql(test.api, CANCEL, { id: bookingId }, asha.headers);
    expect(cancelled.body.data).toEqual({
      cancelBooking: { id: String(bookingId), status: "cancelled", paid_paise: paid, refund_status: "pending" },
    });
    expect(await seatsLeft(test, eventId)).toBe(10);
    await runJobs(test);
    const after = await readBooking(test, asha, bookingId);
    expect(after).toMatchObject({ status: "cancelled", paid_paise: paid - refund, refund_status: "refunded" });
    expect(after.refunds.map((row) => row.amount_paise)).toEqual([refund]);
  });

  it("refuses a trip without cancellation tiers, and someone else's booking", async () => {
    const { bookingId } = await paidBooking();
    expect(errorCodes(await postGraphql(test.api, CANCEL, { id: bookingId }, ravi.headers))).toEqual(["NOT_FOUND"]);
    const { campsiteId } = (await test.db.query.treks.findFirst({
      where: { id: trip.trekId },
      columns: { campsiteId: true },
    }))!;
    await test.db.update(campsites).set({ cancellationTiers: null }).where(eq(campsites.id, campsiteId));
    try {
      expect((await readBooking(test, asha, bookingId)).cancellation).toBeNull();
      const refused = await postGraphql(test.api, CANCEL, { id: bookingId }, asha.headers);
      expect(errorCodes(refused)).toEqual(["BOOKING_NOT_CANCELLABLE"]);
    } finally {
      await test.db.update(campsites).set({ cancellationTiers: TIERS }).where(eq(campsites.id, campsiteId));
    }
  });
});

describe("the ledger", () => {
  it("refuses edits and deletions of its rows", async () => {
    const { bookingId } = await paidBooking();
    const [row] = await ledgerOf(test, bookingId);
    await expect(
      test.db.update(paymentLedger).set({ amountPaise: 1 }).where(eq(paymentLedger.id, row!.id)),
    ).rejects.toThrow();
    await expect(test.db.delete(paymentLedger).where(eq(paymentLedger.id, row!.id))).rejects.toThrow();
    expect(await ledgerOf(test, bookingId)).toEqual([row]);
  });
});
