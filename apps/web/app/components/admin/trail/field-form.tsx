// What the trip desk's add-on and briefing forms share: each field with its label, hint and the
// message about it (tied by aria-describedby, marked aria-invalid), a summary read at once (role
// alert) naming the fields to correct, and the API's refusals put beside the fields they name.
import type { ReactNode } from "react";
import type { formFields } from "../../form-fields.tsx";
import type { AdminMutationResult } from "../run-admin-mutation.ts";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The API's refusal as messages per field of the form: every field of `extensions.fields`, else the
 * one `extensions.field` names. What names no field of the form comes back under `form`.
 */
export function refusalErrors<Field extends string>(
  result: Extract<AdminMutationResult<unknown>, { ok: false }>,
  fields: readonly Field[],
): { errors: FieldErrors<Field>; form: string | null } {
  const named =
    Object.keys(result.fields).length > 0 ? result.fields : result.field ? { [result.field]: result.message } : {};
  const errors: FieldErrors<Field> = {};
  let form: string | null = null;
  for (const [field, message] of Object.entries(named)) {
    if ((fields as readonly string[]).includes(field)) errors[field as Field] = message;
    else form ??= message;
  }
  if (Object.keys(errors).length === 0 && form === null) form = result.message;
  return { errors, form };
}

/** "Please correct: Price, GST rate.": the fields to correct, in the form's order, read at once. */
export function ErrorSummary<Field extends string>({
  errors,
  labels,
  form,
}: {
  errors: FieldErrors<Field>;
  labels: Record<Field, string>;
  /** A refusal about no field in particular. */
  form: string | null;
}) {
  const wrong = (Object.keys(labels) as Field[]).filter((field) => errors[field]);
  if (wrong.length === 0 && !form) return null;
  return (
    <p role="alert" className="text-sm font-medium text-primary-strong">
      {form ?? `Please correct: ${wrong.map((field) => labels[field]).join(", ")}.`}
    </p>
  );
}

/** A labelled control with its hint and message; `control` gets the ids and classes to use. */
export function Field<F extends string>({
  form,
  field,
  label,
  hint,
  children,
}: {
  form: ReturnType<typeof formFields<F>>;
  field: F;
  label: string;
  hint?: string;
  children: (props: {
    id: string;
    name: F;
    className: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const hintId = hint ? `${form.fieldId(field)}-hint` : undefined;
  const described = [hintId, form.described(field)].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={form.fieldId(field)} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({
        id: form.fieldId(field),
        name: field,
        className: form.inputClass(field),
        "aria-invalid": form.described(field) ? true : undefined,
        "aria-describedby": described,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {form.fieldError(field)}
    </div>
  );
}

/** Moves the focus to the first field with a message, so the keyboard lands where the work is. */
export function focusFirstError<Field extends string>(
  fieldId: (field: Field) => string,
  order: readonly Field[],
  errors: FieldErrors<Field>,
) {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(fieldId(first))?.focus();
}
