// /admin: Today (issue 14), the trip desk's first screen: the week's departures with seats taken and
// left, holds about to lapse, payments received today, balances falling due, new enquiries, and
// background work that failed. Loaded in the browser with the staff member's token (layout.tsx).
import { Link } from "react-router";
import { adminDateTime, adminTime } from "../../components/admin/admin-format.ts";
import { AdminPage, AdminSection } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { AdminTable, Cell, Row } from "../../components/admin/admin-table.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { dateRange, formatPaise } from "../../components/booking/booking-format.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import { formatDate, travelDateText } from "../../lib/format.ts";

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
        id
        booking_reference
        amount_paise
        method
        provider
        at
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
            <AdminSection title="Departures in the next 7 days">
              <AdminTable
                caption="Departures in the next 7 days"
                headers={["Trip", "Dates", "Seats taken", "Seats left", "Edit"]}
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
                    <Cell>{hold.reference}</Cell>
                    <Cell>
                      {hold.trek_name ?? "A quotation"}
                      {hold.start_date ? `, ${formatDate(hold.start_date)}` : ""}
                    </Cell>
                    <Cell>{hold.traveller_count}</Cell>
                    <Cell>
                      <a className="link" href={`tel:${hold.phone}`}>
                        {hold.phone}
                      </a>
                    </Cell>
                    <Cell>{formatPaise(hold.total_paise)}</Cell>
                    <Cell>{hold.hold_expires_at ? adminTime(hold.hold_expires_at) : ""}</Cell>
                  </Row>
                ))}
              />
            </AdminSection>
            <AdminSection title="Payments received today">
              <p className="mb-2 font-semibold text-slate-900">
                {formatPaise(today.payments_today.reduce((sum, payment) => sum + payment.amount_paise, 0))} in{" "}
                {today.payments_today.length} {today.payments_today.length === 1 ? "payment" : "payments"}
              </p>
              <AdminTable
                caption="Payments received today"
                headers={["Time", "Booking", "Amount", "Method"]}
                empty="No payment has come in today yet."
                rows={today.payments_today.map((payment) => (
                  <Row key={payment.id}>
                    <Cell>{adminTime(payment.at)}</Cell>
                    <Cell>{payment.booking_reference}</Cell>
                    <Cell>{formatPaise(payment.amount_paise)}</Cell>
                    <Cell>
                      {payment.method ?? "—"} ({payment.provider})
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
                    <Cell>{booking.reference}</Cell>
                    <Cell>
                      {booking.trek_name}
                      {booking.start_date ? `, ${formatDate(booking.start_date)}` : ""}
                    </Cell>
                    <Cell>
                      <a className="link" href={`tel:${booking.phone}`}>
                        {booking.phone}
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
                        {enquiry.mobile}
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
