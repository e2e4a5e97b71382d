// /admin: Today, the trip desk's first screen: the week's departures with seats taken and
// left, holds about to lapse, the day's money (received, refunded and the net, as the server sums
// them over the whole day), balances falling due, new enquiries, and background work that failed.
// Loaded in the browser with the staff member's token (layout.tsx).
import { formatIndianPhone } from "@parvat/domain/company";
import { formatPaise } from "@parvat/domain/money-words";
import { PAYMENT_CHANNEL_LABELS, paymentMethodAndChannel } from "@parvat/domain/payment-methods";
import { Link } from "react-router";
import { adminDateTime, adminTime } from "../../components/admin/admin-format.ts";
import { AdminPage, AdminSection } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { AdminTable, Cell, Row } from "../../components/admin/admin-table.tsx";
import { PaymentAlerts } from "../../components/admin/payment-alerts.tsx";
import { useStaffAccess } from "../../components/admin/staff-access.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { dateRange } from "../../components/booking/booking-format.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { AdminTodayMovementFragment, AdminTodayQuery } from "../../graphql/generated/graphql.ts";
import { formatDate, travelDateText } from "../../lib/format.ts";

// Both lists of the day's money: the fragment is defined in today-movement.ts.
const AdminTodayDocument = graphql(`
  query AdminToday {
    adminToday {
      today
      departures {
        id
        trek_id
        trek_name
        start_date
        end_date
        capacity
        available_seats
        seats_taken
        check_in {
          travellers
          arrived
          no_show
        }
      }
      expiring_holds {
        id
        reference
        trek_name
        start_date
        traveller_count
        phone
        total_paise
        hold_expires_at
      }
      payments_today {
        ...AdminTodayMovement
      }
      refunds_today {
        ...AdminTodayMovement
      }
      money_today {
        received_paise
        payment_count
        refunded_paise
        refund_count
        net_paise
      }
      balances_due {
        id
        reference
        trek_name
        start_date
        phone
        due_paise
        balance_due_by
      }
      in_grace {
        grace_text
        booking {
          id
          reference
          trek_name
          start_date
          phone
          due_paise
        }
      }
      new_enquiries {
        id
        kind
        name
        mobile
        travel_date
        travellers
        trek_name
      }
      new_enquiry_count
      failures {
        source
        id
        kind
        attempts
        last_error
        gave_up
        at
      }
    }
  }
`);

