// /dubai/things-to-do: the activities linked to the campsite named Dubai (SPEC.md section 7),
// filtered by budget and duration from the address. A load failure leaves the list empty and says so.
import { company } from "@parvat/domain/company";
import { type ActivityListingQuery, parseActivityListing } from "@parvat/domain/listing";
import { mediaUrl } from "@parvat/domain/media";
import { Link } from "react-router";
import { CardGrid } from "../components/card-grid.tsx";
import { ActivityCard } from "../components/discovery/activity-card.tsx";
import { ActivityFilters } from "../components/discovery/activity-filters.tsx";
import { Breadcrumbs } from "../components/discovery/breadcrumbs.tsx";
import { breadcrumbJsonLd, itemListJsonLd } from "../components/discovery/discovery-seo.ts";
import { useListingAnchor } from "../components/discovery/listing-anchor.ts";
import { LoadFailureNotice } from "../components/load-failure-notice.tsx";
import { HeroBackdrop } from "../components/page-hero.tsx";
import { WhatsappInvite } from "../components/whatsapp-invite.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import type { ActivitySort } from "../graphql/generated/graphql.ts";
import { tryLoadQuery } from "../graphql/load.server.ts";
import { activityPath } from "../lib/paths.ts";
import { pageMeta, rootOrigin } from "../lib/seo.ts";
import type { Route } from "./+types/dubai-things-to-do";

const DubaiActivitiesDocument = graphql(`
  query DubaiActivities($filter: ActivityFilter, $sort: ActivitySort) {
    dubaiActivities(filter: $filter, sort: $sort) {
      ...ActivityCardFields
    }
    destination(slug: "dubai") {
      name
      hero_image {
        ...ImageFields
      }
    }
  }
`);

const SORTS: Record<ActivityListingQuery["sort"], ActivitySort> = {
  recommended: "RECOMMENDED",
  "price-low": "PRICE_LOW",
  "price-high": "PRICE_HIGH",
  duration: "DURATION",
};

const PATH = "/dubai/things-to-do";
const DUBAI_MESSAGE = `Hi ${company.name}! I would like details about your upcoming experiences in Dubai.`;
const trail = [
  { name: "Home", path: "/" },
  { name: "Dubai", path: "/dubai" },
  { name: "Things to do", path: PATH },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = parseActivityListing(new URL(request.url).searchParams);
  const variables = {
    filter: {
      min_price: query.price?.min ?? null,
      max_price: query.price?.max ?? null,
      min_minutes: query.duration?.min ?? null,
      max_minutes: query.duration?.max ?? null,
    },
    sort: SORTS[query.sort],
  };
  const result = await tryLoadQuery(context, DubaiActivitiesDocument, variables, "The Dubai activities");
  return {
    query,
    activities: result?.dubaiActivities ?? [],
    hero: result?.destination?.hero_image ?? null,
    failed: !result,
  };
}

export function meta(args: Route.MetaArgs) {
  const origin = rootOrigin(args.matches);
  const activities = args.loaderData?.activities ?? [];
  const hero = args.loaderData?.hero;
  return pageMeta(args, {
    title: "Things to do in Dubai: desert safaris, cruises and tickets",
    description: `Desert safaris, dhow cruises, Burj Khalifa tickets and the Abu Dhabi day tour: book Dubai activities with ${company.name}, with hotel pick-up, prices in rupees and free cancellation on most.`,
    image: hero ? mediaUrl(hero, 1080, "webp") : undefined,
    imageAlt: hero?.alt,
    noindex: args.loaderData?.failed,
    jsonLd: [
      breadcrumbJsonLd(origin, trail),
      itemListJsonLd(
        origin,
        "Things to do in Dubai",
        activities.map((activity) => ({ name: activity.name, path: activityPath(activity.slug) })),
      ),
    ],
  });
}

export default function DubaiThingsToDo({ loaderData }: Route.ComponentProps) {
  const { query, activities, hero, failed } = loaderData;
  useListingAnchor();
  return (
    <>
      <section className="on-dark relative isolate overflow-hidden bg-night text-white">
        {hero ? <HeroBackdrop image={hero} /> : null}
        <div className="page-container pt-8 pb-12 sm:pt-10 sm:pb-16">
          <Breadcrumbs trail={trail} onDark />
          <p className="mt-16 text-xs font-bold tracking-[0.18em] text-primary-on-dark uppercase sm:mt-28">Dubai</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Things to do in Dubai
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-100">
            From the dunes to the tallest tower on earth: experiences our Dubai team books every week, with pick-up from
            your hotel and prices in rupees.
          </p>
        </div>
      </section>
      <section id="trips" aria-labelledby="dubai-activities" className="scroll-mt-16 bg-slate-50 py-8 sm:py-12">
        <div className="page-container">
          <h2 id="dubai-activities" className="sr-only">
            Dubai activities
          </h2>
          <ActivityFilters query={query} action={PATH} />
          <p aria-live="polite" className="mt-6 text-sm font-medium text-slate-700">
            {failed ? "" : activities.length === 1 ? "1 activity" : `${activities.length} activities`}
          </p>
          {failed ? (
            <LoadFailureNotice
              title="We could not load the Dubai activities just now."
              text="Please try again in a moment, or ask our Dubai desk on WhatsApp."
              retryTo={PATH}
              whatsappMessage={DUBAI_MESSAGE}
            />
          ) : activities.length === 0 ? (
            <div className="mt-4 rounded-2xl border border-slate-200 bg-sand p-6">
              <p className="font-semibold text-slate-900">No activities match these filters.</p>
              <p className="mt-1 text-sm text-slate-700">Try a wider budget or another length of time.</p>
              <Link to={{ pathname: PATH, hash: "#trips" }} className="btn btn-secondary mt-4">
                See every activity
              </Link>
            </div>
          ) : (
            <CardGrid
              items={activities}
              renderCard={(activity) => <ActivityCard activity={activity} />}
              className="mt-4"
            />
          )}
        </div>
      </section>
      <WhatsappInvite
        title="Planning a few days in Dubai?"
        text="Share your dates, your hotel and who is coming. We confirm slots for everything and send one price in rupees."
        message={DUBAI_MESSAGE}
      />
    </>
  );
}
