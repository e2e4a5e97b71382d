// /admin/bookings: the trip desk finds a booking by its reference (whole or its first
// characters, any case), trip, departure, status, a phone number (the booker's or any traveller's,
// however it was said on the phone) or the trip's dates.
// The filters live in the address, so a search can be bookmarked, shared and reloaded, and the form
// is a plain GET form. A table on a laptop; cards on a phone.

import { BOOKING_REFERENCE_HELP, bookingReferencePrefixes } from "@parvat/domain/booking-reference";
import { formatIndianPhone } from "@parvat/domain/company";
import { formatPaise } from "@parvat/domain/money-words";
import { Form, Link, useSearchParams } from "react-router";
import { AdminPage } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { BookingStatusBadge, formatInstant, STATUS_LABELS } from "../../components/admin/bookings/booking-bits.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { Select } from "../../components/select.tsx";
import { longDate } from "../../components/trek/trek-format.ts";
import { graphql } from "../../graphql/generated/gql.ts";

const AdminBookingsDocument = graphql(`
  query AdminBookings($filter: AdminBookingFilter, $page: Int) {
    adminBookings(filter: $filter, page: $page) {
      total
      page
      page_size
      items {
        id
        reference
        status
        trip_name
        start_date
        event_id
        traveller_count
        total_paise
        paid_paise
        booker_name
        booker_phone
        created_at
      }
    }
    adminTrips {
      id
      name
    }
  }
`);

const FILTERS = ["reference", "trekId", "eventId", "status", "phone", "from", "to"] as const;

/** The filter the address holds: empty values are left out. */
function filterFrom(params: URLSearchParams) {
  const filter: Partial<Record<(typeof FILTERS)[number], string>> = {};
  for (const name of FILTERS) {
    const value = params.get(name)?.trim();
    if (value) filter[name] = value;
  }
  return filter;
}

export default function AdminBookings() {
  const [params] = useSearchParams();
  const filter = filterFrom(params);
  // A reference that cannot be one is said beside its field; the API is never asked with it.
  const referenceError =
    filter.reference && !bookingReferencePrefixes(filter.reference) ? BOOKING_REFERENCE_HELP : null;
  const { reference: _unusable, ...withoutReference } = filter;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const { state, reload } = useAdminQuery(AdminBookingsDocument, {
    filter: referenceError ? withoutReference : filter,
    page,
  });
  const pageHref = (to: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(to));
    return `?${next.toString()}`;
  };

  return (
    <AdminPage
      title="Bookings"
      intro="Find a booking by its reference, trip, departure, status, phone number or travel dates."
    >
      <AdminQueryView state={state} reload={reload} what="the bookings">
        {(data) => (
          <>
            <Form
              method="get"
              className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
              aria-label="Filter bookings"
            >
              <TextFilter
                label="Reference"
                name="reference"
                type="search"
                value={filter.reference}
                placeholder="PJ-7K3M9Q"
                hint="Whole, or its first characters"
                error={referenceError}
              />
              <TextFilter label="Phone" name="phone" type="tel" value={filter.phone} placeholder="98765 43210" />
              <Select
                label="Trip"
                name="trekId"
                value={filter.trekId ?? ""}
                anyLabel="Any trip"
                options={data.adminTrips.map((trip) => ({ value: String(trip.id), label: trip.name }))}
              />
              <Select
                label="Status"
                name="status"
                value={filter.status ?? ""}
                anyLabel="Any status"
                options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
              />
              <TextFilter label="Starting from" name="from" type="date" value={filter.from} />
              <TextFilter label="Starting by" name="to" type="date" value={filter.to} />
              {filter.eventId ? <input type="hidden" name="eventId" value={filter.eventId} /> : null}
              <div className="flex items-end gap-2">
                <button type="submit" className="btn btn-primary min-h-11">
                  Find bookings
                </button>
                <Link to="/admin/bookings" className="btn btn-secondary min-h-11">
                  Clear
                </Link>
              </div>
            </Form>
            {filter.eventId ? (
              <p className="mt-3 text-sm text-slate-700">
                One departure only.{" "}
                <Link
                  className="font-semibold text-primary-strong underline"
                  to={`/admin/departures/${filter.eventId}/manifest`}
                >
                  Its manifest
                </Link>
              </p>
            ) : null}
            {referenceError ? null : <BookingResults data={data.adminBookings} />}
            <nav aria-label="Pages of bookings" className="mt-4 flex items-center justify-between gap-2 text-sm">
              {data.adminBookings.page > 1 ? (
                <Link className="btn btn-secondary min-h-11" to={pageHref(data.adminBookings.page - 1)}>
                  Newer
                </Link>
              ) : (
                <span />
              )}
              <span className="text-slate-600">
                {data.adminBookings.total} {data.adminBookings.total === 1 ? "booking" : "bookings"}
              </span>
              {data.adminBookings.page * data.adminBookings.page_size < data.adminBookings.total ? (
                <Link className="btn btn-secondary min-h-11" to={pageHref(data.adminBookings.page + 1)}>
                  Older
                </Link>
              ) : (
                <span />
              )}
            </nav>
          </>
        )}
      </AdminQueryView>
    </AdminPage>
  );
}

