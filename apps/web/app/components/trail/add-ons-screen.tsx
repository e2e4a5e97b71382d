// The body of /bookings/{id}/add-ons: a live booking's add-ons after it was made (the picker), its
// amount with each add-on as a line, and, when add-ons chosen since leave something due, the Pay
// action for it (startPayment answers the purpose: the balance, or add-ons of a paid booking).
import { useCallback, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { dashboardPath, payPath } from "../../lib/paths.ts";
import { AmountLines, serverCharges } from "../booking/amount-lines.tsx";
import { SendBack } from "../booking/send-back.tsx";
import { Section } from "../page-hero.tsx";
import { BookingSummary } from "../payments/booking-summary.tsx";
import { PaymentPanel } from "../payments/payment-panel.tsx";
import { ScreenFailed, ScreenLoading } from "../payments/screen-status.tsx";
import { type AddOnDraft, AddOnPicker } from "./add-on-picker.tsx";

const AddOnsBookingDocument = graphql(`
  query AddOnsBooking($id: ID!) {
    booking(id: $id) {
      ...BookingFields
    }
  }
`);

type State =
  | { status: "loading" }
  | { status: "ready"; booking: BookingFieldsFragment }
  | { status: "refused"; reason: string }
  | { status: "failed"; message: string };

export function AddOnsScreen({ bookingId }: { bookingId: string }) {
  const headingId = useId();
  const [state, setState] = useState<State>({ status: "loading" });
  // Add-ons chosen on screen but not saved: Pay saves them first (what is on screen is what is paid).
  const [addOnDraft, setAddOnDraft] = useState<AddOnDraft | null>(null);

  const load = useCallback(async () => {
    try {
      const result = await request(AddOnsBookingDocument, { id: bookingId });
      const booking = result.data?.booking;
      if (booking && ["held", "part_paid", "confirmed"].includes(booking.status) && !booking.quotation) {
        setState({ status: "ready", booking });
      } else if (booking) {
        setState({
          status: "refused",
          reason: `Booking ${booking.reference} cannot take add-ons: ${booking.status_text.toLowerCase()}.`,
        });
      } else if (result.data) {
        setState({ status: "refused", reason: "We could not find that booking in your account." });
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
  }
  const { booking } = state;
  return (
    <Section>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <article className="card p-5 sm:p-6" aria-labelledby={headingId}>
          <BookingSummary booking={booking} headingId={headingId} />
          <AddOnPicker bookingId={booking.id} onChanged={load} onDraft={setAddOnDraft} />
        </article>
        <aside className="card p-5 sm:p-6 lg:sticky lg:top-24" aria-label="Amount">
          <AmountLines
            charges={serverCharges(booking)}
            payments={{ paidPaise: booking.paid_paise, duePaise: booking.due_paise }}
          />
          {booking.status === "held" ? (
            <Link to={payPath(booking.id)} className="btn btn-primary mt-5">
              Pay for the booking
            </Link>
          ) : booking.can_pay ? (
            <div className="mt-5">
              <PaymentPanel
                booking={booking}
                title="Pay what is due"
                onStale={() => void load()}
                unsavedAddOns={addOnDraft}
              />
            </div>
          ) : null}
          <Link to={dashboardPath()} className="link mt-5 inline-block">
            All my bookings
          </Link>
        </aside>
      </div>
    </Section>
  );
}
