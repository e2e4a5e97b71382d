// What the payments tests share: a trip with a booking amount and cancellation tiers, held bookings
// on fresh departures, the GraphQL documents of paying, webhooks signed as the gateway signs them,
// and the ledger invariant (paid = captured - refunded, for every booking) checked after a scenario.
import { bookings, paymentLedger } from "@parvat/db/schema";
import { createCampsite, createDeparture, createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import type { RefundTier } from "@parvat/domain/refunds";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { applyPayment } from "../payments/payments.ts";
import { type BookingView, book, logInTraveller, participant, type Traveller } from "./booking-test-kit.ts";
import { postGraphql, type TestApi } from "./test-api.ts";

export const TIERS: RefundTier[] = [
  { minDaysBefore: 20, percent: 100, feeRupees: 1_000 },
  { minDaysBefore: 10, percent: 50 },
  { minDaysBefore: 0, percent: 0 },
];

export interface Trip {
  trekId: number;
  packageId: number;
  /** A new departure `daysAhead` days from today with `seats` seats. */
  departure(seats?: number, daysAhead?: number): Promise<number>;
}

/** A ₹12,000 trek (5% GST) with a ₹3,000 booking amount per person, balance 10 days before, and TIERS. */
export async function createTrip(test: TestApi): Promise<Trip> {
  const campsite = await createCampsite(test.db, { cancellationTiers: TIERS });
  const trek = await createTrek(test.db, {
    campsiteId: campsite.id,
    departures: [],
    bookingAmountPerPerson: 3_000,
    balanceDueDays: 10,
  });
  const trekId = trek.trek.id;
  const used = new Set<number>();
  return {
    trekId,
    packageId: trek.packages[0]!.id,
    async departure(seats = 10, daysAhead = 40) {
      // One departure a day per trek: the first free day from `daysAhead` on.
      let days = daysAhead;
      while (used.has(days)) days += 1;
      used.add(days);
      const { event } = await createDeparture(test.db, {
        trekId,
        // From the API's today (the test clock's, in the business time zone), not the machine's.
        startDate: addDays(businessToday(undefined, test.clock.now()), days),
        capacity: seats,
      });
      return event.id;
    },
  };
}

/** A held booking of `travellers` travellers on a departure; answers its id. */
export async function heldBooking(
  test: TestApi,
  traveller: Traveller,
  trip: Trip,
  { travellers = 2, eventId }: { travellers?: number; eventId?: number } = {},
): Promise<{ bookingId: number; eventId: number }> {
  const event = eventId ?? (await trip.departure());
  const response = await book(test, traveller, {
    eventId: event,
    packageId: trip.packageId,
    participants: Array.from({ length: travellers }, () => participant()),
  });
  expect(response.body.errors).toBeUndefined();
  return { bookingId: Number(response.body.data!.createBooking.id), eventId: event };
}

export const PAYMENT_BOOKING_FIELDS = /* GraphQL */ `
  fragment PaymentBookingFields on Booking {
    id status paid_paise due_paise total_paise booking_amount_paise can_pay payment_plans balance_due_by refund_status
    payments { id receipt_number amount_paise method captured_at provider_payment_id }
    refunds { id amount_paise status created_at processed_at }
    cancellation { refund_paise refund_percent tier_text days_before_departure }
  }
`;

export interface PaymentBookingView
  extends Pick<BookingView, "id" | "status" | "paid_paise" | "due_paise" | "total_paise" | "booking_amount_paise"> {
  can_pay: boolean;
  payment_plans: string[];
  balance_due_by: string | null;
  refund_status: string | null;
  payments: {
    id: string;
    receipt_number: string;
    amount_paise: number;
    method: string | null;
    provider_payment_id: string;
  }[];
  refunds: { id: string; amount_paise: number; status: string; processed_at: string | null }[];
  cancellation: {
    refund_paise: number;
    refund_percent: number;
    tier_text: string;
    days_before_departure: number;
  } | null;
}

export interface CheckoutView {
  provider: string;
  order_id: string;
  amount_paise: number;
  currency: string;
  purpose: string;
  key_id: string | null;
  checkout_url: string | null;
  description: string;
  prefill_phone: string;
  booking: PaymentBookingView;
}

const START = /* GraphQL */ `
  ${PAYMENT_BOOKING_FIELDS}
  mutation ($bookingId: ID!, $plan: PaymentPlan!) {
    startPayment(bookingId: $bookingId, plan: $plan) {
      provider order_id amount_paise currency purpose key_id checkout_url description prefill_phone
      booking { ...PaymentBookingFields }
    }
  }
`;

export function startPayment(test: TestApi, traveller: Traveller, bookingId: number, plan = "full") {
  return postGraphql<{ startPayment: CheckoutView }>(test.api, START, { bookingId, plan }, traveller.headers);
}

const SANDBOX_PAY = /* GraphQL */ `
  mutation ($orderId: String!, $method: String!, $outcome: String!) {
    sandboxPay(orderId: $orderId, method: $method, outcome: $outcome) { order_id payment_id signature status }
  }
`;

export function sandboxPay(test: TestApi, traveller: Traveller, orderId: string, outcome = "success", method = "upi") {
  return postGraphql<{
    sandboxPay: { order_id: string; payment_id: string | null; signature: string | null; status: string };
  }>(test.api, SANDBOX_PAY, { orderId, method, outcome }, traveller.headers);
}

const CONFIRM = /* GraphQL */ `
  ${PAYMENT_BOOKING_FIELDS}
  mutation ($orderId: String!, $paymentId: String!, $signature: String!) {
    confirmPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {
      status booking { ...PaymentBookingFields }
    }
  }
`;

export function confirmPayment(
  test: TestApi,
  traveller: Traveller,
  input: { orderId: string; paymentId: string; signature: string },
) {
  return postGraphql<{ confirmPayment: { status: string; booking: PaymentBookingView } }>(
    test.api,
    CONFIRM,
    input,
    traveller.headers,
  );
}

const BOOKING = /* GraphQL */ `
  ${PAYMENT_BOOKING_FIELDS}
  query ($id: ID!) { booking(id: $id) { ...PaymentBookingFields } }
`;

export async function readBooking(test: TestApi, traveller: Traveller, id: number): Promise<PaymentBookingView> {
  const response = await postGraphql<{ booking: PaymentBookingView }>(test.api, BOOKING, { id }, traveller.headers);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.booking;
}

/**
 * The sandbox gateway captures a payment on the order (as another tab of the traveller's would), and
 * its callback is applied at once, without the webhook's delay.
 */
export async function payAtGateway(test: TestApi, orderId: string): Promise<void> {
  const payments = test.api.payments;
  const paid = await payments.sandbox!.pay(orderId, "upi", "success");
  await applyPayment(payments.parts, await payments.sandbox!.fetchPayment(paid!.paymentId!));
}

/**
 * Puts money on a booking the one way the tests do, as a traveller would: an order for what is due by
 * the plan, paid at the sandbox gateway.
 */
export async function payBooking(test: TestApi, traveller: Traveller, bookingId: number, plan = "full") {
  const started = await startPayment(test, traveller, bookingId, plan);
  expect(started.body.errors).toBeUndefined();
  await payAtGateway(test, started.body.data!.startPayment.order_id);
}

/** Runs every due job (webhook deliveries, events, refunds, emails) until none is left. */
export function runJobs(test: TestApi): Promise<number> {
  return test.api.payments.worker.drain();
}

/** A payment entity as Razorpay's webhooks carry it. */
export function paymentEntity(
  payment: { id: string; orderId: string; amountPaise: number },
  status: "authorized" | "captured" | "failed",
) {
  return {
    entity: {
      id: payment.id,
      entity: "payment",
      amount: payment.amountPaise,
      currency: "INR",
      status,
      order_id: payment.orderId,
      method: "upi",
      captured: status === "captured",
      created_at: Math.floor(Date.now() / 1000),
    },
  };
}

/** A webhook request for the sandbox endpoint, signed with `secret` (the sandbox's by default). */
export function webhookRequest(
  test: TestApi,
  event: string,
  payload: Record<string, unknown>,
  { eventId, signature }: { eventId: string; signature?: string },
): Request {
  const body = JSON.stringify({
    entity: "event",
    account_id: "acc_test",
    event,
    contains: Object.keys(payload),
    payload,
    created_at: 1,
  });
  const sign = signature ?? test.api.payments.sandbox!.signWebhook(body);
  return new Request("http://parvat.test/api/payments/webhooks/sandbox", {
    method: "POST",
    headers: { "content-type": "application/json", "x-razorpay-signature": sign, "x-razorpay-event-id": eventId },
    body,
  });
}

export { logInTraveller, type Traveller };

/** paid_paise = payments - refunds in the ledger, for every booking: checked after each scenario. */
export async function expectLedgerInvariant(test: TestApi): Promise<void> {
  const rows = await test.db
    .select({
      id: bookings.id,
      paid: bookings.paidPaise,
      ledger: sql<number>`coalesce((select sum(case when ${paymentLedger.kind} = 'payment' then ${paymentLedger.amountPaise} else -${paymentLedger.amountPaise} end) from ${paymentLedger} where ${paymentLedger.bookingId} = ${bookings.id}), 0)::int`,
    })
    .from(bookings);
  expect(rows.filter((row) => row.paid !== Number(row.ledger))).toEqual([]);
}

/** A booking's ledger rows. */
export function ledgerOf(test: TestApi, bookingId: number) {
  return test.db.select().from(paymentLedger).where(eq(paymentLedger.bookingId, bookingId));
}
