// /tours/{slug}: the page that sells a trek, group trip or tour package. The loader runs SPEC.md's
// "Trek by slug" query with today's business date; an unknown slug is a real 404. The traveller
// picks a package (kept in the address as packageId, replacing the history entry) and a departure;
// the price follows the rules of @parvat/domain/trek-pricing on the server and in the browser alike.
// Similar trips come from a second document (the trip listing, by destination and by kind), so the
// trek's own query stays one SQL statement; when they fail to load the page simply goes without.
import { gstPercentFor, MAX_PARTICIPANTS } from "@parvat/domain/booking-amounts";
import { isRouteErrorResponse, type ShouldRevalidateFunction } from "react-router";
import { BookingCampaignDocument, tripOffer } from "../components/campaign/campaign-offer.ts";
import { deferredModule } from "../components/deferred-parts.tsx";
import { ServerErrorPage } from "../components/error-pages-on-demand.tsx";
import { askedChoice } from "../components/trek/choice-address.ts";
import { reviewSortOf } from "../components/trek/review-sort.ts";
import { pickSimilar } from "../components/trek/similar-trips.tsx";
import { trekOnPage } from "../components/trek/trek-fields.ts";
import { TREK_READING, TrekPage } from "../components/trek/trek-page.tsx";
import { trekMeta } from "../components/trek/trek-seo.ts";
import { appContext } from "../context.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { type LoadFailure, loadQuery, requireFound, tryLoadQuery } from "../graphql/load.server.ts";
import type { Route } from "./+types/tour";

const TrekPageDocument = graphql(`
  query TrekPage($slug: String!, $today: Date!, $reviewSort: ReviewSort) {
    treks(slug: $slug, today: $today) {
      ...TrekPageFields
    }
  }
`);

const SimilarTripsDocument = graphql(`
  query SimilarTrips($destination: String, $types: [String!]) {
    sameDestination: trekListing(destination_slug: $destination, sort: POPULARITY, limit: 5) {
      cards {
        ...SimilarTripFields
      }
    }
    sameKind: trekListing(filter: { types: $types }, sort: POPULARITY, limit: 5) {
      cards {
        ...SimilarTripFields
      }
    }
  }
`);

// The trip's 404 loads only where one is shown: the trek page itself goes without its code.
const notFoundCode = () => import("../components/trek/not-found-trip.tsx");
const NotFoundTrip = deferredModule(notFoundCode, import.meta.env.SSR ? await notFoundCode() : null).lazyPart(
  (module) => module.NotFoundTrip,
);

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { today, documentRequest, serverRender } = context.get(appContext);
  const reviewSort = reviewSortOf(url.searchParams.get("reviews"));
  const { treks } = await loadQuery(context, TrekPageDocument, { slug: params.slug, today, reviewSort });
  const trek = requireFound(treks[0]);
  const destination = trek.destinations[0]?.slug;
  const campaignSlug = url.searchParams.get("campaign");
  const [similar, campaign] = await Promise.all([
    tryLoadQuery(
      context,
      SimilarTripsDocument,
      { destination: destination ?? null, types: [trek.type] },
      `Trips similar to ${trek.slug}`,
    ),
    // Opened from a campaign's page: its offer is stated with the price (the page goes without when it fails).
    campaignSlug
      ? tryLoadQuery(context, BookingCampaignDocument, { slug: campaignSlug }, `Campaign ${campaignSlug}`)
      : null,
  ]);
  // The choice the address asks for: chosen on this page (before its code had loaded, or without
  // JavaScript, the booking card's forms send it here), or back from registration.
  const { packageId, date, travellers } = askedChoice(url.searchParams);
  // The browser is sent what the page's live parts read; the whole trip only with a client-side
  // navigation, which renders the reading in the browser. A document's reading is rendered by the
  // server alone, from its own copy (decision 0024).
  if (documentRequest) serverRender.set(TREK_READING, trek);
  return {
    trek: trekOnPage(trek),
    reading: documentRequest ? null : trek,
    today,
    packageId,
    date,
    travellers,
    // What the booking will charge on top of the price, stated beside it (the rules stay on the server).
    terms: {
      gstPercent: gstPercentFor(trek.type),
      maxTravellers: MAX_PARTICIPANTS,
      bookingAmount:
        trek.booking_amount_per_person !== null && trek.balance_due_days !== null
          ? { perPersonRupees: trek.booking_amount_per_person, balanceDueDays: trek.balance_due_days }
          : null,
    },
    campaignOffer: tripOffer(campaign?.campaign, trek.id),
    similar: pickSimilar(
      trek.id,
      destination ? (similar?.sameDestination?.cards ?? []) : [],
      similar?.sameKind?.cards ?? [],
    ),
  };
}

// Choosing a package, a date or a party rewrites the address in place; nothing on the server changes with it.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export function meta(args: Route.MetaArgs) {
  if (args.error || !args.loaderData) {
    const missing = isRouteErrorResponse(args.error) && args.error.status === 404;
    return [
      { title: missing ? "Trip not found | Parvat Journeys" : "Something went wrong | Parvat Journeys" },
      { name: "robots", content: "noindex" },
    ];
  }
  return trekMeta(args, args.loaderData.trek);
}

export default function Tour({ loaderData }: Route.ComponentProps) {
  const { trek, reading, today, packageId, date, terms, similar, campaignOffer, travellers } = loaderData;
  // A new trek (or a link to another choice) starts a fresh choice.
  return (
    <TrekPage
      key={`${trek.id}:${packageId ?? ""}:${date ?? ""}:${travellers}`}
      trek={trek}
      reading={reading}
      initialPackageId={packageId}
      initialDate={date}
      initialTravellers={travellers}
      terms={terms}
      similar={similar}
      campaignOffer={campaignOffer}
      today={today}
    />
  );
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundTrip slug={params.slug ?? ""} />;
  const failure = isRouteErrorResponse(error) ? (error.data as Partial<LoadFailure> | null) : null;
  if (!isRouteErrorResponse(error)) console.warn(error);
  return <ServerErrorPage requestId={failure?.requestId} message={failure?.message} />;
}
