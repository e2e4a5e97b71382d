// An attraction in a list: its picture, name, where it is and a line about it.
import { Link } from "react-router";
import type { AttractionCardFieldsFragment } from "../../graphql/generated/graphql.ts";
import { attractionPath } from "../../lib/paths.ts";
import { MapPinIcon } from "../icons.tsx";
import { Picture } from "../picture.tsx";
import { cardSizes } from "./trip-card.tsx";

export function AttractionCard({ attraction }: { attraction: AttractionCardFieldsFragment }) {
  return (
    <article className="card group relative flex h-full flex-col">
      <Picture image={attraction.image} alt="" sizes={cardSizes} className="aspect-[3/2] w-full object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg leading-snug font-bold text-slate-900 group-hover:text-primary-strong">
          <Link to={attractionPath(attraction.slug)} className="after:absolute after:inset-0">
            {attraction.name}
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <MapPinIcon className="size-4 shrink-0 text-slate-500" />
          {attraction.location}
        </p>
        <p className="mt-2 line-clamp-3 text-sm text-slate-700">{attraction.brief}</p>
      </div>
    </article>
  );
}
