// The body of /pay, the checkout of a booking just made: a held booking as the server has it (trip,
// dates, travellers, the amount with GST as its own line), the hold's live countdown, and what can
// be done with it now: pay it (the plan choice and "Pay ₹X"), cancel it, or go to all bookings.
// When the hold runs out while the page is open, it says so and leads back to the trip to book again.
import { formatIndianPhone } from "@parvat/domain/company";
import { useState } from "react";
import { Link } from "react-router";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import { dashboardPath, tripPath } from "../../lib/paths.ts";
import { Section } from "../page-hero.tsx";
import { PaymentPanel } from "../payments/payment-panel.tsx";
import { BillingDetailsForm, billingNeeded } from "../tax/billing-details-form.tsx";
import { type AddOnDraft, AddOnPicker } from "../trail/add-on-picker.tsx";
import { AmountLines, serverCharges } from "./amount-lines.tsx";
import { BookingChat } from "./booking-chat.tsx";
import { dateRange, holdEndText } from "./booking-format.ts";
import { CancelBooking } from "./cancel-booking.tsx";
import { HoldCountdown } from "./hold-countdown.tsx";
import { StatusBadge } from "./status-badge.tsx";

export function HeldBooking({
  booking,
  ended,
  onExpired,
  onCancelled,
  onChanged,
}: {
  booking: BookingFieldsFragment;
  /** The hold ran out while the page was open. */
  ended: boolean;
  /** Reload the booking (the hold ended, or its amount changed). */
  onExpired: () => void | Promise<void>;
  onCancelled: () => void;
  /** The booking as it is now (its billing details saved). */
  onChanged: (booking: BookingFieldsFragment) => void;
}) {
  // Add-ons chosen on screen but not saved: Pay saves them first (what is on screen is what is paid).
  const [addOnDraft, setAddOnDraft] = useState<AddOnDraft | null>(null);
  return (
    <Section>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <article className="card p-5 sm:p-6" aria-labelledby="held-booking-title">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="text-sm text-slate-600">
                Booking <span className="font-mono font-semibold text-slate-900">{booking.reference}</span>
              </p>
              <h2 id="held-booking-title" className="mt-1 text-2xl font-bold text-slate-900">
                {booking.trip.name}
              </h2>
            </div>
            <StatusBadge status={booking.status} text={booking.status_text} />
          </div>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600">Package</dt>
              <dd className="font-semibold text-slate-900">{booking.package.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Dates</dt>
              <dd className="font-semibold text-slate-900">
                {dateRange(booking.departure.start_date, booking.departure.end_date)}
              </dd>
            </div>
          </dl>
          <h3 className="mt-6 text-lg font-bold text-slate-900">Travellers</h3>
          <ol className="mt-3 grid gap-2 sm:grid-cols-2">
            {booking.participants.map((person, index) => (
              // A phone appears once per departure among live bookings: a key of its own.
              <li key={person.phone} className="rounded-xl bg-slate-50 px-4 py-3 text-slate-900">
                <span className="text-sm text-slate-600">Traveller {index + 1}</span>
                <span className="block font-semibold">
                  {person.first_name} {person.last_name}
                </span>
                <span className="block text-sm text-slate-700">{formatIndianPhone(person.phone)}</span>
              </li>
            ))}
          </ol>
          {ended || booking.quotation ? null : (
            <AddOnPicker bookingId={booking.id} onChanged={onExpired} onDraft={setAddOnDraft} />
          )}
        </article>

        <aside className="card p-5 sm:p-6 lg:sticky lg:top-24" aria-labelledby="held-booking-amount">
          <h2 id="held-booking-amount" className="text-lg font-bold text-slate-900">
            Amount
          </h2>
          <AmountLines
            charges={serverCharges(booking)}
            payments={{ paidPaise: booking.paid_paise, duePaise: booking.due_paise }}
            className="mt-4"
          />
          {ended || !booking.hold_expires_at ? (
            <div className="mt-5 rounded-xl border border-slate-300 bg-slate-50 p-4">
              <p role="alert" className="font-semibold text-slate-900">
                The hold has ended and the seats went back on sale.
              </p>
              <Link to={tripPath(booking.trip.slug)} className="btn btn-primary mt-3">
                Book {booking.trip.name} again
              </Link>
            </div>
          ) : (
            <>
              <HoldCountdown expiresAt={booking.hold_expires_at} onExpired={onExpired} className="mt-5" />
              <p className="mt-2 text-sm text-slate-600">
                {booking.quotation
                  ? `The quoted price is held until ${holdEndText(booking.hold_expires_at)}. A booking not paid by then is released.`
                  : `The seats are yours until ${holdEndText(booking.hold_expires_at)}. A booking not paid by then is released and its seats go back on sale.`}
              </p>
              <details className="mt-5 rounded-xl border border-slate-200 p-4" open={billingNeeded(booking) !== null}>
                <summary className="cursor-pointer font-semibold text-slate-900">
                  {billingNeeded(booking) === "pan"
                    ? "Your PAN and billing details (needed before paying)"
                    : billingNeeded(booking) === "address"
                      ? "Your address for the invoice (needed before paying)"
                      : booking.billing_details
                        ? `Invoice to ${booking.billing_details.legal_name}`
                        : "Billing details for your invoice (GSTIN for business)"}
                </summary>
                <div className="mt-3">
                  <BillingDetailsForm booking={booking} onSaved={onChanged} />
                </div>
              </details>
              <div className="mt-5">
                <PaymentPanel
                  booking={booking}
                  title="Pay to confirm"
                  onStale={() => void onExpired()}
                  unsavedAddOns={addOnDraft}
                />
              </div>
              <div className="mt-5 flex flex-wrap gap-3">
                <CancelBooking booking={booking} onCancelled={onCancelled} onStale={onExpired} />
              </div>
            </>
          )}
          <Link to={dashboardPath()} className="link mt-5 inline-block">
            All my bookings
          </Link>
          <BookingChat reference={booking.reference} tripName={booking.trip.name} />
        </aside>
      </div>
    </Section>
  );
}
