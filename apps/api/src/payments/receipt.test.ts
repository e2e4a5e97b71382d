// A receipt says who paid, for what service (SAC) and where it is supplied, the GST inside the
// payment as CGST and SGST, the booking's total and what was left after this payment, and what the
// payer recognises the payment by (the card's last digits, the UPI reference).
import { users } from "@parvat/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  confirmPayment,
  createTrip,
  heldBooking,
  logInTraveller,
  sandboxPay,
  startPayment,
  type Traveller,
  type Trip,
} from "../testing/payment-test-kit.ts";
import { createTestApi, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let asha: Traveller;
let trip: Trip;
/** ₹12,000 x 2 + 5% GST, and the trip's booking amount for two. */
const TOTAL = 2_520_000;
const BOOKING_AMOUNT = 600_000;

beforeAll(async () => {
  test = await createTestApi();
  trip = await createTrip(test);
  asha = await logInTraveller(test);
  await test.db.update(users).set({ firstName: "Asha", lastName: "Rao" }).where(eq(users.id, asha.userId));
});
afterAll(() => test.close());

interface ReceiptView {
  payer_name: string;
  sac: string;
  place_of_supply: string;
  taxable_paise: number;
  gst_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  booking_total_paise: number;
  paid_to_date_paise: number;
  balance_after_paise: number;
  payment: { amount_paise: number; method: string; method_detail: string | null };
}

async function pay(bookingId: number, plan: string, method: string): Promise<ReceiptView> {
  const order = (await startPayment(test, asha, bookingId, plan)).body.data!.startPayment;
  const paid = (await sandboxPay(test, asha, order.order_id, "success", method)).body.data!.sandboxPay;
  const confirmed = await confirmPayment(test, asha, {
    orderId: paid.order_id,
    paymentId: paid.payment_id!,
    signature: paid.signature!,
  });
  expect(confirmed.body.errors).toBeUndefined();
  const paymentId = confirmed.body.data!.confirmPayment.booking.payments!.at(-1)!.id;
  const response = await postGraphql<{ receipt: ReceiptView }>(
    test.api,
    `query ($id: ID!) { receipt(paymentId: $id) {
      payer_name sac place_of_supply taxable_paise gst_paise cgst_paise sgst_paise
      booking_total_paise paid_to_date_paise balance_after_paise
      payment { amount_paise method method_detail }
    } }`,
    { id: paymentId },
    asha.headers,
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.receipt;
}

it("of a part payment by card, then of the balance by UPI, each with its own balance left and payment reference", async () => {
  const { bookingId } = await heldBooking(test, asha, trip);
  const first = await pay(bookingId, "booking_amount", "card");
  expect(first).toMatchObject({
    payer_name: "Asha Rao",
    sac: "998555",
    place_of_supply: "Karnataka (29)",
    booking_total_paise: TOTAL,
    paid_to_date_paise: BOOKING_AMOUNT,
    balance_after_paise: TOTAL - BOOKING_AMOUNT,
    payment: { amount_paise: BOOKING_AMOUNT, method: "card", method_detail: "Visa card ending 1111" },
  });
  // ₹6,000 with 5% inside: CGST and SGST each ₹142.86, equal to the paisa; the rounding stays in the taxable value.
  expect(first).toMatchObject({ taxable_paise: 571_428, gst_paise: 28_572, cgst_paise: 14_286, sgst_paise: 14_286 });

  const second = await pay(bookingId, "full", "upi");
  expect(second).toMatchObject({
    paid_to_date_paise: TOTAL,
    balance_after_paise: 0,
    payment: { amount_paise: TOTAL - BOOKING_AMOUNT, method: "upi" },
  });
  expect(second.payment.method_detail).toMatch(/^UPI reference \d{12}$/);
  expect(second.cgst_paise + second.sgst_paise).toBe(second.gst_paise);
  expect(second.taxable_paise + second.gst_paise).toBe(TOTAL - BOOKING_AMOUNT);
});
