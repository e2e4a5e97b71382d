// A labelled drop-down of a GET form (the listing filters): the label above, the options with an
// optional "any" choice first. Uncontrolled, so the form works before the page hydrates.
import { useId } from "react";

export interface SelectOption {
  value: string;
  label: string;
}

const selectClass =
  "mt-1 block w-full min-h-11 truncate rounded-xl border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-900 focus:border-primary-strong";

export function Select({
  label,
  name,
  value,
  options,
  anyLabel,
}: {
  label: string;
  name: string;
  /** The option chosen when the page renders ("" for the "any" choice). */
  value: string;
  options: readonly SelectOption[];
  /** The label of an empty choice that leaves the filter off. */
  anyLabel?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold tracking-wide text-slate-700 uppercase">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={selectClass}>
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
