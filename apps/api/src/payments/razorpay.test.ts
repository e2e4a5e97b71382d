// The Razorpay adapter against a local fake that answers as Razorpay documents it
// (testing/fake-razorpay.ts): orders, payments authorized then captured by the account's setting or by
// us, payments Razorpay refunds by itself (`captured: false`), refunds (idempotent by our receipt and
// X-Refund-Idempotency, found among more than ten), errors in Razorpay's shape (a 4xx refused for good,
// 409/429/5xx to try again), both signatures in constant time; then the whole flow with
// PAYMENT_PROVIDER=razorpay, the fake's signed webhooks arriving over real HTTP at the Node listener
// the web server mounts.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { jobs, paymentRefunds } from "@parvat/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import { type FakeRazorpay, RAZORPAY_MINIMUM_AMOUNT_ERROR, startFakeRazorpay } from "../testing/fake-razorpay.ts";
import {
  confirmPayment,
  createTrip,
  expectLedgerInvariant,
  heldBooking,
  logInTraveller,
  readBooking,
  runJobs,
  startPayment,
  type Traveller,
  type Trip,
} from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";
import { hmacHex, isMoneyReceived, type PaymentProvider, ProviderRefused, ProviderUnavailable } from "./provider.ts";
import { createRazorpayProvider } from "./razorpay.ts";

let fake: FakeRazorpay;
let razorpay: PaymentProvider;
const AUTO_CAPTURE_ALL = Number.POSITIVE_INFINITY;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  razorpay = createRazorpayProvider({
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    webhookSecret: fake.webhookSecret,
    baseUrl: fake.url,
  });
});
afterEach(() => {
  fake.capture.autoCaptureWithinMs = AUTO_CAPTURE_ALL;
  fake.events.length = 0;
});
afterAll(() => fake.close());

const order = (amountPaise = 100_000) =>
  razorpay.createOrder({ amountPaise, currency: "INR", receipt: "PJ-TEST-1", notes: {} });

