// A capture whose amount or currency is not its order's (docs/api.md, "Payments"): it is never
// applied as a payment (no ledger row, the booking unchanged), it is recorded once however often the
// gateway repeats it, the trip desk sees it on Today, and resolving it is audited.
import { paymentLedger } from "@parvat/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf, logInStaff } from "../testing/admin-test-kit.ts";
import {
  createTrip,
  expectLedgerInvariant,
  heldBooking,
  logInTraveller,
  paymentEntity,
  readBooking,
  runJobs,
  startPayment,
  type Traveller,
  type Trip,
  webhookRequest,
} from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let asha: Traveller;
let staff: Traveller;
let trip: Trip;

beforeAll(async () => {
  test = await createTestApi();
  trip = await createTrip(test);
  asha = await logInTraveller(test);
  staff = await logInStaff(test);
});
afterEach(() => expectLedgerInvariant(test));
afterAll(() => test.close());

const ALERTS = /* GraphQL */ `
  query { adminPaymentAlerts { id booking_reference provider_payment_id expected_amount_paise expected_currency received_amount_paise received_currency resolved_at } }
`;
const RESOLVE = /* GraphQL */ `
  mutation ($id: ID!, $text: String!) { adminResolvePaymentAlert(id: $id, resolution: $text) { id resolved_at resolution } }
`;

type Alert = { id: string; provider_payment_id: string; received_amount_paise: number; received_currency: string };

/** The gateway reports a capture on the booking's order, as `change` alters its entity, twice. */
async function deliverCapture(change: (entity: Record<string, unknown>) => void, paymentId: string) {
  const { bookingId } = await heldBooking(test, asha, trip);
  const checkout = (await startPayment(test, asha, bookingId)).body.data!.startPayment;
  const captured = paymentEntity(
    { id: paymentId, orderId: checkout.order_id, amountPaise: checkout.amount_paise },
    "captured",
  );
  change(captured.entity);
  for (const eventId of [`evt_${paymentId}_1`, `evt_${paymentId}_2`]) {
    const response = await test.api.payments.webhook(
      webhookRequest(test, "payment.captured", { payment: captured }, { eventId }),
    );
    expect(response.status).toBe(200);
  }
  await runJobs(test);
  return { bookingId, checkout };
}

describe("a capture that does not match its order", () => {
  it.each([
    ["a smaller amount", (entity: Record<string, unknown>) => (entity.amount = 100), "pay_short_1", 100, "INR"],
    ["another currency", (entity: Record<string, unknown>) => (entity.currency = "USD"), "pay_usd_1", 2_520_000, "USD"],
  ])(
    "with %s is kept aside, never applied, and shown to the desk once",
    async (_case, change, paymentId, amount, currency) => {
      const { bookingId } = await deliverCapture(change, paymentId);
      expect(await readBooking(test, asha, bookingId)).toMatchObject({ status: "held", paid_paise: 0 });
      expect(await test.db.select().from(paymentLedger).where(eq(paymentLedger.bookingId, bookingId))).toEqual([]);
      const alerts = (await postGraphql<{ adminPaymentAlerts: Alert[] }>(test.api, ALERTS, {}, staff.headers)).body
        .data!.adminPaymentAlerts;
      expect(alerts.filter((alert) => alert.provider_payment_id === paymentId)).toEqual([
        expect.objectContaining({
          received_amount_paise: amount,
          received_currency: currency,
          expected_amount_paise: 2_520_000,
        }),
      ]);
      expect(test.logs.some((line) => line.level === "error" && /does not match its order/.test(line.msg))).toBe(true);
    },
  );

  it("leaves Today's list once resolved, with an audit row; travellers cannot see or resolve alerts", async () => {
    const { bookingId } = await deliverCapture((entity) => (entity.amount = 250), "pay_short_2");
    const alerts = (await postGraphql<{ adminPaymentAlerts: Alert[] }>(test.api, ALERTS, {}, staff.headers)).body.data!
      .adminPaymentAlerts;
    const alert = alerts.find((row) => row.provider_payment_id === "pay_short_2")!;
    expect(errorCodes(await postGraphql(test.api, ALERTS, {}, asha.headers))).toEqual(["FORBIDDEN"]);
    expect(errorCodes(await postGraphql(test.api, RESOLVE, { id: alert.id, text: "  " }, staff.headers))).toEqual([
      "BAD_USER_INPUT",
    ]);
    const resolved = await postGraphql(
      test.api,
      RESOLVE,
      { id: alert.id, text: "Refunded ₹2.50 at the gateway" },
      staff.headers,
    );
    expect(resolved.body.errors).toBeUndefined();
    expect(errorCodes(await postGraphql(test.api, RESOLVE, { id: alert.id, text: "Again" }, staff.headers))).toEqual([
      "BAD_USER_INPUT",
    ]);
    const left = (await postGraphql<{ adminPaymentAlerts: Alert[] }>(test.api, ALERTS, {}, staff.headers)).body.data!
      .adminPaymentAlerts;
    expect(left.map((row) => row.id)).not.toContain(alert.id);
    expect((await auditRowsOf(test, "booking", bookingId)).map((row) => row.action)).toEqual(["resolve-payment-alert"]);
  });
});
