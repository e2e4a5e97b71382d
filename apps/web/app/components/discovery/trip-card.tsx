// A trip in a list (SPEC.md's Listing card): up to five swipeable pictures, what kind of trip it
// is, how long and how hard, the next departure with the seats left, and the price with the
// original struck through. The whole card opens the trip: the text block through its heading's
// link, the pictures through their own (a tap opens, a swipe swipes).
import { formatRupees } from "@parvat/domain/trek-pricing";
import { Link } from "react-router";
import type { TripCardFieldsFragment } from "../../graphql/generated/graphql.ts";
import { tripPath } from "../../lib/paths.ts";
import { CalendarIcon, ClockIcon, MapPinIcon } from "../icons.tsx";
import { CardFact } from "./card-fact.tsx";
import {
  daysLabel,
  difficultyLabel,
  FEW_SEATS,
  formatShortDate,
  seatsLabel,
  tripKindLabel,
} from "./discovery-format.ts";
import { ImageCarousel } from "./image-carousel.tsx";

export const cardSizes = "(min-width: 1152px) 360px, (min-width: 640px) 50vw, 100vw";

export interface TripCardData extends TripCardFieldsFragment {
  next_departure?: { start_date: string; available_seats: number } | null;
}

export function TripCard({
  trip,
  priority = false,
  headingLevel = 3,
  href = tripPath(trip.slug),
}: {
  trip: TripCardData;
  /** Where the card leads: the trip page, or the trip page carrying a campaign. */
  href?: string;
  /** The card is at the top of the page: its first picture loads first. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const departure = trip.next_departure;
  return (
    <article className="card flex h-full flex-col">
      <ImageCarousel
        images={trip.images}
        label={`Photos of ${trip.title}`}
        sizes={cardSizes}
        priority={priority}
        href={href}
      />
      <div className="group relative flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <span className="text-primary-strong">{tripKindLabel(trip.type)}</span>
          <span aria-hidden="true">·</span>
          <span>{difficultyLabel(trip.difficulty)}</span>
        </p>
        <Heading className="mt-1.5 text-lg leading-snug font-bold text-slate-900 group-hover:text-primary-strong">
          <Link to={href} className="after:absolute after:inset-0">
            {trip.title}
          </Link>
        </Heading>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{trip.tagline}</p>
        <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
          <li className="flex flex-wrap gap-x-4 gap-y-1.5">
            <CardFact icon={ClockIcon}>
              <span className="whitespace-nowrap">{daysLabel(trip.duration_days)}</span>
            </CardFact>
            <CardFact icon={MapPinIcon}>{trip.location}</CardFact>
          </li>
          {departure !== undefined ? (
            <li>
              <CardFact icon={CalendarIcon}>
                {departure ? (
                  <>
                    Next departure <time dateTime={departure.start_date}>{formatShortDate(departure.start_date)}</time>
                    {" · "}
                    <span
                      className={
                        departure.available_seats <= FEW_SEATS ? "font-semibold text-primary-strong" : undefined
                      }
                    >
                      {seatsLabel(departure.available_seats)}
                    </span>
                  </>
                ) : (
                  "Ask us for the next dates"
                )}
              </CardFact>
            </li>
          ) : null}
        </ul>
        <div className="mt-auto flex items-end justify-between gap-3 pt-4">
          <p>
            <span className="block text-xs text-slate-600">From</span>
            <span className="text-xl font-extrabold text-slate-900">{formatRupees(trip.price)}</span>
            {trip.original_price && trip.original_price > trip.price ? (
              <s className="ml-2 text-sm text-slate-500">
                <span className="sr-only">was </span>
                {formatRupees(trip.original_price)}
              </s>
            ) : null}
            <span className="block text-xs text-slate-600">per person</span>
          </p>
          <div className="text-right">
            {trip.discount_name ? (
              <p className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-semibold text-primary-strong">
                {trip.discount_name}
              </p>
            ) : null}
            {trip.average_rating !== null && trip.review_count > 0 ? (
              <p className="mt-1 text-sm text-slate-700">
                <span aria-hidden="true" className="text-amber-600">
                  ★
                </span>{" "}
                <span className="sr-only">Rated </span>
                <span className="font-semibold">{trip.average_rating.toFixed(1)}</span>
                <span className="sr-only"> out of 5</span>
                <span className="text-slate-600">
                  {" "}
                  ({trip.review_count}
                  <span className="sr-only"> reviews</span>)
                </span>
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}
