// /admin/enquiries/{id}: one enquiry for the trip desk. Who asked, for what and when; a
// WhatsApp reply in one click (the first message written); the status, the assignee and a note
// changed in one save (notes are only added, each with its author and time); the quotations made
// for it, each with its link to share, and "New quotation", which drafts one from the enquiry and
// opens the builder. When nothing about the enquiry says which regional team runs the trip (a
// custom trip to a place no team or destination names), the desk is asked to choose the team whose
// policies the quotation will show, rather than the API guessing one.
import { formatIndianPhone } from "@parvat/domain/company";
import { describeParty } from "@parvat/domain/travel-party";
import { formatRupees } from "@parvat/domain/trek-pricing";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { AdminPage, AdminSection } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { formatInstant } from "../../components/admin/bookings/booking-bits.tsx";
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_STATUS_LABELS,
  EnquiryStatusBadge,
} from "../../components/admin/enquiries/enquiry-bits.tsx";
import { adminMutate } from "../../components/admin/quotations/admin-mutate.ts";
import { quotationShareLink, quotationUrl } from "../../components/admin/quotations/quotation-links.ts";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { WhatsappIcon } from "../../components/icons.tsx";
import { notify } from "../../components/toasts.tsx";
import { graphql } from "../../graphql/generated/gql.ts";
import type { AdminEnquiryQuery } from "../../graphql/generated/graphql.ts";
import { formatDate, travelDateText } from "../../lib/format.ts";
import { quotationPath } from "../../lib/paths.ts";

const AdminEnquiryDocument = graphql(`
  query AdminEnquiry($id: Int!) {
    adminEnquiry(id: $id) {
      summary {
        id
        reference
        short_reference
        kind
        status
        name
        mobile
        email
        travel_date
        travellers
        about
        created_at
        assignee_id
        whatsapp_url
      }
      message
      duration_days
      group_type
      trip_type
      adults
      children
      child_ages
      budget_per_person
      notes {
        id
        body
        at
        author_name
      }
      quotations {
        id
        slug
        trip_title
        expiry_date
        prices
        show_price_for
      }
    }
    adminStaffMembers {
      id
      name
    }
  }
`);

const UpdateEnquiryDocument = graphql(`
  mutation AdminUpdateEnquiry($id: Int!, $input: AdminEnquiryUpdate!) {
    adminUpdateEnquiry(id: $id, input: $input) {
      summary {
        id
        status
      }
    }
  }
`);

const NewQuotationDocument = graphql(`
  mutation AdminNewQuotation($enquiryId: Int!, $campsiteId: Int) {
    adminCreateQuotation(enquiryId: $enquiryId, campsiteId: $campsiteId) {
      id
    }
  }
`);

const TeamsDocument = graphql(`
  query AdminQuotationTeams {
    adminQuotationCatalogue {
      teams {
        id
        name
      }
    }
  }
`);

const DuplicateQuotationDocument = graphql(`
  mutation AdminDuplicateQuotation($id: Int!) {
    adminDuplicateQuotation(id: $id) {
      id
    }
  }
`);

type Enquiry = NonNullable<AdminEnquiryQuery["adminEnquiry"]>;

export default function AdminEnquiry() {
  const id = Number(useParams().id);
  const { state, reload } = useAdminQuery(AdminEnquiryDocument, { id });
  return (
    <AdminQueryView state={state} reload={reload} what="the enquiry">
      {(data) =>
        data.adminEnquiry ? (
          <EnquiryScreen enquiry={data.adminEnquiry} staff={data.adminStaffMembers} reload={reload} />
        ) : (
          <AdminPage title="Enquiry not found">
            <p>
              There is no enquiry {id}.{" "}
              <Link className="font-semibold text-primary-strong underline" to="/admin/enquiries">
                Back to the inbox
              </Link>
            </p>
          </AdminPage>
        )
      }
    </AdminQueryView>
  );
}

