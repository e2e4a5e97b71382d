// /admin/bookings/{id}: one booking whole for the trip desk: who travels (with their age on
// the start date), the money (every ledger row, refunds and where they stand), the status history and
// the desk's own changes. The desk records a payment taken by bank transfer or in cash, pays back by
// hand a refund of such money, and cancels: with the trip's rule (its refund shown before anyone
// confirms) or with an amount of its own and a reason. It moves a paid booking to another departure
// of the trip without the fee, lets the traveller move it online once more, and grants the account
// goodwill trip credit. Every change is audited by the API.
import { DEFAULT_BUSINESS_TIME_ZONE } from "@parvat/domain/business-dates";
import { formatIndianPhone } from "@parvat/domain/company";
import { CHILD_RULE, guardianInWords } from "@parvat/domain/guardians";
import { formatPaise } from "@parvat/domain/money-words";
import { PAYMENT_CHANNEL_LABELS, paymentMethodAndChannel } from "@parvat/domain/payment-methods";
import { formatMoment } from "@parvat/domain/waitlist";
import { type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { AdminPage, AdminSection } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { AuditChanges, actionInWords } from "../../components/admin/audit-changes.tsx";
import {
  BookingStatusBadge,
  formatInstant,
  REFUND_REASON_LABELS,
  REFUND_STATUS_LABELS,
  STATUS_LABELS,
} from "../../components/admin/bookings/booking-bits.tsx";
import {
  CancelBookingForm,
  OfflinePaymentForm,
  OfflineRefundForm,
} from "../../components/admin/bookings/booking-forms.tsx";
import { BookingMessages } from "../../components/admin/bookings/booking-messages.tsx";
import {
  AllowTransferForm,
  GrantCreditForm,
  TransferBookingForm,
} from "../../components/admin/bookings/trip-change-forms.tsx";
import { useStaffAccess } from "../../components/admin/staff-access.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { InvoiceLinks } from "../../components/tax/invoice-links.tsx";
import { AdminTravellerForms } from "../../components/trail/admin-traveller-forms.tsx";
import { longDate } from "../../components/trek/trek-format.ts";
import { graphql } from "../../graphql/generated/gql.ts";

const CANCELLED_BY: Record<string, string> = {
  "trip-desk": "by the trip desk",
  traveller: "by the traveller",
  automatic: "automatically, the balance unpaid after its grace period",
};

const AdminBookingDocument = graphql(`
  query AdminBookingPage($id: ID!) {
    adminBooking(id: $id) {
      id
      reference
      status
      trip_name
      start_date
      event_id
      trek_id
      package_name
      quotation_slug
      traveller_count
      price_per_person_paise
      discount_paise
      gst_percent
      gst_paise
      total_paise
      paid_paise
      due_paise
      booking_amount_paise
      hold_expires_at
      contact_email
      booker_name
      booker_phone
      created_at
      rule_refund_paise
      rule_text
      account_id
      credit_balance_paise
      transfers_used
      transfers_allowed
      transfer_choices {
        event_id
        start_date
        end_date
        seats_left
        package_id
        package_name
        price_per_person_paise
        total_paise
      }
      cancelled {
        at
        by
        terms
        refund_percent
        paid_paise
        fee_paise
        refund_paise
        kept_paise
      }
      travellers {
        position
        first_name
        last_name
        phone
        dob
        age
        gender_label
        guardian {
          name
          relation
          declared_at
        }
      }
      ledger {
        id
        kind
        provider
        provider_id
        method
        amount_paise
        at
      }
      refunds {
        id
        provider
        amount_paise
        reason
        status
        failure
        by_hand
        created_at
        processed_at
      }
      history {
        from_status
        to_status
        at
        cause
      }
      audit {
        at
        action
        staff_name
        changes {
          field
          before
          after
        }
      }
    }
    invoices(bookingId: $id) {
      id
      number
      kind
      title
      issued_at
      amount_paise
      pdf_url
    }
  }
`);

export default function AdminBooking() {
  const { id = "" } = useParams();
  const { state, reload } = useAdminQuery(AdminBookingDocument, { id });
  // Each section is drawn for a role that may use it (docs/api.md, "Staff roles").
  const { may } = useStaffAccess();
  const [notice, setNotice] = useState<string | null>(null);
  const changed = async (message: string) => {
    setNotice(message);
    await reload();
  };
  // Each new attempt clears what was said about the last, so a refusal never sits under an old success.
  const starting = () => setNotice(null);

  return (
    <AdminQueryView state={state} reload={reload} what="the booking">
      {({ adminBooking: booking, invoices }) =>
        booking ? (
          <AdminPage
            title={`Booking ${booking.reference}`}
            intro={`${booking.trip_name}, ${longDate(booking.start_date)}${booking.package_name ? ` (${booking.package_name})` : ""}`}
            actions={
              booking.event_id ? (
                <Link className="btn btn-secondary min-h-11" to={`/admin/departures/${booking.event_id}/manifest`}>
                  Departure manifest
                </Link>
              ) : null
            }
          >
            {notice ? (
              <p role="status" className="mb-4 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-emerald-900">
                {notice}
              </p>
            ) : null}
            <dl className="card grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4">
              <Fact term="Status">
                <BookingStatusBadge status={booking.status} />
              </Fact>
              <Fact term="Booked by">
                {booking.booker_name ?? "No name"}, {formatIndianPhone(booking.booker_phone)}
                {booking.contact_email ? <div className="text-sm text-slate-600">{booking.contact_email}</div> : null}
              </Fact>
              <Fact term="Paid">
                {formatPaise(booking.paid_paise)} of {formatPaise(booking.total_paise)}
                {booking.due_paise > 0 ? (
                  <div className="text-sm text-slate-600">{formatPaise(booking.due_paise)} due</div>
                ) : booking.cancelled ? (
                  <div className="text-sm text-slate-600">
                    Cancelled: {formatPaise(booking.cancelled.kept_paise)} kept,{" "}
                    {formatPaise(booking.cancelled.refund_paise)} refunded; nothing due
                  </div>
                ) : ["expired", "cancelled"].includes(booking.status) ? (
                  <div className="text-sm text-slate-600">Nothing due</div>
                ) : null}
              </Fact>
              <Fact term="Booked">
                {formatInstant(booking.created_at)}
                {booking.status === "held" && booking.hold_expires_at ? (
                  <div className="text-sm text-slate-600">Hold ends {formatInstant(booking.hold_expires_at)}</div>
                ) : null}
              </Fact>
            </dl>

            <AdminSection title="Travellers">
              <ul className="grid gap-2 sm:grid-cols-2">
                {booking.travellers.map((traveller) => (
                  <li key={traveller.position} className="rounded-xl border border-slate-200 p-3">
                    <p className="font-semibold text-slate-900">
                      {traveller.first_name} {traveller.last_name}
                    </p>
                    <p className="text-sm text-slate-700">
                      {traveller.age} years on the start date · {traveller.gender_label} ·{" "}
                      {formatIndianPhone(traveller.phone)}
                    </p>
                    {traveller.guardian ? (
                      <p className="mt-1 text-sm text-slate-700" data-guardian>
                        Under {CHILD_RULE.adultAge}: booked by {guardianInWords(traveller.guardian)}, declared{" "}
                        {formatMoment(new Date(traveller.guardian.declared_at), DEFAULT_BUSINESS_TIME_ZONE)}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </AdminSection>

            {booking.event_id && may("fitness-review") ? <AdminTravellerForms bookingId={Number(booking.id)} /> : null}

            <AdminSection title="Money">
              <dl className="grid gap-1 text-sm sm:max-w-md">
                <Line term={`${formatPaise(booking.price_per_person_paise)} × ${booking.traveller_count}`}>
                  {formatPaise(booking.price_per_person_paise * booking.traveller_count)}
                </Line>
                {booking.discount_paise > 0 ? <Line term="Offer">− {formatPaise(booking.discount_paise)}</Line> : null}
                <Line term={`GST (${booking.gst_percent}%)`}>{formatPaise(booking.gst_paise)}</Line>
                <Line term="Total">{formatPaise(booking.total_paise)}</Line>
                {booking.booking_amount_paise !== null ? (
                  <Line term="Booking amount">{formatPaise(booking.booking_amount_paise)}</Line>
                ) : null}
              </dl>
              {booking.cancelled ? (
                <>
                  <h3 className="mt-4 font-semibold text-slate-900">Cancellation</h3>
                  <dl className="mt-2 grid gap-1 text-sm sm:max-w-md">
                    <Line term="Cancelled">
                      {formatInstant(booking.cancelled.at)} {CANCELLED_BY[booking.cancelled.by] ?? "by the traveller"}
                    </Line>
                    <Line term="Terms">{booking.cancelled.terms}</Line>
                    <Line term="Paid then">{formatPaise(booking.cancelled.paid_paise)}</Line>
                    <Line term="Kept">{formatPaise(booking.cancelled.kept_paise)}</Line>
                    {booking.cancelled.fee_paise > 0 ? (
                      <Line term="of which the tier's fee">{formatPaise(booking.cancelled.fee_paise)}</Line>
                    ) : null}
                    <Line term="Refund">{formatPaise(booking.cancelled.refund_paise)}</Line>
                  </dl>
                </>
              ) : null}
              <h3 className="mt-4 font-semibold text-slate-900">Ledger</h3>
              {booking.ledger.length === 0 ? (
                <p className="text-sm text-slate-700">No money has moved yet.</p>
              ) : (
                <ul className="mt-2 grid gap-2">
                  {booking.ledger.map((entry) => (
                    <li
                      key={entry.id}
                      className="flex flex-wrap justify-between gap-2 rounded-xl border border-slate-200 p-3 text-sm"
                    >
                      <span>
                        <span className="font-semibold">
                          {entry.kind === "payment" ? "Payment" : "Refund"} {formatPaise(entry.amount_paise)}
                        </span>{" "}
                        {entry.kind === "payment"
                          ? paymentMethodAndChannel(entry.method, entry.provider)
                          : entry.provider === "offline"
                            ? "paid back by hand"
                            : `back to the payer, ${PAYMENT_CHANNEL_LABELS[entry.provider] ?? entry.provider}`}
                      </span>
                      <span className="text-slate-600">
                        {entry.provider_id} · {formatInstant(entry.at)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {booking.refunds.length > 0 ? (
                <>
                  <h3 className="mt-4 font-semibold text-slate-900">Refunds</h3>
                  <ul className="mt-2 grid gap-2">
                    {booking.refunds.map((refund) => (
                      <li key={refund.id} className="rounded-xl border border-slate-200 p-3 text-sm">
                        <p>
                          <span className="font-semibold">{formatPaise(refund.amount_paise)}</span> (
                          {REFUND_REASON_LABELS[refund.reason] ?? refund.reason}):{" "}
                          {refund.by_hand
                            ? refund.status === "pending"
                              ? "to pay back by hand"
                              : `${REFUND_STATUS_LABELS[refund.status] ?? refund.status} by hand`
                            : `${REFUND_STATUS_LABELS[refund.status] ?? refund.status}, ${PAYMENT_CHANNEL_LABELS[refund.provider] ?? refund.provider}`}
                        </p>
                        {refund.failure ? (
                          <p className="mt-1 text-red-700">
                            {refund.failure.replace(/\.$/, "")}. Still owed to the traveller: pay it back by hand.
                          </p>
                        ) : null}
                        {refund.by_hand && refund.status === "pending" && may("refunds") ? (
                          <OfflineRefundForm refundId={refund.id} onStart={starting} onDone={changed} />
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </AdminSection>

            <AdminSection title="Tax invoices and credit notes">
              {invoices.length === 0 ? (
                <p className="text-sm text-slate-700">None yet: the first payment's invoice is issued with it.</p>
              ) : (
                <InvoiceLinks invoices={invoices} />
              )}
            </AdminSection>

            {may("offline-payments") &&
            booking.due_paise > 0 &&
            ["held", "part_paid", "confirmed"].includes(booking.status) ? (
              <AdminSection title="Record a payment by hand">
                <OfflinePaymentForm
                  bookingId={booking.id}
                  duePaise={booking.due_paise}
                  minimumPaise={
                    booking.status === "held"
                      ? (booking.booking_amount_paise ?? booking.total_paise) - booking.paid_paise
                      : 1
                  }
                  onStart={starting}
                  onDone={changed}
                />
              </AdminSection>
            ) : null}

            {may("bookings.change") && ["held", "part_paid", "confirmed"].includes(booking.status) ? (
              <AdminSection title="Cancel the booking">
                <CancelBookingForm
                  bookingId={booking.id}
                  paidPaise={booking.paid_paise}
                  ruleRefundPaise={booking.rule_refund_paise}
                  ruleText={booking.rule_text}
                  onStart={starting}
                  onDone={changed}
                />
              </AdminSection>
            ) : null}

            {may("bookings.change") && booking.event_id && ["part_paid", "confirmed"].includes(booking.status) ? (
              <AdminSection title="Move to another departure">
                <TransferBookingForm
                  bookingId={booking.id}
                  travellerCount={booking.traveller_count}
                  totalPaise={booking.total_paise}
                  paidPaise={booking.paid_paise}
                  choices={booking.transfer_choices}
                  onStart={starting}
                  onDone={changed}
                />
                <h3 className="mt-6 font-semibold text-slate-900">The traveller's own moves</h3>
                <AllowTransferForm
                  bookingId={booking.id}
                  transfersUsed={booking.transfers_used}
                  transfersAllowed={booking.transfers_allowed}
                  onStart={starting}
                  onDone={changed}
                />
              </AdminSection>
            ) : null}

            {may("credit") ? (
              <AdminSection title="Trip credit">
                <GrantCreditForm
                  accountId={booking.account_id}
                  balancePaise={booking.credit_balance_paise}
                  onStart={starting}
                  onGranted={reload}
                />
              </AdminSection>
            ) : null}

            {may("messages") ? (
              <AdminSection title="Messages">
                <BookingMessages bookingId={booking.id} />
              </AdminSection>
            ) : null}

            <AdminSection title="History">
              <ol className="grid gap-2 text-sm">
                {booking.history.map((change) => (
                  <li key={`${change.at}-${change.to_status}`}>
                    <span className="font-semibold">{STATUS_LABELS[change.to_status] ?? change.to_status}</span>{" "}
                    <span className="text-slate-600">{formatInstant(change.at)}</span>: {change.cause}
                  </li>
                ))}
              </ol>
              {booking.audit.length > 0 ? (
                <>
                  <h3 className="mt-4 font-semibold text-slate-900">Changes by the trip desk</h3>
                  <ul className="mt-2 grid gap-3 text-sm">
                    {booking.audit.map((entry) => (
                      <li key={`${entry.at}-${entry.action}`}>
                        <p>
                          <span className="font-semibold">{actionInWords(entry.action)}</span> by {entry.staff_name}{" "}
                          <span className="text-slate-600">{formatInstant(entry.at)}</span>
                        </p>
                        <AuditChanges changes={entry.changes} />
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </AdminSection>
          </AdminPage>
        ) : (
          <AdminPage title="Booking not found">
            <p>
              No booking has this id. <Link to="/admin/bookings">Find bookings</Link>
            </p>
          </AdminPage>
        )
      }
    </AdminQueryView>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-700">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
