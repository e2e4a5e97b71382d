// The home page, all server-rendered: a search box, then priced trips straight away (on a
// phone the first price used to sit 9,500 px down a 24,700 px page). Trips, activities, reviews and
// stories come in rows that scroll sideways on phones; the ready-made collections ("Winter treks",
// "Honeymoon") are listing filters with their own addresses; destinations are a compact grid. The
// hero has no picture, so the first paint is text and fast. In the browser, the search box and the trip
// rows hydrate apart; the rest is kept as the server wrote it, without its code or its data
// (components/home/home-parts.tsx, decision 0024).
import { company } from "@parvat/domain/company";
import { Link } from "react-router";
import { deferredModule } from "../components/deferred-parts.tsx";
import { CardRowSection } from "../components/discovery/card-row.tsx";
import { breadcrumbJsonLd } from "../components/discovery/discovery-seo.ts";
import { SearchCombobox } from "../components/discovery/search-combobox.tsx";
import { TripCard } from "../components/discovery/trip-card.tsx";
import type { HomeReading } from "../components/home/home-parts.tsx";
import { SeeAll } from "../components/home/see-all.tsx";
import { hydratedApart } from "../components/hydrated-apart.tsx";
import { appContext } from "../context.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery } from "../graphql/load.server.ts";
import { searchPath } from "../lib/paths.ts";
import { pageMeta, rootOrigin } from "../lib/seo.ts";
import { useServerRenderData } from "../lib/server-render.tsx";
import type { Route } from "./+types/home";

const HomeDocument = graphql(`
  query Home {
    popularTreks: trekListing(filter: { types: ["trek"] }, sort: POPULARITY, limit: 6) {
      cards {
        ...TripCardFields
        next_departure {
          start_date
          available_seats
        }
      }
    }
    groupTrips: trekListing(filter: { types: ["group-trip"] }, sort: DEPARTURE, limit: 6) {
      cards {
        ...TripCardFields
        next_departure {
          start_date
          available_seats
        }
      }
    }
    dubaiActivities(limit: 4) {
      ...ActivityCardFields
    }
    reviewSummary {
      average_rating
      review_count
    }
    recentReviews(limit: 6, min_rating: 4) {
      id
      review
      star_rating
      publish_date
      user_name
      user_photo {
        ...ImageFields
      }
      trek {
        slug
        name
      }
    }
    creators {
      slug
      name
      tagline
      avatar {
        ...ImageFields
      }
    }
    destinations {
      slug
      name
      tagline
      country
      hero_image {
        ...ImageFields
      }
    }
    blogPosts {
      slug
      title
      excerpt
      published_on
      reading_minutes
      cover_image {
        ...ImageFields
      }
      creator {
        slug
      }
    }
  }
`);

// The parts below the trip rows hydrate without their code and without their data (static parts,
// ../components/deferred-parts.tsx); their code loads only when a client navigation brings the data.
const partsCode = () => import("../components/home/home-parts.tsx");
const parts = deferredModule(partsCode, import.meta.env.SSR ? await partsCode() : null);
const Collections = parts.staticPart((module) => module.Collections);
const BelowTheTrips = parts.staticPartOfServerData((module) => module.BelowTheTrips);

/** Where the home page's loader leaves what the page shows below its trip rows, for the server's render. */
const HOME_READING = "home-reading";

export async function loader({ context }: Route.LoaderArgs) {
  const { documentRequest, serverRender } = context.get(appContext);
  const data = await loadQuery(context, HomeDocument, {});
  const reading: HomeReading = {
    destinations: data.destinations,
    dubai: data.dubaiActivities,
    reviews: data.recentReviews,
    rating: data.reviewSummary,
    creators: data.creators,
    stories: data.blogPosts.slice(0, 3),
  };
  // The browser is sent what the live parts read; what the page shows below the trip rows only with a
  // client-side navigation, which renders it in the browser. A document's is rendered by the server
  // alone (decision 0024).
  if (documentRequest) serverRender.set(HOME_READING, reading);
  return {
    groupTrips: data.groupTrips?.cards ?? [],
    popularTreks: data.popularTreks?.cards ?? [],
    reading: documentRequest ? null : reading,
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: company.site.title,
    description: company.site.description,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "TravelAgency",
        name: company.name,
        legalName: company.legalName,
        url: `${rootOrigin(args.matches)}/`,
        telephone: company.phone,
        email: company.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: company.address.street,
          addressLocality: company.address.locality,
          addressRegion: company.address.region,
          postalCode: company.address.postalCode,
          addressCountry: company.address.country,
        },
        sameAs: company.social.map((social) => social.url),
      },
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: company.name,
        url: `${rootOrigin(args.matches)}/`,
        potentialAction: {
          "@type": "SearchAction",
          target: `${rootOrigin(args.matches)}/search?q={search_term_string}`,
          "query-input": "required name=search_term_string",
        },
      },
      breadcrumbJsonLd(rootOrigin(args.matches), [{ name: "Home", path: "/" }]),
    ],
  });
}

