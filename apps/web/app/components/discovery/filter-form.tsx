// The form of a listing's filters and sort, kept in the address so a filtered list can be shared.
// A plain GET form: without JavaScript its button applies it; with JavaScript any change applies at
// once, the address keeps only what the listing's own rules write, and the list keeps its place. The
// button stays after hydration: a form without one is harder to use by keyboard and fails
// HTML_CodeSniffer's WCAG 2 AA check.
import type { FormEvent } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Select, type SelectOption } from "../select.tsx";
import { LISTING_ANCHOR } from "./listing-anchor.ts";

/** One drop-down of the form; one without an "any" choice (the sort) starts at its first option. */
export interface FilterField {
  label: string;
  /** The query parameter it sets. */
  name: string;
  options: readonly SelectOption[];
  anyLabel?: string;
  /** Takes the whole width of a phone: its options are too long for half of 390 px ("Recently updated"). */
  wide?: boolean;
}

export function FilterForm({
  label,
  action,
  fields,
  values,
  searchOf,
  submitLabel,
  clear,
  gridClassName,
}: {
  /** The form's accessible name ("Filter and sort trips"). */
  label: string;
  /** The listing's path, which the form submits to. */
  action: string;
  fields: readonly FilterField[];
  /** The list shown, as its address writes it: what the drop-downs show. */
  values: URLSearchParams;
  /** The address's query for the form's values (without "?"). */
  searchOf: (values: URLSearchParams) => string;
  /** The button that applies the form ("Show trips"); changes apply at once once the page hydrates. */
  submitLabel: string;
  /** A link that drops the filters, when any is set: its words and the query it leads to. */
  clear?: { label: string; search: string };
  gridClassName: string;
}) {
  const navigate = useNavigate();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    const chosen = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value) chosen.set(key, value);
    }
    const search = searchOf(chosen);
    navigate({ pathname: action, search: search ? `?${search}` : "", hash: LISTING_ANCHOR });
  };

  return (
    <Form
      // The key follows the address, so Back and "Clear" show the filters of the list shown.
      key={values.toString()}
      method="get"
      action={action}
      aria-label={label}
      onChange={apply}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event);
      }}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className={`grid grid-cols-2 gap-3 sm:gap-4 [&>div]:min-w-0 ${gridClassName}`}>
        {fields.map(({ wide, ...field }) => (
          <div key={field.name} className={wide ? "col-span-2 md:col-span-1" : undefined}>
            <Select
              {...field}
              value={values.get(field.name) ?? (field.anyLabel ? "" : (field.options[0]?.value ?? ""))}
            />
          </div>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary">
          {submitLabel}
        </button>
        {clear ? (
          <Link
            to={{ pathname: action, search: clear.search ? `?${clear.search}` : "", hash: LISTING_ANCHOR }}
            className="link inline-flex min-h-11 items-center px-1 text-sm"
          >
            {clear.label}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
