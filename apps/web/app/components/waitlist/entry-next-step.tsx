// What a traveller can do next with a waitlist entry that is over, on the dashboard and the entry's
// page alike: pay a taken offer's booking only while it is still held (anything else would bounce
// back from /pay), see the booking it became once paid or moved, and after an offer that lapsed or
// was declined, or a booking from it that ended, join the line again or look at other dates.
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import { payPath, tripPath, waitlistEntryPath } from "../../lib/paths.ts";

const RejoinWaitlistDocument = graphql(`
  mutation RejoinWaitlist($input: JoinWaitlistInput!) {
    joinWaitlist(input: $input) { id }
  }
`);

export interface EntryForNextStep {
  status: string;
  event_id: number;
  package_id: number;
  travellers: number;
  trip: { slug: string };
  offer: { booking_id?: string | null; booking_state?: string | null } | null;
}

/** Whether the entry is over and nothing of it is left to pay or see: time to wait again or look elsewhere. */
export function entryIsOver(entry: EntryForNextStep): boolean {
  return (
    entry.status === "lapsed" ||
    entry.status === "declined" ||
    (entry.status === "booked" && entry.offer?.booking_state === "ended")
  );
}

export function EntryNextStep({ entry, primary = false }: { entry: EntryForNextStep; primary?: boolean }) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const bookingId = entry.offer?.booking_id;
  const bookingState = entry.offer?.booking_state;
  const button = primary ? "btn btn-primary" : "btn btn-secondary";

  if (entry.status === "booked" && bookingId && bookingState === "to_pay") {
    return (
      <Link to={payPath(bookingId)} className={`${button} justify-self-start`}>
        Pay for the seats
      </Link>
    );
  }
  if (entry.status === "booked" && bookingId && (bookingState === "paid" || bookingState === "moved")) {
    return (
      <Link to={`/dashboard#booking-${bookingId}`} className="btn btn-secondary justify-self-start">
        See your booking
      </Link>
    );
  }
  if (!entryIsOver(entry)) return null;

  async function rejoin() {
    setJoining(true);
    setProblem(null);
    try {
      const result = await request(RejoinWaitlistDocument, {
        input: { eventId: entry.event_id, packageId: entry.package_id, travellers: entry.travellers },
      });
      if (result.data) navigate(waitlistEntryPath(result.data.joinWaitlist.id));
      else setProblem(result.errors[0]?.message ?? "We could not add you to the waitlist again.");
    } catch {
      setProblem(NETWORK_ERROR_MESSAGE);
    } finally {
      setJoining(false);
    }
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-3">
        <button type="button" className={button} disabled={joining} onClick={() => void rejoin()}>
          {joining ? "Joining…" : "Join the waitlist again"}
        </button>
        <Link to={tripPath(entry.trip.slug)} className="btn btn-secondary">
          See other dates
        </Link>
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-primary-strong">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
