// /payment/{groupId}: one booking group's payment screen (guarded, with a state check: a booking of
// this traveller). A held booking is shown on /pay with its countdown; any other state goes to the
// dashboard with a toast saying where the booking stands. The payments issue adds the card screen.
import { company } from "@parvat/domain/company";
import { useEffect, useState } from "react";
import { Navigate } from "react-router";
import { SendBack } from "../components/booking/send-back.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import { NETWORK_ERROR_MESSAGE, request } from "../graphql/client.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { dashboardPath, payPath } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/payment";

const BookingStateDocument = graphql(`
  query BookingState($id: ID!) {
    booking(id: $id) {
      id
      reference
      status
      status_text
    }
  }
`);

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Booking payment",
    description: `The payment for one ${company.name} booking: the amount due for your group and a secure way to pay it.`,
    noindex: true,
  });
}

export const headers: Route.HeadersFunction = privatePageHeaders;

type State = { status: "loading" } | { status: "held"; id: string } | { status: "refused"; reason: string };

function BookingState({ groupId }: { groupId: string }) {
  const [state, setState] = useState<State>({ status: "loading" });
  useEffect(() => {
    request(BookingStateDocument, { id: groupId })
      .then((result) => {
        const booking = result.data?.booking;
        if (booking?.status === "held") setState({ status: "held", id: booking.id });
        else if (booking)
          setState({ status: "refused", reason: `Booking ${booking.reference}: ${booking.status_text}.` });
        else
          setState({
            status: "refused",
            reason: result.errors[0]?.message ?? "We could not find that booking in your account.",
          });
      })
      .catch(() => setState({ status: "refused", reason: NETWORK_ERROR_MESSAGE }));
  }, [groupId]);

  if (state.status === "held") return <Navigate to={payPath(state.id)} replace />;
  if (state.status === "refused") return <SendBack to={dashboardPath()} reason={state.reason} />;
  return (
    <div className="page-container py-20" role="status">
      <p className="text-slate-600">Loading your booking…</p>
    </div>
  );
}

export default function Payment({ params }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Payment" title="Booking payment" />
      <RequireLogin>
        <BookingState groupId={params.groupId} />
      </RequireLogin>
    </>
  );
}
