// Bad input, generated: every mutation gets random and hostile values (huge strings, control
// characters, emoji, SQL and HTML fragments, wrong types, negative and enormous numbers, dates at the
// edges). Whatever arrives, the answer is never a 500 and never INTERNAL_SERVER_ERROR, every error
// carries a code of the registry, and a refused request writes nothing. The payment webhook endpoint
// gets random bodies and signatures: always 400, nothing stored.
import { createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { ERROR_CODES } from "@parvat/domain/error-codes";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { WEBHOOK_PATH_PREFIX } from "../apps/api/src/payments/webhook.ts";
import {
  CREATE_BOOKING,
  logInTraveller,
  participant,
  type Traveller,
} from "../apps/api/src/testing/booking-test-kit.ts";
import {
  createTrip,
  heldBooking,
  paymentEntity,
  sandboxPay,
  startPayment,
} from "../apps/api/src/testing/payment-test-kit.ts";
import { apiOn, createTestApi, postGraphql, type TestApi } from "../apps/api/src/testing/test-api.ts";
import { trial } from "./trial.ts";

const AREA = "Bad input (fast-check)";
/** Runs per mutation: enough to meet every kind of value below, small enough for two runs of npm test. */
const RUNS = Number(process.env.RELIABILITY_RUNS ?? 25);
/**
 * The same values on every run, so that npm test cannot pass once and fail the next time on the same
 * code; RELIABILITY_SEED (and RELIABILITY_RUNS) explore others, and a failure prints its seed.
 */
const SEED = Number(process.env.RELIABILITY_SEED ?? 13_2026);

let test: TestApi;
let api: TestApi;
let traveller: Traveller;
let departure: { eventId: number; packageId: number };
/** A held booking with an open order, and a pending sandbox payment of another with its signed callback. */
let payable: { bookingId: number; orderId: string };
let pending: { orderId: string; paymentId: string; signature: string };

beforeAll(async () => {
  test = await createTestApi();
  // Generous limits, so that what is tested is the input, not the rate limits.
  api = apiOn(test.handle, {
    OTP_SENDS_PER_IP_PER_HOUR: "100000",
    LOGIN_FAILURES_PER_IP_PER_HOUR: "100000",
    OTP_SENDS_PER_HOUR: "100000",
  });
  traveller = await logInTraveller(api);
  const trek = await createTrek(test.db, {
    departures: [{ startDate: addDays(businessToday(), 30), capacity: 40 }],
  });
  departure = { eventId: trek.events[0]!.id, packageId: trek.packages[0]!.id };
  // Real ids among the hostile ones, so that the checks behind the parsing are reached too.
  const trip = await createTrip(api);
  const first = await heldBooking(api, traveller, trip);
  const firstOrder = await startPayment(api, traveller, first.bookingId);
  payable = { bookingId: first.bookingId, orderId: firstOrder.body.data!.startPayment.order_id };
  const second = await heldBooking(api, traveller, trip);
  const secondOrder = (await startPayment(api, traveller, second.bookingId)).body.data!.startPayment.order_id;
  const paid = (await sandboxPay(api, traveller, secondOrder, "pending")).body.data!.sandboxPay;
  pending = { orderId: secondOrder, paymentId: paid.payment_id!, signature: paid.signature! };
});
afterAll(() => test.close());

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "'; drop table users; --",
    "' or '1'='1",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "\u0000\u0001\u001b[31m\r\n",
    "😀🏔️🇮🇳".repeat(50),
    "%s%s%n",
    "../../etc/passwd",
    "+91 98765 43210",
    "9876543210",
    "name@example.com",
    "1990-05-17",
  ),
  fc.integer({ min: 1_000, max: 20_000 }).map((length) => "x".repeat(length)),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2_147_483_647, -2_147_483_648, 2_147_483_648, Number.MAX_SAFE_INTEGER, 482_913),
  fc.double(),
);
const edgeDate = fc.oneof(
  fc.constantFrom("0000-01-01", "9999-12-31", "2024-02-30", "1970-01-01", "2026-13-01", businessToday(), "1990-05-17"),
  fc
    .date({ min: new Date("1800-01-01"), max: new Date("2300-01-01"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
);
/** Any JSON at all, for a variable of another type. */
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.dictionary(fc.string(), fc.string()),
  fc.array(fc.integer()),
);
/** A hex string of HMAC-SHA256's length, which is not the signature. */
const forgedHex = fc.stringMatching(/^[0-9a-f]{64}$/);
const text = fc.oneof({ weight: 4, arbitrary: hostileText }, { weight: 1, arbitrary: wrongType });
const number = fc.oneof(
  { weight: 4, arbitrary: hostileNumber },
  { weight: 1, arbitrary: wrongType },
  { weight: 1, arbitrary: hostileText },
);

/** Rows of every table a mutation may write (rate-limit hits excepted: counting attempts is their job). */
async function rowCounts() {
  const tables = [
    "users",
    "auth_sessions",
    "one_time_codes",
    "newsletter_subscribers",
    "inquiries",
    "bookings",
    "booking_participants",
    "booking_status_changes",
    "payment_orders",
    "payment_ledger",
    "payment_refunds",
    "payment_webhook_events",
    "jobs",
    "sandbox_orders",
    "sandbox_payments",
  ];
  const result = await test.db.execute<Record<string, number>>(
    sql.raw(`select ${tables.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(", ")}`),
  );
  return (
    (result as unknown as { rows: Record<string, number>[] }).rows?.[0] ??
    (result as unknown as Record<string, number>[])[0]
  );
}

let nextAddress = 0;

/** Runs the mutation and checks the answer: no 500, coded errors only, nothing written when refused. */
async function expectSafe(document: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  nextAddress += 1;
  const before = await rowCounts();
  const response = await postGraphql(api.api, document, variables, {
    "x-forwarded-for": `198.18.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`,
    ...headers,
  });
  expect(response.status).toBeLessThan(500);
  const codes = (response.body.errors ?? []).map((error) => error.extensions?.code);
  for (const code of codes) {
    expect(Object.keys(ERROR_CODES)).toContain(code);
    expect(code).not.toBe("INTERNAL_SERVER_ERROR");
  }
  if (codes.length > 0) expect(await rowCounts()).toEqual(before);
  else expect(response.body.data).toBeTruthy();
}

const property = <T>(arbitrary: fc.Arbitrary<T>, check: (value: T) => Promise<void>) =>
  fc.assert(fc.asyncProperty(arbitrary, check), { numRuns: RUNS, seed: SEED });

describe("every mutation, generated input", () => {
  trial(AREA, `sendOtp(phone) with ${RUNS} hostile values`, () =>
    property(text, (phone) => expectSafe(`mutation ($phone: String!) { sendOtp(phone: $phone) { phone } }`, { phone })),
  );

  trial(AREA, `login(phone, otp) with ${RUNS} hostile pairs`, () =>
    property(fc.tuple(text, number), ([phone, otp]) =>
      expectSafe(`mutation ($phone: String!, $otp: Int!) { login(phone: $phone, otp: $otp) { token } }`, {
        phone,
        otp,
      }),
    ),
  );

  trial(AREA, `logout(everywhere) with ${RUNS} hostile values, with and without a token`, () =>
    property(fc.tuple(fc.oneof(fc.boolean(), wrongType, hostileText), fc.boolean()), ([everywhere, withToken]) =>
      // Never "everywhere" for real: the traveller's session is needed by the booking trials.
      expectSafe(
        `mutation ($everywhere: Boolean) { logout(everywhere: $everywhere) { message } }`,
        { everywhere: everywhere === true ? "yes" : everywhere },
        withToken ? { authorization: "Bearer not.a.token" } : {},
      ),
    ),
  );

  trial(AREA, `subscribeNewsLetter(email) with ${RUNS} hostile values`, () =>
    property(text, (email) =>
      expectSafe(`mutation ($email: String!) { subscribeNewsLetter(email: $email) { message } }`, { email }),
    ),
  );

  trial(AREA, `createInquiry(input, trek_id, activity_id) with ${RUNS} hostile inputs`, () =>
    property(
      fc.record({
        input: fc.oneof(
          wrongType,
          fc.record({
            name: text,
            mobile: text,
            email: text,
            date: fc.oneof(edgeDate, text),
            count: number,
            message: text,
          }),
        ),
        trek_id: fc.oneof(number, fc.constant(undefined)),
        activity_id: fc.oneof(number, fc.constant(undefined)),
      }),
      (variables) =>
        expectSafe(
          `mutation ($input: InquiryInput!, $trek_id: Int, $activity_id: Int) { createInquiry(input: $input, trek_id: $trek_id, activity_id: $activity_id) { reference } }`,
          variables,
        ),
    ),
  );

  trial(AREA, `createBooking(input) with ${RUNS} hostile inputs`, () => {
    const hostileParticipant = fc.record({
      first_name: text,
      last_name: text,
      country_code: fc.oneof(fc.constant("+91"), text),
      phone: text,
      dob: fc.oneof(edgeDate, text),
      gender: fc.oneof(fc.constantFrom("female", "male", "other", "FEMALE"), text),
      // A child's guardian declaration (docs/api.md, "Children"): absent, null, the wrong type, or hostile parts.
      guardian: fc.oneof(
        fc.constant(undefined),
        fc.constant(null),
        wrongType,
        fc.record({
          confirmed: fc.oneof(fc.boolean(), text),
          name: text,
          relation: fc.oneof(fc.constantFrom("parent", "lawful_guardian", "PARENT", "neighbour"), text),
        }),
      ),
    });
    return property(
      fc.record({
        eventId: fc.oneof(fc.constant(departure.eventId), number),
        packageId: fc.oneof(fc.constant(departure.packageId), number),
        idempotencyKey: fc.oneof(fc.uuid(), text),
        expectedPricePerPersonPaise: fc.oneof(fc.constant(undefined), number),
        participants: fc.oneof(
          wrongType,
          fc.array(
            fc.oneof(
              hostileParticipant,
              fc.constant(null).map(() => participant()),
            ),
            { maxLength: 14 },
          ),
        ),
      }),
      (input) => expectSafe(CREATE_BOOKING, { input }, traveller.headers),
    );
  });

  trial(AREA, `cancelBooking(id) with ${RUNS} hostile ids, with and without a token`, () =>
    property(fc.tuple(fc.oneof(text, number), fc.boolean()), ([id, withToken]) =>
      expectSafe(
        `mutation ($id: ID!) { cancelBooking(id: $id) { id status } }`,
        { id },
        withToken ? traveller.headers : {},
      ),
    ),
  );

  trial(AREA, `startPayment(bookingId, plan) with ${RUNS} hostile pairs, with and without a token`, () =>
    property(
      fc.tuple(
        fc.oneof(fc.constant(payable.bookingId), fc.constant(String(payable.bookingId)), text, number),
        fc.oneof(fc.constantFrom("full", "booking_amount", "FULL", "balance"), text),
        fc.boolean(),
      ),
      ([bookingId, plan, withToken]) =>
        expectSafe(
          `mutation ($bookingId: ID!, $plan: PaymentPlan!) { startPayment(bookingId: $bookingId, plan: $plan) { order_id amount_paise } }`,
          { bookingId, plan },
          withToken ? traveller.headers : {},
        ),
    ),
  );

  trial(AREA, `confirmPayment(orderId, paymentId, signature) with ${RUNS} hostile triples`, () =>
    property(
      fc.record({
        orderId: fc.oneof(fc.constant(pending.orderId), fc.constant(payable.orderId), text),
        paymentId: fc.oneof(fc.constant(pending.paymentId), text),
        signature: fc.oneof(fc.constant(pending.signature), forgedHex, text),
      }),
      (variables) =>
        expectSafe(
          `mutation ($orderId: String!, $paymentId: String!, $signature: String!) { confirmPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) { status } }`,
          variables,
          traveller.headers,
        ),
    ),
  );

  trial(AREA, `sandboxPay(orderId, method, outcome) with ${RUNS} hostile triples`, () =>
    property(
      fc.record({
        orderId: fc.oneof(fc.constant(payable.orderId), text),
        method: fc.oneof(fc.constantFrom("upi", "card", "UPI", "netbanking"), text),
        outcome: fc.oneof(fc.constantFrom("success", "failure", "pending", "captured"), text),
      }),
      (variables) =>
        expectSafe(
          `mutation ($orderId: String!, $method: String!, $outcome: String!) { sandboxPay(orderId: $orderId, method: $method, outcome: $outcome) { payment_id status } }`,
          variables,
          traveller.headers,
        ),
    ),
  );
});

// ─── The payment webhook endpoint ───────────────────────────────────────────────────────

const WEBHOOK_URL = `http://parvat.test${WEBHOOK_PATH_PREFIX}sandbox`;

/** Header values as HTTP can carry them (printable ASCII), and hex strings of a signature's length. */
const headerText = fc.oneof(fc.stringMatching(/^[\x20-\x7e]{0,80}$/), fc.constant(""), forgedHex);

/** A captured payment's event as the gateway words it. */
const capturedEvent = (event: string, payment: { id: string; orderId: string; amountPaise: number }) =>
  JSON.stringify({
    entity: "event",
    event,
    payload: { payment: paymentEntity(payment, "captured") },
    created_at: 1,
  });

/** A webhook's body: random text, random JSON, or a well-formed event with hostile values inside. */
const webhookBody = fc.oneof(
  hostileText,
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .record({
      event: fc.oneof(fc.constantFrom("payment.captured", "order.paid", "refund.processed"), hostileText),
      id: hostileText,
      // The real order is known only once beforeAll has run.
      orderId: fc.oneof(
        fc.constant(null).map(() => payable.orderId),
        hostileText,
      ),
      amountPaise: hostileNumber,
    })
    .map(({ event, ...payment }) =>
      capturedEvent(event, payment as { id: string; orderId: string; amountPaise: number }),
    ),
);

/** Posts to the endpoint's handler; a thrown error is what the Node listener answers 500. */
async function expectWebhookRefused(body: string, headers: Record<string, string>) {
  const before = await rowCounts();
  const response = await api.api.payments.webhook(
    new Request(WEBHOOK_URL, { method: "POST", headers: { "content-type": "application/json", ...headers }, body }),
  );
  expect(response.status).toBe(400);
  expect(await rowCounts()).toEqual(before);
}

describe("the payment webhook endpoint, generated input", () => {
  trial(AREA, `webhook: ${RUNS} random bodies with forged signatures (none, random, another body's): 400`, () =>
    property(
      fc.record({
        body: webhookBody,
        signature: fc.oneof(
          fc.constant(undefined),
          headerText,
          // Signed by the gateway, but for another body.
          fc
            .constant(null)
            .map(() =>
              api.api.payments.sandbox!.signWebhook(
                capturedEvent("order.paid", { id: "pay_1", orderId: payable.orderId, amountPaise: 100 }),
              ),
            ),
        ),
        eventId: fc.oneof(fc.constant(undefined), headerText),
      }),
      ({ body, signature, eventId }) =>
        expectWebhookRefused(body, {
          ...(signature === undefined ? {} : { "x-razorpay-signature": signature }),
          ...(eventId === undefined ? {} : { "x-razorpay-event-id": eventId }),
        }),
    ),
  );

  trial(AREA, `webhook: ${RUNS} correctly signed bodies that are not events, or have no event id: 400`, () =>
    property(
      fc.oneof(
        // Not JSON, JSON that is not an object, an object that is not an event.
        fc.record({
          body: fc.oneof(
            hostileText.map((value) => `<${value}`),
            fc
              .oneof(fc.integer(), fc.string(), fc.array(fc.jsonValue()), fc.constant(null))
              .map((v) => JSON.stringify(v)),
            fc.dictionary(fc.string(), fc.jsonValue()).map((value) => JSON.stringify({ ...value, entity: "order" })),
            fc
              .constantFrom("payment.captured", "order.paid", "refund.failed")
              .map((event) => JSON.stringify({ entity: "event", event, payload: {}, created_at: 1 })),
          ),
          eventId: fc.oneof(fc.constant(`evt_${"x".repeat(12)}`), headerText),
        }),
        // A real event, but without the event id that makes it stored once.
        fc.constant(null).map(() => ({
          body: capturedEvent("payment.captured", { id: "pay_1", orderId: payable.orderId, amountPaise: 100 }),
          eventId: undefined,
        })),
      ),
      ({ body, eventId }) =>
        expectWebhookRefused(body, {
          "x-razorpay-signature": api.api.payments.sandbox!.signWebhook(body),
          ...(eventId === undefined ? {} : { "x-razorpay-event-id": eventId }),
        }),
    ),
  );
});
