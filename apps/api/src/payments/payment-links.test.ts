// The signed one-time link of a balance message: it shows the amount due to anyone holding it (and
// nothing private), starts the balance's payment once, and is refused when expired, changed, used for
// another booking or when the booking owes another amount; the amount is always the server's.
import { bookings, paymentLinks, users } from "@parvat/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordOfflinePayment } from "../admin/admin-bookings.ts";
import { createMessagingTest, type MessagingTest } from "../testing/message-test-kit.ts";
import {
  createTrip,
  heldBooking,
  logInTraveller,
  payAtGateway,
  runJobs,
  startPayment,
  type Traveller,
  type Trip,
} from "../testing/payment-test-kit.ts";
import { errorCodes, postGraphql } from "../testing/test-api.ts";

const IST_OFFSET_MS = 5.5 * 3_600_000;

let m: MessagingTest;
let trip: Trip;

beforeAll(async () => {
  m = await createMessagingTest();
  trip = await createTrip(m.test);
});
afterAll(() => m.close());

const BALANCE = /* GraphQL */ `
  query ($bookingId: ID!, $link: String!) {
    balancePayment(bookingId: $bookingId, link: $link) {
      booking_id trip_name start_date end_date traveller_count total_paise paid_paise balance_paise
      balance_due_by paid_in_full link_status link_amount_paise can_pay_with_link
    }
  }
`;
const DOCUMENTS = /* GraphQL */ `
  query ($bookingId: ID!, $link: String!) {
    balancePayment(bookingId: $bookingId, link: $link) { documents { kind title number amount_paise path } }
  }
`;
const START = /* GraphQL */ `
  mutation ($bookingId: ID!, $link: String!) {
    startBalancePayment(bookingId: $bookingId, link: $link) { provider order_id amount_paise purpose checkout_url }
  }
`;
const SANDBOX_PAY = /* GraphQL */ `
  mutation ($orderId: String!, $link: String) {
    sandboxPay(orderId: $orderId, method: "upi", outcome: "success", link: $link) { payment_id signature status }
  }
`;
const SANDBOX_ORDER = /* GraphQL */ `
  query ($orderId: String!, $link: String) { sandboxOrder(orderId: $orderId, link: $link) { amount_paise payable } }
`;
const CONFIRM = /* GraphQL */ `
  mutation ($orderId: String!, $paymentId: String!, $signature: String!, $link: String!) {
    confirmBalancePayment(orderId: $orderId, paymentId: $paymentId, signature: $signature, link: $link) {
      status balance { paid_in_full balance_paise link_status }
    }
  }
`;

interface Balance {
  balance_paise: number;
  total_paise: number;
  paid_paise: number;
  traveller_count: number;
  link_status: string;
  can_pay_with_link: boolean;
}

const anonymous = <T>(query: string, variables: Record<string, unknown>) =>
  postGraphql<T>(m.test.api, query, variables);

/** A part-paid booking on a departure 20 days ahead (balance due 10 days before): the booking amount paid. */
async function partPaid(traveller: Traveller, eventId: number) {
  const { bookingId } = await heldBooking(m.test, traveller, trip, { eventId });
  const checkout = (await startPayment(m.test, traveller, bookingId, "booking_amount")).body.data!.startPayment;
  await payAtGateway(m.test, checkout.order_id);
  return bookingId;
}

async function mobileOf(traveller: Traveller) {
  const [user] = await m.test.db.select({ phone: users.phone }).from(users).where(eq(users.id, traveller.userId));
  return user!.phone.replace("+", "");
}

/** The schedule runs and sends; answers the link (its booking and token) of the latest balance message to `traveller`. */
async function reminderLink(traveller: Traveller): Promise<{ bookingId: string; link: string }> {
  await m.test.api.periodic.run("messages");
  await runJobs(m.test);
  const mobile = await mobileOf(traveller);
  const sent = m.fake.whatsapp.filter(
    (message) => message.mobile === mobile && message.template === "balance_reminder",
  );
  const address = new URL(sent.at(-1)!.parameters.at(-1)!);
  expect(address.pathname).toMatch(/^\/payment\/\d+$/);
  return { bookingId: address.pathname.split("/")[2]!, link: address.searchParams.get("link")! };
}

