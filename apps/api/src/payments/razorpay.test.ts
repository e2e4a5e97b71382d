// The Razorpay adapter against a local fake that speaks Razorpay's HTTP API (testing/fake-razorpay.ts):
// orders, payment fetches, refunds (idempotent by our receipt), both signatures in constant time,
// failures as ProviderUnavailable; then the whole flow with PAYMENT_PROVIDER=razorpay, the fake's
// signed webhooks arriving over real HTTP at the Node listener the web server mounts.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeRazorpay, startFakeRazorpay } from "../testing/fake-razorpay.ts";
import {
  confirmPayment,
  createTrip,
  expectLedgerInvariant,
  heldBooking,
  logInTraveller,
  readBooking,
  runJobs,
  startPayment,
} from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";
import { hmacHex, type PaymentProvider, ProviderUnavailable } from "./provider.ts";
import { createRazorpayProvider } from "./razorpay.ts";

let fake: FakeRazorpay;
let razorpay: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  razorpay = createRazorpayProvider({
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    webhookSecret: fake.webhookSecret,
    baseUrl: fake.url,
  });
});
afterAll(() => fake.close());

describe("the adapter", () => {
  it("creates an order with the amount, receipt and notes, over Basic auth", async () => {
    const order = await razorpay.createOrder({
      amountPaise: 252_000,
      currency: "INR",
      receipt: "PJ-7K3M9Q-1",
      notes: { booking_id: "7" },
    });
    expect(order).toMatchObject({ amountPaise: 252_000, currency: "INR", status: "created" });
    expect(fake.orders.get(order.id)).toMatchObject({ receipt: "PJ-7K3M9Q-1", notes: { booking_id: "7" } });
  });

  it("fetches a payment and an order's payments", async () => {
    const order = await razorpay.createOrder({ amountPaise: 100_000, currency: "INR", receipt: "r", notes: {} });
    const failed = fake.pay(order.id, { status: "failed" });
    const captured = fake.pay(order.id, { method: "card" });
    expect(await razorpay.fetchPayment(captured.id)).toMatchObject({
      id: captured.id,
      orderId: order.id,
      amountPaise: 100_000,
      status: "captured",
      method: "card",
      // Asked with expand[]=card: the card's last digits, for the receipt.
      methodDetail: "Visa card ending 1111",
    });
    const all = await razorpay.fetchOrderPayments(order.id);
    expect(all.map((payment) => [payment.id, payment.status])).toEqual([
      [failed.id, "failed"],
      [captured.id, "captured"],
    ]);
    const upi = fake.pay(order.id, { method: "upi" });
    expect((await razorpay.fetchPayment(upi.id)).methodDetail).toBe(`UPI reference ${upi.acquirer_data!.rrn}`);
  });

  it("refunds once per receipt, however often it is asked", async () => {
    const order = await razorpay.createOrder({ amountPaise: 100_000, currency: "INR", receipt: "r", notes: {} });
    const payment = fake.pay(order.id);
    const input = { paymentId: payment.id, amountPaise: 40_000, receipt: "refund-1", notes: {} };
    const first = await razorpay.refund(input);
    const again = await razorpay.refund(input);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ paymentId: payment.id, amountPaise: 40_000, status: "pending", receipt: "refund-1" });
    expect([...fake.refunds.values()].filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
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

  it("turns webhooks into events", () => {
    const payment = { id: "pay_1", amount: 500, status: "captured", order_id: "order_1", method: "upi", created_at: 1 };
    expect(
      razorpay.parseWebhook(fake.webhook("payment.captured", { payment: { entity: payment } }).body),
    ).toMatchObject({
      type: "payment.captured",
      payment: { id: "pay_1", orderId: "order_1", amountPaise: 500, status: "captured" },
    });
    const refund = { id: "rfnd_1", payment_id: "pay_1", amount: 200, status: "processed", receipt: "refund-3" };
    expect(razorpay.parseWebhook(fake.webhook("refund.processed", { refund: { entity: refund } }).body)).toEqual({
      type: "refund.processed",
      refund: { id: "rfnd_1", paymentId: "pay_1", amountPaise: 200, status: "processed", receipt: "refund-3" },
    });
    expect(razorpay.parseWebhook(fake.webhook("subscription.charged", {}).body)).toEqual({
      type: "other",
      name: "subscription.charged",
    });
  });

  it("reports wrong keys and a gateway that fails as ProviderUnavailable", async () => {
    const wrong = createRazorpayProvider({
      keyId: "rzp_test_x",
      keySecret: "x",
      webhookSecret: "x",
      baseUrl: fake.url,
    });
    await expect(wrong.fetchPayment("pay_1")).rejects.toThrow(ProviderUnavailable);
    fake.failNext(1);
    await expect(razorpay.fetchOrderPayments("order_1")).rejects.toThrow(/503/);
    const closed = createRazorpayProvider({
      keyId: fake.keyId,
      keySecret: fake.keySecret,
      webhookSecret: fake.webhookSecret,
      baseUrl: "http://127.0.0.1:9",
    });
    await expect(closed.fetchPayment("pay_1")).rejects.toThrow(ProviderUnavailable);
  });
});

describe("paying with PAYMENT_PROVIDER=razorpay", () => {
  let test: TestApi;
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
    // The listener apps/web/server mounts, on a real socket: the fake posts to it as Razorpay would.
    const server = createServer(test.api.payments.webhookListener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhooks/razorpay`;
    closeListener = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await closeListener();
    await test.close();
  });

  it("hands the browser the key id, never a secret, and confirms on the signed webhook", async () => {
    const trip = await createTrip(test);
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
    // Then the webhooks, twice over: acknowledged, applied once.
    const payload = { payment: { entity: payment } };
    expect(await fake.sendWebhook(webhookUrl, "payment.captured", payload)).toBe(200);
    expect(await fake.sendWebhook(webhookUrl, "order.paid", payload)).toBe(200);
    expect(await fake.sendWebhook(webhookUrl.replace("razorpay", "sandbox"), "order.paid", payload)).toBe(404);
    await runJobs(test);
    const booking = await readBooking(test, traveller, bookingId);
    expect(booking).toMatchObject({ status: "confirmed", paid_paise: checkout.amount_paise });
    expect(booking.payments).toHaveLength(1);

    // A cancellation's refund goes to the gateway; refund.processed settles it.
    const cancel = await postGraphql(
      test.api,
      `mutation ($id: ID!) { cancelBooking(id: $id) { status refund_status } }`,
      { id: bookingId },
      traveller.headers,
    );
    expect(cancel.body.data).toEqual({ cancelBooking: { status: "cancelled", refund_status: "pending" } });
    await runJobs(test);
    const [refund] = [...fake.refunds.values()].filter((row) => row.payment_id === payment.id);
    expect(refund).toMatchObject({
      amount: booking.cancellation!.refund_paise,
      receipt: expect.stringMatching(/^refund-\d+$/),
    });
    expect((await readBooking(test, traveller, bookingId)).refund_status).toBe("pending");
    expect(
      await fake.sendWebhook(webhookUrl, "refund.processed", {
        refund: { entity: { ...refund!, status: "processed" } },
      }),
    ).toBe(200);
    await runJobs(test);
    expect(await readBooking(test, traveller, bookingId)).toMatchObject({
      refund_status: "refunded",
      paid_paise: checkout.amount_paise - refund!.amount,
    });
    await expectLedgerInvariant(test);
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
