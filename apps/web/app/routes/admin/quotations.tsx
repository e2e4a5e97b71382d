// /admin/quotations: every quotation, newest first, with its traveller, lowest price and
// whether it was accepted; each opens in the builder or on its enquiry. New quotations start from
// an enquiry (its page's "New quotation"), where the traveller and the trip come from.
import { formatRupees } from "@parvat/domain/trek-pricing";
import { Link } from "react-router";
import { AdminPage } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import { formatDate } from "../../lib/format.ts";

const AdminQuotationsDocument = graphql(`
  query AdminQuotations {
    adminQuotations {
      id
      trip_title
      expiry_date
      show_price_for
      enquiry_id
      traveller_name
      accepted
      from_price
    }
  }
`);

export default function AdminQuotations() {
  const { state, reload } = useAdminQuery(AdminQuotationsDocument, {});
  return (
    <AdminPage
      title="Quotations"
      intro="The newest first. To make a new one, open the enquiry it answers and choose “New quotation”."
      actions={
        <Link to="/admin/enquiries" className="btn btn-secondary min-h-11">
          Enquiries
        </Link>
      }
    >
      <AdminQueryView state={state} reload={reload} what="the quotations">
        {(data) =>
          data.adminQuotations.length === 0 ? (
            <p className="card p-6 text-slate-700">No quotations yet.</p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {data.adminQuotations.map((quotation) => (
                <li key={quotation.id} className="card p-4">
                  <p className="font-semibold text-slate-900">{quotation.trip_title}</p>
                  <p className="text-sm text-slate-700">
                    For {quotation.traveller_name}
                    {quotation.from_price === null
                      ? ", no price yet"
                      : `, from ${formatRupees(quotation.from_price)} ${quotation.show_price_for}`}
                  </p>
                  <p className="text-xs text-slate-600">
                    {quotation.accepted ? "Accepted" : `Valid until ${formatDate(quotation.expiry_date)}`}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2 text-sm">
                    <Link className="btn btn-secondary min-h-11" to={`/admin/quotations/${quotation.id}/edit`}>
                      Open in the builder
                    </Link>
                    <Link className="btn btn-secondary min-h-11" to={`/admin/enquiries/${quotation.enquiry_id}`}>
                      Its enquiry
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </AdminQueryView>
    </AdminPage>
  );
}
