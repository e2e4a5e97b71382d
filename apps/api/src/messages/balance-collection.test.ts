// Balance collection and the scheduled messages over a simulated month, the clock injected: each
// reminder goes exactly once (also with two server copies scanning and sending at once), a paid
// balance stops the next reminder, an unpaid one is warned, then cancelled by the trip's tiers after
// its grace, or flagged where the trip says so; a held booking hears once while its hold is live.
import type { DatabaseHandle } from "@parvat/db/client";
import { bookingCancellations, bookings, messagePreferences, tripMessageSettings, users } from "@parvat/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInAgain } from "../testing/booking-test-kit.ts";
import { createMessagingTest, type MessagingTest, messagingEnv, outboxRows } from "../testing/message-test-kit.ts";
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
import { apiOn, type TestApi } from "../testing/test-api.ts";
import { balanceTimeline, overdueStatusText, reminderDue } from "./balance-collection.ts";

let m: MessagingTest;
let copy: TestApi;
let trip: Trip;

beforeAll(async () => {
  m = await createMessagingTest();
  // A second server copy on the same database, sending through the same fake.
  copy = apiOn(m.test.handle as DatabaseHandle, messagingEnv(m.fake.url), { payments: { email: m.email } });
  trip = await createTrip(m.test);
  await m.test.db.insert(tripMessageSettings).values({
    trekId: trip.trekId,
    meetingPoint: "Dehradun ISBT, gate 2",
    meetingTime: "06:30",
    leaderPhone: "+91 98100 00042",
  });
});
afterAll(() => m.close());

async function mobileOf(traveller: Traveller) {
  const [user] = await m.test.db.select({ phone: users.phone }).from(users).where(eq(users.id, traveller.userId));
  return user!.phone.replace("+", "");
}

const everythingTo = (mobile: string) =>
  m.fake.whatsapp.filter((message) => message.mobile === mobile).map((message) => message.template);

/** The messages of the schedule: those a booking's money sends as it moves are counted apart. */
const MONEY_MESSAGES = new Set(["payment_received", "booking_confirmed", "late_payment_refunded", "refund_issued"]);
const templatesTo = (mobile: string) => everythingTo(mobile).filter((template) => !MONEY_MESSAGES.has(template));

/** A part-paid booking: the booking amount paid at the gateway. */
async function partPaid(traveller: Traveller, eventId: number) {
  const { bookingId } = await heldBooking(m.test, traveller, trip, { eventId });
  const checkout = (await startPayment(m.test, traveller, bookingId, "booking_amount")).body.data!.startPayment;
  await payAtGateway(m.test, checkout.order_id);
  return bookingId;
}

/** Both copies move their clocks, scan and run jobs at the same time. */
async function tick(hours: number) {
  m.test.clock.advance(hours * 3_600);
  copy.clock.advance(hours * 3_600);
  await Promise.all([m.test.api.periodic.run("messages"), copy.api.periodic.run("messages")]);
  await Promise.all([runJobs(m.test), runJobs(copy)]);
}

