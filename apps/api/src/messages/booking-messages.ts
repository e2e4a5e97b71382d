// A booking's money messages (booking confirmed, payment received, a late payment refunded, a refund
// issued), queued in the transaction that moved the money, through the one outbox (outbox.ts): the
// channel is chosen when it goes, by the traveller's preference and what we have (their phone for
// WhatsApp and SMS, the booking's contact email), so a traveller who gave no email still hears of it.
// Amounts and dates are worded by the one formatter (@parvat/domain/money-words).
import type { Transaction } from "@parvat/db/client";
import { bookings, events, quotations, treks } from "@parvat/db/schema";
import { dateInWords, formatPaise } from "@parvat/domain/money-words";
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
