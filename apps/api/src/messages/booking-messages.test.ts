// Every traveller hears of their booking's money, with or without an email address: the money
// messages go through the one outbox, to the account (its phone) and the booking's contact email,
// and the channel is chosen when they go.
import { messages } from "@parvat/db/schema";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  createTrip,
  heldBooking,
  logInTraveller,
  payAtGateway,
  runJobs,
  startPayment,
} from "../testing/payment-test-kit.ts";
import { createTestApi, type TestApi } from "../testing/test-api.ts";

let test: TestApi;

beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.close());

it("tells a traveller who gave no email of the payment and the confirmation, through the outbox, to the paisa", async () => {
  const trip = await createTrip(test);
  const asha = await logInTraveller(test);
  const { bookingId } = await heldBooking(test, asha, trip);
  const order = (await startPayment(test, asha, bookingId, "booking_amount")).body.data!.startPayment;
  await payAtGateway(test, order.order_id);
  await runJobs(test);

  const told = await test.db.select().from(messages).where(eq(messages.bookingId, bookingId)).orderBy(asc(messages.id));
  expect(told.map((message) => message.template).sort()).toEqual(["booking-confirmed", "payment-received"]);
  for (const message of told) {
    expect(message).toMatchObject({ accountId: asha.userId, toEmail: null, transactional: true });
  }
  const payment = told.find((message) => message.template === "payment-received")!;
  expect(payment.variables).toMatchObject({ amount: "₹6,000", paid: "₹6,000", total: "₹25,200" });
  expect((payment.variables as Record<string, string>).date).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  const confirmed = told.find((message) => message.template === "booking-confirmed")!;
  expect(confirmed.variables).toMatchObject({ to_pay: "₹19,200" });
  // Paying again (a retried webhook) queues nothing new.
  await payAtGateway(test, order.order_id).catch(() => undefined);
  expect(await test.db.select().from(messages).where(eq(messages.bookingId, bookingId))).toHaveLength(2);
});
