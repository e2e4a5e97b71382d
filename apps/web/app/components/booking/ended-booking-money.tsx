// The money of a booking that has ended (cancelled or expired): it owes nothing, so instead of "Paid /
// Due" it says what was paid, what was kept (the cancellation's tier, and its fee as a line of its
// own) and what was refunded and when, or is on its way. The figures are the server's: the
// cancellation as it was decided (Booking.cancelled) and the refunds as they stand.
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { formatDayOf } from "../../lib/format.ts";
import { formatPaise } from "./booking-format.ts";

type EndedBooking = Pick<
  BookingFieldsFragment,
  "status" | "received_paise" | "refunded_paise" | "refunding_paise" | "refunds" | "cancelled"
>;

function Line({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${
        strong ? "border-t border-slate-200 pt-2 font-bold text-slate-900" : "text-slate-700"
      }`}
    >
      <dt>{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** What was kept of the money received: the cancellation's record, else what no refund returned. */
function keptPaise(booking: EndedBooking): number {
  const returned = booking.refunded_paise + booking.refunding_paise;
  return Math.max(0, booking.received_paise - returned);
}

export function EndedBookingMoney({ booking, className = "" }: { booking: EndedBooking; className?: string }) {
  const { cancelled } = booking;
  const kept = keptPaise(booking);
  const feePaise = cancelled?.fee_paise ?? 0;
  const refunds = booking.refunds.filter((refund) => refund.status !== "failed");
  return (
    <div className={`text-sm ${className}`}>
      <dl className="grid gap-2">
        <Line term="Paid" value={formatPaise(booking.received_paise)} />
        {kept > 0 ? (
          <Line
            term={
              cancelled
                ? `Kept by the cancellation terms${cancelled.refund_percent === null ? " (the trip desk's amount)" : ""}`
                : "Kept"
            }
            value={formatPaise(kept)}
          />
        ) : null}
        {feePaise > 0 ? <Line term="of which the cancellation fee" value={formatPaise(feePaise)} /> : null}
        {refunds.map((refund) => (
          <Line
            key={refund.id}
            term={
              refund.status === "refunded" && refund.processed_at
                ? `Refunded on ${formatDayOf(refund.processed_at)} (${refund.reason_text})`
                : `Refund on its way since ${formatDayOf(refund.created_at)} (${refund.reason_text})`
            }
            value={formatPaise(refund.amount_paise)}
          />
        ))}
        <Line term="Due" value="Nothing" strong />
      </dl>
      {cancelled ? (
        <p className="mt-2 text-slate-700">
          Cancelled on {formatDayOf(cancelled.at)}
          {cancelled.by === "trip-desk"
            ? " by our trip desk"
            : cancelled.by === "automatic"
              ? " as the balance was not paid"
              : ""}
          : {cancelled.terms}.
        </p>
      ) : null}
      {refunds
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
