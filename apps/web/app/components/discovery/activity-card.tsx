// An activity in a list: one picture (SPEC.md section 9), how long it takes and the price for whom.
import { formatRupees } from "@parvat/domain/trek-pricing";
import { Link } from "react-router";
import type { ActivityCardFieldsFragment } from "../../graphql/generated/graphql.ts";
import { activityPath } from "../../lib/paths.ts";
import { ClockIcon, MapPinIcon } from "../icons.tsx";
import { Picture } from "../picture.tsx";
import { CardFact } from "./card-fact.tsx";
import { cardSizes } from "./trip-card.tsx";

export function ActivityCard({
  activity,
  headingLevel = 3,
}: {
  activity: ActivityCardFieldsFragment;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card group relative flex h-full flex-col">
      {activity.cover_image ? (
        <Picture image={activity.cover_image} alt="" sizes={cardSizes} className="aspect-[4/3] w-full object-cover" />
      ) : (
        <div aria-hidden="true" className="aspect-[4/3] w-full bg-slate-200" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg leading-snug font-bold text-slate-900 group-hover:text-primary-strong">
          <Link to={activityPath(activity.slug)} className="after:absolute after:inset-0">
            {activity.name}
          </Link>
        </Heading>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{activity.brief}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700">
          <CardFact icon={ClockIcon}>{activity.duration}</CardFact>
          <CardFact icon={MapPinIcon}>{activity.location}</CardFact>
        </p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-4">
          <p>
            <span className="text-xl font-extrabold text-slate-900">{formatRupees(activity.price)}</span>
            {activity.original_price && activity.original_price > activity.price ? (
              <s className="ml-2 text-sm text-slate-500">
                <span className="sr-only">was </span>
                {formatRupees(activity.original_price)}
              </s>
            ) : null}
            <span className="block text-xs text-slate-600">{activity.price_for}</span>
          </p>
          {activity.discount_name ? (
            <p className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-semibold text-primary-strong">
              {activity.discount_name}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
