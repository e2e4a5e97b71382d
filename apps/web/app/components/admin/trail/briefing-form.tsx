// A departure's briefing, as the trip desk sets it: where and when the group meets (with a map
// link), and the trip leader's name and phone. The trip pass shows it to every traveller, and the
// day-before message sends it. Checked by the API's own rules before sending; the API's refusals
// are put beside the fields they name.
import { formatIndianPhone } from "@parvat/domain/company";
import { checkDepartureBriefing, type DepartureBriefingFields } from "@parvat/domain/departure-briefing";
import { type FormEvent, useId, useState } from "react";
import { graphql } from "../../../graphql/generated/gql.ts";
import { formFields } from "../../form-fields.tsx";
import { runAdminMutation } from "../run-admin-mutation.ts";
import { ErrorSummary, Field, type FieldErrors, focusFirstError, refusalErrors } from "./field-form.tsx";

const SetBriefingDocument = graphql(`
  mutation AdminSetDepartureBriefing($input: AdminDepartureBriefingInput!) {
    adminSetDepartureBriefing(input: $input)
  }
`);

const FIELDS = [
  "meetingPoint",
  "meetingTime",
  "meetingMapUrl",
  "leaderName",
  "leaderPhone",
] as const satisfies readonly (keyof DepartureBriefingFields)[];
type BriefingField = (typeof FIELDS)[number];

const LABELS: Record<BriefingField, string> = {
  meetingPoint: "Meeting point",
  meetingTime: "Meeting time",
  meetingMapUrl: "Map link",
  leaderName: "Trip leader's name",
  leaderPhone: "Trip leader's phone",
};

/** A briefing as the API gives it (AdminManifest.briefing). */
export interface SavedBriefing {
  meeting_point: string;
  meeting_time: string;
  meeting_map_url?: string | null;
  leader_name: string;
  leader_phone: string;
}

type Values = Record<BriefingField, string>;

function valuesOf(briefing: SavedBriefing | null | undefined): Values {
  return {
    meetingPoint: briefing?.meeting_point ?? "",
    meetingTime: briefing?.meeting_time ?? "",
    meetingMapUrl: briefing?.meeting_map_url ?? "",
    leaderName: briefing?.leader_name ?? "",
    leaderPhone: briefing ? formatIndianPhone(briefing.leader_phone) : "",
  };
}

export function DepartureBriefingForm({
  eventId,
  briefing,
  onSaved,
}: {
  eventId: number;
  /** What is set now; null before the first briefing. */
  briefing: SavedBriefing | null | undefined;
  /** Loads the screen's data again once it is saved. */
  onSaved: () => Promise<void>;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(briefing));
  const [errors, setErrors] = useState<FieldErrors<BriefingField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const form = formFields<BriefingField>(id, errors);
  const set = (field: BriefingField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function refuse(next: FieldErrors<BriefingField>, message: string | null) {
    setErrors(next);
    setFormError(message);
    focusFirstError(form.fieldId, FIELDS, next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const checked = checkDepartureBriefing(values);
    if (!checked.ok) return refuse(checked.problems, null);
    setBusy(true);
    const result = await runAdminMutation(SetBriefingDocument, { input: { eventId, ...checked.briefing } });
    setBusy(false);
    if (!result.ok) {
      const refusal = refusalErrors(result, FIELDS);
      return refuse(refusal.errors, refusal.form);
    }
    refuse({}, null);
    setDone("Briefing saved: the trip passes show it now.");
    await onSaved();
  }

  const text = (field: BriefingField, extra: Record<string, unknown> = {}) => (
    <Field form={form} field={field} label={LABELS[field]} hint={HINTS[field]}>
      {(props) => (
        <input {...props} type="text" {...extra} value={values[field]} onChange={(e) => set(field)(e.target.value)} />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="The departure's briefing" className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">{text("meetingPoint", { required: true, maxLength: 200 })}</div>
      {text("meetingTime", { type: "time", required: true, step: 60 })}
      {text("meetingMapUrl", { type: "url", inputMode: "url", autoComplete: "off" })}
      {text("leaderName", { required: true, maxLength: 80, autoComplete: "off" })}
      {text("leaderPhone", { type: "tel", required: true, autoComplete: "off" })}
      <div className="grid gap-2 sm:col-span-2">
        <ErrorSummary errors={errors} labels={LABELS} form={formError} />
        {done ? (
          <p role="status" className="text-sm font-medium text-emerald-800">
            {done}
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Save the briefing
          </button>
        </div>
      </div>
    </form>
  );
}

const HINTS: Partial<Record<BriefingField, string>> = {
  meetingPoint: "Where the group gathers, like “Manali bus stand, gate 2”.",
  meetingTime: "On the start date, 24-hour.",
  meetingMapUrl: "Optional: an https link to the place on a map.",
  leaderPhone: "An Indian mobile number travellers can call.",
};
