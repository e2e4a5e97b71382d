// The back office's landing screen in the schema (docs/api.md, "Back office"):
//   adminToday   staff only: what needs the trip desk today (admin-today-service.ts)
// Money in paise, dates as YYYY-MM-DD in the business time zone, instants as ISO 8601.
import { requireStaff } from "../accounts/require-viewer.ts";
import { builder } from "../builder.ts";
import {
  loadToday,
  TODAY_WINDOWS,
  type Today,
  type TodayBooking,
  type TodayDeparture,
  type TodayEnquiry,
  type TodayFailure,
  type TodayMoney,
  type TodayPayment,
} from "./admin-today.ts";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const AdminTodayDeparture = builder.objectRef<TodayDeparture>("AdminTodayDeparture").implement({
  description: "A departure starting within the week, with its seats.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    trek_id: t.exposeInt("trekId"),
    trek_name: t.exposeString("trekName"),
    trek_slug: t.exposeString("trekSlug"),
    start_date: t.expose("startDate", { type: "Date" }),
    end_date: t.expose("endDate", { type: "Date" }),
    capacity: t.exposeInt("capacity"),
    available_seats: t.exposeInt("availableSeats", { description: "Seats left to sell." }),
    seats_taken: t.int({
      description: "Seats sold or held: capacity less the seats left.",
      resolve: (departure) => departure.capacity - departure.availableSeats,
    }),
  }),
});

const AdminTodayBooking = builder.objectRef<TodayBooking>("AdminTodayBooking").implement({
  description: "A booking that needs attention: a hold about to lapse, or a balance falling due.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    reference: t.exposeString("reference"),
    status: t.exposeString("status"),
    trek_name: t.exposeString("trekName", {
      nullable: true,
      description: "The trip: the trek's name, or a quotation's trip title.",
    }),
    start_date: t.expose("startDate", { type: "Date", nullable: true }),
    traveller_count: t.exposeInt("travellerCount"),
    phone: t.exposeString("phone", { description: "The booker's phone (E.164)." }),
    total_paise: t.exposeInt("totalPaise"),
    paid_paise: t.exposeInt("paidPaise"),
    due_paise: t.int({ resolve: (booking) => booking.totalPaise - booking.paidPaise }),
    hold_expires_at: t.string({ nullable: true, resolve: (booking) => iso(booking.holdExpiresAt) }),
    balance_due_by: t.expose("balanceDueBy", { type: "Date", nullable: true }),
  }),
});

const AdminTodayGraceBooking = builder
  .objectRef<TodayBooking & { graceText: string }>("AdminTodayGraceBooking")
  .implement({
    description: "A part-paid booking past its balance deadline: in its grace period, or flagged to the trip desk.",
    fields: (t) => ({
      booking: t.field({ type: AdminTodayBooking, resolve: (row) => row }),
      grace_text: t.exposeString("graceText", {
        description:
          'What happens next, as the traveller reads it: "Balance overdue: cancels on 12 December 2026 unless paid", or that the trip desk will call (a trip that flags instead of cancelling).',
      }),
    }),
  });

const AdminTodayPayment = builder.objectRef<TodayPayment>("AdminTodayPayment").implement({
  description: "Money that moved today (business time zone), from the ledger: a payment received or a refund paid.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    kind: t.exposeString("kind", { description: "payment | refund." }),
    booking_id: t.exposeInt("bookingId"),
    booking_reference: t.exposeString("bookingReference"),
    amount_paise: t.exposeInt("amountPaise"),
    method: t.exposeString("method", {
      nullable: true,
      description: "upi, card, netbanking, bank_transfer, cheque, cash, ...: show it as paymentMethodLabel words it.",
    }),
    provider: t.exposeString("provider", { description: "razorpay | sandbox | offline (taken by hand)." }),
    at: t.string({ resolve: (payment) => payment.at.toISOString() }),
  }),
});

const AdminTodayMoney = builder.objectRef<TodayMoney>("AdminTodayMoney").implement({
  description:
    "The day's money in integer paise (business time zone), summed over the whole day's ledger: what came in, what went back, and the net. Float only because a day's sum can pass GraphQL Int's 2^31; the values are whole paise.",
  fields: (t) => ({
    received_paise: t.exposeFloat("receivedPaise", { description: "Payments captured today." }),
    payment_count: t.exposeInt("paymentCount"),
    refunded_paise: t.exposeFloat("refundedPaise", { description: "Refunds paid back today." }),
    refund_count: t.exposeInt("refundCount"),
    net_paise: t.exposeFloat("netPaise", { description: "Received less refunded (negative when more went back)." }),
  }),
});

