// /payment/{groupId} without an order: the card for paying what is still due on one booking (the
// link the dashboard and messages use for a balance). State check: a booking of this traveller with
// something due. A held booking belongs to /pay and goes there; anything else goes to the
// dashboard with a toast saying where the booking stands.
import { useCallback, useEffect, useId, useState } from "react";
import { Link, Navigate } from "react-router";
import { NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { dashboardPath, payPath } from "../../lib/paths.ts";
import { AmountLines, serverCharges } from "../booking/amount-lines.tsx";
import { BookingChat } from "../booking/booking-chat.tsx";
import { SendBack } from "../booking/send-back.tsx";
import { Section } from "../page-hero.tsx";
import { BookingSummary } from "./booking-summary.tsx";
import { PaymentPanel } from "./payment-panel.tsx";
import { balanceDeadline } from "./payment-rules.ts";
import { ReceiptLinks } from "./receipt-links.tsx";
import { ScreenFailed, ScreenLoading } from "./screen-status.tsx";

const BalanceBookingDocument = graphql(`
  query BalanceBooking($id: ID!) {
    booking(id: $id) {
      ...BookingFields
    }
  }
`);

type State =
  | { status: "loading" }
  | { status: "due"; booking: BookingFieldsFragment }
  | { status: "held"; id: string }
  | { status: "refused"; reason: string }
  | { status: "failed"; message: string };

export function BalanceScreen({ groupId }: { groupId: string }) {
  const headingId = useId();
  const [state, setState] = useState<State>({ status: "loading" });

  const load = useCallback(async () => {
    try {
      const result = await request(BalanceBookingDocument, { id: groupId });
      const booking = result.data?.booking;
      if (booking?.status === "held") setState({ status: "held", id: booking.id });
      else if (booking?.can_pay) setState({ status: "due", booking });
      else if (booking) {
        setState({
          status: "refused",
          reason: `Booking ${booking.reference} has nothing to pay: ${booking.status_text.toLowerCase()}.`,
        });
      } else if (result.data) {
        setState({ status: "refused", reason: "We could not find that booking in your account." });
      } else {
        setState({ status: "failed", message: result.errors[0]?.message ?? "We could not load the booking." });
      }
    } catch {
      setState({ status: "failed", message: NETWORK_ERROR_MESSAGE });
    }
  }, [groupId]);

  useEffect(() => {
    void load();
  }, [load]);

  switch (state.status) {
    case "loading":
      return <ScreenLoading text="Loading your booking…" />;
    case "held":
      return <Navigate to={payPath(state.id)} replace />;
    case "refused":
      return <SendBack to={dashboardPath()} reason={state.reason} />;
    case "failed":
      return <ScreenFailed message={state.message} onRetry={() => void load()} />;
  }

  const { booking } = state;
  return (
    <Section>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <article className="card p-5 sm:p-6" aria-labelledby={headingId}>
          <BookingSummary booking={booking} headingId={headingId} />
          <h3 className="mt-6 text-lg font-bold text-slate-900">Paid so far</h3>
          <ReceiptLinks payments={booking.payments} className="mt-3" />
        </article>
        <aside className="card p-5 sm:p-6 lg:sticky lg:top-24" aria-label="Balance">
          <AmountLines
            charges={serverCharges(booking)}
            payments={{ paidPaise: booking.paid_paise, duePaise: booking.due_paise }}
          />
          <p className="mt-3 text-sm text-slate-700">
            The balance is due {balanceDeadline(booking.balance_due_by)}. Your seats are secured meanwhile.
          </p>
          <div className="mt-5">
            <PaymentPanel booking={booking} title="Pay the balance" onStale={() => void load()} />
          </div>
          <Link to={dashboardPath()} className="link mt-5 inline-block">
            All my bookings
          </Link>
          <BookingChat reference={booking.reference} tripName={booking.trip.name} />
        </aside>
      </div>
    </Section>
  );
}
