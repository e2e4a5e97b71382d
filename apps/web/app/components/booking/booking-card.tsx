// One booking on the dashboard: the trip and its dates, who travels, the status in words, what is
// paid and what is due, and for a held booking the hold's countdown, the way to its page and a
// cancel with a confirm step.
import { Link } from "react-router";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { payPath, tripPath } from "../../lib/paths.ts";
import { plural } from "../trek/trek-format.ts";
import { AmountLines, serverAmounts } from "./amount-lines.tsx";
import { dateRange } from "./booking-format.ts";
import { CancelBooking } from "./cancel-booking.tsx";
import { HoldCountdown } from "./hold-countdown.tsx";
import { StatusBadge } from "./status-badge.tsx";

export function BookingCard({
  booking,
  onChanged,
  onStale,
}: {
  booking: BookingFieldsFragment;
  /** The booking as it is now (after a cancel). */
  onChanged: (booking: BookingFieldsFragment) => void;
  /** The booking moved on by itself (the hold ended): reload the list. */
  onStale: () => void;
}) {
  const held = booking.status === "held" && booking.hold_expires_at !== null;
  const names = booking.participants.map((person) => `${person.first_name} ${person.last_name}`).join(", ");
  return (
    <article className="card flex h-full flex-col p-5 sm:p-6" aria-labelledby={`booking-${booking.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`booking-${booking.id}`} className="text-lg font-bold text-slate-900">
            <Link to={tripPath(booking.trip.slug)} className="hover:text-primary-strong hover:underline">
              {booking.trip.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {booking.package.name} · Booking <span className="font-mono text-slate-900">{booking.reference}</span>
          </p>
        </div>
        <StatusBadge status={booking.status} text={booking.status_text} />
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Dates</dt>
          <dd className="font-medium text-slate-900">
            {dateRange(booking.departure.start_date, booking.departure.end_date)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{plural(booking.traveller_count, "traveller")}</dt>
          <dd className="font-medium text-slate-900">{names}</dd>
        </div>
      </dl>
      <AmountLines
        amounts={serverAmounts(booking)}
        payments={{ paidPaise: booking.paid_paise, duePaise: booking.due_paise }}
        className="mt-4 rounded-xl bg-slate-50 p-4"
      />
      {held ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <HoldCountdown expiresAt={booking.hold_expires_at!} onExpired={onStale} />
          <Link
            to={payPath(booking.id)}
            aria-label={`View held booking ${booking.reference}`}
            className="btn btn-primary"
          >
            View held booking
          </Link>
          <CancelBooking booking={booking} onCancelled={onChanged} onStale={onStale} />
        </div>
      ) : null}
    </article>
  );
}
