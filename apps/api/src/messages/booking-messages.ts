// A booking's money messages (booking confirmed, payment received, a late payment refunded, a refund
// issued), queued in the transaction that moved the money, through the one outbox (outbox.ts): the
// channel is chosen when it goes, by the traveller's preference and what we have (their phone for
// WhatsApp and SMS, the booking's contact email), so a traveller who gave no email still hears of it.
// Amounts and dates are worded by the one formatter (@parvat/domain/money-words).
//
// A booking's changes too, each queued by the lifecycle where the change is made, in its transaction:
// a cancellation, whoever makes it (booking-lifecycle/cancel.ts), a move to another date
// (trip-changes/transfers.ts), a traveller replaced (the leaver and the newcomer). Each key names the
// event's own row, so a job or a webhook that runs twice queues nothing new.
import type { Transaction } from "@parvat/db/client";
import { bookings, events, quotations, treks, users } from "@parvat/db/schema";
import { clauseOf, dateInWords, dayInWords, formatPaise } from "@parvat/domain/money-words";
import { eq, sql } from "drizzle-orm";
import { moneyMessageEntry } from "../booking-lifecycle/ledger.ts";
import { enqueueMessage } from "./outbox.ts";

export type BookingMoneyMessage = "booking-confirmed" | "payment-received" | "late-payment-refunded" | "refund-issued";

/** Queues one money message of a booking, once per key; the ledger row is the payment or refund it is about. */
export async function queueBookingMessage(
  tx: Transaction,
  {
    message,
    bookingId,
    ledgerId,
    key,
    at,
  }: { message: BookingMoneyMessage; bookingId: number; ledgerId?: number; key: string; at: Date },
): Promise<void> {
  const [booking] = await tx
    .select({
      userId: bookings.userId,
      reference: bookings.reference,
      contactEmail: bookings.contactEmail,
      // A quotation's booking has the quotation's title and travel date instead.
      trip: sql<string>`coalesce(${treks.name}, ${quotations.tripTitle})`,
      startDate: sql<string>`coalesce(${events.startDate}, ${quotations.travelDate})::text`,
      totalPaise: bookings.totalPaise,
      paidPaise: bookings.paidPaise,
    })
    .from(bookings)
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(quotations, eq(quotations.id, bookings.quotationId))
    .where(eq(bookings.id, bookingId));
  if (!booking) throw new Error(`No booking ${bookingId} to tell of its money`);
  const entry = await moneyMessageEntry(tx, ledgerId);
  const about = { reference: booking.reference, trip: booking.trip, date: dateInWords(booking.startDate) };
  const amount = formatPaise(entry?.amountPaise ?? 0);
  const common = {
    to: { accountId: booking.userId, email: booking.contactEmail },
    bookingId,
    // Money: it reaches the traveller even when they opted out of news.
    transactional: true,
    key,
    sendAt: at,
  };
  switch (message) {
    case "booking-confirmed": {
      const due = booking.totalPaise - booking.paidPaise;
      await enqueueMessage(tx, {
        ...common,
        template: message,
        variables: { ...about, to_pay: due > 0 ? formatPaise(due) : "nothing" },
      });
      return;
    }
    case "payment-received":
      await enqueueMessage(tx, {
        ...common,
        template: message,
        variables: {
          ...about,
          amount,
          paid: formatPaise(booking.paidPaise),
          total: formatPaise(booking.totalPaise),
        },
      });
      return;
    case "late-payment-refunded":
      await enqueueMessage(tx, {
        ...common,
        template: message,
        variables: { ...about, amount, why: entry?.note ?? "the booking is over" },
      });
      return;
    case "refund-issued":
      await enqueueMessage(tx, { ...common, template: message, variables: { ...about, amount } });
      return;
  }
}