describe("the adapter", () => {
  it("creates an order with the amount, receipt and notes, over Basic auth", async () => {
    const created = await razorpay.createOrder({
      amountPaise: 252_000,
      currency: "INR",
      receipt: "PJ-7K3M9Q-1",
      notes: { booking_id: "7" },
    });
    expect(created).toMatchObject({ amountPaise: 252_000, currency: "INR", status: "created" });
    expect(fake.orders.get(created.id)).toMatchObject({ receipt: "PJ-7K3M9Q-1", notes: { booking_id: "7" } });
  });

  it("fetches a payment and an order's payments", async () => {
    const made = await order();
    const failed = fake.pay(made.id, { outcome: "failed" });
    const captured = fake.pay(made.id, { method: "card" });
    expect(await razorpay.fetchPayment(captured.id)).toMatchObject({
      id: captured.id,
      orderId: made.id,
      amountPaise: 100_000,
      status: "captured",
      captured: true,
      method: "card",
      // Asked with expand[]=card: the card's last digits, for the receipt.
      methodDetail: "Visa card ending 1111",
    });
    const all = await razorpay.fetchOrderPayments(made.id);
    expect(all.map((payment) => [payment.id, payment.status, payment.captured])).toEqual([
      [failed.id, "failed", false],
      [captured.id, "captured", true],
    ]);
  });

  it("reads a second payment on a paid order, which Razorpay refunds by itself, as no money received", async () => {
    const made = await order();
    fake.pay(made.id, { method: "upi" });
    const second = fake.pay(made.id, { method: "upi" });
    const read = await razorpay.fetchPayment(second.id);
    expect(read).toMatchObject({ status: "refunded", captured: false });
    expect(isMoneyReceived(read)).toBe(false);
    const upi = await razorpay.fetchPayment([...fake.payments.values()].find((p) => p.order_id === made.id)!.id);
    expect(upi.methodDetail).toMatch(/^UPI reference \d{12}$/);
    expect(isMoneyReceived(upi)).toBe(true);
  });

  it("captures an authorized payment for the amount authorized, once", async () => {
    fake.capture.autoCaptureWithinMs = null;
    const made = await order();
    const payment = fake.pay(made.id);
    expect(payment.status).toBe("authorized");
    const captured = await razorpay.capturePayment({ paymentId: payment.id, amountPaise: 100_000, currency: "INR" });
    expect(captured).toMatchObject({ id: payment.id, status: "captured", captured: true });
    expect(fake.orders.get(made.id)!.status).toBe("paid");
    const again = razorpay.capturePayment({ paymentId: payment.id, amountPaise: 100_000, currency: "INR" });
    await expect(again).rejects.toThrow(ProviderRefused);
    await expect(again).rejects.toMatchObject({ description: "This payment has already been captured" });
  });

  it("refunds once per receipt with Razorpay's idempotency key, however often it is asked, among more than ten refunds", async () => {
    const made = await order();
    const payment = fake.pay(made.id);
    const refund = (n: number) =>
      razorpay.refund({ paymentId: payment.id, amountPaise: 1_000, receipt: `refund-${n}`, notes: {} });
    const first = await refund(1);
    for (let n = 2; n <= 11; n += 1) await refund(n);
    // The first is not among the last ten Razorpay lists by default: the adapter reads them all.
    const again = await refund(1);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ paymentId: payment.id, amountPaise: 1_000, status: "pending", receipt: "refund-1" });
    expect([...fake.refunds.values()].filter((row) => row.payment_id === payment.id)).toHaveLength(11);
    const posts = fake.requests.filter((request) => request.path.endsWith("/refund"));
    expect(posts).toHaveLength(11);
    expect(posts.every((request) => /^[A-Za-z0-9_-]{10,}$/.test(request.idempotencyKey ?? ""))).toBe(true);
    expect(new Set(posts.map((request) => request.idempotencyKey)).size).toBe(11);
  });

  it("asks for a refund again with the same idempotency key, and finds the one whose answer was lost", async () => {
    const made = await order();
    const payment = fake.pay(made.id);
    const before = fake.requests.length;
    const input = { paymentId: payment.id, amountPaise: 5_000, receipt: "refund-retried", notes: {} };
    fake.failNext(1, 503, { path: /\/refund$/ });
    await expect(razorpay.refund(input)).rejects.toThrow(ProviderUnavailable);
    const made1 = await razorpay.refund(input);
    const posts = fake.requests.slice(before).filter((request) => request.path.endsWith("/refund"));
    expect(posts).toHaveLength(2);
    expect(posts[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
    expect(made1).toMatchObject({ amountPaise: 5_000, receipt: "refund-retried" });

    // Made at Razorpay, but the answer never came back: the next try finds it, and no second one is made.
    const lost = { ...input, receipt: "refund-answer-lost" };
    fake.failNext(1, 504, { path: /\/refund$/, afterHandling: true });
    await expect(razorpay.refund(lost)).rejects.toThrow(ProviderUnavailable);
    const found = await razorpay.refund(lost);
    const made2 = [...fake.refunds.values()].filter((row) => row.receipt === "refund-answer-lost");
    expect(made2.map((row) => row.id)).toEqual([found.id]);
  });

  it("reports a refusal (4xx) as ProviderRefused with Razorpay's description, and 409, 429, 5xx and wrong keys as retryable", async () => {
    const made = await order();
    const payment = fake.pay(made.id);
    const refund = (amountPaise: number, paymentId = payment.id) =>
      razorpay.refund({ paymentId, amountPaise, receipt: `refund-small-${amountPaise}`, notes: {} });
    const small = refund(99);
    await expect(small).rejects.toThrow(ProviderRefused);
    await expect(small).rejects.toMatchObject({
      description: RAZORPAY_MINIMUM_AMOUNT_ERROR,
      code: "BAD_REQUEST_ERROR",
    });
    fake.capture.autoCaptureWithinMs = null;
    const authorized = fake.pay((await order()).id);
    await expect(refund(1_000, authorized.id)).rejects.toThrow(ProviderRefused);

    for (const status of [409, 429, 500, 502, 503] as const) {
      fake.failNext(1, status);
      const failure = await razorpay.fetchOrderPayments(made.id).catch((error: unknown) => error);
      expect(failure, String(status)).toBeInstanceOf(ProviderUnavailable);
      expect(failure, String(status)).not.toBeInstanceOf(ProviderRefused);
      expect(String(failure)).toContain(String(status));
    }
    const wrong = createRazorpayProvider({
      keyId: "rzp_test_x",
      keySecret: "x",
      webhookSecret: "x",
      baseUrl: fake.url,
    });
    const unauthorized = await wrong.fetchPayment(payment.id).catch((error: unknown) => error);
    expect(unauthorized).toBeInstanceOf(ProviderUnavailable);
    expect(unauthorized).not.toBeInstanceOf(ProviderRefused);
    const closed = createRazorpayProvider({
      keyId: fake.keyId,
      keySecret: fake.keySecret,
      webhookSecret: fake.webhookSecret,
      baseUrl: "http://127.0.0.1:9",
    });
    await expect(closed.fetchPayment("pay_1")).rejects.toThrow(ProviderUnavailable);
  });

  it("checks both signatures in constant time, and refuses anything else", () => {
    const checkout = fake.checkoutSignature("order_1", "pay_1");
    expect(razorpay.verifyCheckoutSignature("order_1", "pay_1", checkout)).toBe(true);
    expect(razorpay.verifyCheckoutSignature("order_1", "pay_2", checkout)).toBe(false);
    expect(razorpay.verifyCheckoutSignature("order_1", "pay_1", "not hex")).toBe(false);
    const { body, signature } = fake.webhook("payment.captured", {});
    expect(razorpay.verifyWebhookSignature(body, signature)).toBe(true);
    expect(razorpay.verifyWebhookSignature(`${body} `, signature)).toBe(false);
    // The checkout is signed with the key secret, webhooks with the webhook secret: never the other.
    expect(razorpay.verifyWebhookSignature(body, hmacHex(fake.keySecret, body))).toBe(false);
  });

  it("turns Razorpay's webhook bodies into events", async () => {
    const made = await order();
    const payment = fake.pay(made.id);
    const [refund] = [
      await razorpay.refund({ paymentId: payment.id, amountPaise: 200, receipt: "refund-3", notes: {} }),
    ];
    fake.settleRefund(refund!.id, "processed");
    const parsed = fake.events.map((event) => razorpay.parseWebhook(event.body));
    expect(parsed.map((event) => event.type)).toEqual([
      "payment.authorized",
      "payment.captured",
      "order.paid",
      "other",
      "refund.processed",
    ]);
    expect(parsed[1]).toMatchObject({
      payment: { id: payment.id, orderId: made.id, amountPaise: 100_000, status: "captured", captured: true },
    });
    expect(parsed[4]).toEqual({
      type: "refund.processed",
      refund: { id: refund!.id, paymentId: payment.id, amountPaise: 200, status: "processed", receipt: "refund-3" },
    });
  });
});

