// The dashboard's waitlist entries: each departure the traveller waits for, their place in line, an
// offer with its deadline (and the way to take it or let it go), and the likelihood from the
// company's own history. Fetched in the browser with the stored token, like the bookings.

import { DEFAULT_BUSINESS_TIME_ZONE } from "@parvat/domain/business-dates";
import { formatMoment } from "@parvat/domain/waitlist";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { MyWaitlistQuery } from "../../graphql/generated/graphql.ts";
import { formatDate } from "../../lib/format.ts";
import { tripPath, waitlistEntryPath } from "../../lib/paths.ts";
import { plural } from "../trek/trek-format.ts";
import { EntryNextStep } from "./entry-next-step.tsx";

const MyWaitlistDocument = graphql(`
  query MyWaitlist {
    myWaitlist {
      id
      status
      status_text
      position
      line_length
      travellers
      start_date
      event_id
      package_id
      package_name
      closes_at
      trip { name slug }
      offer { seats status expires_at booking_id booking_state }
      likelihood { departures percent text }
    }
  }
`);

const LeaveWaitlistDocument = graphql(`
  mutation LeaveWaitlist($id: ID!) {
    leaveWaitlist(id: $id) { id status }
  }
`);

type Entry = MyWaitlistQuery["myWaitlist"][number];

type State = { status: "loading" } | { status: "loaded"; entries: Entry[] } | { status: "failed"; message: string };

/** What became of a taken offer's booking, in words (WaitlistOffer.booking_state). */
const BOOKED_WORDS: Record<string, string> = {
  to_pay: "Offer taken: pay for the seats before their hold ends",
  paid: "Offer taken: your seats are booked",
  moved: "Offer taken, and the booking since moved to another date",
  ended: "The booking from this offer has ended (cancelled, or not paid in time)",
};

/** Where the entry stands, in one line. */
export function entryStanding(
  entry: Pick<Entry, "status" | "position" | "line_length" | "status_text"> & {
    offer: Pick<NonNullable<Entry["offer"]>, "seats" | "expires_at" | "booking_state"> | null;
  },
): string {
  if (entry.status === "waiting" && entry.position !== null) {
    return `Number ${entry.position} of ${Math.max(entry.line_length, entry.position)} in line`;
  }
  if (entry.status === "offered" && entry.offer) {
    return `${plural(entry.offer.seats, "seat")} kept for you until ${formatMoment(new Date(entry.offer.expires_at), DEFAULT_BUSINESS_TIME_ZONE)}`;
  }
  if (entry.status === "booked" && entry.offer?.booking_state) return BOOKED_WORDS[entry.offer.booking_state]!;
  return entry.status_text;
}

export function MyWaitlist() {
  const [state, setState] = useState<State>({ status: "loading" });
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback((signal?: AbortSignal) => {
    request(MyWaitlistDocument, {}, { signal })
      .then((result) =>
        setState(
          result.data
            ? { status: "loaded", entries: result.data.myWaitlist }
            : { status: "failed", message: result.errors[0]?.message ?? "We could not load your waitlist." },
        ),
      )
      .catch(() => {
        if (!signal?.aborted) setState({ status: "failed", message: NETWORK_ERROR_MESSAGE });
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  async function leave(id: string) {
    setProblem(null);
    try {
      const result = await request(LeaveWaitlistDocument, { id });
      if (!result.data) setProblem(result.errors[0]?.message ?? "We could not take you off the waitlist.");
      load();
    } catch {
      setProblem(NETWORK_ERROR_MESSAGE);
    }
  }

  if (state.status === "loading") {
    return (
      <p className="text-slate-600" role="status">
        Loading your waitlist…
      </p>
    );
  }
  if (state.status === "failed") return <p role="alert">{state.message}</p>;
  if (state.entries.length === 0) {
    return (
      <p className="text-slate-700">
        You are not waiting for seats on any date. A full date's page lets you join its waitlist.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      {problem ? <p role="alert">{problem}</p> : null}
      <ul className="grid gap-4">
        {state.entries.map((entry) => (
          <li key={entry.id} className="card grid gap-2 p-5">
            <p className="font-semibold text-slate-900">
              <Link to={tripPath(entry.trip.slug)} className="link">
                {entry.trip.name}
              </Link>
              , {formatDate(entry.start_date)}
            </p>
            <p className="text-sm text-slate-600">
              {plural(entry.travellers, "traveller")}, {entry.package_name}
            </p>
            <p className="font-medium text-slate-900">{entryStanding(entry)}</p>
            {entry.status === "waiting" || entry.status === "offered" ? (
              <p className="text-sm text-slate-700">{entry.likelihood.text}</p>
            ) : null}
            <EntryNextStep entry={entry} />
            <div className="flex flex-wrap gap-3 empty:hidden">
              {entry.status === "offered" ? (
                <Link to={waitlistEntryPath(entry.id)} className="btn btn-primary">
                  See the offer
                </Link>
              ) : null}
              {entry.status === "waiting" || entry.status === "offered" ? (
                <button type="button" className="btn btn-secondary" onClick={() => void leave(entry.id)}>
                  Leave the waitlist
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