function EnquiryScreen({
  enquiry,
  staff,
  reload,
}: {
  enquiry: Enquiry;
  staff: { id: number; name: string }[];
  reload: () => Promise<void>;
}) {
  const navigate = useNavigate();
  const { summary } = enquiry;
  const [creating, setCreating] = useState(false);
  const [askTeam, setAskTeam] = useState(false);

  async function newQuotation(campsiteId: number | null = null) {
    setCreating(true);
    const result = await adminMutate(NewQuotationDocument, { enquiryId: summary.id, campsiteId });
    setCreating(false);
    if (result.ok) navigate(`/admin/quotations/${result.data.adminCreateQuotation.id}/edit`);
    else if (result.fields.campsite_id) setAskTeam(true);
    else await notify("error", result.message);
  }

  const details: [string, string | null][] = [
    ["Reference", summary.short_reference],
    ["From", ENQUIRY_KIND_LABELS[summary.kind] ?? summary.kind],
    ["About", summary.about ?? "General enquiry"],
    ["Travel date", travelDateText(summary.travel_date)],
    [
      "Travellers",
      enquiry.adults === null
        ? String(summary.travellers)
        : `${summary.travellers}: ${describeParty({
            adults: enquiry.adults,
            children: enquiry.children ?? 0,
            childAges: enquiry.child_ages ?? [],
          })}`,
    ],
    [
      "Budget per person",
      summary.kind !== "custom-trip"
        ? null
        : enquiry.budget_per_person === null
          ? "Not given"
          : formatRupees(enquiry.budget_per_person),
    ],
    ["Days", enquiry.duration_days ? String(enquiry.duration_days) : null],
    ["Group", enquiry.group_type],
    ["Kind of trip", enquiry.trip_type],
    ["Phone", formatIndianPhone(summary.mobile)],
    ["Email", summary.email],
    ["Received", formatInstant(summary.created_at)],
  ];

  return (
    <AdminPage
      title={summary.name}
      intro={<EnquiryStatusBadge status={summary.status} />}
      actions={
        <>
          <a href={summary.whatsapp_url} rel="noopener" target="_blank" className="btn btn-secondary min-h-11">
            <WhatsappIcon className="size-4" /> Reply on WhatsApp
          </a>
          <button
            type="button"
            className="btn btn-primary min-h-11"
            disabled={creating}
            onClick={() => void newQuotation()}
          >
            {creating ? "Drafting…" : "New quotation"}
          </button>
        </>
      }
    >
      <p className="text-sm">
        <Link className="font-semibold text-primary-strong underline" to="/admin/enquiries">
          Back to the inbox
        </Link>
      </p>
      {askTeam ? <TeamChooser busy={creating} onChoose={(campsiteId) => void newQuotation(campsiteId)} /> : null}
      <div className="grid gap-x-6 lg:grid-cols-2">
        <AdminSection title="Details">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {details
              .filter((entry): entry is [string, string] => entry[1] !== null)
              .map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-slate-600">{term}</dt>
                  <dd className="font-medium break-words text-slate-900">{value}</dd>
                </div>
              ))}
          </dl>
          {enquiry.message ? (
            <blockquote className="mt-4 border-l-4 border-slate-300 pl-3 text-sm whitespace-pre-line text-slate-800">
              {enquiry.message}
            </blockquote>
          ) : null}
        </AdminSection>
        <UpdateForm enquiry={enquiry} staff={staff} reload={reload} />
      </div>
      <QuotationList enquiry={enquiry} reload={reload} />
      <AdminSection title="Notes">
        {enquiry.notes.length === 0 ? (
          <p className="text-sm text-slate-600">No notes yet.</p>
        ) : (
          <ol className="grid gap-3">
            {enquiry.notes.map((note) => (
              <li key={note.id} className="rounded-xl bg-slate-50 p-3 text-sm">
                <p className="whitespace-pre-line text-slate-900">{note.body}</p>
                <p className="mt-1 text-xs text-slate-600">
                  {note.author_name}, {formatInstant(note.at)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </AdminSection>
    </AdminPage>
  );
}

function UpdateForm({
  enquiry,
  staff,
  reload,
}: {
  enquiry: Enquiry;
  staff: { id: number; name: string }[];
  reload: () => Promise<void>;
}) {
  const { summary } = enquiry;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(form: HTMLFormElement) {
    const values = new FormData(form);
    const assignee = String(values.get("assignee") ?? "");
    setPending(true);
    const result = await adminMutate(UpdateEnquiryDocument, {
      id: summary.id,
      input: {
        status: String(values.get("status")),
        assigneeId: assignee ? Number(assignee) : null,
        note: String(values.get("note") ?? ""),
      },
    });
    setPending(false);
    if (!result.ok) {
      setError(Object.values(result.fields)[0] ?? result.message);
      return;
    }
    setError(null);
    form.reset();
    await notify("success", "Enquiry updated.");
    await reload();
  }

  return (
    <AdminSection title="Status, assignee and a note">
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save(event.currentTarget);
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label
              htmlFor="enquiry-status"
              className="block text-xs font-semibold tracking-wide text-slate-700 uppercase"
            >
              Status
            </label>
            <select
              id="enquiry-status"
              name="status"
              defaultValue={summary.status}
              key={summary.status}
              className="mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm"
            >
              {Object.entries(ENQUIRY_STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label
              htmlFor="enquiry-assignee"
              className="block text-xs font-semibold tracking-wide text-slate-700 uppercase"
            >
              Assigned to
            </label>
            <select
              id="enquiry-assignee"
              name="assignee"
              defaultValue={summary.assignee_id === null ? "" : String(summary.assignee_id)}
              key={summary.assignee_id ?? "none"}
              className="mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm"
            >
              <option value="">Nobody yet</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label htmlFor="enquiry-note" className="block text-xs font-semibold tracking-wide text-slate-700 uppercase">
            Add a note
          </label>
          <textarea
            id="enquiry-note"
            name="note"
            rows={3}
            maxLength={2000}
            className="mt-1 block w-full rounded-xl border border-slate-300 bg-white p-3 text-sm"
            placeholder="Called at 4 pm; wants a houseboat for two nights."
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn btn-primary min-h-11" disabled={pending}>
            {pending ? "Saving…" : "Save"}
          </button>
        </div>
      </form>
    </AdminSection>
  );
}

/** Which regional team runs the trip, asked when the enquiry does not say: its policies go on the quotation. */
function TeamChooser({ busy, onChoose }: { busy: boolean; onChoose: (campsiteId: number) => void }) {
  const { state, reload } = useAdminQuery(TeamsDocument, {});
  const [chosen, setChosen] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <AdminSection title="Which team runs this trip?">
      <AdminQueryView state={state} reload={reload} what="the teams">
        {(data) => (
          <form
            className="grid gap-3 sm:max-w-xl"
            aria-label="Choose the team for the quotation"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!chosen) {
                setError("Choose the team whose policies the quotation shows.");
                return;
              }
              setError(null);
              onChoose(Number(chosen));
            }}
          >
            <p className="text-sm text-slate-700">
              Nothing in this enquiry says which of our regional teams runs the trip. The quotation shows that team's
              policies (cancellation, payment) to the traveller, so choose it before drafting.
            </p>
            <div>
              <label htmlFor="quotation-team" className="block text-sm font-semibold text-slate-800">
                Team and policies
              </label>
              <select
                id="quotation-team"
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "quotation-team-error" : undefined}
                className="mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900"
              >
                <option value="">Choose a team…</option>
                {data.adminQuotationCatalogue.teams.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              </select>
              {error ? (
                <p id="quotation-team-error" className="mt-1 text-sm font-medium text-primary-strong">
                  {error}
                </p>
              ) : null}
            </div>
            <div>
              <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
                {busy ? "Drafting…" : "Draft the quotation"}
              </button>
            </div>
          </form>
        )}
      </AdminQueryView>
    </AdminSection>
  );
}

function QuotationList({ enquiry, reload }: { enquiry: Enquiry; reload: () => Promise<void> }) {
  const navigate = useNavigate();
  const { summary } = enquiry;
  async function duplicate(id: number) {
    const result = await adminMutate(DuplicateQuotationDocument, { id });
    if (!result.ok) {
      await notify("error", result.message);
      return;
    }
    await reload();
    navigate(`/admin/quotations/${result.data.adminDuplicateQuotation.id}/edit`);
  }
  return (
    <AdminSection title="Quotations">
      {enquiry.quotations.length === 0 ? (
        <p className="text-sm text-slate-600">None yet: "New quotation" drafts one from this enquiry.</p>
      ) : (
        <ul className="grid gap-3">
          {enquiry.quotations.map((quotation, index) => {
            const url = quotationUrl(window.location.origin, summary.reference, quotation.slug);
            const cheapest = quotation.prices[0];
            return (
              <li key={quotation.id} className="rounded-xl border border-slate-200 p-3">
                <p className="font-semibold text-slate-900">
                  Option {String.fromCharCode(65 + (index % 26))}: {quotation.trip_title}
                </p>
                <p className="text-sm text-slate-700">
                  {cheapest === undefined
                    ? "No price yet"
                    : `From ${formatRupees(cheapest)} ${quotation.show_price_for}`}
                  , valid until {formatDate(quotation.expiry_date)}
                </p>
                <div className="mt-2 flex flex-wrap gap-2 text-sm">
                  <Link className="btn btn-secondary min-h-11" to={`/admin/quotations/${quotation.id}/edit`}>
                    Edit
                  </Link>
                  <a className="btn btn-secondary min-h-11" href={quotationPath(summary.reference, quotation.slug)}>
                    Open link
                  </a>
                  <a
                    className="btn btn-secondary min-h-11"
                    rel="noopener"
                    target="_blank"
                    href={quotationShareLink({
                      travellerName: summary.name,
                      travellerMobile: summary.mobile,
                      tripTitle: quotation.trip_title,
                      url,
                    })}
                  >
                    <WhatsappIcon className="size-4" /> Send on WhatsApp
                  </a>
                  <button
                    type="button"
                    className="btn btn-secondary min-h-11"
                    onClick={() => void duplicate(quotation.id)}
                  >
                    Duplicate as option {String.fromCharCode(65 + (enquiry.quotations.length % 26))}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AdminSection>
  );
}
