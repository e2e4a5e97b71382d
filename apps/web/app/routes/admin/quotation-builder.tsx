// /admin/quotations/{id}/edit: the quotation builder. The planner edits the draft on the
// "Edit" tab and sees it on "Preview" exactly as the traveller will (the traveller's own
// QuotationView, fed the saved quotation with the unsaved draft laid over it). Saving reprices it
// from the live catalogue on the server; the link stays. From here the quotation is shared (its
// link, or WhatsApp with the link written in) and duplicated to make option B. Tabs rather than
// side by side: the traveller's page needs the whole width, on a laptop as on a phone.
import { businessToday } from "@parvat/domain/business-dates";
import { formatIndianPhone } from "@parvat/domain/company";
import type { QuotationDraft } from "@parvat/domain/quotation-builder";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { AdminPage } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import { formatInstant } from "../../components/admin/bookings/booking-bits.tsx";
import { adminMutate } from "../../components/admin/quotations/admin-mutate.ts";
import { draftFromApi, draftToInput, previewQuotation } from "../../components/admin/quotations/draft-preview.ts";
import { QuotationBuilderForm } from "../../components/admin/quotations/quotation-builder-form.tsx";
import { quotationShareLink, quotationUrl } from "../../components/admin/quotations/quotation-links.ts";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { WhatsappIcon } from "../../components/icons.tsx";
import { QuotationView } from "../../components/quotation/quotation-view.tsx";
import { notify } from "../../components/toasts.tsx";
import { graphql } from "../../graphql/generated/gql.ts";
import type { AdminQuotationBuilderQuery } from "../../graphql/generated/graphql.ts";

const AdminQuotationBuilderDocument = graphql(`
  query AdminQuotationBuilder($id: Int!) {
    adminQuotation(id: $id) {
      id
      slug
      enquiry_id
      enquiry_slug
      traveller_name
      traveller_mobile
      path
      accepted
      acceptance {
        accepted_at
        option_name
        account_name
        account_phone
        booking_id
        booking_reference
      }
      draft {
        trip_title
        trip_subtitle
        campsite_id
        package_id
        base_price
        travel_date
        expiry_date
        pax
        rooms
        meals
        show_price_for
        price_inclusive_of_taxes
        booking_amount
        inclusions
        exclusions
        airport_transfer
        private_vehicle_siteseeing
        sic_vehicle
        days {
          title
          description
          activities {
            activity_id
            included
          }
        }
        options {
          name
          stay_price
          properties {
            property_id
            typed_in {
              name
              location
              star_category
            }
            meals
            room_type
            days_detail
          }
        }
        selected_option
      }
    }
    adminQuotationCatalogue {
      packages {
        id
        name
        trip_name
        campsite_id
        price
        days {
          title
          description
        }
      }
      properties {
        id
        name
        location
        star_category
      }
      activities {
        id
        name
        slug
        price
        price_for
      }
      teams {
        id
        name
        policies {
          title
          body
        }
      }
    }
  }
`);

/** The traveller's quotation as saved: the preview's starting point (the same fields as its page). */
const AdminQuotationPreviewDocument = graphql(`
  query AdminQuotationPreview($slug: String!) {
    quotation(slug: $slug) {
      ...QuotationViewFields
    }
  }
`);

const UpdateQuotationDocument = graphql(`
  mutation AdminUpdateQuotation($id: Int!, $input: AdminQuotationInput!) {
    adminUpdateQuotation(id: $id, input: $input) {
      id
    }
  }
`);

const DuplicateFromBuilderDocument = graphql(`
  mutation AdminDuplicateFromBuilder($id: Int!) {
    adminDuplicateQuotation(id: $id) {
      id
    }
  }
`);

type Loaded = AdminQuotationBuilderQuery;

export default function AdminQuotationBuilder() {
  const id = Number(useParams().id);
  const { state, reload } = useAdminQuery(AdminQuotationBuilderDocument, { id });
  return (
    <AdminQueryView state={state} reload={reload} what="the quotation">
      {(data) =>
        data.adminQuotation ? (
          // A new key after each load starts the form from what was saved.
          <Builder key={JSON.stringify(data.adminQuotation.draft)} data={data} reload={reload} />
        ) : (
          <AdminPage title="Quotation not found">
            <Link className="font-semibold text-primary-strong underline" to="/admin/enquiries">
              Back to the inbox
            </Link>
          </AdminPage>
        )
      }
    </AdminQueryView>
  );
}