export default function AdminTodayScreen() {
  const { state, reload } = useAdminQuery(AdminTodayDocument, {});
  const { may } = useStaffAccess();
  return (
    <AdminPage
      title="Today"
      intro="What needs the trip desk today."
      actions={
        <button type="button" className="btn btn-secondary" onClick={() => void reload()}>
          Refresh
        </button>
      }
    >
      <AdminQueryView state={state} reload={reload} what="today's work">
        {({ adminToday: today }) => (
          <>
            <p className="text-slate-600">{formatDate(today.today)}</p>
            {may("payment-alerts") ? <PaymentAlerts /> : null}
            <AdminSection title="Departures in the next 7 days">
              <AdminTable
                caption="Departures in the next 7 days"
                headers={["Trip", "Dates", "Seats taken", "Seats left", "Checked in", "Edit"]}
                empty="No departure starts in the next 7 days."
                rows={today.departures.map((departure) => (
                  <Row key={departure.id}>
                    <Cell>{departure.trek_name}</Cell>
                    <Cell>{dateRange(departure.start_date, departure.end_date)}</Cell>
                    <Cell>
                      {departure.seats_taken} of {departure.capacity}
                    </Cell>
                    <Cell className={departure.available_seats === 0 ? "font-semibold" : ""}>
                      {departure.available_seats === 0 ? "Full" : departure.available_seats}
                    </Cell>
                    <Cell>
                      <Link className="link" to={`/admin/departures/${departure.id}/check-in`}>
                        {departure.check_in.arrived} of {departure.check_in.travellers}
                        {departure.check_in.no_show > 0 ? `, ${departure.check_in.no_show} no-show` : ""}
                        <span className="sr-only">
                          {" "}
                          checked in: {departure.trek_name}, {departure.start_date}
                        </span>
                      </Link>
                    </Cell>
                    <Cell>
                      <Link className="link" to={`/admin/trips/${departure.trek_id}`}>
                        Departures of {departure.trek_name}
                      </Link>
                    </Cell>
                  </Row>
                ))}
              />
            </AdminSection>
            <AdminSection title="Holds ending within 10 minutes">
              <AdminTable
                caption="Holds ending within 10 minutes"
                headers={["Booking", "Trip", "Travellers", "Phone", "Total", "Hold ends"]}
                empty="No hold ends in the next 10 minutes."
                rows={today.expiring_holds.map((hold) => (
                  <Row key={hold.id}>
                    <Cell>
                      <Link className="link" to={`/admin/bookings/${hold.id}`}>
                        {hold.reference}
                      </Link>
                    </Cell>
                    <Cell>
                      {hold.trek_name ?? "A quotation"}
                      {hold.start_date ? `, ${formatDate(hold.start_date)}` : ""}
                    </Cell>
                    <Cell>{hold.traveller_count}</Cell>
                    <Cell>
                      <a className="link" href={`tel:${hold.phone}`}>
                        {formatIndianPhone(hold.phone)}
                      </a>
                    </Cell>
                    <Cell>{formatPaise(hold.total_paise)}</Cell>
                    <Cell>{hold.hold_expires_at ? adminTime(hold.hold_expires_at) : ""}</Cell>
                  </Row>
                ))}
              />
            </AdminSection>
            <AdminSection title="Money today">
              <MoneyToday money={today.money_today} />
              <AdminTable
                caption="Payments received and refunds paid today, newest first"
                headers={["Time", "Booking", "What", "Amount", "How"]}
                empty="No money has moved today yet."
                rows={movementsNewestFirst(today.payments_today, today.refunds_today).map((movement) => (
                  <Row key={movement.id}>
                    <Cell>{adminTime(movement.at)}</Cell>
                    <Cell>
                      <Link className="link" to={`/admin/bookings/${movement.booking_id}`}>
                        {movement.booking_reference}
                      </Link>
                    </Cell>
                    <Cell>{movement.kind === "refund" ? "Refund" : "Payment"}</Cell>
                    <Cell className="whitespace-nowrap">
                      {movement.kind === "refund"
                        ? `− ${formatPaise(movement.amount_paise)}`
                        : formatPaise(movement.amount_paise)}
                    </Cell>
                    <Cell>
                      {movement.kind === "refund"
                        ? movement.provider === "offline"
                          ? "Paid back by hand"
                          : `Back to the payer, ${PAYMENT_CHANNEL_LABELS[movement.provider] ?? movement.provider}`
                        : paymentMethodAndChannel(movement.method, movement.provider)}
                    </Cell>
                  </Row>
                ))}
              />
            </AdminSection>
            <AdminSection title="Balances due this week">
              <AdminTable
                caption="Balances due this week"
                headers={["Booking", "Trip", "Phone", "Due", "Due by"]}
                empty="No balance falls due this week."
                rows={today.balances_due.map((booking) => (
                  <Row key={booking.id}>
                    <Cell>
                      <Link className="link" to={`/admin/bookings/${booking.id}`}>
                        {booking.reference}
                      </Link>
                    </Cell>
                    <Cell>
                      {booking.trek_name}
                      {booking.start_date ? `, ${formatDate(booking.start_date)}` : ""}
                    </Cell>
                    <Cell>
                      <a className="link" href={`tel:${booking.phone}`}>
                        {formatIndianPhone(booking.phone)}
                      </a>
                    </Cell>
                    <Cell>{formatPaise(booking.due_paise)}</Cell>
                    <Cell
                      className={booking.balance_due_by && booking.balance_due_by < today.today ? "font-semibold" : ""}
                    >
                      {booking.balance_due_by
                        ? `${formatDate(booking.balance_due_by)}${booking.balance_due_by < today.today ? " (overdue)" : ""}`
                        : ""}
                    </Cell>
                  </Row>
                ))}
              />
            </AdminSection>
            <AdminSection title="Balances overdue">
              <AdminTable
                caption="Balances overdue: bookings in their grace period, or flagged to the trip desk"
                headers={["Booking", "Trip", "Phone", "Due", "What happens next"]}
                empty="No balance is overdue."
                rows={today.in_grace.map(({ booking, grace_text }) => (
                  <Row key={booking.id}>
                    <Cell>
                      <Link className="link" to={`/admin/bookings/${booking.id}`}>
                        {booking.reference}
                      </Link>
                    </Cell>
                    <Cell>
                      {booking.trek_name}
                      {booking.start_date ? `, ${formatDate(booking.start_date)}` : ""}
                    </Cell>
                    <Cell>
                      <a className="link" href={`tel:${booking.phone}`}>
                        {formatIndianPhone(booking.phone)}
                      </a>
                    </Cell>
                    <Cell>{formatPaise(booking.due_paise)}</Cell>
                    <Cell className="font-semibold">{grace_text}</Cell>
                  </Row>
                ))}
              />
            </AdminSection>
            <AdminSection title={`New enquiries (${today.new_enquiry_count})`}>
              <AdminTable
                caption="New enquiries"
                headers={["Name", "Phone", "About", "Travel date", "Travellers"]}
                empty="No new enquiry: every one has been answered."
                rows={today.new_enquiries.map((enquiry) => (
                  <Row key={enquiry.id}>
                    <Cell>{enquiry.name}</Cell>
                    <Cell>
                      <a className="link" href={`tel:${enquiry.mobile}`}>
                        {formatIndianPhone(enquiry.mobile)}
                      </a>
                    </Cell>
                    <Cell>{enquiry.trek_name ?? (enquiry.kind === "custom-trip" ? "A custom trip" : "General")}</Cell>
                    <Cell>{travelDateText(enquiry.travel_date)}</Cell>
                    <Cell>{enquiry.travellers}</Cell>
                  </Row>
                ))}
              />
              <p className="mt-3">
                <Link className="link" to="/admin/enquiries">
                  Open the enquiries inbox
                </Link>
              </p>
            </AdminSection>
            <AdminSection title="Failed webhooks and jobs">
              <AdminTable
                caption="Failed webhooks and jobs"
                headers={["What", "Attempts", "Last error", "Since"]}
                empty="Nothing has failed."
                rows={today.failures.map((failure) => (
                  <Row key={`${failure.source}-${failure.id}`}>
                    <Cell>
                      {failure.source === "job" ? "Job" : "Webhook"} {failure.kind} #{failure.id}
                    </Cell>
                    <Cell>
                      {failure.source === "job" ? failure.attempts : "not applied"}
                      {failure.gave_up ? " (gave up)" : ""}
                    </Cell>
                    <Cell className="max-w-xs break-words">{failure.last_error ?? "—"}</Cell>
                    <Cell>{adminDateTime(failure.at)}</Cell>
                  </Row>
                ))}
              />
            </AdminSection>
          </>
        )}
      </AdminQueryView>
    </AdminPage>
  );
}

