// /admin/my-departures: a trek leader's way in: the departures they are assigned to lead (from 30 days
// ago), each with its manifest and check-in, the only screens their role opens (docs/api.md, "Staff
// roles").
import { Link } from "react-router";
import { AdminPage, AdminSection } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { AdminTable, Cell, Row } from "../../components/admin/admin-table.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { dateRange } from "../../components/booking/booking-format.ts";
import { graphql } from "../../graphql/generated/gql.ts";

const AdminLedDeparturesDocument = graphql(`
  query AdminLedDepartures {
    adminLedDepartures {
      event_id
      trek_name
      start_date
      end_date
    }
  }
`);

export default function AdminMyDepartures() {
  const { state, reload } = useAdminQuery(AdminLedDeparturesDocument, {});
  return (
    <AdminQueryView state={state} reload={reload} what="your departures">
      {({ adminLedDepartures }) => (
        <AdminPage
          title="My departures"
          intro="The departures you lead: their travellers, forms, briefing and check-in."
        >
          <AdminSection title="Departures you lead">
            <AdminTable
              caption="Departures you lead, soonest first"
              headers={["Trip", "Dates", "Open"]}
              empty="You are not assigned to a departure yet: the trip desk assigns leaders from a departure's manifest."
              rows={adminLedDepartures.map((departure) => (
                <Row key={departure.event_id}>
                  <Cell className="font-medium text-slate-900">{departure.trek_name}</Cell>
                  <Cell>{dateRange(departure.start_date, departure.end_date)}</Cell>
                  <Cell>
                    <Link className="link mr-3" to={`/admin/departures/${departure.event_id}/manifest`}>
                      Manifest<span className="sr-only"> of {departure.trek_name}</span>
                    </Link>
                    <Link className="link" to={`/admin/departures/${departure.event_id}/check-in`}>
                      Check-in<span className="sr-only"> of {departure.trek_name}</span>
                    </Link>
                  </Cell>
                </Row>
              ))}
            />
          </AdminSection>
        </AdminPage>
      )}
    </AdminQueryView>
  );
}
