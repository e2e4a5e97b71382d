// The parts of the home page that do nothing in the browser (text, pictures, links): home.tsx sends
// them as static parts (../deferred-parts.tsx), so a visitor's browser keeps their HTML without
// downloading this code or hydrating it, and without their data (decision 0024). The live parts
// (the search box, the trip rows with their swipeable pictures) stay in home.tsx.
import { company } from "@parvat/domain/company";
import { Link } from "react-router";
import type { HomeQuery } from "../../graphql/generated/graphql.ts";
import { blogPostPath, creatorPath, destinationPath } from "../../lib/paths.ts";
import { StoryCard } from "../cards.tsx";
import { ActivityCard } from "../discovery/activity-card.tsx";
import { CardRowSection } from "../discovery/card-row.tsx";
import { ReviewCard } from "../discovery/review-card.tsx";
import { CollectionLinks } from "../discovery/trip-collections.tsx";
import { CompassIcon, HeadsetIcon, MountainIcon, ShieldIcon, UsersIcon } from "../icons.tsx";
import { Picture } from "../picture.tsx";
import { WhatsappInvite } from "../whatsapp-invite.tsx";
import { SeeAll } from "./see-all.tsx";

/** What the home page shows below its trip rows: the server's render reads it, a client navigation brings it. */
export interface HomeReading {
  destinations: HomeQuery["destinations"];
  dubai: HomeQuery["dubaiActivities"];
  reviews: HomeQuery["recentReviews"];
  rating: HomeQuery["reviewSummary"];
  creators: HomeQuery["creators"];
  stories: HomeQuery["blogPosts"];
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

/** The ready-made collections and the three kinds of trip. */
export function Collections() {
  return (
    <section aria-labelledby="collections" className="render-near-screen bg-sand py-8 sm:py-12">
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
  );
}

/** A destination as a small tile: a grid of fifteen stays shorter than two screens on a phone. */
function DestinationTile({ destination }: { destination: HomeReading["destinations"][number] }) {
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

/** Everything below the trip rows: destinations, promises, Dubai, reviews, creators, stories, the chat. */
export function BelowTheTrips({ destinations, dubai, reviews, rating, creators, stories }: HomeReading) {
  return (
    <>
      {destinations.length > 0 ? (
        <section
          id="destinations"
          aria-labelledby="destinations-title"
          className="render-near-screen bg-slate-50 py-8 sm:py-12"
        >
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

      <section aria-labelledby="promises" className="render-near-screen border-b border-slate-100 py-8 sm:py-12">
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