type Movement = AdminTodayMovementFragment;

/** Payments and refunds in one list, newest first. */
function movementsNewestFirst(payments: readonly Movement[], refunds: readonly Movement[]) {
  return [...payments, ...refunds].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
}

function MoneyToday({ money }: { money: AdminTodayQuery["adminToday"]["money_today"] }) {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return (
    <dl className="mb-4 grid gap-3 sm:grid-cols-3" data-testid="money-today">
      <div className="rounded-xl bg-emerald-50 p-3">
        <dt className="text-sm text-slate-700">Received</dt>
        <dd className="text-xl font-bold text-slate-900">{formatPaise(money.received_paise)}</dd>
        <dd className="text-sm text-slate-700">{count(money.payment_count, "payment", "payments")}</dd>
      </div>
      <div className="rounded-xl bg-rose-50 p-3">
        <dt className="text-sm text-slate-700">Refunded</dt>
        <dd className="text-xl font-bold text-slate-900">{formatPaise(money.refunded_paise)}</dd>
        <dd className="text-sm text-slate-700">{count(money.refund_count, "refund", "refunds")}</dd>
      </div>
      <div className="rounded-xl bg-slate-100 p-3">
        <dt className="text-sm text-slate-700">Net today</dt>
        <dd className="text-xl font-bold text-slate-900">
          {money.net_paise < 0 ? `− ${formatPaise(-money.net_paise)}` : formatPaise(money.net_paise)}
        </dd>
        <dd className="text-sm text-slate-700">received less refunded</dd>
      </div>
    </dl>
  );
}
