// Loads one page of a trip listing for the address it was asked with: the destination page, all
// trips, group trips and tour packages share it. An unknown destination is a 404; any other failure
// does not fail the page: it answers an empty list that says so (SPEC.md section 8, and the
// convention of graphql/load.server.ts).
import type { TripKind, TripListingQuery, TripSort } from "@parvat/domain/listing";
import { parseTripListing, TRIPS_PER_PAGE } from "@parvat/domain/listing";
import type { RouterContextProvider } from "react-router";
import { graphql } from "../../graphql/generated/gql.ts";
import type { ListingSort, TripListingQuery as TripListingResult } from "../../graphql/generated/graphql.ts";
import { requireFound, tryLoadQuery } from "../../graphql/load.server.ts";

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
        # The "from" price follows the month filter (the fragment's is over every departure).
        month_price: price(month: $month)
        month_original_price: original_price(month: $month)
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
  cards: Omit<Listing["cards"][number], "month_price" | "month_original_price">[];
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
      seasons: query.season ? [query.season] : null,
      themes: query.theme ? [query.theme] : null,
    },
    sort: SORTS[query.sort],
    limit: TRIPS_PER_PAGE,
    offset: (query.page - 1) * TRIPS_PER_PAGE,
    month: query.month,
  };
}

/** The page of trips the request's address asks for; throws a 404 when the destination does not exist. */
export async function loadTripListing(
  context: Readonly<RouterContextProvider>,
  request: Request,
  options: { destination?: string; kind?: TripKind } = {},
): Promise<TripListingPage> {
  const url = new URL(request.url);
  const query = parseTripListing(url.searchParams);
  const result = await tryLoadQuery(
    context,
    TripListingDocument,
    { destination: options.destination ?? null, ...listingVariables(query, options.kind) },
    `The trip listing ${url.pathname}`,
  );
  if (!result) return { query, cards: [], total: 0, destination: null, failed: true };
  const listing = requireFound(result.trekListing);
  const cards = listing.cards.map(({ month_price, month_original_price, ...card }) => ({
    ...card,
    price: month_price,
    original_price: month_original_price,
  }));
  return { query, cards, total: listing.total_count, destination: listing.destination, failed: false };
}
