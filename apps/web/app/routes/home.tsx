// The home page, all server-rendered: a search box, the kinds of trip, the destinations, upcoming
// group trips, popular treks, Dubai things to do, recent reviews, creators and stories, and the
// invitation to chat. The hero has no picture, so the first paint is text and fast.
import { company } from "@parvat/domain/company";
import { Link } from "react-router";
import { CardGridSection } from "../components/card-grid.tsx";
import { DestinationCard, StoryCard } from "../components/cards.tsx";
import { ActivityCard } from "../components/discovery/activity-card.tsx";
import { breadcrumbJsonLd } from "../components/discovery/discovery-seo.ts";
import { ReviewCard } from "../components/discovery/review-card.tsx";
import { SearchCombobox } from "../components/discovery/search-combobox.tsx";
import { TripCard } from "../components/discovery/trip-card.tsx";
import { ArrowRightIcon, CompassIcon, HeadsetIcon, MountainIcon, ShieldIcon, UsersIcon } from "../components/icons.tsx";
import { Picture } from "../components/picture.tsx";
import { WhatsappInvite } from "../components/whatsapp-invite.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery } from "../graphql/load.server.ts";
import { blogPostPath, creatorPath, searchPath } from "../lib/paths.ts";
import { pageMeta, rootOrigin } from "../lib/seo.ts";
import type { Route } from "./+types/home";

const HomeDocument = graphql(`
  query Home {
    groupTrips: trekListing(filter: { types: ["group-trip"] }, sort: DEPARTURE, limit: 6) {
      cards {
        ...TripCardFields
        next_departure {
          start_date
          available_seats
        }
      }
    }
    popularTreks: trekListing(filter: { types: ["trek"] }, sort: POPULARITY, limit: 6) {
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
    text: "Departures of 8 to 18 travellers led by certified trip captains who have done the route many times.",
  },
  {
    icon: MountainIcon,
    title: "Scouted stays and routes",
    text: "Every homestay, camp and hotel is visited by our team before a traveller sleeps there.",
  },
  {
    icon: HeadsetIcon,
    title: "Support around the clock",
    text: "A person answers when you are on a trip, day or night, and WhatsApp replies in minutes the rest of the time.",
  },
] as const;

function HeroArt() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1440 320"
      preserveAspectRatio="none"
      className="absolute inset-x-0 bottom-0 -z-10 h-40 w-full sm:h-56"
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

function SeeAll({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="link mt-8 inline-flex items-center gap-1">
      {children}
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { destinations, groupTrips, popularTreks, dubai, reviews, creators, stories } = loaderData;
  return (
    <>
      <section className="on-dark relative isolate bg-night text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-20 overflow-hidden bg-[radial-gradient(ellipse_at_top_right,rgba(255,0,0,0.35),transparent_55%),radial-gradient(ellipse_at_top_left,rgba(56,189,248,0.18),transparent_45%)]"
        />
        <HeroArt />
        <div className="page-container pt-14 pb-40 sm:pt-20 sm:pb-56">
          <p className="text-xs font-bold tracking-[0.18em] text-primary-on-dark uppercase">
            Treks · Road trips · Holidays
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            Travel with people who have walked every trail first
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-200">
            Himalayan treks, Ladakh and Spiti road trips, Kerala backwaters and Bali beaches, in small groups or just
            for you. Flexible cancellation, fair prices in rupees and a real person on call 24/7.
          </p>
          <div className="relative z-[25] mt-8 max-w-2xl">
            <SearchCombobox />
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-slate-300">Popular:</span>
            {popularSearches.map((term) => (
              <Link
                key={term}
                to={searchPath(term)}
                className="inline-flex min-h-9 items-center rounded-full border border-white/25 px-3 text-slate-100 hover:border-white hover:bg-white/10"
              >
                {term}
              </Link>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="kinds" className="py-12 sm:py-16">
        <div className="page-container">
          <p className="eyebrow">Ways to travel</p>
          <h2 id="kinds" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Pick the kind of trip
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {kinds.map(({ to, title, text, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="card group flex h-full items-start gap-4 p-6 transition-shadow hover:shadow-md"
                >
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                    <Icon className="size-6" />
                  </span>
                  <span>
                    <span className="block text-lg font-bold text-slate-900 group-hover:text-primary-strong">
                      {title}
                    </span>
                    <span className="mt-1 block text-sm leading-6 text-slate-600">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <SeeAll to="/tours/all">See every trip</SeeAll>
        </div>
      </section>

      <CardGridSection
        id="destinations"
        eyebrow="Destinations"
        title="Where will you go next?"
        intro="From the high passes of Ladakh to the beaches of Bali: every place here has departures our team has run for years."
        className="bg-sand"
        items={destinations}
        renderCard={(destination) => <DestinationCard destination={destination} />}
      />

      <CardGridSection
        eyebrow="Fixed departures"
        title="Upcoming group trips"
        intro="The next departures with seats left. Join a small group with a trip captain who knows the road."
        items={groupTrips}
        renderCard={(trip) => <TripCard trip={trip} />}
      >
        <SeeAll to="/group-trips">See every group trip</SeeAll>
      </CardGridSection>

      <CardGridSection
        eyebrow="Most booked"
        title="Popular treks"
        intro="The treks most travellers have booked for the coming months."
        className="bg-slate-50"
        items={popularTreks}
        renderCard={(trip) => <TripCard trip={trip} />}
      >
        <SeeAll to="/tours/all?type=trek&sort=popularity">See every trek</SeeAll>
      </CardGridSection>

      <section aria-labelledby="promises" className="border-b border-slate-100 py-12">
        <div className="page-container">
          <h2 id="promises" className="sr-only">
            Why travel with {company.name}
          </h2>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
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

      <CardGridSection
        eyebrow="Dubai"
        title="Things to do in Dubai"
        intro="Desert evenings, the view from the top of the Burj Khalifa and a dhow on the water, with hotel pick-up."
        columns={4}
        items={dubai}
        renderCard={(activity) => <ActivityCard activity={activity} />}
      >
        <SeeAll to="/dubai/things-to-do">Every thing to do in Dubai</SeeAll>
      </CardGridSection>

      <CardGridSection
        eyebrow="Reviews"
        title="What travellers say"
        className="bg-sand"
        items={reviews}
        renderCard={(review) => <ReviewCard review={review} />}
      />

      <CardGridSection
        eyebrow="Creators"
        title="Travel with storytellers"
        intro="Photographers and writers who travel with us and share the journey, from winter Kashmir to the Ladakh roads."
        items={creators}
        renderCard={(creator) => (
          <Link
            to={creatorPath(creator.slug)}
            className="card group flex h-full items-center gap-4 p-5 transition-shadow hover:shadow-md"
          >
            <Picture
              image={creator.avatar}
              alt=""
              sizes="64px"
              className="size-16 shrink-0 rounded-full object-cover"
            />
            <span>
              <span className="block font-bold text-slate-900 group-hover:text-primary-strong">{creator.name}</span>
              <span className="mt-1 block text-sm text-slate-600">{creator.tagline}</span>
            </span>
          </Link>
        )}
      />

      <CardGridSection
        eyebrow="Stories from the road"
        title="Read before you pack"
        intro="Trip reports, seasons and practical tips from our travellers and trip captains."
        className="bg-slate-50"
        items={stories}
        renderCard={(story) => <StoryCard story={story} to={blogPostPath(story)} />}
      />

      <WhatsappInvite />
    </>
  );
}
