// The dashboard's bookings: upcoming trips first, then past and cancelled ones, as cards;
// an empty state that leads to the listings. Fetched in the browser with the stored token, like
// the account panel, so no private data is ever in the server-rendered page.
import type { BookingStatus } from "@parvat/domain/booking";
import { businessToday, compareIsoDates, DEFAULT_BUSINESS_TIME_ZONE } from "@parvat/domain/business-dates";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { BookingCard } from "./booking-card.tsx";
import { CREDIT_CHANGED_EVENT } from "./credit-events.ts";

const MyBookingsDocument = graphql(`
  query MyBookings {
    myBookings {
      ...BookingFields
    }
  }
`);

type State =
  | { status: "loading" }
  | { status: "loaded"; bookings: BookingFieldsFragment[] }
  | { status: "failed"; message: string };

/** Bookings that no longer hold seats, listed with the past ones. */
const CALLED_OFF: ReadonlySet<BookingStatus> = new Set(["expired", "cancelled"]);

/** Upcoming: a booking that holds its seats on a trip that has not ended. Everything else is past. */
export function splitBookings(bookings: readonly BookingFieldsFragment[], today: string) {
  const upcoming: BookingFieldsFragment[] = [];
  const past: BookingFieldsFragment[] = [];
  for (const booking of bookings) {
    (!CALLED_OFF.has(booking.status) && booking.departure.end_date >= today ? upcoming : past).push(booking);
  }
  // Soonest trip first among the upcoming; the API's order (newest departure first) for the rest.
  upcoming.sort((a, b) => compareIsoDates(a.departure.start_date, b.departure.start_date));
  return { upcoming, past };
}

export function MyBookings({ listingsHref }: { listingsHref: string }) {
  const [state, setState] = useState<State>({ status: "loading" });

  const load = useCallback(async (quietly = false) => {
    if (!quietly) setState({ status: "loading" });
    try {
      const result = await request(MyBookingsDocument);
      if (result.data) setState({ status: "loaded", bookings: result.data.myBookings });
      else setState({ status: "failed", message: result.errors[0]?.message ?? "We could not load your bookings." });
    } catch {
      setState({ status: "failed", message: NETWORK_ERROR_MESSAGE });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const replace = (changed: BookingFieldsFragment) => {
    // A cancellation for credit, a move to a cheaper date or a choice of credit changes the trip credit panel too.
    window.dispatchEvent(new Event(CREDIT_CHANGED_EVENT));
    setState((current) =>
      current.status === "loaded"
        ? { ...current, bookings: current.bookings.map((booking) => (booking.id === changed.id ? changed : booking)) }
        : current,
    );
  };

  if (state.status === "loading") {
    return (
      <div className="card p-6" role="status">
        <p className="text-slate-600">Loading your bookings…</p>
      </div>
    );
  }
  if (state.status === "failed") {
    return (
      <div className="card p-6">
        <p role="alert" className="font-medium text-primary-strong">
          {state.message}
        </p>
        <button type="button" className="btn btn-secondary mt-4" onClick={() => void load()}>
          Try again
        </button>
      </div>
    );
  }
  if (state.bookings.length === 0) {
    return (
      <div className="card p-6 sm:p-8">
        <p className="text-lg font-semibold text-slate-900">No bookings yet</p>
        <p className="mt-1 text-slate-600">
          Choose a trip and a date, add your travellers, and your booking shows here.
        </p>
        <Link to={listingsHref} className="btn btn-primary mt-5">
          Find a trip
        </Link>
      </div>
    );
  }

  const { upcoming, past } = splitBookings(state.bookings, businessToday(DEFAULT_BUSINESS_TIME_ZONE));
  const list = (bookings: BookingFieldsFragment[]) => (
    <ul className="grid gap-5 lg:grid-cols-2">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} onChanged={replace} onStale={() => void load(true)} />
        </li>
      ))}
    </ul>
  );
  return (
    <div className="grid gap-10">
      <section aria-labelledby="upcoming-bookings">
        <h3 id="upcoming-bookings" className="text-xl font-bold text-slate-900">
          Upcoming
        </h3>
        <div className="mt-4">
          {upcoming.length > 0 ? (
            list(upcoming)
          ) : (
            <p className="text-slate-600">
              No upcoming trips.{" "}
              <Link to={listingsHref} className="link">
                Find your next one
              </Link>
            </p>
          )}
        </div>
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-bookings">
          <h3 id="past-bookings" className="text-xl font-bold text-slate-900">
            Past and cancelled
          </h3>
          <div className="mt-4">{list(past)}</div>
        </section>
      ) : null}
    </div>
  );
}
