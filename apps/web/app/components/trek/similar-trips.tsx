// "Similar trips" at the foot of the trek page: other trips to the same
// destination first, then trips of the same kind, each a priced card that is one link. Light on
// purpose (a picture, the name, days and price): the trek page's script budget has no room for the
// listing's photo carousel.
import { formatRupees } from "@parvat/domain/trek-pricing";
import { Link } from "react-router";
import { graphql } from "../../graphql/generated/gql.ts";
import type { SimilarTripFieldsFragment } from "../../graphql/generated/graphql.ts";
import { tripPath } from "../../lib/paths.ts";
import { Picture } from "../picture.tsx";
import { ContentSection } from "./content-section.tsx";
import { plural } from "./trek-format.ts";

export const similarTripFields = graphql(`
  fragment SimilarTripFields on ListingCard {
    id
    slug
    title
    location
    duration_days
    price
    original_price
    first_image {
      ...ImageFields
    }
  }
`);

export const SIMILAR_TRIPS = 4;

/** Up to `SIMILAR_TRIPS` trips other than `tripId`: the first list's before the second's, each once. */
export function pickSimilar<T extends { id: number }>(tripId: number, ...lists: readonly (readonly T[])[]): T[] {
  const picked: T[] = [];
  for (const candidate of lists.flat()) {
    if (picked.length === SIMILAR_TRIPS) break;
    if (candidate.id !== tripId && !picked.some((trip) => trip.id === candidate.id)) picked.push(candidate);
  }
  return picked;
}

export function SimilarTrips({ trips }: { trips: readonly SimilarTripFieldsFragment[] }) {
  if (trips.length === 0) return null;
  return (
    <ContentSection id="similar" title="Similar trips">
      <ul className="grid gap-4 sm:grid-cols-2">
        {trips.map((trip) => (
          <li key={trip.id}>
            <Link
              to={tripPath(trip.slug)}
              className="card group flex h-full gap-3 p-2 transition-shadow hover:shadow-md"
              data-testid="similar-trip"
            >
              {trip.first_image ? (
                <Picture
                  image={trip.first_image}
                  alt=""
                  sizes="112px"
                  className="aspect-square w-28 shrink-0 rounded-xl object-cover"
                />
              ) : null}
              <span className="flex min-w-0 flex-1 flex-col py-1 pr-1">
                <span className="font-semibold text-slate-900 group-hover:text-primary-strong">{trip.title}</span>
                <span className="mt-0.5 text-sm text-slate-600">
                  {plural(trip.duration_days, "day")} · {trip.location}
                </span>
                <span className="mt-auto pt-2 text-sm text-slate-700">
                  From <strong className="text-base font-extrabold text-slate-900">{formatRupees(trip.price)}</strong>{" "}
                  {trip.original_price && trip.original_price > trip.price ? (
                    <s className="text-xs text-slate-600">
                      <span className="sr-only">was </span>
                      {formatRupees(trip.original_price)}
                    </s>
                  ) : null}
                  <span className="text-xs text-slate-600"> per person</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
