import { mediaUrl } from "@parvat/domain/media";
import { Link } from "react-router";
import { StoryCard } from "../components/cards.tsx";
import { ArrowRightIcon } from "../components/icons.tsx";
import { HeroBackdrop, Section } from "../components/page-hero.tsx";
import { Picture } from "../components/picture.tsx";
import { InstagramIcon, YoutubeIcon } from "../components/social-icons.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery, requireFound } from "../graphql/load.server.ts";
import { redirectLegacyCreatorPath } from "../lib/legacy-creator-path.ts";
import { blogPostPath, creatorTripPath } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/creator";

const CreatorDocument = graphql(`
  query Creator($slug: String!) {
    creator(slug: $slug) {
      slug
      name
      tagline
      bio
      instagram
      youtube
      avatar {
        ...ImageFields
      }
      cover_image {
        ...ImageFields
      }
      trips {
        slug
        title
        subtitle
        season
        cover_image {
          ...ImageFields
        }
      }
      blog_posts {
        slug
        title
        excerpt
        published_on
        reading_minutes
        cover_image {
          ...ImageFields
        }
      }
    }
  }
`);

export async function loader({ context, params, url }: Route.LoaderArgs) {
  redirectLegacyCreatorPath(url);
  const { creator } = await loadQuery(context, CreatorDocument, { slug: params.name });
  return { creator: requireFound(creator) };
}

export function meta(args: Route.MetaArgs) {
  const { creator } = args.loaderData;
  return pageMeta(args, {
    title: `${creator.name}: trips and stories`,
    description: `${creator.tagline}. Travel with ${creator.name} on trips to ${creator.trips.map((trip) => trip.title).join(", ") || "the Himalaya"}, and read their stories from the road.`,
    image: mediaUrl(creator.cover_image, 1080, "webp"),
    imageAlt: creator.cover_image.alt,
    type: "website",
  });
}

export default function Creator({ loaderData }: Route.ComponentProps) {
  const { creator } = loaderData;
  const paragraphs = creator.bio.split(/\n\s*\n/).filter(Boolean);
  return (
    <>
      <section className="on-dark relative isolate overflow-hidden bg-night text-white">
        <HeroBackdrop image={creator.cover_image} />
        <div className="page-container flex flex-col gap-6 pt-24 pb-12 sm:flex-row sm:items-end sm:pt-40">
          <Picture
            image={creator.avatar}
            alt={`Portrait of ${creator.name}`}
            sizes="128px"
            className="size-28 rounded-full object-cover ring-4 ring-white sm:size-32"
          />
          <div>
            <p className="text-xs font-bold tracking-[0.18em] text-primary-on-dark uppercase">Travel creator</p>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">{creator.name}</h1>
            <p className="mt-2 text-lg text-slate-200">{creator.tagline}</p>
            <div className="mt-4 flex gap-2">
              {creator.instagram ? (
                <a
                  href={creator.instagram}
                  rel="noopener"
                  aria-label={`${creator.name} on Instagram`}
                  className="flex size-11 items-center justify-center rounded-full bg-white/15 hover:bg-white/25"
                >
                  <InstagramIcon className="size-5" />
                </a>
              ) : null}
              {creator.youtube ? (
                <a
                  href={creator.youtube}
                  rel="noopener"
                  aria-label={`${creator.name} on YouTube`}
                  className="flex size-11 items-center justify-center rounded-full bg-white/15 hover:bg-white/25"
                >
                  <YoutubeIcon className="size-5" />
                </a>
              ) : null}
            </div>
          </div>
        </div>
      </section>
      <Section>
        <div className="prose-text">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      {creator.trips.length > 0 ? (
        <Section eyebrow="Travel with me" title={`Trips with ${creator.name}`} className="bg-sand">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {creator.trips.map((trip) => (
              <li key={trip.slug}>
                <article className="card group relative flex h-full flex-col">
                  <Picture
                    image={trip.cover_image}
                    alt=""
                    sizes="(min-width: 1152px) 360px, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col p-5">
                    <p className="text-xs font-semibold tracking-[0.14em] text-primary-strong uppercase">
                      {trip.season}
                    </p>
                    <h3 className="mt-1 text-xl font-bold text-slate-900 group-hover:text-primary-strong">
                      <Link to={creatorTripPath(creator.slug, trip.slug)} className="after:absolute after:inset-0">
                        {trip.title}
                      </Link>
                    </h3>
                    <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{trip.subtitle}</p>
                    <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary-strong">
                      See the trip <ArrowRightIcon className="size-4" />
                    </span>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {creator.blog_posts.length > 0 ? (
        <Section eyebrow="Stories" title={`Written by ${creator.name}`}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {creator.blog_posts.map((post) => (
              <li key={post.slug}>
                <StoryCard story={post} to={blogPostPath({ slug: post.slug, creator })} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
