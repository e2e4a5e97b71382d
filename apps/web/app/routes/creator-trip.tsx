import { company, whatsappLink } from "@parvat/domain/company";
import { mediaUrl } from "@parvat/domain/media";
import { Link } from "react-router";
import { ArrowRightIcon, CalendarIcon, CameraIcon, WhatsappIcon } from "../components/icons.tsx";
import { HeroBackdrop, Section } from "../components/page-hero.tsx";
import { Picture } from "../components/picture.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery, requireFound } from "../graphql/load.server.ts";
import { redirectLegacyCreatorPath } from "../lib/legacy-creator-path.ts";
import { creatorPath, creatorTripPath, tripPath } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/creator-trip";

const CreatorTripDocument = graphql(`
  query CreatorTrip($creatorSlug: String!, $tripSlug: String!) {
    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {
      slug
      title
      subtitle
      description
      season
      cover_image {
        ...ImageFields
      }
      trek {
        slug
        name
      }
      creator {
        slug
        name
        avatar {
          ...ImageFields
        }
      }
      moments {
        id
        caption
        image {
          ...ImageFields
        }
      }
    }
  }
`);

export async function loader({ context, params, url }: Route.LoaderArgs) {
  redirectLegacyCreatorPath(url);
  const { creatorTrip } = await loadQuery(context, CreatorTripDocument, {
    creatorSlug: params.name,
    tripSlug: params.trip,
  });
  const trip = requireFound(creatorTrip);
  return { trip: { ...trip, moments: trip.moments.slice(0, 6) }, momentCount: trip.moments.length };
}

export function meta(args: Route.MetaArgs) {
  const { trip } = args.loaderData;
  return pageMeta(args, {
    title: `${trip.title} with ${trip.creator.name}`,
    description: `${trip.subtitle}. ${trip.description}`.slice(0, 300),
    image: mediaUrl(trip.cover_image, 1080, "webp"),
    imageAlt: trip.cover_image.alt,
  });
}

export default function CreatorTrip({ loaderData }: Route.ComponentProps) {
  const { trip, momentCount } = loaderData;
  const base = creatorTripPath(trip.creator.slug, trip.slug);
  const paragraphs = trip.description.split(/\n\s*\n/).filter(Boolean);
  const message = `Hi ${company.name}! I saw ${trip.creator.name}'s ${trip.title} trip and would like details about the upcoming departures.`;
  return (
    <>
      <section className="on-dark relative isolate overflow-hidden bg-night text-white">
        <HeroBackdrop image={trip.cover_image} />
        <div className="page-container pt-28 pb-12 sm:pt-44">
          <Link
            to={creatorPath(trip.creator.slug)}
            className="inline-flex items-center gap-2 rounded-full bg-white/15 py-1 pr-4 pl-1 text-sm font-medium hover:bg-white/25"
          >
            <Picture image={trip.creator.avatar} alt="" sizes="32px" className="size-8 rounded-full object-cover" />
            With {trip.creator.name}
          </Link>
          <h1 className="mt-4 max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {trip.title}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-200">{trip.subtitle}</p>
          <p className="mt-4 inline-flex items-center gap-2 text-sm text-slate-200">
            <CalendarIcon className="size-4" /> Best in {trip.season}
          </p>
        </div>
      </section>
      <Section>
        <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr]">
          <div className="prose-text">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <aside aria-label="Book this trip" className="card self-start p-6">
            <h2 className="text-lg font-bold text-slate-900">Join this journey</h2>
            {trip.trek ? (
              <>
                <p className="mt-2 text-sm text-slate-600">
                  This story happened on our {trip.trek.name}. See its dates, packages and prices.
                </p>
                <Link to={tripPath(trip.trek.slug)} className="btn btn-primary mt-4 w-full">
                  View {trip.trek.name}
                </Link>
              </>
            ) : (
              <p className="mt-2 text-sm text-slate-600">
                Ask us about the next departure on this route, or a private trip planned around your dates.
              </p>
            )}
            <a href={whatsappLink(message)} rel="noopener" className="btn btn-whatsapp mt-3 w-full">
              <WhatsappIcon className="size-5" />
              Ask on WhatsApp
            </a>
          </aside>
        </div>
      </Section>
      {trip.moments.length > 0 ? (
        <Section eyebrow="Moments" title="From the camera roll" className="bg-sand">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {trip.moments.map((moment) => (
              <li key={moment.id}>
                <Picture
                  image={moment.image}
                  alt={moment.caption}
                  sizes="(min-width: 1152px) 360px, (min-width: 640px) 33vw, 50vw"
                  className="aspect-square w-full rounded-xl object-cover"
                />
              </li>
            ))}
          </ul>
          <Link to={`${base}/moments`} className="btn btn-secondary mt-8">
            <CameraIcon className="size-5" />
            See all {momentCount} moments
            <ArrowRightIcon className="size-4" />
          </Link>
        </Section>
      ) : null}
    </>
  );
}
