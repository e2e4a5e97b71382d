// The filters and sort of a trip listing, kept in the address so a filtered list can be shared.
// A plain GET form: without JavaScript the "Show trips" button applies it; with JavaScript any
// change applies at once and the address keeps only what differs from the defaults.
import {
  DIFFICULTY_LEVELS,
  formatRange,
  parseTripListing,
  TRIP_BUDGETS,
  TRIP_DURATIONS,
  TRIP_KINDS,
  TRIP_SORTS,
  type TripListingQuery,
  tripListingParams,
  upcomingMonths,
} from "@parvat/domain/listing";
import { type FormEvent, useId } from "react";
import { Form, Link, useNavigate } from "react-router";
import { useHydrated } from "../../lib/hydrated.ts";
import { LISTING_ANCHOR } from "./listing-anchor.ts";

const selectClass =
  "mt-1 block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-primary-strong";

function Select({
  label,
  name,
  value,
  options,
  anyLabel,
}: {
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

/** How many filters narrow the list (the sort and the page are not filters). */
export function activeFilterCount(query: TripListingQuery, showKind: boolean): number {
  return [showKind ? query.kind : null, query.month, query.days, query.price, query.difficulty].filter(Boolean).length;
}

export function TripFilters({
  query,
  today,
  showKind,
  action,
}: {
  query: TripListingQuery;
  /** The business date: the month filter offers this month and the eleven after it. */
  today: string;
  /** Whether to offer the kind of trip (not on pages that are about one kind). */
  showKind: boolean;
  /** The listing's path, which the form submits to. */
  action: string;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const filters = activeFilterCount(query, showKind);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    const values = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value) values.set(key, value);
    }
    // A new filter starts again from the first page.
    const params = tripListingParams({ ...parseTripListing(values), page: 1 });
    const search = params.toString();
    navigate({ pathname: action, search: search ? `?${search}` : "", hash: LISTING_ANCHOR });
  };

  // The form's key follows the address, so Back and "Clear" show the filters of the list shown.
  const key = tripListingParams({ ...query, page: 1 }).toString();
  return (
    <Form
      key={key}
      method="get"
      action={action}
      aria-label="Filter and sort trips"
      onChange={apply}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event);
      }}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div
        className={`grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 ${showKind ? "lg:grid-cols-6" : "lg:grid-cols-5"} [&>div]:min-w-0`}
      >
        {showKind ? (
          <Select label="Kind of trip" name="type" value={query.kind ?? ""} options={TRIP_KINDS} anyLabel="All trips" />
        ) : null}
        <Select
          label="Departure month"
          name="month"
          value={query.month ?? ""}
          options={upcomingMonths(today)}
          anyLabel="Any month"
        />
        <Select
          label="Duration"
          name="days"
          value={query.days ? formatRange(query.days) : ""}
          options={TRIP_DURATIONS}
          anyLabel="Any length"
        />
        <Select
          label="Budget per person"
          name="price"
          value={query.price ? formatRange(query.price) : ""}
          options={TRIP_BUDGETS}
          anyLabel="Any budget"
        />
        <Select
          label="Difficulty"
          name="difficulty"
          value={query.difficulty ?? ""}
          options={DIFFICULTY_LEVELS}
          anyLabel="Any difficulty"
        />
        <Select label="Sort by" name="sort" value={query.sort} options={TRIP_SORTS} />
      </div>
      {!hydrated || filters > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {hydrated ? null : (
            <button type="submit" className="btn btn-primary">
              Show trips
            </button>
          )}
          {filters > 0 ? (
            <Link
              to={{
                pathname: action,
                search: query.sort === "updated" ? "" : `?sort=${query.sort}`,
                hash: LISTING_ANCHOR,
              }}
              className="link text-sm"
            >
              Clear {filters === 1 ? "the filter" : `all ${filters} filters`}
            </Link>
          ) : null}
        </div>
      ) : null}
    </Form>
  );
}