function TextFilter({
  label,
  name,
  type,
  value,
  placeholder,
  hint,
  error,
}: {
  label: string;
  name: string;
  type: "tel" | "date" | "search";
  value: string | undefined;
  placeholder?: string;
  hint?: string;
  error?: string | null;
}) {
  const id = `bookings-filter-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold tracking-wide text-slate-700 uppercase">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value ?? ""}
        placeholder={placeholder}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900"
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-primary-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Page = {
  items: {
    id: number;
    reference: string;
    status: string;
    trip_name: string;
    start_date: string;
    traveller_count: number;
    total_paise: number;
    paid_paise: number;
    booker_name: string | null;
    booker_phone: string;
    created_at: string;
  }[];
};

function BookingResults({ data }: { data: Page }) {
  if (data.items.length === 0) {
    return <p className="card mt-4 p-6 text-slate-700">No booking matches these filters.</p>;
  }
  return (
    <>
      <div className="card mt-4 hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Bookings, newest first</caption>
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Booking
              </th>
              <th scope="col" className="px-4 py-3">
                Trip
              </th>
              <th scope="col" className="px-4 py-3">
                Booked by
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Travellers
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Paid of total
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((booking) => (
              <tr key={booking.id} className="border-b border-slate-100 last:border-0">
                <td className="px-4 py-3">
                  <Link className="font-semibold text-primary-strong underline" to={`/admin/bookings/${booking.id}`}>
                    {booking.reference}
                  </Link>
                  <div className="text-xs text-slate-600">{formatInstant(booking.created_at)}</div>
                </td>
                <td className="px-4 py-3">
                  {booking.trip_name}
                  <div className="text-xs text-slate-600">{longDate(booking.start_date)}</div>
                </td>
                <td className="px-4 py-3">
                  {booking.booker_name ?? "No name"}
                  <div className="text-xs text-slate-600">{formatIndianPhone(booking.booker_phone)}</div>
                </td>
                <td className="px-4 py-3 text-right">{booking.traveller_count}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  {formatPaise(booking.paid_paise)} of {formatPaise(booking.total_paise)}
                </td>
                <td className="px-4 py-3">
                  <BookingStatusBadge status={booking.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-4 grid gap-3 md:hidden">
        {data.items.map((booking) => (
          <li key={booking.id} className="card p-4">
            <div className="flex items-start justify-between gap-2">
              <Link
                className="text-lg font-semibold text-primary-strong underline"
                to={`/admin/bookings/${booking.id}`}
              >
                {booking.reference}
              </Link>
              <BookingStatusBadge status={booking.status} />
            </div>
            <p className="mt-1 font-medium text-slate-900">{booking.trip_name}</p>
            <p className="text-sm text-slate-700">
              {longDate(booking.start_date)} · {booking.traveller_count}{" "}
              {booking.traveller_count === 1 ? "traveller" : "travellers"}
            </p>
            <p className="text-sm text-slate-700">
              {booking.booker_name ?? "No name"}, {formatIndianPhone(booking.booker_phone)}
            </p>
            <p className="text-sm text-slate-700">
              Paid {formatPaise(booking.paid_paise)} of {formatPaise(booking.total_paise)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
