// A booking at a glance on the payment screens (the balance card, the receipt's neighbours): the
// reference, the trip, its dates and who travels, with the status in words.
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { dateRange } from "../booking/booking-format.ts";
import { StatusBadge } from "../booking/status-badge.tsx";

export function BookingSummary({ booking, headingId }: { booking: BookingFieldsFragment; headingId: string }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">
            Booking <span className="font-mono font-semibold text-slate-900">{booking.reference}</span>
          </p>
          <h2 id={headingId} className="mt-1 text-2xl font-bold text-slate-900">
            {booking.trip.name}
          </h2>
        </div>
        <StatusBadge status={booking.status} text={booking.status_text} />
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">Package</dt>
          <dd className="font-semibold text-slate-900">{booking.package.name}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Dates</dt>
          <dd className="font-semibold text-slate-900">
            {dateRange(booking.departure.start_date, booking.departure.end_date)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Travellers</dt>
          <dd className="font-semibold text-slate-900">
            {booking.participants.map((person) => `${person.first_name} ${person.last_name}`).join(", ")}
          </dd>
        </div>
      </dl>
    </>
  );
}