function HeroArt() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1440 320"
      preserveAspectRatio="none"
      className="absolute inset-x-0 bottom-0 -z-10 h-20 w-full sm:h-56"
    >
      <path fill="#16203a" d="M0 220 180 120l140 80 200-150 190 140 150-90 230 150 170-110 180 100v80H0Z" />
      <path fill="#1f2b4a" d="M0 260 220 170l160 70 210-110 200 130 190-80 230 110 230-90v120H0Z" />
      <path fill="#ffffff" d="m520 50 46 34-30-8-28 18-22-12Z" opacity=".9" />
      <path fill="#ffffff" d="m1000 60 40 30-26-6-22 14-20-10Z" opacity=".75" />
      <path fill="#fff" d="M0 300h1440v20H0Z" />
    </svg>
  );
}

const popularSearches = ["Kashmir", "Ladakh", "Kedarkantha", "Spiti Valley", "Bali", "Desert safari"] as const;

/** The search box and the popular searches, on the night sky. The hero has no picture: the first paint is text. */
function HomeHero() {
  return (
    <section className="on-dark relative isolate bg-night text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 overflow-hidden bg-[radial-gradient(ellipse_at_top_right,rgba(255,0,0,0.35),transparent_55%),radial-gradient(ellipse_at_top_left,rgba(56,189,248,0.18),transparent_45%)]"
      />
      <HeroArt />
      <div className="page-container pt-8 pb-20 sm:pt-20 sm:pb-56">
        <p className="text-xs font-bold tracking-[0.18em] text-primary-on-dark uppercase">
          Treks · Road trips · Holidays
        </p>
        <h1 className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:mt-4 sm:text-6xl">
          Travel with people who have walked every trail first
        </h1>
        <p className="mt-3 max-w-2xl text-base leading-7 text-slate-200 sm:mt-5 sm:text-lg sm:leading-8">
          Himalayan treks, Ladakh and Spiti road trips, Kerala backwaters and Bali beaches, in small groups or just for
          you. Flexible cancellation, fair prices in rupees and {company.claims.supportShort}.
        </p>
        <div className="relative z-[25] mt-6 max-w-2xl sm:mt-8">
          <SearchCombobox />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-300">Popular:</span>
          {popularSearches.map((term) => (
            <Link
              key={term}
              to={searchPath(term)}
              className="inline-flex min-h-11 items-center rounded-full border border-white/25 px-3.5 text-slate-100 hover:border-white hover:bg-white/10"
            >
              {term}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}

type TripRowData = Route.ComponentProps["loaderData"]["popularTreks"];

function PopularTreks({ trips }: { trips: TripRowData }) {
  return (
    <CardRowSection
      eyebrow="Most booked"
      title="Popular treks"
      label="Popular treks"
      items={trips}
      renderCard={(trip) => <TripCard trip={trip} />}
      seeAll={<SeeAll to="/tours/all?type=trek&sort=popularity">Every trek</SeeAll>}
    />
  );
}

function UpcomingGroupTrips({ trips }: { trips: TripRowData }) {
  return (
    <CardRowSection
      eyebrow="Fixed departures"
      title="Upcoming group trips"
      intro="The next departures with seats left, with a trip captain who knows the road."
      label="Upcoming group trips"
      items={trips}
      renderCard={(trip) => <TripCard trip={trip} />}
      seeAll={<SeeAll to="/group-trips">Every group trip</SeeAll>}
    />
  );
}

// The live parts hydrate apart from the page (selective hydration, ../components/hydrated-apart.tsx):
// the search box and each trip row, the one touched first.
const Hero = hydratedApart(HomeHero);
const PopularTrekRow = hydratedApart(PopularTreks);
const GroupTripRow = hydratedApart(UpcomingGroupTrips);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { popularTreks, groupTrips } = loaderData;
  const reading = useServerRenderData<HomeReading>(HOME_READING) ?? loaderData.reading;
  return (
    <>
      <Hero />
      <PopularTrekRow trips={popularTreks} />
      <Collections />
      <GroupTripRow trips={groupTrips} />
      <BelowTheTrips data={reading} />
    </>
  );
}