const AdminTodayEnquiry = builder.objectRef<TodayEnquiry>("AdminTodayEnquiry").implement({
  description: "An enquiry nobody has answered yet (status new).",
  fields: (t) => ({
    id: t.exposeInt("id"),
    slug: t.exposeString("slug"),
    kind: t.exposeString("kind"),
    name: t.exposeString("name"),
    mobile: t.exposeString("mobile"),
    travel_date: t.expose("travelDate", { type: "Date", nullable: true, description: "Null: none given." }),
    travellers: t.exposeInt("travellers"),
    trek_name: t.exposeString("trekName", { nullable: true }),
    created_at: t.string({ resolve: (enquiry) => enquiry.createdAt.toISOString() }),
  }),
});

const AdminTodayFailure = builder.objectRef<TodayFailure>("AdminTodayFailure").implement({
  description: `Background work that failed: a job that raised an error and is not done, or a webhook event not applied ${TODAY_WINDOWS.webhookGraceMinutes} minutes after it arrived.`,
  fields: (t) => ({
    source: t.exposeString("source", { description: "job or webhook." }),
    id: t.exposeInt("id"),
    kind: t.exposeString("kind", { description: "The job's kind, or the webhook's event name." }),
    attempts: t.exposeInt("attempts"),
    last_error: t.exposeString("lastError", { nullable: true }),
    gave_up: t.exposeBoolean("gaveUp", { description: "The job used all its attempts: nobody retries it." }),
    at: t.string({ resolve: (failure) => failure.at.toISOString() }),
  }),
});

const AdminToday = builder.objectRef<Today>("AdminToday").implement({
  description: "What needs the trip desk today.",
  fields: (t) => ({
    today: t.expose("today", { type: "Date" }),
    departures: t.field({
      type: [AdminTodayDeparture],
      description: `Departures starting in the next ${TODAY_WINDOWS.departureDays} days, soonest first.`,
      resolve: (today) => today.departures,
    }),
    expiring_holds: t.field({
      type: [AdminTodayBooking],
      description: `Held bookings whose hold ends within ${TODAY_WINDOWS.holdMinutes} minutes.`,
      resolve: (today) => today.expiringHolds,
    }),
    payments_today: t.field({
      type: [AdminTodayPayment],
      description: "Payments received today, newest first.",
      resolve: (today) => today.paymentsToday,
    }),
    refunds_today: t.field({
      type: [AdminTodayPayment],
      description: "Refunds paid back today (by a gateway or by hand), newest first.",
      resolve: (today) => today.refundsToday,
    }),
    money_today: t.field({
      type: AdminTodayMoney,
      description: "Today's totals: received, refunded and net (not limited to the rows of the lists).",
      resolve: (today) => today.moneyToday,
    }),
    balances_due: t.field({
      type: [AdminTodayBooking],
      description: `Part-paid bookings whose balance is due within ${TODAY_WINDOWS.balanceDays} days, or overdue.`,
      resolve: (today) => today.balancesDue,
    }),
    in_grace: t.field({
      type: [AdminTodayGraceBooking],
      description: "Part-paid bookings past their balance deadline and still owing, most overdue first.",
      resolve: (today) => today.inGrace,
    }),
    new_enquiries: t.field({
      type: [AdminTodayEnquiry],
      description: "Enquiries with status new, newest first.",
      resolve: (today) => today.newEnquiries,
    }),
    new_enquiry_count: t.exposeInt("newEnquiryCount"),
    failures: t.field({ type: [AdminTodayFailure], resolve: (today) => today.failures }),
  }),
});

builder.queryField("adminToday", (t) =>
  t.field({
    type: AdminToday,
    description: `Staff only: the week's departures, holds about to lapse, today's payments and refunds with the day's received, refunded and net totals, balances due, new enquiries and failed background work (each list at most ${TODAY_WINDOWS.rows} rows).`,
    complexity: { field: 1, multiplier: 1 },
    resolve: (_root, _args, context) => {
      requireStaff(context);
      return loadToday(context.db, { today: context.today, now: context.now(), timeZone: context.timeZone });
    },
  }),
);