describe("paying with PAYMENT_PROVIDER=razorpay", () => {
  let test: TestApi;
  let trip: Trip;
  let webhookUrl: string;
  let closeListener: () => Promise<void>;

  beforeAll(async () => {
    test = await createTestApi({
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
      RAZORPAY_BASE_URL: fake.url,
    });
    trip = await createTrip(test);
    // The listener apps/web/server mounts, on a real socket: the fake posts to it as Razorpay would.
    const server = createServer(test.api.payments.webhookListener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhooks/razorpay`;
    closeListener = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterEach(() => expectLedgerInvariant(test));
  afterAll(async () => {
    await closeListener();
    await test.close();
  });

  /** Delivers what the fake has to send, and runs the jobs, until neither has anything left. */
  async function settle() {
    for (;;) {
      const delivered = await fake.deliverWebhooks(webhookUrl);
      expect(delivered.every((status) => status === 200)).toBe(true);
      const ran = await runJobs(test);
      if (delivered.length === 0 && ran === 0) return;
    }
  }

  async function checkoutOf(traveller: Traveller, plan: "full" | "booking_amount" = "full") {
    const { bookingId } = await heldBooking(test, traveller, trip);
    const checkout = (await startPayment(test, traveller, bookingId, plan)).body.data!.startPayment;
    return { bookingId, checkout };
  }

  const CANCEL = `mutation ($id: ID!) { cancelBooking(id: $id) { status refund_status } }`;

  it("hands the browser the key id, never a secret, and confirms on the signed webhooks", async () => {
    const traveller = await logInTraveller(test);
    const { bookingId } = await heldBooking(test, traveller, trip);
    const started = await startPayment(test, traveller, bookingId);
    const checkout = started.body.data!.startPayment;
    expect(checkout).toMatchObject({ provider: "razorpay", key_id: fake.keyId, checkout_url: null });
    expect(JSON.stringify(started.body)).not.toContain(fake.keySecret);
    expect(fake.orders.get(checkout.order_id)).toMatchObject({ amount: checkout.amount_paise });

    const payment = fake.pay(checkout.order_id);
    // The callback first: it fetches the payment from the gateway and applies it.
    const outcome = await confirmPayment(test, traveller, {
      orderId: checkout.order_id,
      paymentId: payment.id,
      signature: fake.checkoutSignature(checkout.order_id, payment.id),
    });
    expect(outcome.body.data!.confirmPayment.status).toBe("paid");
    // Then the webhooks (authorized, captured, order paid), twice over: acknowledged, applied once.
    const sent = [...fake.events];
    await settle();
    fake.events.push(...sent);
    await settle();
    const wrongEndpoint = fake.webhook("order.paid", {});
    const refused = await fetch(webhookUrl.replace("razorpay", "sandbox"), {
      method: "POST",
      headers: { "x-razorpay-signature": wrongEndpoint.signature, "x-razorpay-event-id": wrongEndpoint.eventId },
      body: wrongEndpoint.body,
    });
    expect(refused.status).toBe(404);
    const booking = await readBooking(test, traveller, bookingId);
    expect(booking).toMatchObject({ status: "confirmed", paid_paise: checkout.amount_paise });
    expect(booking.payments).toHaveLength(1);

    // A cancellation's refund goes to the gateway; refund.processed settles it.
    const cancel = await postGraphql(test.api, CANCEL, { id: bookingId }, traveller.headers);
    expect(cancel.body.data).toEqual({ cancelBooking: { status: "cancelled", refund_status: "pending" } });
    await settle();
    const [refund] = [...fake.refunds.values()].filter((row) => row.payment_id === payment.id);
    expect(refund).toMatchObject({
      amount: booking.cancellation!.refund_paise,
      receipt: expect.stringMatching(/^refund-\d+$/),
    });
    expect((await readBooking(test, traveller, bookingId)).refund_status).toBe("pending");
    fake.settleRefund(refund!.id, "processed");
    await settle();
    expect(await readBooking(test, traveller, bookingId)).toMatchObject({
      refund_status: "refunded",
      paid_paise: checkout.amount_paise - refund!.amount,
    });
  });

  it("counts a second payment on a paid order, which Razorpay refunds by itself, as no money", async () => {
    const traveller = await logInTraveller(test);
    const { bookingId, checkout } = await checkoutOf(traveller);
    fake.pay(checkout.order_id);
    // The traveller's other tab pays the same order again: Razorpay takes it back at once.
    const second = fake.pay(checkout.order_id);
    expect(second).toMatchObject({ status: "refunded", captured: false });
    const callback = await confirmPayment(test, traveller, {
      orderId: checkout.order_id,
      paymentId: second.id,
      signature: fake.checkoutSignature(checkout.order_id, second.id),
    });
    expect(callback.body.errors).toBeUndefined();
    const [autoRefund] = [...fake.refunds.values()].filter((row) => row.payment_id === second.id);
    fake.settleRefund(autoRefund!.id, "processed");
    await settle();
    const booking = await readBooking(test, traveller, bookingId);
    expect(booking).toMatchObject({ status: "confirmed", paid_paise: checkout.amount_paise });
    expect(booking.payments).toHaveLength(1);
    // Nothing to give back: we never asked Razorpay for a refund.
    expect(await test.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId))).toEqual([]);
  });

  it("captures an authorized payment of an order still payable when the account does not capture by itself", async () => {
    fake.capture.autoCaptureWithinMs = null;
    const traveller = await logInTraveller(test);
    const { bookingId, checkout } = await checkoutOf(traveller);
    const payment = fake.pay(checkout.order_id);
    expect(payment.status).toBe("authorized");
    await settle();
    expect(fake.payments.get(payment.id)).toMatchObject({ status: "captured", captured: true });
    expect(fake.requests.filter((request) => request.path === `/v1/payments/${payment.id}/capture`)).toHaveLength(1);
    expect(await readBooking(test, traveller, bookingId)).toMatchObject({
      status: "confirmed",
      paid_paise: checkout.amount_paise,
    });
  });

  it("captures a payment the bank authorized after a short auto-capture window, while its hold still runs", async () => {
    fake.capture.autoCaptureWithinMs = 60_000;
    const traveller = await logInTraveller(test);
    const { bookingId, checkout } = await checkoutOf(traveller, "booking_amount");
    const payment = fake.pay(checkout.order_id, { outcome: "late" });
    fake.advance(5 * 60_000);
    fake.authorizeLate(payment.id);
    expect(payment.status).toBe("authorized");
    await settle();
    expect(fake.payments.get(payment.id)!.status).toBe("captured");
    expect((await readBooking(test, traveller, bookingId)).status).toBe("part_paid");
  });

  it("leaves an authorization of an order no longer payable to Razorpay, which refunds it by itself", async () => {
    fake.capture.autoCaptureWithinMs = null;
    const traveller = await logInTraveller(test);
    const { bookingId, checkout } = await checkoutOf(traveller);
    // The hold ends before the bank says yes.
    test.clock.advance(16 * 60);
    const payment = fake.pay(checkout.order_id);
    await settle();
    expect(fake.requests.filter((request) => request.path === `/v1/payments/${payment.id}/capture`)).toEqual([]);
    fake.advance(3 * 86_400_000);
    expect(fake.payments.get(payment.id)).toMatchObject({ status: "refunded", captured: false });
    const [autoRefund] = [...fake.refunds.values()].filter((row) => row.payment_id === payment.id);
    fake.settleRefund(autoRefund!.id, "processed");
    await settle();
    const booking = await readBooking(test, traveller, bookingId);
    expect(booking).toMatchObject({ status: "expired", paid_paise: 0 });
    expect(await test.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId))).toEqual([]);
  });

  it("marks a refund Razorpay refuses as failed with its words, for the trip desk, and does not ask again", async () => {
    const traveller = await logInTraveller(test);
    const staff = await logInStaff(test);
    const { bookingId, checkout } = await checkoutOf(traveller);
    const payment = fake.pay(checkout.order_id);
    await settle();
    // Someone refunded the whole payment from Razorpay's dashboard; its webhook has not come yet.
    await razorpay.refund({ paymentId: payment.id, amountPaise: payment.amount, receipt: "dashboard-1", notes: {} });
    fake.events.length = 0;
    const cancel = await postGraphql(test.api, CANCEL, { id: bookingId }, traveller.headers);
    expect(cancel.body.errors).toBeUndefined();
    const before = fake.requests.length;
    await runJobs(test);
    test.clock.advance(3_600);
    await runJobs(test);
    // Asked once: a 400 is the same answer however often it is asked.
    expect(fake.requests.slice(before).filter((request) => request.path.endsWith("/refund"))).toHaveLength(1);
    const [refund] = await test.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId));
    expect(refund).toMatchObject({
      status: "failed",
      lastError: "Razorpay refused the refund: The refund amount provided is greater than amount captured",
    });
    const [job] = await test.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `refund:${refund!.id}`));
    expect(job).toMatchObject({ attempts: 1, failedAt: null, lastError: null });
    expect(job!.doneAt).not.toBeNull();
    const seen = await postGraphql<{ adminBooking: { refunds: { status: string; failure: string | null }[] } }>(
      test.api,
      `query ($id: ID!) { adminBooking(id: $id) { refunds { status failure } } }`,
      { id: bookingId },
      staff.headers,
    );
    expect(seen.body.data!.adminBooking.refunds).toEqual([
      {
        status: "failed",
        failure: "Razorpay refused the refund: The refund amount provided is greater than amount captured",
      },
    ]);
    expect((await readBooking(test, traveller, bookingId)).refund_status).toBe("failed");
  });

  it("asks for a refund again after a 503, under the same idempotency key", async () => {
    const traveller = await logInTraveller(test);
    const { bookingId, checkout } = await checkoutOf(traveller);
    const payment = fake.pay(checkout.order_id);
    await settle();
    await postGraphql(test.api, CANCEL, { id: bookingId }, traveller.headers);
    const before = fake.requests.length;
    fake.failNext(1, 503, { path: /\/refund$/ });
    await runJobs(test);
    test.clock.advance(60);
    await runJobs(test);
    const posts = fake.requests.slice(before).filter((request) => request.path === `/v1/payments/${payment.id}/refund`);
    expect(posts).toHaveLength(2);
    expect(posts[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
    expect([...fake.refunds.values()].filter((row) => row.payment_id === payment.id)).toHaveLength(1);
  });

  it("refuses sandboxPay while Razorpay is on", async () => {
    const traveller = await logInTraveller(test);
    const response = await postGraphql(
      test.api,
      `mutation { sandboxPay(orderId: "order_x", method: "upi", outcome: "success") { status } }`,
      {},
      traveller.headers,
    );
    expect(errorCodes(response)).toEqual(["SANDBOX_DISABLED"]);
  });
});
