// The body of /pay?booking={id}, loaded with the route's own chunk: the state check (a held booking
// of this traveller, otherwise the dashboard with a toast saying why), then the held booking with
// its checkout. Fetched in the browser with the stored token, so nothing private is in the
// server-rendered page.
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { dashboardPath } from "../../lib/paths.ts";
import { HeldBooking } from "../booking/held-booking.tsx";
import { SendBack } from "../booking/send-back.tsx";
import { ScreenFailed, ScreenLoading } from "./screen-status.tsx";

const HeldBookingDocument = graphql(`
  query HeldBooking($id: ID!) {
    booking(id: $id) {
      ...BookingFields
    }
  }
`);

type State =
  | { status: "loading" }
  | { status: "held"; booking: BookingFieldsFragment }
  /** The hold ran out while the page was open. */
  | { status: "ended"; booking: BookingFieldsFragment }
  | { status: "refused"; reason: string }
  | { status: "failed"; message: string };

export function PayScreen({ bookingId }: { bookingId: string | null }) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: "loading" });

  const load = useCallback(async () => {
    if (!bookingId) {
      setState({ status: "refused", reason: "Choose a booking from your account." });
      return;
    }
    try {
      const result = await request(HeldBookingDocument, { id: bookingId });
      const booking = result.data?.booking;
      if (result.data && !booking) {
        setState({ status: "refused", reason: "We could not find that booking in your account." });
      } else if (booking) {
        setState((current) =>
          booking.status === "held"
            ? { status: "held", booking }
            : current.status === "held" || current.status === "ended"
              ? { status: "ended", booking }
              : {
                  status: "refused",
                  reason: `Booking ${booking.reference} is not awaiting payment: ${booking.status_text.toLowerCase()}.`,
                },
        );
      } else {
        setState({ status: "failed", message: result.errors[0]?.message ?? "We could not load the booking." });
      }
    } catch {
      setState({ status: "failed", message: NETWORK_ERROR_MESSAGE });
    }
  }, [bookingId]);

  useEffect(() => {
    void load();
  }, [load]);

  switch (state.status) {
    case "loading":
      return <ScreenLoading text="Loading your booking…" />;
    case "refused":
      return <SendBack to={dashboardPath()} reason={state.reason} />;
    case "failed":
      return <ScreenFailed message={state.message} onRetry={() => void load()} />;
    default:
      return (
        <HeldBooking
          booking={state.booking}
          ended={state.status === "ended"}
          onExpired={load}
          onCancelled={() => navigate(dashboardPath(), { replace: true })}
          onChanged={(booking) => setState({ status: "held", booking })}
        />
      );
  }
}
