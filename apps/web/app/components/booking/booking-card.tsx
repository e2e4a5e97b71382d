// One booking on the dashboard: the trip and its dates, who travels, the status in words, what is
// paid and what is due (or, once cancelled or expired, what was kept and refunded), its receipts,
// tax invoices and refunds, its billing details until the first payment, and what can be done with it now: a held booking
// shows the hold's countdown and "Pay now", a part-paid one "Pay balance"; a booking that can still
// be cancelled has a cancel with a confirm step that shows the refund first. A paid booking offers a change
// of date only when the server would allow one, and otherwise says why. A completed one links to its
// review, to write it or to change it, while the review's link works.
import { formatPaise } from "@parvat/domain/money-words";
import { Link } from "react-router";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { addOnsPath, paymentPath, payPath, quotationPath, tripPassPath, tripPath } from "../../lib/paths.ts";
import { balanceDeadline } from "../payments/payment-rules.ts";
import { ReceiptLinks } from "../payments/receipt-links.tsx";
import { BillingDetailsForm, billingNeeded } from "../tax/billing-details-form.tsx";
import { InvoiceLinks } from "../tax/invoice-links.tsx";
import { plural } from "../trek/trek-format.ts";
import { AmountLines, serverCharges } from "./amount-lines.tsx";
import { dateRange } from "./booking-format.ts";
import { CancelBooking } from "./cancel-booking.tsx";
import { EndedBookingMoney } from "./ended-booking-money.tsx";
import { HoldCountdown } from "./hold-countdown.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { CancelledDepartureChoice, ChangeDate, ReplaceTraveller } from "./trip-changes.tsx";

/** A booking's refunds in words: "Refund pending: ₹12,600", "Refunded: ₹12,600"; null without any. */
export function refundText(booking: {
  refund_status: string | null;
  refunds: readonly { amount_paise: number; status: string }[];
}): string | null {
  const total = (status: string) =>
    booking.refunds.filter((refund) => refund.status === status).reduce((sum, refund) => sum + refund.amount_paise, 0);
  switch (booking.refund_status) {
    case "pending":
      return `Refund pending: ${formatPaise(total("pending"))}`;
    case "refunded":
      return `Refunded: ${formatPaise(total("refunded"))}`;
    case "failed":
      return "The refund did not go through: our team is on it and will contact you.";
    default:
      return null;
  }
}

