// The home page: the company's promise, the destinations and the invitation to chat. The trip
// listings join it with the catalogue (issue 4).
import { company } from "@parvat/domain/company";
import { Link } from "react-router";
import { DestinationCard, StoryCard } from "../components/cards.tsx";
import { HeadsetIcon, MountainIcon, ShieldIcon, UsersIcon } from "../components/icons.tsx";
import { Section } from "../components/page-hero.tsx";
import { WhatsappInvite } from "../components/whatsapp-invite.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery } from "../graphql/load.server.ts";
import { blogPostPath } from "../lib/paths.ts";
import { pageMeta, rootOrigin } from "../lib/seo.ts";
import type { Route } from "./+types/home";

const HomeDocument = graphql(`
  query Home {
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
  return { destinations: data.destinations, stories: data.blogPosts.slice(0, 3) };
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

export default function Home({ loaderData }: Route.ComponentProps) {
  const { destinations, stories } = loaderData;
  return (
    <>
      <section className="on-dark relative isolate overflow-hidden bg-night text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_top_right,rgba(255,0,0,0.35),transparent_55%),radial-gradient(ellipse_at_top_left,rgba(56,189,248,0.18),transparent_45%)]"
        />
        <HeroArt />
        <div className="page-container pt-16 pb-44 sm:pt-24 sm:pb-64">
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
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/group-trips" className="btn btn-primary">
              Explore group trips
            </Link>
            <Link to="/tour-packages" className="btn btn-light">
              See tour packages
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="promises" className="border-b border-slate-100 py-12">
        <div className="page-container">
          <h2 id="promises" className="sr-only">
            Why travel with {company.name}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
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

      {destinations.length > 0 ? (
        <Section
          id="destinations"
          eyebrow="Destinations"
          title="Where will you go next?"
          intro="From the high passes of Ladakh to the beaches of Bali: every place here has departures our team has run for years."
        >
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {destinations.map((destination) => (
              <li key={destination.slug}>
                <DestinationCard destination={destination} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <WhatsappInvite />

      {stories.length > 0 ? (
        <Section
          eyebrow="Stories from the road"
          title="Read before you pack"
          intro="Trip reports, seasons and practical tips from our travellers and trip captains."
          className="bg-sand"
        >
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {stories.map((story) => (
              <li key={story.slug}>
                <StoryCard story={story} to={blogPostPath(story)} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
