// /admin/departures: every trip with its departures from today; each links to the trip's
// screen (/admin/trips/{id}) where departures, series and prices are edited.
import { Link } from "react-router";
import { AdminPage, AdminSection } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { AdminTable, Cell, Row } from "../../components/admin/admin-table.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import { formatDate } from "../../lib/format.ts";

const AdminTripsDocument = graphql(`
  query AdminTrips {
    adminTrips {
      id
      name
      type
      status
      upcoming_departures
      next_departure
    }
  }
`);

const TYPE_NAMES: Record<string, string> = { trek: "Trek", "group-trip": "Group trip", "tour-package": "Tour package" };

export default function AdminDeparturesScreen() {
  const { state, reload } = useAdminQuery(AdminTripsDocument, {});
  return (
    <AdminPage
      title="Departures and prices"
      intro="Choose a trip to add departures, change seats and prices, or close sales."
    >
      <AdminQueryView state={state} reload={reload} what="the trips">
        {({ adminTrips }) => (
          <AdminSection title="Trips">
            <AdminTable
              caption="Trips"
              headers={["Trip", "Kind", "Departures from today", "Next departure"]}
              empty="There are no trips yet."
              rows={adminTrips.map((trip) => (
                <Row key={trip.id}>
                  <Cell>
                    <Link className="link font-semibold" to={`/admin/trips/${trip.id}`}>
                      {trip.name}
                    </Link>
                    {trip.status === "active" ? null : <span className="ml-2 text-slate-600">({trip.status})</span>}
                  </Cell>
                  <Cell>{TYPE_NAMES[trip.type] ?? trip.type}</Cell>
                  <Cell>{trip.upcoming_departures}</Cell>
                  <Cell>{trip.next_departure ? formatDate(trip.next_departure) : "None planned"}</Cell>
                </Row>
              ))}
            />
          </AdminSection>
        )}
      </AdminQueryView>
    </AdminPage>
  );
}
