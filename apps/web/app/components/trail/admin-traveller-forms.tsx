// The back office's view of a booking's travellers' forms: for each traveller what is still missing,
// their answers (staff only), a fresh personal link in one click (shown to copy and pass on; the old
// link stops opening), and the fitness proof: opened with the staff token (a plain link could not
// carry it) and approved or returned with a reason the traveller reads on their form. ID numbers come
// masked; a role with id-reveal may see one whole, with a reason (audited), shown until the screen
// reloads (docs/api.md, "Personal data"). Opening this screen is logged as a read of the answers.
import { FORM_PART_LABELS, type FormPart, ID_TYPE_LABELS } from "@parvat/domain/traveller-forms";
import { useId, useState } from "react";
import { graphql } from "../../graphql/generated/gql.ts";
import type { AdminTravellerFormsQuery } from "../../graphql/generated/graphql.ts";
import { storedToken } from "../../lib/credentials.ts";
import { AdminFormMessage } from "../admin/admin-form-message.tsx";
import { AdminSection } from "../admin/admin-page.tsx";
import { runAdminMutation, useAdminForm } from "../admin/run-admin-mutation.ts";
import { useStaffAccess } from "../admin/staff-access.tsx";
import { useAdminQuery } from "../admin/use-admin-query.ts";

const AdminTravellerFormsDocument = graphql(`
  query AdminTravellerForms($bookingId: Int!) {
    adminTravellerForms(bookingId: $bookingId) {
      participant_id
      form_id
      first_name
      last_name
      link_sent_at
      missing
      emergency_name
      emergency_phone
      emergency_relation
      medical_conditions
      medicines
      allergies
      medical_notes
      undertaking_version
      undertaking_accepted_at
      undertaking_address
      id_type
      id_number
      personal_data_erased_at
      fitness_status
      fitness_reason
      fitness_proof_path
    }
  }
`);

const AdminSendFormLinkDocument = graphql(`
  mutation AdminSendFormLink($participantId: Int!) {
    adminSendFormLink(participantId: $participantId) {
      participant_id
      link
    }
  }
`);

const AdminRevealIdNumberDocument = graphql(`
  mutation AdminRevealIdNumber($input: AdminRevealIdNumberInput!) {
    adminRevealIdNumber(input: $input) {
      form_id
      id_type_label
      id_number
    }
  }
`);

const AdminReviewFitnessProofDocument = graphql(`
  mutation AdminReviewFitnessProof($input: AdminReviewFitnessProofInput!) {
    adminReviewFitnessProof(input: $input)
  }
`);

type Row = AdminTravellerFormsQuery["adminTravellerForms"][number];

function Answer({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="text-sm text-slate-900">{value || "—"}</dd>
    </div>
  );
}

