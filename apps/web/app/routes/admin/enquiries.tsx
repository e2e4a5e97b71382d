// /admin/enquiries: the inbox. Enquiries from trip pages, /contact and /customize in one
// list, newest first, filtered by status, kind, assignee or a name, phone, email or reference. The
// filters live in the address (a plain GET form), so a view such as "new and unassigned" can be
// bookmarked. A table on a laptop; cards on a phone.
import { formatIndianPhone } from "@parvat/domain/company";
import { Form, Link, useSearchParams } from "react-router";
import { AdminPage } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_STATUS_LABELS,
  EnquiryStatusBadge,
} from "../../components/admin/enquiries/enquiry-bits.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { Select } from "../../components/select.tsx";
import { graphql } from "../../graphql/generated/gql.ts";
import type { AdminEnquiriesQuery } from "../../graphql/generated/graphql.ts";
import { travelDateText } from "../../lib/format.ts";

const AdminEnquiriesDocument = graphql(`
  query AdminEnquiries($filter: AdminEnquiryFilter) {
    adminEnquiries(filter: $filter) {
      id
      reference
      kind
      status
      name
      mobile
      travel_date
      travellers
      about
      assignee_name
      quotation_count
    }
    adminStaffMembers {
      id
      name
    }
  }
`);

/** "unassigned" or a staff member's id, as the assignee filter's value. */
const UNASSIGNED = "unassigned";

function filterFrom(params: URLSearchParams) {
  const value = (name: string) => params.get(name)?.trim() || undefined;
  const assignee = value("assignee");
  return {
    status: value("status"),
    kind: value("kind"),
    search: value("q"),
    unassigned: assignee === UNASSIGNED ? true : undefined,
    assignee_id: assignee && assignee !== UNASSIGNED && Number(assignee) > 0 ? Number(assignee) : undefined,
  };
}

export default function AdminEnquiries() {
  const [params] = useSearchParams();
  const filter = filterFrom(params);
  const { state, reload } = useAdminQuery(AdminEnquiriesDocument, { filter });

  return (
    <AdminPage title="Enquiries" intro="Every enquiry from trip pages, the contact page and custom trip requests.">
      <AdminQueryView state={state} reload={reload} what="the enquiries">
        {(data) => (
          <>
            <Form
              method="get"
              className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-5"
              aria-label="Filter enquiries"
            >
              <Select
                label="Status"
                name="status"
                value={filter.status ?? ""}
                anyLabel="Any status"
                options={Object.entries(ENQUIRY_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
              />
              <Select
                label="From"
                name="kind"
                value={filter.kind ?? ""}
                anyLabel="Anywhere"
                options={Object.entries(ENQUIRY_KIND_LABELS).map(([value, label]) => ({ value, label }))}
              />
              <Select
                label="Assigned to"
                name="assignee"
                value={params.get("assignee") ?? ""}
                anyLabel="Anyone"
                options={[
                  { value: UNASSIGNED, label: "Nobody yet" },
                  ...data.adminStaffMembers.map((staff) => ({ value: String(staff.id), label: staff.name })),
                ]}
              />
              <div>
                <label
                  htmlFor="enquiries-search"
                  className="block text-xs font-semibold tracking-wide text-slate-700 uppercase"
                >
                  Name, phone or reference
                </label>
                <input
                  id="enquiries-search"
                  name="q"
                  type="search"
                  defaultValue={filter.search ?? ""}
                  className="mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900"
                />
              </div>
              <div className="flex items-end gap-2">
                <button type="submit" className="btn btn-primary min-h-11">
                  Filter
                </button>
                <Link to="/admin/enquiries" className="btn btn-secondary min-h-11">
                  Clear
                </Link>
              </div>
            </Form>
            <EnquiryResults rows={data.adminEnquiries} />
          </>
        )}
      </AdminQueryView>
    </AdminPage>
  );
}

type Row = AdminEnquiriesQuery["adminEnquiries"][number];

function EnquiryResults({ rows }: { rows: Row[] }) {
  if (rows.length === 0) return <p className="card mt-4 p-6 text-slate-700">No enquiry matches these filters.</p>;
  return (
    <>
      <div className="card mt-4 hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Enquiries, newest first</caption>
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Traveller
              </th>
              <th scope="col" className="px-4 py-3">
                About
              </th>
              <th scope="col" className="px-4 py-3">
                Travel
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Assigned to
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Quotations
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="px-4 py-3">
                  <Link to={`/admin/enquiries/${row.id}`} className="font-semibold text-primary-strong underline">
                    {row.name}
                  </Link>
                  <span className="block text-xs text-slate-600">{formatIndianPhone(row.mobile)}</span>
                </td>
                <td className="px-4 py-3">
                  {row.about ?? "General enquiry"}
                  <span className="block text-xs text-slate-600">{ENQUIRY_KIND_LABELS[row.kind] ?? row.kind}</span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {travelDateText(row.travel_date)}
                  <span className="block text-xs text-slate-600">
                    {row.travellers} {row.travellers === 1 ? "traveller" : "travellers"}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <EnquiryStatusBadge status={row.status} />
                </td>
                <td className="px-4 py-3">{row.assignee_name ?? "Nobody yet"}</td>
                <td className="px-4 py-3 text-right">{row.quotation_count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-4 grid gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="card p-4">
            <div className="flex items-start justify-between gap-2">
              <Link to={`/admin/enquiries/${row.id}`} className="font-semibold text-primary-strong underline">
                {row.name}
              </Link>
              <EnquiryStatusBadge status={row.status} />
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {row.about ?? "General enquiry"}, {travelDateText(row.travel_date)}, {row.travellers}{" "}
              {row.travellers === 1 ? "traveller" : "travellers"}
            </p>
            <p className="mt-1 text-xs text-slate-600">
              {row.assignee_name ? `Assigned to ${row.assignee_name}` : "Not assigned"} · {row.quotation_count}{" "}
              {row.quotation_count === 1 ? "quotation" : "quotations"}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
