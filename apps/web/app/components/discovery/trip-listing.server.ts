// Loads one page of a trip listing for the address it was asked with: the destination page, all
// trips, group trips and tour packages share it. A failure other than "no such destination" does
// not fail the page: it answers an empty list that says so (SPEC.md section 8), with status 503.
import type { TripKind, TripListingQuery, TripSort } from "@parvat/domain/listing";
import { parseTripListing, TRIPS_PER_PAGE } from "@parvat/domain/listing";
import type { RouterContextProvider } from "react-router";
import { graphql } from "../../graphql/generated/gql.ts";
import type { ListingSort, TripListingQuery as TripListingResult } from "../../graphql/generated/graphql.ts";
import { loadQuery } from "../../graphql/load.server.ts";

const TripListingDocument = graphql(`
  query TripListing(
    $destination: String
    $filter: ListingFilter
    $sort: ListingSort
    $limit: Int
    $offset: Int
    $month: String
  ) {
    trekListing(destination_slug: $destination, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total_count
      cards {
        ...TripCardFields
        next_departure(month: $month) {
          start_date
          available_seats
        }
      }
      destination {
        slug
        name
        country
        tagline
        description
        meta_title
        meta_description
        hero_image {
          ...ImageFields
        }
        attractions {
          ...AttractionCardFields
        }
        activities {
          ...ActivityCardFields
        }
        faqs {
          question
          answer
        }
      }
    }
  }
`);

const SORTS: Record<TripSort, ListingSort> = {
  updated: "UPDATED",
  departure: "DEPARTURE",
  "price-low": "PRICE_LOW",
  "price-high": "PRICE_HIGH",
  popularity: "POPULARITY",
};

type Listing = NonNullable<TripListingResult["trekListing"]>;

export interface TripListingPage {
  query: TripListingQuery;
  cards: Listing["cards"];
  total: number;
  destination: Listing["destination"];
  /** The list could not be loaded: it is empty and the page says so. */
  failed: boolean;
}

/** The API's variables for what the address asks; a page for one kind of trip pins the kind. */
export function listingVariables(query: TripListingQuery, pinnedKind?: TripKind) {
  const kind = pinnedKind ?? query.kind;
  return {
    filter: {
      types: kind ? [kind] : null,
      month: query.month,
      min_days: query.days?.min ?? null,
      max_days: query.days?.max ?? null,
      min_price: query.price?.min ?? null,
      max_price: query.price?.max ?? null,
      difficulties: query.difficulty ? [query.difficulty] : null,
    },
    sort: SORTS[query.sort],
    limit: TRIPS_PER_PAGE,
    offset: (query.page - 1) * TRIPS_PER_PAGE,
    month: query.month,
  };
}

function isNotFound(error: unknown): boolean {
  return (error as { init?: { status?: number } } | null)?.init?.status === 404;
}

/**
 * The page of trips the request's address asks for. `null` when the destination does not exist
 * (the caller answers 404).
 */
export async function loadTripListing(
  context: Readonly<RouterContextProvider>,
  request: Request,
  options: { destination?: string; kind?: TripKind } = {},
): Promise<TripListingPage | null> {
  const query = parseTripListing(new URL(request.url).searchParams);
  try {
    const { trekListing } = await loadQuery(context, TripListingDocument, {
      destination: options.destination ?? null,
      ...listingVariables(query, options.kind),
    });
    if (!trekListing) return null;
    return {
      query,
      cards: trekListing.cards,
      total: trekListing.total_count,
      destination: trekListing.destination,
      failed: false,
    };
  } catch (error) {
    if (isNotFound(error)) return null;
    return { query, cards: [], total: 0, destination: null, failed: true };
  }
}
