// The body of /forms/{token}: one traveller's own part of a booking, opened by their personal link
// (no login: the link is the key, and nothing of it is rendered on the server or cached). Each part
// says whether it is still missing; "Save" sends the parts filled in (submitTravellerForm) and then says
// exactly which were saved and what is left (form-progress.ts), and the fitness proof goes up on its own
// as the file itself (the API's upload path), never as multipart.

import { CHILD_RULE, guardianInWords } from "@parvat/domain/guardians";
import {
  FITNESS_PROOF_MAX_BYTES,
  FITNESS_PROOF_TYPES,
  type FormPart,
  ID_TYPE_LABELS,
} from "@parvat/domain/traveller-forms";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { errorCode, NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { TravellerFormQuery } from "../../graphql/generated/graphql.ts";
import { dateRange } from "../booking/booking-format.ts";
import { Section } from "../page-hero.tsx";
import { ScreenFailed, ScreenLoading } from "../payments/screen-status.tsx";
import { CollectionNotice } from "../privacy/collection-notice.tsx";
import { progressLine, saveNotice } from "./form-progress.ts";

const TravellerFormDocument = graphql(`
  query TravellerForm($token: String!) {
    travellerForm(token: $token) {
      ...TravellerFormFields
    }
  }
`);

export const TravellerFormFieldsFragment = graphql(`
  fragment TravellerFormFields on TravellerForm {
    first_name
    last_name
    guardian {
      name
      relation
    }
    trip_name
    reference
    start_date
    end_date
    emergency_name
    emergency_phone
    emergency_relation
    medical_conditions
    medicines
    allergies
    medical_notes
    medical_declared_at
    undertaking {
      version
      text
    }
    undertaking_accepted_version
    permit_id_required
    id_type
    id_number
    fitness_proof_required
    fitness_status
    fitness_reason
    upload_path
    missing
  }
`);

const SubmitTravellerFormDocument = graphql(`
  mutation SubmitTravellerForm($token: String!, $input: TravellerFormInput!) {
    submitTravellerForm(token: $token, input: $input) {
      ...TravellerFormFields
    }
  }
`);

type Form = NonNullable<TravellerFormQuery["travellerForm"]>;
type State =
  | { status: "loading" }
  | { status: "ready"; form: Form }
  | { status: "closed"; message: string }
  | { status: "failed"; message: string };

const FITNESS_WORDS: Record<string, string> = {
  missing: "Not uploaded yet.",
  pending: "Uploaded: our team will check it.",
  approved: "Approved. Thank you.",
  returned: "Returned: please upload another.",
};

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-slate-500";

function PartHeading({
  id,
  part,
  missing,
  children,
}: {
  id: string;
  part: FormPart;
  missing: readonly string[];
  children: string;
}) {
  const done = !missing.includes(part);
  return (
    <legend id={id} className="flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900">
      {children}
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${done ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-950"}`}
      >
        {done ? "Done" : "To do"}
      </span>
    </legend>
  );
}

export function TravellerFormScreen({ token }: { token: string }) {
  const id = useId();
  const [state, setState] = useState<State>({ status: "loading" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ kind: "error" | "warning" | "done"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // A saved ID number comes back masked (docs/api.md, "Personal data"): typed again only to replace it.
  const [replacingId, setReplacingId] = useState(false);

  const load = useCallback(async () => {
    try {
      const result = await request(TravellerFormDocument, { token });
      if (result.data?.travellerForm) setState({ status: "ready", form: result.data.travellerForm });
      else {
        const error = result.errors[0];
        const code = errorCode(error);
        setState(
          code === "FORM_LINK_EXPIRED" || code === "NOT_FOUND"
            ? { status: "closed", message: error!.message }
            : { status: "failed", message: error?.message ?? "We could not open your form." },
        );
      }
    } catch {
      setState({ status: "failed", message: NETWORK_ERROR_MESSAGE });
    }
  }, [token]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.status === "loading") return <ScreenLoading text="Opening your form…" />;
  if (state.status === "failed") return <ScreenFailed message={state.message} onRetry={() => void load()} />;
  if (state.status === "closed") {
    return (
      <Section>
        <p role="alert" className="card p-6 font-semibold text-slate-900">
          {state.message}
        </p>
      </Section>
    );
  }
  const { form } = state;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    const input: Record<string, unknown> = {};
    const sent: FormPart[] = [];
    const medicalTyped = ["medicalConditions", "medicines", "allergies", "medicalNotes"].some((name) =>
      text(name).trim(),
    );
    const medicalDeclared = data.get("medicalTrue") === "on";
    if (text("emergencyName") || text("emergencyPhone")) {
      sent.push("emergency");
      Object.assign(input, {
        emergencyName: text("emergencyName"),
        emergencyPhone: text("emergencyPhone"),
        emergencyRelation: text("emergencyRelation"),
      });
    }
    if (medicalDeclared) {
      sent.push("medical");
      Object.assign(input, {
        medicalConditions: text("medicalConditions"),
        medicines: text("medicines"),
        allergies: text("allergies"),
        medicalNotes: text("medicalNotes"),
      });
    }
    if (data.get("acceptUndertaking") === "on" && form.undertaking) {
      sent.push("undertaking");
      input.acceptUndertakingVersion = form.undertaking.version;
    }
    if (form.permit_id_required && text("idType")) {
      sent.push("permit_id");
      Object.assign(input, { idType: text("idType"), idNumber: text("idNumber") });
    }
    setBusy(true);
    setNotice(null);
    try {
      const result = await request(SubmitTravellerFormDocument, { token, input });
      const saved = result.data?.submitTravellerForm;
      if (saved) {
        setErrors({});
        setReplacingId(false);
        setState({ status: "ready", form: saved });
        setNotice(
          saveNotice({
            sent,
            missingAfter: saved.missing,
            fitnessStatus: saved.fitness_status,
            // Medical answers count only declared complete and true: typed without the box, they were not sent.
            medicalTypedNotDeclared: medicalTyped && !medicalDeclared,
          }),
        );
      } else {
        const error = result.errors[0];
        setErrors((error?.extensions?.fields as Record<string, string> | undefined) ?? {});
        setNotice({ kind: "error", text: error?.message ?? "We could not save your form." });
      }
    } catch {
      setNotice({ kind: "error", text: NETWORK_ERROR_MESSAGE });
    } finally {
      setBusy(false);
    }
  }

  async function uploadProof(file: File | undefined) {
    if (!file) return;
    if (file.size > FITNESS_PROOF_MAX_BYTES) {
      setNotice({ kind: "error", text: "The file is larger than 5 MB. Send a smaller photo or PDF." });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const response = await fetch(form.upload_path, {
        method: "POST",
        headers: { "content-type": file.type || "application/octet-stream" },
        body: file,
      });
      const body = (await response.json()) as { errors?: { message: string }[] };
      if (response.ok) {
        // The form again, so that its top line and the proof's part say it waits for our check.
        await load();
        setNotice({ kind: "done", text: "Your fitness proof is uploaded. Our team will check it." });
      } else setNotice({ kind: "error", text: body.errors?.[0]?.message ?? "The file was not accepted." });
    } catch {
      setNotice({ kind: "error", text: NETWORK_ERROR_MESSAGE });
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-primary-strong">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  const field = (name: string, label: string, value: string | null, props: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        defaultValue={value ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described(name)}
        className={inputClass}
        {...props}
      />
      {fieldError(name)}
    </div>
  );
  const area = (name: string, label: string, value: string | null) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <textarea
        id={`${id}-${name}`}
        name={name}
        defaultValue={value ?? ""}
        rows={2}
        maxLength={1000}
        className={inputClass}
      />
    </div>
  );

  return (
    <Section>
      <div className="mx-auto max-w-2xl">
        <div className="card p-5 sm:p-6">
          <p className="text-sm text-slate-600">
            Booking <span className="font-mono font-semibold text-slate-900">{form.reference}</span>
          </p>
          <h2 className="mt-1 text-2xl font-bold text-slate-900">
            {form.first_name} {form.last_name}
          </h2>
          <p className="text-slate-700">
            {form.trip_name}, {dateRange(form.start_date, form.end_date)}
          </p>
          <p className="mt-2 text-sm text-slate-700">{progressLine(form.missing, form.fitness_status)}</p>
          {form.guardian ? (
            <p className="mt-3 rounded-lg bg-sand p-3 text-sm text-slate-800" data-guardian>
              {form.first_name} is under {CHILD_RULE.adultAge}: this form is filled in by{" "}
              <strong className="font-semibold text-slate-900">
                {guardianInWords({ name: form.guardian.name, relation: form.guardian.relation })}
              </strong>
              , who booked them and confirms every answer for them.
            </p>
          ) : null}
        </div>
        <div className="mt-6">
          <CollectionNotice kind="traveller-form" />
        </div>
        <form className="mt-6 grid gap-6" onSubmit={(event) => void save(event)} noValidate>
          <fieldset className="card grid gap-3 p-5 sm:p-6" aria-describedby={`${id}-emergency-help`}>
            <PartHeading id={`${id}-emergency`} part="emergency" missing={form.missing}>
              Emergency contact
            </PartHeading>
            <p id={`${id}-emergency-help`} className="text-sm text-slate-700">
              Someone not on this trip whom we call if we cannot reach you.
            </p>
            {field("emergencyName", "Name", form.emergency_name, { autoComplete: "off" })}
            {field("emergencyPhone", "Phone", form.emergency_phone, { type: "tel", inputMode: "tel" })}
            {field("emergencyRelation", "Relation (optional)", form.emergency_relation)}
          </fieldset>
          <fieldset className="card grid gap-3 p-5 sm:p-6">
            <PartHeading id={`${id}-medical`} part="medical" missing={form.missing}>
              Medical declaration
            </PartHeading>
            <p className="text-sm text-slate-700">
              Only the trip leader and our team read this. Leave a box empty when the answer is none.
            </p>
            {area(
              "medicalConditions",
              "Conditions (asthma, diabetes, heart, blood pressure, recent surgery)",
              form.medical_conditions,
            )}
            {area("medicines", "Medicines you take", form.medicines)}
            {area("allergies", "Allergies", form.allergies)}
            {area("medicalNotes", "Anything else the trip leader should know", form.medical_notes)}
            <label className="flex min-h-11 items-center gap-3 text-slate-900">
              <input type="checkbox" name="medicalTrue" defaultChecked={false} className="size-5" />
              {form.guardian
                ? `As ${form.first_name}'s ${form.guardian.relation === "parent" ? "parent" : "lawful guardian"}, I confirm these answers are complete and true.`
                : "My answers are complete and true."}
            </label>
          </fieldset>
          {form.undertaking ? (
            <fieldset className="card grid gap-3 p-5 sm:p-6">
              <PartHeading id={`${id}-undertaking`} part="undertaking" missing={form.missing}>
                Undertaking
              </PartHeading>
              <p className="whitespace-pre-line text-sm text-slate-800">{form.undertaking.text}</p>
              <label className="flex min-h-11 items-center gap-3 text-slate-900">
                <input
                  type="checkbox"
                  name="acceptUndertaking"
                  defaultChecked={form.undertaking_accepted_version === form.undertaking.version}
                  aria-describedby={described("acceptUndertakingVersion")}
                  className="size-5"
                />
                {form.guardian
                  ? `I have read this undertaking and, as ${form.first_name}'s ${form.guardian.relation === "parent" ? "parent" : "lawful guardian"}, I accept it for them.`
                  : "I have read this undertaking and I accept it."}
              </label>
              {fieldError("acceptUndertakingVersion")}
            </fieldset>
          ) : null}
          {form.permit_id_required ? (
            <fieldset className="card grid gap-3 p-5 sm:p-6">
              <PartHeading id={`${id}-permit`} part="permit_id" missing={form.missing}>
                ID for permits
              </PartHeading>
              <p className="text-sm text-slate-700">Carry the same ID on the trip: the permit office checks it.</p>
              {form.id_number && !replacingId ? (
                <div className="flex flex-wrap items-center gap-3">
                  <p className="text-slate-900">
                    {ID_TYPE_LABELS[form.id_type as keyof typeof ID_TYPE_LABELS] ?? "ID"}{" "}
                    <span className="font-mono">{form.id_number}</span>
                    <span className="block text-sm text-slate-700">
                      Only the last four characters are shown, here and to our team.
                    </span>
                  </p>
                  <button type="button" className="btn btn-secondary min-h-11" onClick={() => setReplacingId(true)}>
                    Replace ID
                  </button>
                </div>
              ) : (
                <>
                  <div>
                    <label htmlFor={`${id}-idType`} className="text-sm font-medium text-slate-900">
                      ID type
                    </label>
                    <select
                      id={`${id}-idType`}
                      name="idType"
                      defaultValue={form.id_type ?? ""}
                      aria-invalid={errors.idType ? true : undefined}
                      aria-describedby={described("idType")}
                      className={inputClass}
                    >
                      <option value="">Choose</option>
                      {Object.entries(ID_TYPE_LABELS).map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </select>
                    {fieldError("idType")}
                  </div>
                  {field("idNumber", "ID number", null, { autoComplete: "off" })}
                </>
              )}
            </fieldset>
          ) : null}
          <div>
            <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
              {busy ? "Saving…" : "Save"}
            </button>
          </div>
        </form>
        {notice ? (
          <p
            role={notice.kind === "done" ? "status" : "alert"}
            className={`mt-4 font-semibold ${
              notice.kind === "error"
                ? "text-primary-strong"
                : notice.kind === "warning"
                  ? "text-amber-950"
                  : "text-emerald-900"
            }`}
          >
            {notice.text}
          </p>
        ) : null}
        {form.fitness_proof_required ? (
          <section className="card mt-6 grid gap-3 p-5 sm:p-6" aria-labelledby={`${id}-fitness`}>
            <h2 id={`${id}-fitness`} className="text-lg font-bold text-slate-900">
              Fitness proof
            </h2>
            <p className="text-sm text-slate-700">
              This trek asks for proof of fitness: a screenshot of a 5 km run in under 35 minutes, or a doctor's letter.
              A photo or PDF, up to 5 MB.
            </p>
            <p className="font-semibold text-slate-900">{FITNESS_WORDS[form.fitness_status]}</p>
            {form.fitness_reason ? <p className="text-sm text-slate-800">Why: {form.fitness_reason}</p> : null}
            {form.fitness_status !== "approved" ? (
              <div>
                <label htmlFor={`${id}-proof`} className="text-sm font-medium text-slate-900">
                  Upload a photo or PDF
                </label>
                <input
                  id={`${id}-proof`}
                  type="file"
                  accept={FITNESS_PROOF_TYPES.join(",")}
                  disabled={busy}
                  onChange={(event) => void uploadProof(event.target.files?.[0])}
                  className="mt-1 block min-h-11 w-full text-slate-900"
                />
              </div>
            ) : null}
          </section>
        ) : null}
      </div>
    </Section>
  );
}
