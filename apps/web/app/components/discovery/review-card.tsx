// A traveller's review on the home page: the stars, the words, who wrote them and about which trip.
import { Link } from "react-router";
import { tripPath } from "../../lib/paths.ts";
import { Picture, type PictureImage } from "../picture.tsx";
import { formatShortDate } from "./discovery-format.ts";

export interface ReviewCardData {
  id: number;
  review: string;
  star_rating: number;
  publish_date: string;
  user_name: string;
  user_photo: PictureImage | null;
  trek: { slug: string; name: string };
}

export function ReviewCard({ review }: { review: ReviewCardData }) {
  return (
    <figure className="card flex h-full flex-col p-6">
      <p className="text-amber-600" role="img" aria-label={`${review.star_rating} out of 5 stars`}>
        {"★".repeat(review.star_rating)}
        <span className="text-slate-300">{"★".repeat(5 - review.star_rating)}</span>
      </p>
      <blockquote className="mt-3 line-clamp-6 flex-1 leading-7 text-slate-700">{review.review}</blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        {review.user_photo ? (
          <Picture image={review.user_photo} alt="" sizes="48px" className="size-12 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-primary-soft font-bold text-primary-strong"
          >
            {review.user_name.charAt(0)}
          </span>
        )}
        <span className="text-sm">
          <span className="block font-semibold text-slate-900">{review.user_name}</span>
          <span className="block text-slate-600">
            {/* At least 24 px tall: a target of its own, not a link inside a sentence (WCAG 2.5.8). */}
            <Link to={tripPath(review.trek.slug)} className="link inline-flex min-h-6 items-center">
              {review.trek.name}
            </Link>
            {" · "}
            <time dateTime={review.publish_date}>{formatShortDate(review.publish_date)}</time>
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