function Builder({ data, reload }: { data: Loaded; reload: () => Promise<void> }) {
  const quotation = data.adminQuotation!;
  const catalogue = data.adminQuotationCatalogue;
  const navigate = useNavigate();
  const [draft, setDraft] = useState<QuotationDraft>(() => draftFromApi(quotation.draft));
  const [tab, setTab] = useState<"edit" | "preview">("edit");
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const preview = useAdminQuery(AdminQuotationPreviewDocument, { slug: quotation.slug });
  const url = quotationUrl(window.location.origin, quotation.enquiry_slug, quotation.slug);

  async function save() {
    setSaving(true);
    const result = await adminMutate(UpdateQuotationDocument, { id: quotation.id, input: draftToInput(draft) });
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fields);
      setTab("edit");
      await notify("error", result.message);
      return;
    }
    setErrors({});
    setDirty(false);
    await notify("success", "Quotation saved.");
    await Promise.all([reload(), preview.reload()]);
  }

  async function duplicate() {
    const result = await adminMutate(DuplicateFromBuilderDocument, { id: quotation.id });
    if (!result.ok) {
      await notify("error", result.message);
      return;
    }
    await navigate(`/admin/quotations/${result.data.adminDuplicateQuotation.id}/edit`);
    await notify("success", "Copied: this is the new option.");
  }

  return (
    <AdminPage
      title={`Quotation for ${quotation.traveller_name}`}
      intro={
        <>
          <Link className="font-semibold text-primary-strong underline" to={`/admin/enquiries/${quotation.enquiry_id}`}>
            Back to the enquiry
          </Link>
          {quotation.acceptance ? (
            <>
              {" · Accepted "}
              {formatInstant(quotation.acceptance.accepted_at)} by{" "}
              {quotation.acceptance.account_name ? `${quotation.acceptance.account_name}, ` : ""}
              {formatIndianPhone(quotation.acceptance.account_phone)} with {quotation.acceptance.option_name}
              {quotation.acceptance.booking_id !== null ? (
                <>
                  {": booking "}
                  <Link
                    className="font-semibold text-primary-strong underline"
                    to={`/admin/bookings/${quotation.acceptance.booking_id}`}
                  >
                    {quotation.acceptance.booking_reference}
                  </Link>
                </>
              ) : null}
              . It can no longer be changed; duplicate it to offer something else.
            </>
          ) : null}
        </>
      }
      actions={
        <>
          <button
            type="button"
            className="btn btn-primary min-h-11"
            disabled={saving || quotation.accepted}
            onClick={() => void save()}
          >
            {saving ? "Saving…" : dirty ? "Save changes" : "Save"}
          </button>
          <a className="btn btn-secondary min-h-11" href={quotation.path} data-testid="quotation-link">
            Open link
          </a>
          <a
            className="btn btn-secondary min-h-11"
            rel="noopener"
            target="_blank"
            href={quotationShareLink({
              travellerName: quotation.traveller_name,
              travellerMobile: quotation.traveller_mobile,
              tripTitle: draft.tripTitle,
              url,
            })}
          >
            <WhatsappIcon className="size-4" /> Send on WhatsApp
          </a>
          <button type="button" className="btn btn-secondary min-h-11" onClick={() => void duplicate()}>
            Duplicate
          </button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        Link for the traveller: <code className="break-all">{url}</code>
        {dirty ? <strong className="ml-2 text-amber-800">Unsaved changes: the link shows the last save.</strong> : null}
      </p>
      <div role="tablist" aria-label="Builder" className="mt-4 flex gap-2">
        {(
          [
            ["edit", "Edit"],
            ["preview", "Preview"],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`builder-tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`builder-panel-${value}`}
            onClick={() => setTab(value)}
            className={`min-h-11 rounded-lg px-4 font-semibold ${tab === value ? "bg-primary-strong text-white" : "bg-white text-slate-800 ring-1 ring-slate-300"}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        id="builder-panel-edit"
        role="tabpanel"
        aria-labelledby="builder-tab-edit"
        hidden={tab !== "edit"}
        className="mt-4"
      >
        <QuotationBuilderForm
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            setDirty(true);
          }}
          catalogue={catalogue}
          errors={errors}
        />
      </div>
      <div
        id="builder-panel-preview"
        role="tabpanel"
        aria-labelledby="builder-tab-preview"
        hidden={tab !== "preview"}
        className="mt-4 rounded-2xl bg-white ring-1 ring-slate-200"
      >
        {tab === "preview" ? (
          <AdminQueryView state={preview.state} reload={preview.reload} what="the preview">
            {(saved) =>
              saved.quotation ? (
                <QuotationView
                  quotation={previewQuotation(saved.quotation, draft, catalogue)}
                  today={businessToday()}
                  initialOption={null}
                  preview
                />
              ) : null
            }
          </AdminQueryView>
        ) : null}
      </div>
    </AdminPage>
  );
}
