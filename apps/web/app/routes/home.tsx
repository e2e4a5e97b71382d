// The home page, all server-rendered: a search box, then priced trips straight away (on a
// phone the first price used to sit 9,500 px down a 24,700 px page). Trips, activities, reviews and
// stories come in rows that scroll sideways on phones; the ready-made collections ("Winter treks",
// "Honeymoon") are listing filters with their own addresses; destinations are a compact grid. The
// hero has no picture, so the first paint is text and fast.
import { company } from "@parvat/domain/company";
import { Link } from "react-router";
import { StoryCard } from "../components/cards.tsx";
import { ActivityCard } from "../components/discovery/activity-card.tsx";
import { CardRowSection } from "../components/discovery/card-row.tsx";
import { breadcrumbJsonLd } from "../components/discovery/discovery-seo.ts";
import { ReviewCard } from "../components/discovery/review-card.tsx";
import { SearchCombobox } from "../components/discovery/search-combobox.tsx";
import { TripCard } from "../components/discovery/trip-card.tsx";
import { CollectionLinks } from "../components/discovery/trip-collections.tsx";
import { ArrowRightIcon, CompassIcon, HeadsetIcon, MountainIcon, ShieldIcon, UsersIcon } from "../components/icons.tsx";
import { Picture } from "../components/picture.tsx";
import { WhatsappInvite } from "../components/whatsapp-invite.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery } from "../graphql/load.server.ts";
import { blogPostPath, creatorPath, destinationPath, searchPath } from "../lib/paths.ts";
import { pageMeta, rootOrigin } from "../lib/seo.ts";
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

