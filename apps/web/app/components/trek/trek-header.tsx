// The top of the trek page: where it sits in the site, its name and promise, its rating, and the
// ways to keep it (save on this device) or send it to the group (share).
import { Link } from "react-router";
import { destinationPath, tripPath } from "../../lib/paths.ts";
import { MapPinIcon } from "../icons.tsx";
import { SavedTripButton } from "../saved-trip-button.tsx";
import { ShareActions } from "../share/share-actions.tsx";
import { StarRating } from "./star-rating.tsx";
import type { TrekOnPage } from "./trek-fields.ts";
import { plural } from "./trek-format.ts";

// Room for a thumb: each crumb is a full-height target, however short its words.
const crumb = "inline-flex min-h-11 items-center hover:text-primary-strong hover:underline";

export function TrekHeader({ trek }: { trek: TrekOnPage }) {
  const destination = trek.destinations[0];
  return (
    <header className="page-container pt-3">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
          <li>
            <Link to="/" className={crumb}>
              Home
            </Link>
          </li>
          {destination ? (
            <li className="flex items-center gap-2">
              <span aria-hidden="true">/</span>
              <Link to={destinationPath(destination.slug)} className={crumb}>
                {destination.name}
              </Link>
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <span aria-hidden="true">/</span>
            <span aria-current="page" className="font-medium text-slate-900">
              {trek.name}
            </span>
          </li>
        </ol>
      </nav>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {trek.name}
      </h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700">{trek.tagline}</p>
      <div className="mt-2 flex flex-wrap items-center gap-x-5 text-sm text-slate-700">
        {trek.average_rating !== null && trek.review_count > 0 ? (
          <a href="#reviews" className="inline-flex min-h-11 items-center gap-2 hover:underline">
            <StarRating rating={trek.average_rating} />
            <span>
              <strong className="font-semibold text-slate-900">{trek.average_rating.toFixed(1)}</strong> (
              {plural(trek.review_count, "review")})
            </span>
          </a>
        ) : null}
        <span className="inline-flex items-center gap-1.5">
          <MapPinIcon className="size-4 text-primary-strong" />
          {trek.location}
        </span>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <SavedTripButton trip={{ id: trek.id, slug: trek.slug, name: trek.name }} />
        <ShareActions title={trek.name} path={tripPath(trek.slug)} />
      </div>
    </header>
  );
}