describe("a month of scheduled messages", () => {
  it("sends each reminder once, stops them once the balance is paid, and cancels an unpaid booking by the tiers after its grace", async () => {
    const eventId = await trip.departure(10, 30);
    const unpaid = await logInTraveller(m.test);
    const payer = await logInTraveller(m.test);
    const holder = await logInTraveller(m.test);
    const unpaidBooking = await partPaid(unpaid, eventId);
    const payerBooking = await partPaid(payer, eventId);
    await heldBooking(m.test, holder, trip, { eventId });
    const [unpaidMobile, payerMobile, holderMobile] = (await Promise.all([unpaid, payer, holder].map(mobileOf))) as [
      string,
      string,
      string,
    ];

    // The held booking hears once, a few minutes into its hold, and never again.
    await tick(0.1);
    expect(templatesTo(holderMobile)).toEqual(["hold_reminder"]);

    // 40 days in steps of 4 hours (the departure is on day 30); the payer pays the balance the day
    // after the first reminder.
    for (let step = 0; step < 40 * 6; step += 1) {
      await tick(4);
      if (templatesTo(payerMobile).length === 1 && step % 6 === 0) {
        const fresh = await logInAgain(m.test, payer.userId);
        const checkout = (await startPayment(m.test, fresh, payerBooking, "full")).body.data?.startPayment;
        if (checkout) await payAtGateway(m.test, checkout.order_id);
      }
    }

    expect(templatesTo(holderMobile)).toEqual(["hold_reminder"]);
    expect(templatesTo(payerMobile)).toEqual(["balance_reminder", "trip_day_before", "trip_thank_you"]);
    // Each payment was acknowledged, by the same outbox.
    expect(everythingTo(payerMobile).filter((template) => template === "payment_received")).toHaveLength(2);
    expect(templatesTo(unpaidMobile)).toEqual([
      "balance_reminder",
      "balance_reminder",
      "balance_reminder",
      "balance_overdue",
      "booking_cancelled_unpaid",
      // The departure: the day before goes only to live bookings; the cancelled one hears nothing.
    ]);
    // The payer travels: the meeting details the day before, and the thank-you after.
    const dayBefore = m.fake.whatsapp.find(
      (message) => message.mobile === payerMobile && message.template === "trip_day_before",
    );
    expect(dayBefore!.parameters.slice(3)).toEqual(["Dehradun ISBT, gate 2", "06:30", "+91 98100 00042"]);
    const [cancelled] = await m.test.db.select().from(bookings).where(eq(bookings.id, unpaidBooking));
    expect(cancelled!.status).toBe("cancelled");
    const [record] = await m.test.db
      .select()
      .from(bookingCancellations)
      .where(eq(bookingCancellations.bookingId, unpaidBooking));
    // Cancelled 7 days before departure: the 0 % tier.
    expect(record).toMatchObject({ by: "automatic", refundPaise: 0, percent: 0 });
    const rows = await outboxRows(m.test.db);
    expect(rows.filter((row) => ["queued", "sending"].includes(row.status))).toEqual([]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  }, 180_000);
});

describe("the balance timeline", () => {
  const timeZone = "Asia/Kolkata";
  const timeline = balanceTimeline("2026-12-10", { balanceGraceHours: 48 }, timeZone);

  it("ends the grace 48 hours after the deadline's day, and warns 24 hours before", () => {
    expect(timeline.deadline).toBe("2026-12-10");
    // The deadline's day ends at midnight in India (18:30 UTC the day before).
    expect(timeline.graceEndsAt.toISOString()).toBe("2026-12-12T18:30:00.000Z");
    expect(timeline.warningAt.toISOString()).toBe("2026-12-11T18:30:00.000Z");
  });

  it("says when an overdue booking cancels, or that the trip desk will call where the trip flags instead", () => {
    expect(overdueStatusText(timeline, "cancel", new Date("2026-12-10T12:00:00Z"), timeZone)).toBeNull();
    expect(overdueStatusText(timeline, "cancel", new Date("2026-12-11T04:00:00Z"), timeZone)).toBe(
      "Balance overdue: cancels on 12 December 2026 unless paid",
    );
    expect(overdueStatusText(timeline, "flag", new Date("2026-12-11T04:00:00Z"), timeZone)).toBe(
      "Balance overdue since 11 December 2026: our trip desk will call you",
    );
  });

  it("picks the latest reminder whose day has come, on its day or the next, never after the deadline", () => {
    const offsets = [-7, -2, 0];
    expect(reminderDue("2026-12-10", offsets, "2026-12-02")).toBeNull();
    expect(reminderDue("2026-12-10", offsets, "2026-12-03")).toBe("2026-12-03");
    expect(reminderDue("2026-12-10", offsets, "2026-12-04")).toBe("2026-12-03");
    expect(reminderDue("2026-12-10", offsets, "2026-12-05")).toBeNull();
    expect(reminderDue("2026-12-10", offsets, "2026-12-10")).toBe("2026-12-10");
    expect(reminderDue("2026-12-10", offsets, "2026-12-11")).toBeNull();
  });
});

describe("opt-out and flagging", () => {
  it("sends no hold message to a traveller who opted out of everything, and only flags an overdue booking where the trip says so", async () => {
    const flagTrip = await createTrip(m.test);
    await m.test.db.insert(tripMessageSettings).values({ trekId: flagTrip.trekId, overdueAction: "flag" });
    const quiet = await logInTraveller(m.test);
    await m.test.db
      .insert(messagePreferences)
      .values({ userId: quiet.userId, whatsappOptOut: true, smsOptOut: true, emailOptOut: true });
    const eventId = await flagTrip.departure(10, 15);
    const { bookingId: held } = await heldBooking(m.test, quiet, flagTrip, { eventId });
    const quietMobile = await mobileOf(quiet);
    await tick(0.1);
    expect(templatesTo(quietMobile)).toEqual([]);
    expect((await outboxRows(m.test.db, held)).map((row) => [row.template, row.status])).toEqual([
      ["hold-reminder", "skipped"],
    ]);

    const owing = await logInTraveller(m.test);
    const { bookingId } = await heldBooking(m.test, owing, flagTrip, { eventId });
    const checkout = (await startPayment(m.test, owing, bookingId, "booking_amount")).body.data!.startPayment;
    await payAtGateway(m.test, checkout.order_id);
    // Past the deadline (5 days before departure) and well past the grace.
    for (let day = 0; day < 12; day += 1) await tick(24);
    const [flagged] = await m.test.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(flagged!.status).toBe("part_paid");
    const templates = (await outboxRows(m.test.db, bookingId)).map((row) => row.template);
    expect(templates).not.toContain("booking-cancelled-unpaid");
    expect(templates).not.toContain("balance-overdue");
  });
});
