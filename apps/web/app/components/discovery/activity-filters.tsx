// Budget, duration and sort of an activity list, kept in the address like the trip filters.
import {
  ACTIVITY_BUDGETS,
  ACTIVITY_DURATIONS,
  ACTIVITY_SORTS,
  type ActivityListingQuery,
  activityListingParams,
  formatRange,
  parseActivityListing,
} from "@parvat/domain/listing";
import { type FormEvent, useId } from "react";
import { Form, Link, useNavigate } from "react-router";
import { useHydrated } from "../../lib/hydrated.ts";
import { LISTING_ANCHOR } from "./listing-anchor.ts";

const selectClass =
  "mt-1 block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-primary-strong";

function Select(props: {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  anyLabel?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold tracking-wide text-slate-700 uppercase">
        {props.label}
      </label>
      <select id={id} name={props.name} defaultValue={props.value} className={selectClass}>
        {props.anyLabel ? <option value="">{props.anyLabel}</option> : null}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ActivityFilters({ query, action }: { query: ActivityListingQuery; action: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const filtered = Boolean(query.duration || query.price);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    const values = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value) values.set(key, value);
    }
    const search = activityListingParams(parseActivityListing(values)).toString();
    navigate({ pathname: action, search: search ? `?${search}` : "", hash: LISTING_ANCHOR });
  };

  return (
    <Form
      key={activityListingParams(query).toString()}
      method="get"
      action={action}
      aria-label="Filter and sort activities"
      onChange={apply}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event);
      }}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 [&>div]:min-w-0">
        <Select
          label="Budget"
          name="price"
          value={query.price ? formatRange(query.price) : ""}
          options={ACTIVITY_BUDGETS}
          anyLabel="Any budget"
        />
        <Select
          label="Duration"
          name="duration"
          value={query.duration ? formatRange(query.duration) : ""}
          options={ACTIVITY_DURATIONS}
          anyLabel="Any length"
        />
        <Select label="Sort by" name="sort" value={query.sort} options={ACTIVITY_SORTS} />
      </div>
      {!hydrated || filtered ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {hydrated ? null : (
            <button type="submit" className="btn btn-primary">
              Show activities
            </button>
          )}
          {filtered ? (
            <Link
              to={{
                pathname: action,
                search: query.sort === "recommended" ? "" : `?sort=${query.sort}`,
                hash: LISTING_ANCHOR,
              }}
              className="link text-sm"
            >
              Clear the filters
            </Link>
          ) : null}
        </div>
      ) : null}
    </Form>
  );
}