describe("signed payment links", () => {
  let payer: Traveller;
  let other: Traveller;
  let payerBooking: number;
  let otherBooking: number;

  beforeAll(async () => {
    payer = await logInTraveller(m.test);
    other = await logInTraveller(m.test);
    const eventId = await trip.departure(10, 20);
    payerBooking = await partPaid(payer, eventId);
    otherBooking = await partPaid(other, eventId);
    // Day 3, 10:30 in India (scheduled messages go from 09:00): the reminder 7 days before the
    // balance's deadline (day 10).
    const now = m.test.clock.now().getTime();
    const indiaMidnight = Math.floor((now + IST_OFFSET_MS) / 86_400_000) * 86_400_000 - IST_OFFSET_MS;
    m.test.clock.advance((indiaMidnight + 3 * 86_400_000 + 10.5 * 3_600_000 - now) / 1000);
  });

  it("shows the amount due to anyone holding the link, and nothing private", async () => {
    const { bookingId, link } = await reminderLink(payer);
    expect(Number(bookingId)).toBe(payerBooking);
    const response = await anonymous<{ balancePayment: Balance }>(BALANCE, { bookingId, link });
    const view = response.body.data!.balancePayment;
    expect(view).toMatchObject({ traveller_count: 2, link_status: "usable", can_pay_with_link: true });
    expect(view.balance_paise).toBe(view.total_paise - view.paid_paise);
    expect(view.balance_paise).toBeGreaterThan(0);
    const [owner] = await m.test.db.select().from(users).where(eq(users.id, payer.userId));
    const [booking] = await m.test.db.select().from(bookings).where(eq(bookings.id, payerBooking));
    const text = JSON.stringify(response.body);
    // The account's phone and name, the travellers' names (participant()), the contact email, the reference.
    const privateValues = [
      owner!.phone,
      owner!.firstName,
      owner!.lastName,
      "Asha",
      "Iyer",
      booking!.contactEmail,
      booking!.reference,
    ];
    for (const secret of privateValues.filter((value): value is string => Boolean(value))) {
      expect(text).not.toContain(secret);
    }
    // Without a genuine link, the same answer as for a booking that does not exist.
    for (const wrong of ["", "1.abc", `${link}x`, link.replace(/.$/, link.endsWith("A") ? "B" : "A")]) {
      const refused = await anonymous<{ balancePayment: null }>(BALANCE, { bookingId, link: wrong });
      expect(refused.body.data!.balancePayment).toBeNull();
    }
  });

  it("refuses a changed link, and a link used for another booking", async () => {
    const { bookingId, link } = await reminderLink(payer);
    const [id, mac] = link.split(".") as [string, string];
    const flipped = `${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    for (const [booking, token] of [
      [bookingId, `${id}.${flipped}`],
      [bookingId, `${Number(id) + 1}.${mac}`],
      [String(otherBooking), link],
    ] as const) {
      const response = await anonymous(START, { bookingId: booking, link: token });
      expect(errorCodes(response)).toEqual(["PAYMENT_LINK_INVALID"]);
    }
    const [row] = await m.test.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.id, Number(id)));
    expect(row!.usedAt).toBeNull();
  });

  it("starts the payment of the server's balance once, and lets the payer pay and confirm that order", async () => {
    const { bookingId, link } = await reminderLink(payer);
    const view = (await anonymous<{ balancePayment: Balance }>(BALANCE, { bookingId, link })).body.data!.balancePayment;
    // Two presses at once: one order.
    const [first, second] = await Promise.all([
      anonymous<{ startBalancePayment: { order_id: string; amount_paise: number; purpose: string } }>(START, {
        bookingId,
        link,
      }),
      anonymous<{ startBalancePayment: { order_id: string } }>(START, { bookingId, link }),
    ]);
    const started = [first, second].filter((response) => response.body.data?.startBalancePayment);
    expect(started).toHaveLength(1);
    expect(errorCodes(first === started[0] ? second : first)).toEqual(["PAYMENT_LINK_USED"]);
    const checkout = first.body.data?.startBalancePayment ?? second.body.data!.startBalancePayment!;
    expect(checkout).toMatchObject({ amount_paise: view.balance_paise, purpose: "balance" });

    // Another link (the other booking's) does not open this order.
    const { link: otherLink } = await reminderLink(other);
    const stranger = await anonymous<{ sandboxOrder: null }>(SANDBOX_ORDER, {
      orderId: checkout.order_id,
      link: otherLink,
    });
    expect(stranger.body.data!.sandboxOrder).toBeNull();
    const order = await anonymous<{ sandboxOrder: { amount_paise: number; payable: boolean } }>(SANDBOX_ORDER, {
      orderId: checkout.order_id,
      link,
    });
    expect(order.body.data!.sandboxOrder).toEqual({ amount_paise: view.balance_paise, payable: true });

    const paid = await anonymous<{ sandboxPay: { payment_id: string; signature: string; status: string } }>(
      SANDBOX_PAY,
      { orderId: checkout.order_id, link },
    );
    expect(paid.body.data!.sandboxPay.status).toBe("captured");
    const { payment_id: paymentId, signature } = paid.body.data!.sandboxPay;
    const confirmed = await anonymous<{
      confirmBalancePayment: { status: string; balance: { paid_in_full: boolean; link_status: string } };
    }>(CONFIRM, { orderId: checkout.order_id, paymentId, signature, link });
    expect(confirmed.body.data!.confirmBalancePayment).toEqual({
      status: "paid",
      balance: { paid_in_full: true, balance_paise: 0, link_status: "used" },
    });
    const [booking] = await m.test.db.select().from(bookings).where(eq(bookings.id, payerBooking));
    expect(booking!.status).toBe("confirmed");
    // The success page lists the booking's receipts and tax invoices by number, leading to their guarded pages.
    type Document = { kind: string; title: string; number: string; amount_paise: number; path: string };
    const documents = (await anonymous<{ balancePayment: { documents: Document[] } }>(DOCUMENTS, { bookingId, link }))
      .body.data!.balancePayment.documents;
    const receipt = documents.find(
      (document) => document.kind === "receipt" && document.amount_paise === view.balance_paise,
    );
    expect(receipt).toMatchObject({ title: "Receipt", number: expect.stringMatching(/^PJR-\d{4}-\d{6}$/) });
    expect(receipt!.path).toMatch(/^\/receipts\/\d+$/);
    const invoices = documents.filter((document) => document.kind === "invoice");
    expect(invoices.length).toBeGreaterThanOrEqual(1);
    expect(invoices.map((invoice) => invoice.amount_paise).reduce((sum, amount) => sum + amount, 0)).toBe(
      booking!.paidPaise,
    );
    for (const invoice of invoices) expect(invoice.path).toMatch(/^\/documents\/\d+$/);

    // Used: the link says so, and starts nothing more.
    const again = await anonymous(START, { bookingId, link });
    expect(errorCodes(again)).toEqual(["PAYMENT_LINK_USED"]);
    // The next reminder day (2 days before the deadline) sends the payer nothing more.
    const mobile = await mobileOf(payer);
    // The payment's own messages (payment received, booking confirmed) go first, by the payer's channel.
    await runJobs(m.test);
    const before = m.fake.whatsapp.filter((message) => message.mobile === mobile).length;
    m.test.clock.advance(5 * 86_400);
    await m.test.api.periodic.run("messages");
    await runJobs(m.test);
    expect(m.fake.whatsapp.filter((message) => message.mobile === mobile)).toHaveLength(before);
  });

  it("refuses a link when the booking owes another amount now, and leaves it usable", async () => {
    const { bookingId, link } = await reminderLink(other);
    // The trip desk took part of the balance in cash since the message: the booking owes less now.
    const recorded = await recordOfflinePayment(m.test.api.payments.parts, {
      staffUserId: other.userId,
      bookingId: otherBooking,
      amountPaise: 100_000,
      method: "cash",
      reference: "counter receipt 17",
      note: null,
    });
    expect(recorded.ok).toBe(true);
    const response = await anonymous(START, { bookingId, link });
    expect(errorCodes(response)).toEqual(["BALANCE_CHANGED"]);
    const view = (await anonymous<{ balancePayment: Balance }>(BALANCE, { bookingId, link })).body.data!.balancePayment;
    expect(view).toMatchObject({ link_status: "usable", can_pay_with_link: false });
  });

  it("refuses an expired link: it lasts until the balance's grace period ends", async () => {
    const { bookingId, link } = await reminderLink(other);
    // Day 8 + 6 = day 14: past the deadline (day 10) and its 48 hours of grace.
    m.test.clock.advance(6 * 86_400);
    const view = (await anonymous<{ balancePayment: Balance }>(BALANCE, { bookingId, link })).body.data!.balancePayment;
    expect(view.link_status).toBe("expired");
    const response = await anonymous(START, { bookingId, link });
    expect(errorCodes(response)).toEqual(["PAYMENT_LINK_EXPIRED"]);
  });
});
