// A page of trips: the filters, a line that says how many trips match (announced to screen
// readers when it changes), the cards, and links to the other pages. An empty list says why and
// what to do; a list that could not load says so and offers a retry (SPEC.md section 8).
import { company, whatsappLink } from "@parvat/domain/company";
import { TRIPS_PER_PAGE, type TripListingQuery, tripListingParams } from "@parvat/domain/listing";
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { CardGrid } from "../card-grid.tsx";
import { ArrowLeftIcon, ArrowRightIcon, WhatsappIcon } from "../icons.tsx";
import { LoadFailureNotice } from "../load-failure-notice.tsx";
import { LISTING_ANCHOR, useListingAnchor } from "./listing-anchor.ts";
import { TripCard, type TripCardData } from "./trip-card.tsx";
import { TripFilters } from "./trip-filters.tsx";

function pageLink(pathname: string, query: TripListingQuery, page: number) {
  const search = tripListingParams({ ...query, page }).toString();
  return { pathname, search: search ? `?${search}` : "", hash: LISTING_ANCHOR };
}

export function tripCountLabel(total: number, query: TripListingQuery, shown: number): string {
  if (total === 0) return "No trips match";
  const first = (query.page - 1) * TRIPS_PER_PAGE + 1;
  const noun = total === 1 ? "trip" : "trips";
  if (total <= TRIPS_PER_PAGE || shown === 0) return `${total} ${noun}`;
  return `${first} to ${first + shown - 1} of ${total} ${noun}`;
}

export function TripListing({
  cards,
  total,
  query,
  failed,
  today,
  showKind = true,
  pathname,
  subject,
}: {
  cards: readonly TripCardData[];
  total: number;
  query: TripListingQuery;
  failed: boolean;
  today: string;
  showKind?: boolean;
  pathname: string;
  /** What the trips are, for messages: "group trips", "trips to Kashmir". */
  subject: string;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const pages = Math.max(1, Math.ceil(total / TRIPS_PER_PAGE));
  useListingAnchor();

  useEffect(() => {
    // SPEC.md section 8: a failed listing also clears the search parameters.
    if (failed && location.search) navigate({ pathname: location.pathname, search: "" }, { replace: true });
  }, [failed, location.search, location.pathname, navigate]);

  return (
    <div>
      <TripFilters query={query} today={today} showKind={showKind} action={pathname} />
      <p aria-live="polite" className="mt-6 text-sm font-medium text-slate-700">
        {failed ? "" : tripCountLabel(total, query, cards.length)}
      </p>
      {failed ? (
        <LoadFailureNotice
          title={`We could not load the ${subject} just now.`}
          text="Please try again in a moment. Our team can also send you the departures with open seats on WhatsApp."
          retryTo={pathname}
          whatsappMessage={company.whatsappGreeting}
        />
      ) : cards.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-slate-200 bg-sand p-6">
          <p className="font-semibold text-slate-900">
            {total > 0 ? "This page is past the last trip." : `No ${subject} match these filters.`}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {total > 0
              ? "The list is shorter than it was when this link was made."
              : "Try another month or a wider budget, or tell us what you are looking for: we plan private trips too."}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={pathname} className="btn btn-secondary">
              See every one
            </Link>
            <a
              href={whatsappLink(`Hi ${company.name}! I am looking for ${subject}. Can you help me plan?`)}
              rel="noopener"
              className="btn btn-whatsapp"
            >
              <WhatsappIcon className="size-5" />
              Ask on WhatsApp
            </a>
          </div>
        </div>
      ) : (
        <CardGrid items={cards} renderCard={(card) => <TripCard trip={card} />} className="mt-4" />
      )}
      {!failed && pages > 1 ? (
        <nav aria-label="Pages of trips" className="mt-10 flex flex-wrap items-center justify-between gap-4">
          {query.page > 1 ? (
            <Link to={pageLink(pathname, query, query.page - 1)} className="btn btn-secondary" rel="prev">
              <ArrowLeftIcon className="size-4" />
              Previous
            </Link>
          ) : (
            <span />
          )}
          <ol className="flex flex-wrap gap-2">
            {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
              <li key={page}>
                <Link
                  to={pageLink(pathname, query, page)}
                  aria-current={page === query.page ? "page" : undefined}
                  aria-label={`Page ${page}`}
                  className={`flex size-11 items-center justify-center rounded-full text-sm font-semibold ${
                    page === query.page ? "bg-primary-strong text-white" : "border border-slate-300 text-slate-800"
                  }`}
                >
                  {page}
                </Link>
              </li>
            ))}
          </ol>
          {query.page < pages ? (
            <Link to={pageLink(pathname, query, query.page + 1)} className="btn btn-secondary" rel="next">
              Next
              <ArrowRightIcon className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
