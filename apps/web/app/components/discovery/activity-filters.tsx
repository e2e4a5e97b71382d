// Budget, duration and sort of an activity list, kept in the address like the trip filters.
import {
  ACTIVITY_BUDGETS,
  ACTIVITY_DURATIONS,
  ACTIVITY_SORTS,
  type ActivityListingQuery,
  activityListingParams,
  parseActivityListing,
} from "@parvat/domain/listing";
import { type FilterField, FilterForm } from "./filter-form.tsx";

const fields: readonly FilterField[] = [
  { label: "Budget", name: "price", options: ACTIVITY_BUDGETS, anyLabel: "Any budget" },
  { label: "Duration", name: "duration", options: ACTIVITY_DURATIONS, anyLabel: "Any length" },
  { label: "Sort by", name: "sort", options: ACTIVITY_SORTS, wide: true },
];

export function ActivityFilters({ query, action }: { query: ActivityListingQuery; action: string }) {
  const filtered = Boolean(query.duration || query.price);
  return (
    <FilterForm
      label="Filter and sort activities"
      action={action}
      fields={fields}
      values={activityListingParams(query)}
      searchOf={(values) => activityListingParams(parseActivityListing(values)).toString()}
      submitLabel="Show activities"
      clear={
        filtered
          ? { label: "Clear the filters", search: query.sort === "recommended" ? "" : `sort=${query.sort}` }
          : undefined
      }
      gridClassName="sm:grid-cols-3"
    />
  );
}
