// The ready-made collections of @parvat/domain/search-facets ("Winter treks", "Honeymoon") as
// links to the trip listing with their filters in the address, so each has its own shareable page.
import { tripListingParams } from "@parvat/domain/listing";
import { TRIP_COLLECTIONS, type TripCollection } from "@parvat/domain/search-facets";
import { Link } from "react-router";
import { ArrowRightIcon } from "../icons.tsx";

/** /tours/all?type=trek&season=winter */
export function collectionPath(collection: TripCollection): string {
  const search = tripListingParams({ kind: collection.kind, season: collection.season, theme: collection.theme });
  return `/tours/all?${search.toString()}`;
}

export function CollectionLinks() {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {TRIP_COLLECTIONS.map((collection) => (
        <li key={collection.title}>
          <Link
            to={collectionPath(collection)}
            className="group flex h-full min-h-11 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="flex items-start justify-between gap-2 font-bold text-slate-900 group-hover:text-primary-strong">
              {collection.title}
              <ArrowRightIcon className="mt-1 size-4 shrink-0 text-primary" />
            </span>
            <span className="mt-1 text-sm leading-5 text-slate-600">{collection.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
