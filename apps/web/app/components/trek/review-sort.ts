// How the trek page lists its reviews, kept in the address (?reviews=highest#reviews) so that each
// order is a plain link: it works before (and without) the page's scripts, and each order is a
// page of its own in the page cache.
import type { ReviewSort } from "../../graphql/generated/graphql.ts";

export const REVIEW_SORT_OPTIONS = [
  { param: "newest", sort: "NEWEST", label: "Newest" },
  { param: "highest", sort: "HIGHEST", label: "Highest rated" },
  { param: "lowest", sort: "LOWEST", label: "Lowest rated" },
  { param: "with-photos", sort: "WITH_PHOTOS", label: "With photos" },
] as const satisfies readonly { param: string; sort: ReviewSort; label: string }[];

/** The order a `reviews` search parameter asks for; newest for anything else. */
export function reviewSortOf(param: string | null): ReviewSort {
  return REVIEW_SORT_OPTIONS.find((option) => option.param === param)?.sort ?? "NEWEST";
}

/** The link to a trip's reviews in one order. */
export function reviewSortHref(param: string): string {
  return param === "newest" ? "?#reviews" : `?reviews=${param}#reviews`;
}
