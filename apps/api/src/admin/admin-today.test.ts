// The Today screen's data: each list holds what it should and leaves out its neighbours
// (a departure a day too far, a hold with time to spare, yesterday's payment, a balance due later,
// an enquiry already answered, a job that succeeded, a webhook still fresh).
import { bookings, inquiries, jobs, paymentLedger, paymentWebhookEvents } from "@parvat/db/schema";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import { logInTraveller, type Traveller } from "../testing/booking-test-kit.ts";
import { createTrip, heldBooking, type Trip } from "../testing/payment-test-kit.ts";
import { createTestApi, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let staff: Traveller;
let traveller: Traveller;
let trip: Trip;

beforeAll(async () => {
  test = await createTestApi();
  // Its checks of "today" move the clock by minutes: start at midday in India, far from its midnight.
  test.clock.advanceToIndianMidday();
  staff = await logInStaff(test);
  traveller = await logInTraveller(test);
  trip = await createTrip(test);
});
afterAll(() => test.close());

const TODAY = /* GraphQL */ `
  {
    adminToday {
      today
      departures { id start_date capacity available_seats seats_taken }
      expiring_holds { id reference hold_expires_at traveller_count }
      payments_today { id booking_id amount_paise method }
      balances_due { id balance_due_by due_paise }
      new_enquiries { id name }
      new_enquiry_count
      failures { source id kind attempts last_error gave_up }
    }
  }
`;

interface TodayView {
  today: string;
  departures: { id: number; start_date: string; capacity: number; available_seats: number; seats_taken: number }[];
  expiring_holds: { id: number; reference: string; hold_expires_at: string; traveller_count: number }[];
  payments_today: { id: number; booking_id: number; amount_paise: number; method: string | null }[];
  balances_due: { id: number; balance_due_by: string; due_paise: number }[];
  new_enquiries: { id: number; name: string }[];
  new_enquiry_count: number;
  failures: {
    source: string;
    id: number;
    kind: string;
    attempts: number;
    last_error: string | null;
    gave_up: boolean;
  }[];
}

async function loadToday(): Promise<TodayView> {
  const response = await postGraphql<{ adminToday: TodayView }>(test.api, TODAY, undefined, staff.headers);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.adminToday;
}

function enquiry(name: string, status: string) {
  return {
    slug: `enquiry-${name.toLowerCase()}`,
    name,
    mobile: "+919812345678",
    email: "someone@example.com",
    travelDate: addDays(businessToday(undefined, test.clock.now()), 60),
    travellers: 2,
    status,
  };
}

describe("adminToday", () => {
  it("gathers the week's departures, lapsing holds, today's payments, balances due, new enquiries and failures", async () => {
    const today = businessToday(undefined, test.clock.now());
    const soon = await trip.departure(12, 3);
    const weekEnd = await trip.departure(10, 7);
    await trip.departure(10, 8);
    const { bookingId: holdSoon } = await heldBooking(test, traveller, trip, { travellers: 2, eventId: soon });
    // Booked eight minutes later: its hold (15 minutes) ends eight minutes after the first one's.
    test.clock.advance(8 * 60);
    const { bookingId: holdLater } = await heldBooking(test, traveller, trip, { travellers: 1, eventId: weekEnd });
    // Two minutes on, the first hold ends in five minutes, the second in thirteen.
    test.clock.advance(2 * 60);

    // A part-paid booking on a departure 12 days away: the balance (10 days before) is due in 2 days.
    const { bookingId: partPaid } = await heldBooking(test, traveller, trip, {
      eventId: await trip.departure(10, 12),
    });
    const { bookingId: partPaidLater } = await heldBooking(test, traveller, trip, {
      eventId: await trip.departure(10, 30),
    });
    for (const id of [partPaid, partPaidLater]) {
      await test.db.update(bookings).set({ status: "part_paid", paidPaise: 600_000 }).where(eq(bookings.id, id));
    }
    const ledger = (providerId: string, at: Date) => ({
      bookingId: partPaid,
      kind: "payment",
      provider: "sandbox",
      providerId,
      providerPaymentId: providerId,
      amountPaise: 600_000,
      method: "upi",
      at,
    });
    const now = test.clock.now();
    const [paidToday] = await test.db
      .insert(paymentLedger)
      .values(ledger("pay_today", now))
      .returning({ id: paymentLedger.id });
    await test.db.insert(paymentLedger).values(ledger("pay_yesterday", new Date(now.getTime() - 86_400_000)));

    await test.db.insert(inquiries).values([enquiry("Asha", "new"), enquiry("Vikram", "quoted")]);
    const [failedJob] = await test.db
      .insert(jobs)
      .values({ kind: "send-email", attempts: 3, lastError: "SMTP refused" })
      .returning({ id: jobs.id });
    await test.db.insert(jobs).values({ kind: "send-email", attempts: 1, lastError: "timeout", doneAt: now });
    const [stuck] = await test.db
      .insert(paymentWebhookEvents)
      .values({
        provider: "sandbox",
        eventId: "evt_stuck",
        event: "payment.captured",
        body: "{}",
        receivedAt: new Date(now.getTime() - 20 * 60_000),
      })
      .returning({ id: paymentWebhookEvents.id });
    await test.db.insert(paymentWebhookEvents).values({
      provider: "sandbox",
      eventId: "evt_fresh",
      event: "payment.captured",
      body: "{}",
      receivedAt: new Date(now.getTime() - 60_000),
    });

    const view = await loadToday();
    expect(view.today).toBe(today);
    expect(view.departures.map((d) => [d.id, d.start_date, d.seats_taken])).toEqual([
      [soon, addDays(today, 3), 2],
      [weekEnd, addDays(today, 7), 1],
    ]);
    expect(view.departures[0]).toMatchObject({ capacity: 12, available_seats: 10 });
    expect(view.expiring_holds.map((hold) => hold.id)).toEqual([holdSoon]);
    expect(view.expiring_holds.map((hold) => hold.id)).not.toContain(holdLater);
    expect(view.payments_today).toEqual([
      { id: paidToday!.id, booking_id: partPaid, amount_paise: 600_000, method: "upi" },
    ]);
    expect(view.balances_due.map((booking) => [booking.id, booking.balance_due_by])).toEqual([
      [partPaid, addDays(today, 2)],
    ]);
    expect(view.new_enquiries.map((row) => row.name)).toEqual(["Asha"]);
    expect(view.new_enquiry_count).toBe(1);
    expect(view.failures).toEqual([
      { source: "job", id: failedJob!.id, kind: "send-email", attempts: 3, last_error: "SMTP refused", gave_up: false },
      { source: "webhook", id: stuck!.id, kind: "payment.captured", attempts: 0, last_error: null, gave_up: false },
    ]);
  });
});

const MONEY = /* GraphQL */ `
  {
    adminToday {
      payments_today { id kind amount_paise method provider }
      refunds_today { id kind booking_id amount_paise provider }
      money_today { received_paise payment_count refunded_paise refund_count net_paise }
    }
  }
`;

describe("adminToday's money", () => {
  it("counts the day's refunds against its payments, over the whole day and not only the rows listed", async () => {
    const fresh = await createTestApi();
    try {
      const desk = await logInStaff(fresh);
      const booker = await logInTraveller(fresh);
      const tripHere = await createTrip(fresh);
      const { bookingId } = await heldBooking(fresh, booker, tripHere);
      const now = fresh.clock.now();
      const yesterday = new Date(now.getTime() - 86_400_000);
      const row = (
        kind: "payment" | "refund",
        providerId: string,
        amountPaise: number,
        at: Date,
        method: string | null,
      ) => ({
        bookingId,
        kind,
        provider: kind === "payment" ? "offline" : "sandbox",
        providerId,
        providerPaymentId: providerId,
        amountPaise,
        method,
        at,
      });
      // More payments than the list shows (TODAY_WINDOWS.rows = 50): the totals still count them all.
      await fresh.db
        .insert(paymentLedger)
        .values([
          ...Array.from({ length: 55 }, (_, i) => row("payment", `UTR${i}`, 1_000_00, now, "bank_transfer")),
          row("payment", "UTR-YESTERDAY", 9_999_00, yesterday, "cash"),
        ]);
      const [refund] = await fresh.db
        .insert(paymentLedger)
        .values(row("refund", "rfnd_today", 21_995_00, now, null))
        .returning({ id: paymentLedger.id });
      await fresh.db.insert(paymentLedger).values(row("refund", "rfnd_yesterday", 500_00, yesterday, null));

      const response = await postGraphql<{
        adminToday: {
          payments_today: { kind: string; amount_paise: number; method: string }[];
          refunds_today: { id: number; kind: string; booking_id: number; amount_paise: number; provider: string }[];
          money_today: Record<string, number>;
        };
      }>(fresh.api, MONEY, undefined, desk.headers);
      expect(response.body.errors).toBeUndefined();
      const view = response.body.data!.adminToday;
      expect(view.money_today).toEqual({
        received_paise: 55 * 1_000_00,
        payment_count: 55,
        refunded_paise: 21_995_00,
        refund_count: 1,
        net_paise: 55 * 1_000_00 - 21_995_00,
      });
      expect(view.payments_today).toHaveLength(50);
      expect(view.payments_today.every((payment) => payment.kind === "payment")).toBe(true);
      expect(view.refunds_today).toEqual([
        { id: refund!.id, kind: "refund", booking_id: bookingId, amount_paise: 21_995_00, provider: "sandbox" },
      ]);
    } finally {
      await fresh.close();
    }
  });
});