export function BookingCard({
  booking,
  onChanged,
  onStale,
}: {
  booking: BookingFieldsFragment;
  /** The booking as it is now (after a cancel). */
  onChanged: (booking: BookingFieldsFragment) => void;
  /** The booking moved on by itself (the hold ended): reload the list. */
  onStale: () => void;
}) {
  const held = booking.status === "held" && booking.hold_expires_at !== null;
  const balance = booking.status === "part_paid" && booking.can_pay;
  // A paid booking of a departure (not a quotation's) can add (and pay for) add-ons until each one's
  // last day, move to another date and change a traveller.
  const paidAndLive = (booking.status === "part_paid" || booking.status === "confirmed") && !booking.quotation;
  // Held bookings cancel for nothing; paid ones while the server quotes a refund tier.
  const cancellable = held || (booking.paid_paise > 0 && booking.cancellation !== null);
  const names = booking.participants.map((person) => `${person.first_name} ${person.last_name}`).join(", ");
  // A cancelled or expired booking owes nothing: its money says what was paid, kept and refunded.
  const ended = booking.status === "cancelled" || booking.status === "expired";
  const refund = ended && booking.refund_status !== "failed" ? null : refundText(booking);
  return (
    <article className="card flex h-full flex-col p-5 sm:p-6" aria-labelledby={`booking-${booking.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`booking-${booking.id}`} className="text-lg font-bold text-slate-900">
            <Link
              to={
                booking.quotation
                  ? quotationPath(booking.quotation.enquiry_slug, booking.quotation.slug)
                  : tripPath(booking.trip.slug)
              }
              className="hover:text-primary-strong hover:underline"
            >
              {booking.trip.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {booking.package.name} · Booking <span className="font-mono text-slate-900">{booking.reference}</span>
          </p>
        </div>
        <StatusBadge status={booking.status} text={booking.status_text} />
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Dates</dt>
          <dd className="font-medium text-slate-900">
            {dateRange(booking.departure.start_date, booking.departure.end_date)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{plural(booking.traveller_count, "traveller")}</dt>
          <dd className="font-medium text-slate-900">{names}</dd>
        </div>
      </dl>
      <AmountLines
        charges={serverCharges(booking)}
        payments={ended ? undefined : { paidPaise: booking.paid_paise, duePaise: booking.due_paise }}
        className="mt-4 rounded-xl bg-slate-50 p-4"
      />
      {ended && booking.received_paise > 0 ? (
        <EndedBookingMoney booking={booking} className="mt-3 rounded-xl bg-slate-50 p-4" />
      ) : null}
      {refund ? (
        <p
          className={`mt-3 rounded-lg px-3 py-2 text-sm font-semibold ${
            booking.refund_status === "refunded" ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-950"
          }`}
        >
          {refund}
        </p>
      ) : null}
      <ReceiptLinks payments={booking.payments} className="mt-3" />
      <InvoiceLinks invoices={booking.invoices} className="mt-2" />
      {(held || booking.status === "part_paid") && (booking.payments.length === 0 || billingNeeded(booking)) ? (
        <details className="mt-3 rounded-xl border border-slate-200 p-3 text-sm" open={billingNeeded(booking) !== null}>
          <summary className="cursor-pointer font-semibold text-slate-900">
            {billingNeeded(booking) === "pan"
              ? "Add your PAN before paying (trip abroad)"
              : billingNeeded(booking) === "address"
                ? `Add your address before paying (invoice of ${formatPaise(booking.address_required_from_paise)} or more)`
                : booking.billing_details
                  ? `Invoice to ${booking.billing_details.legal_name}`
                  : "Billing details for your invoice"}
          </summary>
          <div className="mt-3">
            <BillingDetailsForm booking={booking} onSaved={onChanged} />
          </div>
        </details>
      ) : null}
      {balance ? (
        <p className="mt-3 text-sm text-slate-700">
          Balance of {formatPaise(booking.due_paise)} due {balanceDeadline(booking.balance_due_by)}.
        </p>
      ) : null}
      {held || balance || cancellable ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {held ? <HoldCountdown expiresAt={booking.hold_expires_at!} onExpired={onStale} /> : null}
          {held ? (
            <Link
              to={payPath(booking.id)}
              aria-label={`Pay now for booking ${booking.reference}`}
              className="btn btn-primary"
            >
              Pay now
            </Link>
          ) : null}
          {balance ? (
            <Link
              to={paymentPath(booking.id)}
              aria-label={`Pay balance for booking ${booking.reference}`}
              className="btn btn-primary"
            >
              Pay balance
            </Link>
          ) : null}
          {cancellable ? <CancelBooking booking={booking} onCancelled={onChanged} onStale={onStale} /> : null}
        </div>
      ) : null}
      {paidAndLive ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Link
            to={addOnsPath(booking.id)}
            aria-label={`Add-ons for booking ${booking.reference}`}
            className="btn btn-secondary min-h-11"
          >
            Add-ons
          </Link>
          <Link
            to={tripPassPath(booking.reference)}
            aria-label={`Trip pass for booking ${booking.reference}`}
            className="btn btn-secondary min-h-11"
          >
            Trip pass
          </Link>
          {booking.date_change_blocked === null ? <ChangeDate booking={booking} onChanged={onChanged} /> : null}
          <ReplaceTraveller booking={booking} onChanged={onChanged} />
        </div>
      ) : null}
      {paidAndLive && booking.date_change_blocked !== null ? (
        // The server's own rule (Booking.date_change_blocked): why no date picker is offered, said up front.
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          Change date: {booking.date_change_blocked}
        </p>
      ) : null}
      {booking.review ? (
        <div className="mt-4">
          <Link
            to={booking.review.path}
            // The visible words start the name (WCAG 2.5.3, axe's label-content-name-mismatch).
            aria-label={`${booking.review.written ? "Change your review" : "Write a review"} of ${booking.trip.name}`}
            className="btn btn-secondary min-h-11"
          >
            {booking.review.written ? "Change your review" : "Write a review"}
          </Link>
        </div>
      ) : null}
      <CancelledDepartureChoice booking={booking} onChanged={onChanged} />
    </article>
  );
}