export async function loader({ context }: Route.LoaderArgs) {
  const data = await loadQuery(context, HomeDocument, {});
  return {
    destinations: data.destinations,
    groupTrips: data.groupTrips?.cards ?? [],
    popularTreks: data.popularTreks?.cards ?? [],
    dubai: data.dubaiActivities,
    reviews: data.recentReviews,
    rating: data.reviewSummary,
    creators: data.creators,
    stories: data.blogPosts.slice(0, 3),
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

const promises = [
  {
    icon: ShieldIcon,
    title: "Flexible cancellation",
    text: "Change your dates or cancel early and get a credit or refund, as the trip's policy says in writing before you pay.",
  },
  {
    icon: UsersIcon,
    title: "Small groups, real captains",
    text: `${company.claims.groupSize} Captains are certified and have done the route many times.`,
  },
  {
    icon: MountainIcon,
    title: "Scouted stays and routes",
    text: "Every homestay, camp and hotel is visited by our team before a traveller sleeps there.",
  },
  {
    icon: HeadsetIcon,
    title: "Help when you need it",
    text: company.claims.support,
  },
] as const;

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

const kinds = [
  {
    to: "/tours/all?type=trek",
    title: "Treks",
    text: "Summits and high lakes in the Himalaya with trek leaders, camps and all meals.",
    icon: MountainIcon,
  },
  {
    to: "/group-trips",
    title: "Group trips",
    text: "Road trips and holidays on fixed dates with a trip captain and a small group.",
    icon: UsersIcon,
  },
  {
    to: "/tour-packages",
    title: "Tour packages",
    text: "Stays, transfers and sightseeing planned for couples and families, on your dates.",
    icon: CompassIcon,
  },
] as const;

const popularSearches = ["Kashmir", "Ladakh", "Kedarkantha", "Spiti Valley", "Bali", "Desert safari"] as const;

/** The link beside a row's title to the whole list. */
function SeeAll({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="link inline-flex min-h-11 items-center gap-1 text-sm sm:text-base">
      {children}
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}

type HomeData = Route.ComponentProps["loaderData"];

/** A destination as a small tile: a grid of fifteen stays shorter than two screens on a phone. */
function DestinationTile({ destination }: { destination: HomeData["destinations"][number] }) {
  return (
    <Link
      to={destinationPath(destination.slug)}
      className="group relative block aspect-square overflow-hidden rounded-xl bg-night text-white shadow-sm sm:aspect-[4/3]"
    >
      <Picture
        image={destination.hero_image}
        alt=""
        sizes="(min-width: 1024px) 220px, (min-width: 640px) 25vw, 33vw"
        pictureClassName="absolute inset-0"
        className="size-full object-cover motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-105"
      />
      <span className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/20 to-transparent" />
      <span className="absolute inset-x-0 bottom-0 p-2.5 sm:p-4">
        <span className="hidden text-[0.7rem] font-semibold tracking-[0.14em] text-white/90 uppercase sm:block">
          {destination.country}
        </span>
        <span className="block text-sm leading-tight font-bold sm:text-lg">{destination.name}</span>
      </span>
    </Link>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { destinations, groupTrips, popularTreks, dubai, reviews, rating, creators, stories } = loaderData;
  return (
    <>
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
            Himalayan treks, Ladakh and Spiti road trips, Kerala backwaters and Bali beaches, in small groups or just
            for you. Flexible cancellation, fair prices in rupees and {company.claims.supportShort}.
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

      <CardRowSection
        eyebrow="Most booked"
        title="Popular treks"
        label="Popular treks"
        items={popularTreks}
        renderCard={(trip) => <TripCard trip={trip} />}
        seeAll={<SeeAll to="/tours/all?type=trek&sort=popularity">Every trek</SeeAll>}
      />

      <section aria-labelledby="collections" className="bg-sand py-8 sm:py-12">
        <div className="page-container">
          <p className="eyebrow">Collections</p>
          <h2 id="collections" className="mt-1 text-xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Find your kind of trip
          </h2>
          <div className="mt-5">
            <CollectionLinks />
          </div>
          <ul className="mt-3 grid grid-cols-3 gap-3">
            {kinds.map(({ to, title, text, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group flex h-full min-h-11 flex-col items-start gap-2 rounded-2xl bg-white p-3 shadow-sm transition-shadow hover:shadow-md sm:flex-row sm:gap-4 sm:p-5"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary sm:size-12">
                    <Icon className="size-5 sm:size-6" />
                  </span>
                  <span>
                    <span className="block text-sm font-bold text-slate-900 group-hover:text-primary-strong sm:text-lg">
                      {title}
                    </span>
                    <span className="mt-1 hidden text-sm leading-6 text-slate-600 sm:block">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-2">
            <SeeAll to="/tours/all">See every trip</SeeAll>
          </p>
        </div>
      </section>

      <CardRowSection
        eyebrow="Fixed departures"
        title="Upcoming group trips"
        intro="The next departures with seats left, with a trip captain who knows the road."
        label="Upcoming group trips"
        items={groupTrips}
        renderCard={(trip) => <TripCard trip={trip} />}
        seeAll={<SeeAll to="/group-trips">Every group trip</SeeAll>}
      />

      {destinations.length > 0 ? (
        <section id="destinations" aria-labelledby="destinations-title" className="bg-slate-50 py-8 sm:py-12">
          <div className="page-container">
            <p className="eyebrow">Destinations</p>
            <h2 id="destinations-title" className="mt-1 text-xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Where will you go next?
            </h2>
            <ul className="mt-5 grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-4 lg:grid-cols-5">
              {destinations.map((destination) => (
                <li key={destination.slug}>
                  <DestinationTile destination={destination} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="promises" className="border-b border-slate-100 py-8 sm:py-12">
        <div className="page-container">
          <h2 id="promises" className="sr-only">
            Why travel with {company.name}
          </h2>
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {promises.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <Icon className="size-6" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="mt-1 block text-sm leading-6 text-slate-600">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CardRowSection
        eyebrow="Dubai"
        title="Things to do in Dubai"
        label="Things to do in Dubai"
        size="small"
        items={dubai}
        renderCard={(activity) => <ActivityCard activity={activity} />}
        seeAll={<SeeAll to="/dubai/things-to-do">Everything in Dubai</SeeAll>}
      />

      <CardRowSection
        eyebrow="Reviews"
        title="What travellers say"
        intro={
          rating.average_rating !== null && rating.review_count > 0
            ? `Rated ${rating.average_rating.toFixed(1)} out of 5 in ${rating.review_count.toLocaleString("en-IN")} reviews of our trips.`
            : undefined
        }
        label="Reviews by travellers"
        className="bg-sand"
        items={reviews}
        renderCard={(review) => <ReviewCard review={review} />}
      />

      <CardRowSection
        eyebrow="Creators"
        title="Travel with storytellers"
        label="Creators"
        size="small"
        items={creators}
        renderCard={(creator) => (
          <Link
            to={creatorPath(creator.slug)}
            className="card group flex h-full items-center gap-4 p-4 transition-shadow hover:shadow-md"
          >
            <Picture
              image={creator.avatar}
              alt=""
              sizes="56px"
              className="size-14 shrink-0 rounded-full object-cover"
            />
            <span className="min-w-0">
              <span className="block font-bold text-slate-900 group-hover:text-primary-strong">{creator.name}</span>
              <span className="mt-1 line-clamp-2 block text-sm text-slate-600">{creator.tagline}</span>
            </span>
          </Link>
        )}
      />

      <CardRowSection
        eyebrow="Stories from the road"
        title="Read before you pack"
        label="Stories"
        className="bg-slate-50"
        items={stories}
        renderCard={(story) => <StoryCard story={story} to={blogPostPath(story)} />}
      />

      <WhatsappInvite />
    </>
  );
}
