// Cards that list destinations and stories.
import { Link } from "react-router";
import { formatDate } from "../lib/format.ts";
import { destinationPath } from "../lib/paths.ts";
import { ArrowRightIcon } from "./icons.tsx";
import { Picture, type PictureImage } from "./picture.tsx";

const cardGridSizes = "(min-width: 1152px) 360px, (min-width: 640px) 50vw, 100vw";

export function DestinationCard({
  destination,
}: {
  destination: { slug: string; name: string; tagline: string; country: string; hero_image: PictureImage };
}) {
  return (
    <Link
      to={destinationPath(destination.slug)}
      className="group relative block aspect-[4/5] overflow-hidden rounded-2xl bg-night text-white shadow-sm sm:aspect-[4/3]"
    >
      <Picture
        image={destination.hero_image}
        alt=""
        sizes={cardGridSizes}
        pictureClassName="absolute inset-0"
        className="size-full object-cover motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-105"
      />
      <span className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/30 to-transparent" />
      <span className="absolute inset-x-0 bottom-0 p-5">
        <span className="text-xs font-semibold tracking-[0.16em] text-white/90 uppercase">{destination.country}</span>
        <span className="mt-1 block text-2xl font-bold">{destination.name}</span>
        <span className="mt-1 block text-sm text-white/90">{destination.tagline}</span>
      </span>
    </Link>
  );
}

export function StoryCard({
  story,
  to,
  headingLevel = 3,
}: {
  story: { title: string; excerpt: string; published_on: string; reading_minutes: number; cover_image: PictureImage };
  to: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card group relative flex h-full flex-col">
      <Picture image={story.cover_image} alt="" sizes={cardGridSizes} className="aspect-[16/10] w-full object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs text-slate-600">
          <time dateTime={story.published_on}>{formatDate(story.published_on)}</time> · {story.reading_minutes} min read
        </p>
        <Heading className="mt-2 text-lg font-bold text-slate-900 group-hover:text-primary-strong">
          <Link to={to} className="after:absolute after:inset-0">
            {story.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-6 text-slate-600">{story.excerpt}</p>
        <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary-strong">
          Read the story <ArrowRightIcon className="size-4" />
        </span>
      </div>
    </article>
  );
}
