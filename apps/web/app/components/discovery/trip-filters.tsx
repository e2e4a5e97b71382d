// The filters and sort of a trip listing (the form itself: filter-form.tsx). A new filter starts
// again from the first page.
import {
  DIFFICULTY_LEVELS,
  parseTripListing,
  TRIP_BUDGETS,
  TRIP_DURATIONS,
  TRIP_KINDS,
  TRIP_SORTS,
  type TripListingQuery,
  tripListingParams,
  upcomingMonths,
} from "@parvat/domain/listing";
import { SEASONS, TRIP_THEMES } from "@parvat/domain/search-facets";
import { type FilterField, FilterForm } from "./filter-form.tsx";

/** How many filters narrow the list (the sort and the page are not filters). */
export function activeFilterCount(query: TripListingQuery, showKind: boolean): number {
  return [
    showKind ? query.kind : null,
    query.month,
    query.days,
    query.price,
    query.difficulty,
    query.season,
    query.theme,
  ].filter(Boolean).length;
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
  const filters = activeFilterCount(query, showKind);
  const fields: FilterField[] = [
    { label: "Departure month", name: "month", options: upcomingMonths(today), anyLabel: "Any month" },
    { label: "Duration", name: "days", options: TRIP_DURATIONS, anyLabel: "Any length" },
    { label: "Budget per person", name: "price", options: TRIP_BUDGETS, anyLabel: "Any budget" },
    { label: "Difficulty", name: "difficulty", options: DIFFICULTY_LEVELS, anyLabel: "Any difficulty" },
    { label: "Best season", name: "season", options: SEASONS, anyLabel: "Any season" },
    { label: "Good for", name: "theme", options: TRIP_THEMES, anyLabel: "Anyone" },
    { label: "Sort by", name: "sort", options: TRIP_SORTS, wide: true },
  ];
  if (showKind) fields.unshift({ label: "Kind of trip", name: "type", options: TRIP_KINDS, anyLabel: "All trips" });
  return (
    <FilterForm
      label="Filter and sort trips"
      action={action}
      fields={fields}
      values={tripListingParams({ ...query, page: 1 })}
      searchOf={(values) => tripListingParams({ ...parseTripListing(values), page: 1 }).toString()}
      submitLabel="Show trips"
      clear={
        filters > 0
          ? {
              label: `Clear ${filters === 1 ? "the filter" : `all ${filters} filters`}`,
              search: query.sort === "updated" ? "" : `sort=${query.sort}`,
            }
          : undefined
      }
      gridClassName="md:grid-cols-3 lg:grid-cols-4"
    />
  );
}
