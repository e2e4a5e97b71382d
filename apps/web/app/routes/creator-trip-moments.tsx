import { mediaUrl } from "@parvat/domain/media";
import { Link } from "react-router";
import { ArrowLeftIcon } from "../components/icons.tsx";
import { Picture } from "../components/picture.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery, requireFound } from "../graphql/load.server.ts";
import { redirectLegacyCreatorPath } from "../lib/legacy-creator-path.ts";
import { creatorTripPath } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/creator-trip-moments";

const CreatorTripMomentsDocument = graphql(`
  query CreatorTripMoments($creatorSlug: String!, $tripSlug: String!) {
    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {
      slug
      title
      season
      creator {
        slug
        name
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
  const { creatorTrip } = await loadQuery(context, CreatorTripMomentsDocument, {
    creatorSlug: params.name,
    tripSlug: params.trip,
  });
  return { trip: requireFound(creatorTrip) };
}

export function meta(args: Route.MetaArgs) {
  const { trip } = args.loaderData;
  const first = trip.moments[0];
  return pageMeta(args, {
    title: `${trip.title}: moments by ${trip.creator.name}`,
    description: `${trip.moments.length} photographs from ${trip.creator.name}'s ${trip.title} journey in ${trip.season}, each with the story behind it.`,
    image: first ? mediaUrl(first.image, 1080, "webp") : undefined,
    imageAlt: first?.caption,
  });
}

export default function CreatorTripMoments({ loaderData }: Route.ComponentProps) {
  const { trip } = loaderData;
  return (
    <>
      <section className="on-dark bg-night text-white">
        <div className="page-container py-12 sm:py-16">
          <Link
            to={creatorTripPath(trip.creator.slug, trip.slug)}
            className="inline-flex items-center gap-2 text-sm font-medium text-slate-200 hover:text-white"
          >
            <ArrowLeftIcon className="size-4" />
            Back to the trip
          </Link>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">{trip.title}: moments</h1>
          <p className="mt-3 text-lg text-slate-200">
            {trip.moments.length} photographs by {trip.creator.name}, {trip.season}.
          </p>
        </div>
      </section>
      <section aria-label="Photographs" className="py-10 sm:py-14">
        <div className="page-container">
          {trip.moments.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {trip.moments.map((moment, index) => (
                <li key={moment.id}>
                  <figure className="card h-full">
                    <Picture
                      image={moment.image}
                      sizes="(min-width: 1152px) 360px, (min-width: 640px) 50vw, 100vw"
                      className="aspect-[4/3] w-full object-cover"
                    />
                    <figcaption className="p-4 text-sm leading-6 text-slate-700">
                      <span className="sr-only">
                        Photo {index + 1} of {trip.moments.length}:{" "}
                      </span>
                      {moment.caption}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">No photographs have been added to this trip yet.</p>
          )}
        </div>
      </section>
    </>
  );
}
