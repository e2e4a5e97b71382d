// What every hand-built form of the site does for each field: ids that tie a field to its message,
// the input's look (red border while it is wrong) and the message itself, in one place so that the
// enquiry and custom-trip forms cannot drift apart.
import type { ReactNode } from "react";

export function formFields<Field extends string>(id: string, errors: Partial<Record<Field, string>>) {
  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;
  return {
    fieldId,
    errorId,
    /** The id of the field's message while there is one (for aria-describedby). */
    described: (field: Field) => (errors[field] ? errorId(field) : undefined),
    inputClass: (field: Field) =>
      `mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 ${
        errors[field] ? "border-primary-strong" : "border-slate-300 focus:border-slate-500"
      }`,
    fieldError: (field: Field): ReactNode =>
      errors[field] ? (
        <p id={errorId(field)} className="mt-1 text-sm font-medium text-primary-strong">
          {errors[field]}
        </p>
      ) : null,
  };
}