async function openProof(path: string) {
  const response = await fetch(path, { headers: { authorization: `Bearer ${storedToken() ?? ""}` } });
  if (!response.ok) return;
  const url = URL.createObjectURL(await response.blob());
  window.open(url, "_blank", "noopener");
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function TravellerFormCard({ row, reload }: { row: Row; reload: () => Promise<unknown> }) {
  const id = useId();
  const [link, setLink] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<string | null>(null);
  const { message, busy, submit } = useAdminForm(reload);
  const { may } = useStaffAccess();
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <p className="font-semibold text-slate-900">
        {row.first_name} {row.last_name}
      </p>
      <p className="text-sm text-slate-700">
        {row.missing.length === 0
          ? "All forms done."
          : `To do: ${row.missing.map((part) => FORM_PART_LABELS[part as FormPart]).join(", ")}.`}{" "}
        {row.link_sent_at ? "" : "No link sent yet."}
      </p>
      <dl className="mt-2 grid gap-2 sm:grid-cols-2">
        <Answer
          term="Emergency contact"
          value={
            row.emergency_name &&
            `${row.emergency_name} (${row.emergency_relation || "relation not given"}), ${row.emergency_phone}`
          }
        />
        <Answer term="Conditions" value={row.medical_conditions} />
        <Answer term="Medicines" value={row.medicines} />
        <Answer term="Allergies" value={row.allergies} />
        <Answer term="Notes" value={row.medical_notes} />
        <Answer
          term="Undertaking"
          value={
            row.undertaking_accepted_at &&
            `Version ${row.undertaking_version}, ${new Date(row.undertaking_accepted_at).toLocaleString("en-IN")} from ${row.undertaking_address}`
          }
        />
        <Answer
          term="ID for permits"
          value={
            row.id_type &&
            `${ID_TYPE_LABELS[row.id_type as keyof typeof ID_TYPE_LABELS]} ${revealed ?? row.id_number ?? ""}`
          }
        />
        <Answer
          term="Fitness proof"
          value={`${row.fitness_status}${row.fitness_reason ? `: ${row.fitness_reason}` : ""}`}
        />
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <form
          onSubmit={submit(
            () => runAdminMutation(AdminSendFormLinkDocument, { participantId: row.participant_id }),
            (data) => {
              setLink(`${window.location.origin}${data.adminSendFormLink.link}`);
              return `A new link for ${row.first_name} is ready; the earlier one no longer opens.`;
            },
          )}
        >
          <button type="submit" className="btn btn-secondary min-h-11" disabled={busy}>
            {row.link_sent_at ? "Resend link" : "Send link"}
          </button>
        </form>
        {row.fitness_proof_path ? (
          <button
            type="button"
            className="btn btn-secondary min-h-11"
            onClick={() => void openProof(row.fitness_proof_path!)}
          >
            Open fitness proof
          </button>
        ) : null}
      </div>
      {link ? (
        <p className="mt-2 break-all text-sm text-slate-900">
          Link to pass on: <span className="font-mono">{link}</span>
        </p>
      ) : null}
      {row.id_number && row.form_id !== null && !revealed && may("id-reveal") ? (
        <form
          className="mt-3 grid gap-2"
          onSubmit={(event) => {
            const reason = String(new FormData(event.currentTarget).get("revealReason") ?? "");
            return submit(
              () => runAdminMutation(AdminRevealIdNumberDocument, { input: { formId: row.form_id!, reason } }),
              (data) => {
                setRevealed(data.adminRevealIdNumber.id_number);
                return `${row.first_name}'s whole ${data.adminRevealIdNumber.id_type_label} number is shown above; this was recorded.`;
              },
            )(event);
          }}
        >
          <label htmlFor={`${id}-reveal-reason`} className="text-sm font-medium text-slate-900">
            Why the whole ID number is needed (recorded)
          </label>
          <input
            id={`${id}-reveal-reason`}
            name="revealReason"
            required
            minLength={3}
            maxLength={500}
            className="block min-h-11 w-full rounded-lg border border-slate-300 px-3"
          />
          <div>
            <button type="submit" className="btn btn-secondary min-h-11" disabled={busy}>
              Reveal ID number
            </button>
          </div>
        </form>
      ) : null}
      {row.personal_data_erased_at ? (
        <p className="mt-2 text-sm text-slate-700">
          Health answers, emergency contact, ID and fitness proof erased on{" "}
          {new Date(row.personal_data_erased_at).toLocaleDateString("en-IN")}, after the trip.
        </p>
      ) : null}
      {row.fitness_status === "pending" && row.form_id !== null ? (
        <form
          className="mt-3 grid gap-2"
          onSubmit={(event) => {
            const decision = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
            const reason = String(new FormData(event.currentTarget).get("reason") ?? "");
            return submit(
              () =>
                runAdminMutation(AdminReviewFitnessProofDocument, {
                  input: { formId: row.form_id!, approve: decision === "approve", reason: reason || null },
                }),
              () => (decision === "approve" ? "Fitness proof approved." : "Fitness proof returned to the traveller."),
            )(event);
          }}
        >
          <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-900">
            Reason, to return it
          </label>
          <input
            id={`${id}-reason`}
            name="reason"
            className="block min-h-11 w-full rounded-lg border border-slate-300 px-3"
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="decision" value="approve" className="btn btn-primary min-h-11" disabled={busy}>
              Approve
            </button>
            <button type="submit" name="decision" value="return" className="btn btn-secondary min-h-11" disabled={busy}>
              Return
            </button>
          </div>
        </form>
      ) : null}
      <AdminFormMessage message={message} />
    </li>
  );
}

export function AdminTravellerForms({ bookingId }: { bookingId: number }) {
  const { state, reload } = useAdminQuery(AdminTravellerFormsDocument, { bookingId });
  if (state.status !== "loaded") return null;
  return (
    <AdminSection title="Travellers' forms">
      <ul className="grid gap-3">
        {state.data.adminTravellerForms.map((row) => (
          <TravellerFormCard key={row.participant_id} row={row} reload={reload} />
        ))}
      </ul>
    </AdminSection>
  );
}
