// The money of a booking that has ended (cancelled or expired): it owes nothing, so instead of "Paid /
// Due" it says, a line each, what was paid and where it went: refunded (or on its way), became trip
// credit, kept by the cancellation terms (its fee within), or waiting for the traveller's choice after
// a departure we cancelled. The lines are the domain's endedMoneyLines over the server's figures (the
// cancellation as it was decided, Booking.cancelled, and the refunds as they stand), so they add up
// to what was paid and agree with the messages.
import { endedMoneyLines, type RefundState } from "@parvat/domain/booking-money";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { formatDayOf } from "../../lib/format.ts";
import { MoneyLineRows } from "./amount-lines.tsx";

type EndedBooking = Pick<
  BookingFieldsFragment,
  "status" | "received_paise" | "refunding_paise" | "refunds" | "cancelled"
>;

/** The domain's lines of an ended booking, from the booking as the API answers it. */
export function endedLinesOf(booking: EndedBooking) {
  const { cancelled } = booking;
  return endedMoneyLines({
    receivedPaise: booking.received_paise,
    refunds: booking.refunds.map((refund) => ({
      amountPaise: refund.amount_paise,
      status: refund.status as RefundState,
      reasonText: refund.reason_text,
      createdAt: refund.created_at,
      processedAt: refund.processed_at,
    })),
    cancellation: cancelled
      ? {
          by: cancelled.by,
          basePaise: cancelled.paid_paise,
          refundPaise: cancelled.refund_paise,
          creditPaise: cancelled.credit_paise,
          feePaise: cancelled.fee_paise,
          percent: cancelled.refund_percent ?? null,
        }
      : null,
  });
}

export function EndedBookingMoney({ booking, className = "" }: { booking: EndedBooking; className?: string }) {
  const { cancelled } = booking;
  return (
    <div className={`text-sm ${className}`}>
      <dl className="grid gap-2">
        <MoneyLineRows lines={endedLinesOf(booking)} />
        <MoneyLineRows lines={[{ kind: "due", text: "Due", paise: 0, sum: true }]} nothingForZero />
      </dl>
      {cancelled ? (
        <p className="mt-2 text-slate-700">
          Cancelled on {formatDayOf(cancelled.at)}
          {cancelled.by === "trip-desk"
            ? " by our trip desk"
            : cancelled.by === "automatic"
              ? " as the balance was not paid"
              : ""}
          : {cancelled.terms.replace(/\.$/, "")}.
        </p>
      ) : null}
      {booking.refunds
        .filter((refund) => refund.note)
        .map((refund) => (
          <p key={refund.id} className="mt-2 text-slate-700">
            {refund.note}
          </p>
        ))}
      {booking.refunding_paise > 0 ? (
        <p className="mt-2 text-slate-700">A refund goes back to how you paid, usually within 5 to 7 working days.</p>
      ) : null}
    </div>
  );
}