/** What every message about a booking names, and where it goes. */
async function bookingForMessage(tx: Transaction, bookingId: number) {
  const [booking] = await tx
    .select({
      userId: bookings.userId,
      firstName: users.firstName,
      reference: bookings.reference,
      contactEmail: bookings.contactEmail,
      trip: sql<string>`coalesce(${treks.name}, ${quotations.tripTitle})`,
      startDate: sql<string>`coalesce(${events.startDate}, ${quotations.travelDate})::text`,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(quotations, eq(quotations.id, bookings.quotationId))
    .where(eq(bookings.id, bookingId));
  if (!booking) throw new Error(`No booking ${bookingId} to tell of its change`);
  return booking;
}

/** Who cancelled, as the message says it (the lifecycle's CancelledBy, with the company's link to answer). */
export type CancelledByForMessage =
  | { actor: "traveller" }
  | { actor: "trip-desk"; reason: string }
  | { actor: "company"; reason: string; dashboardLink: string; answerBy: Date }
  | { actor: "clock" };

/**
 * The traveller's message of a cancellation, queued by the lifecycle's one cancellation: a departure
 * we called off offers a choice (departure-cancelled), an unpaid balance says so
 * (booking-cancelled-unpaid), any other says who cancelled and what became of the money.
 */
export async function queueCancellationMessage(
  tx: Transaction,
  cancellation: {
    bookingId: number;
    /** The cancellation's own row (booking_cancellations.id): one message per cancellation. */
    cancellationId: number;
    eventId: number | null;
    by: CancelledByForMessage;
    /** Only held: nothing was paid. */
    held: boolean;
    basePaise: number;
    refundPaise: number;
    creditPaise: number;
    creditOfferPaise: number;
    at: Date;
  },
): Promise<void> {
  const booking = await bookingForMessage(tx, cancellation.bookingId);
  const { by } = cancellation;
  const common = {
    to: { accountId: booking.userId, email: booking.contactEmail },
    bookingId: cancellation.bookingId,
    // Money: it reaches the traveller even when they opted out of news.
    transactional: true,
    sendAt: cancellation.at,
  };
  const date = dateInWords(booking.startDate);
  if (by.actor === "company" && !cancellation.held) {
    await enqueueMessage(tx, {
      ...common,
      template: "departure-cancelled",
      variables: {
        reference: booking.reference,
        trip: booking.trip,
        date,
        reason: clauseOf(by.reason),
        refund: formatPaise(cancellation.basePaise),
        credit: formatPaise(cancellation.creditOfferPaise),
        answer_by: dayInWords(by.answerBy),
        link: by.dashboardLink,
      },
      key: `departure-cancelled:${cancellation.bookingId}:${cancellation.eventId}`,
    });
    return;
  }
  if (by.actor === "clock") {
    await enqueueMessage(tx, {
      ...common,
      template: "booking-cancelled-unpaid",
      variables: {
        name: booking.firstName ?? "traveller",
        reference: booking.reference,
        trip: booking.trip,
        refund: cancellation.refundPaise > 0 ? formatPaise(cancellation.refundPaise) : "none under the policy",
      },
      key: `booking-cancelled-unpaid:${cancellation.bookingId}`,
    });
    return;
  }
  const who = { traveller: "you", "trip-desk": "our trip desk", company: "us" } as const;
  await enqueueMessage(tx, {
    ...common,
    template: "booking-cancelled",
    variables: {
      reference: booking.reference,
      trip: booking.trip,
      date,
      by: who[by.actor],
      reason: by.actor === "traveller" ? "at your request" : clauseOf(by.reason),
      refund: cancellation.refundPaise > 0 ? formatPaise(cancellation.refundPaise) : "nothing",
      credit: cancellation.creditPaise > 0 ? formatPaise(cancellation.creditPaise) : "none",
    },
    key: `booking-cancelled:${cancellation.cancellationId}`,
  });
}

/** The traveller's message of their booking's move to another date, once per transfer. */
export async function queueMoveMessage(
  tx: Transaction,
  move: {
    bookingId: number;
    transferId: number;
    fromDate: string;
    creditPaise: number;
    duePaise: number;
    at: Date;
  },
): Promise<void> {
  const booking = await bookingForMessage(tx, move.bookingId);
  await enqueueMessage(tx, {
    template: "booking-moved",
    variables: {
      reference: booking.reference,
      trip: booking.trip,
      from: dateInWords(move.fromDate),
      to: dateInWords(booking.startDate),
      to_pay: move.duePaise > 0 ? formatPaise(move.duePaise) : "nothing",
      credit: move.creditPaise > 0 ? formatPaise(move.creditPaise) : "none",
    },
    to: { accountId: booking.userId, email: booking.contactEmail },
    bookingId: move.bookingId,
    transactional: true,
    key: `booking-moved:${move.transferId}`,
    sendAt: move.at,
  });
}

/**
 * The two travellers of a replaced place: the leaver hears that they are no longer booked, the
 * newcomer that they are; by their own phones (the booking's travellers), once per replacement
 * (`changeId`, the booking's history row of it).
 */
export async function queueReplacementMessages(
  tx: Transaction,
  replacement: {
    bookingId: number;
    changeId: number;
    leaver: { firstName: string; phone: string };
    newcomer: { firstName: string; phone: string };
    at: Date;
  },
): Promise<void> {
  const booking = await bookingForMessage(tx, replacement.bookingId);
  const about = { reference: booking.reference, trip: booking.trip, date: dateInWords(booking.startDate) };
  const common = { bookingId: replacement.bookingId, transactional: true, sendAt: replacement.at };
  await enqueueMessage(tx, {
    ...common,
    template: "traveller-replaced",
    variables: { name: replacement.leaver.firstName, ...about },
    to: { phone: replacement.leaver.phone },
    key: `traveller-replaced:${replacement.changeId}`,
  });
  await enqueueMessage(tx, {
    ...common,
    template: "traveller-added",
    variables: { name: replacement.newcomer.firstName, ...about },
    to: { phone: replacement.newcomer.phone },
    key: `traveller-added:${replacement.changeId}`,
  });
}
