// /pay?booking={id}: a booking whose seats are held (guarded, with a state check: a held booking of
// this traveller, otherwise the dashboard with a toast saying why). It shows what is held, the
// amount with GST as its own line and the hold's live countdown, with the two actions a held booking
// has today: cancelling it, and the way to all bookings. Fetched in the browser with the stored
// token, so nothing private is in the server-rendered page.
import { company } from "@parvat/domain/company";
import { useCallback, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { HeldBooking } from "../components/booking/held-booking.tsx";
import { SendBack } from "../components/booking/send-back.tsx";
import { PageHero, Section } from "../components/page-hero.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import { NETWORK_ERROR_MESSAGE, request } from "../graphql/client.ts";
import { graphql } from "../graphql/generated/gql.ts";
import type { BookingFieldsFragment } from "../graphql/generated/graphql.ts";
import { dashboardPath } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/pay";

const HeldBookingDocument = graphql(`
  query HeldBooking($id: ID!) {
    booking(id: $id) {
      ...BookingFields
    }
  }
`);

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Your held booking",
    description: `Your ${company.name} booking while its seats are held: the trip, the travellers, the amount with GST and the time left on the hold.`,
    noindex: true,
  });
}

export const headers: Route.HeadersFunction = privatePageHeaders;

type State =
  | { status: "loading" }
  | { status: "held"; booking: BookingFieldsFragment }
  /** The hold ran out while the page was open. */
  | { status: "ended"; booking: BookingFieldsFragment }
  | { status: "refused"; reason: string }
  | { status: "failed"; message: string };

function PayScreen({ bookingId }: { bookingId: string | null }) {
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
      return (
        <div className="page-container py-20" role="status">
          <p className="text-slate-600">Loading your booking…</p>
        </div>
      );
    case "refused":
      return <SendBack to={dashboardPath()} reason={state.reason} />;
    case "failed":
      return (
        <Section>
          <div className="card p-6">
            <p role="alert" className="font-medium text-primary-strong">
              {state.message}
            </p>
            <button type="button" className="btn btn-secondary mt-4" onClick={() => void load()}>
              Try again
            </button>
          </div>
        </Section>
      );
    default:
      return (
        <HeldBooking
          booking={state.booking}
          ended={state.status === "ended"}
          onExpired={() => void load()}
          onCancelled={() => navigate(dashboardPath(), { replace: true })}
        />
      );
  }
}

export default function Pay() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHero eyebrow="Booking" title="Your held booking" />
      <RequireLogin>
        <PayScreen bookingId={params.get("booking")} />
      </RequireLogin>
    </>
  );
}
