// The longer reading of the trek page: overview, what to prepare, tips, the team's policies, FAQs,
// reviews and the places on the way. Static parts (trek-page.tsx sends them without their code): the
// videos, which play on a click, are trek-videos.tsx.
import { wentIn } from "@parvat/domain/review-went";
import { Link } from "react-router";
import { formatDate } from "../../lib/format.ts";
import { attractionPath } from "../../lib/paths.ts";
import { ArrowRightIcon } from "../icons.tsx";
import { Picture } from "../picture.tsx";
import { ContentSection, Paragraphs } from "./content-section.tsx";
import { groupFaqs } from "./faq-groups.ts";
import { REVIEW_SORT_OPTIONS, reviewSortHref } from "./review-sort.ts";
import { StarRating } from "./star-rating.tsx";
import type { Trek } from "./trek-fields.ts";
import { plural } from "./trek-format.ts";

export function Overview({ trek }: { trek: Trek }) {
  return (
    <ContentSection id="overview" title="Overview">
      <p className="text-lg leading-8 text-slate-800">{trek.description}</p>
      <Paragraphs text={trek.about} className="mt-4" />
    </ContentSection>
  );
}

export function Preparation({ trek }: { trek: Trek }) {
  if (trek.instructions.length === 0 && !trek.tips) return null;
  return (
    <ContentSection id="preparation" title="Before you go">
      {trek.instructions.length > 0 ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          {trek.instructions.map((instruction) => (
            <div key={instruction.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="font-semibold text-slate-900">{instruction.name}</dt>
              <dd className="mt-1 text-sm leading-6 text-slate-700">{instruction.description}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {trek.tips ? (
        <div className="mt-5 rounded-xl bg-sand p-4">
          <h3 className="font-semibold text-slate-900">Tips from our trek leaders</h3>
          <p className="mt-1 text-sm leading-6 text-slate-700">{trek.tips}</p>
        </div>
      ) : null}
    </ContentSection>
  );
}

function Disclosure({ summary, children }: { summary: string; children: React.ReactNode }) {
  return (
    <details className="group border-b border-slate-200 py-1 last:border-b-0">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
        {summary}
        <span aria-hidden="true" className="text-slate-500 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="pb-3 text-sm leading-6 text-slate-700">{children}</div>
    </details>
  );
}

export function Policies({ campsite }: { campsite: Trek["campsite"] }) {
  if (campsite.policies.length === 0) return null;
  return (
    <ContentSection
      id="policies"
      title="Cancellation and policies"
      intro={<p>The rules of our {campsite.name} team, which runs this trip.</p>}
    >
      <div className="rounded-xl border border-slate-200 bg-white px-4">
        {campsite.policies.map((policy) => (
          <Disclosure key={policy.title} summary={policy.title}>
            <p>{policy.body}</p>
          </Disclosure>
        ))}
      </div>
    </ContentSection>
  );
}

export function Faqs({ faqs }: { faqs: Trek["faqs"] }) {
  if (faqs.length === 0) return null;
  return (
    <ContentSection id="faqs" title="Questions travellers ask">
      <div className="grid gap-6">
        {groupFaqs(faqs).map((group) => (
          <div key={group.title}>
            <h3 className="text-lg font-semibold text-slate-900">{group.title}</h3>
            <div className="mt-2 rounded-xl border border-slate-200 bg-white px-4">
              {group.faqs.map((faq) => (
                <Disclosure key={faq.id} summary={faq.question}>
                  <p>{faq.answer}</p>
                </Disclosure>
              ))}
            </div>
          </div>
        ))}
      </div>
    </ContentSection>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

/** The trip's reviews: the rating of its approved reviews, each review, and the orders to list them in. */
export function Reviews({ trek }: { trek: Trek }) {
  // A trip without reviews shows none, and never a rating it has not earned.
  if (trek.review_count === 0 || trek.average_rating === null) return null;
  return (
    <ContentSection id="reviews" title="Reviews">
      <div className="flex flex-wrap items-center gap-4 rounded-xl bg-sand p-4">
        <p className="text-4xl font-extrabold text-slate-900">{trek.average_rating.toFixed(1)}</p>
        <div>
          <StarRating rating={trek.average_rating} />
          <p className="mt-1 text-sm text-slate-700">
            Average of {plural(trek.review_count, "review")} by travellers who went with us
          </p>
        </div>
      </div>
      <ReviewOrder />
      {trek.reviews.length === 0 ? <p className="mt-4 text-sm text-slate-700">No review has photos yet.</p> : null}
      <ul className="mt-4 grid gap-4">
        {trek.reviews.map((review) => (
          <li key={review.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-center gap-3">
              {review.user_photo ? (
                <Picture image={review.user_photo} alt="" sizes="40px" className="size-10 rounded-full object-cover" />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-700"
                >
                  {initials(review.user_name)}
                </span>
              )}
              <div>
                <p className="font-semibold text-slate-900">{review.user_name}</p>
                <p className="text-xs text-slate-600">
                  {review.went_on ? `${wentIn(review.went_on)} · verified booking` : formatDate(review.publish_date)}
                </p>
              </div>
              <StarRating rating={review.star_rating} className="ml-auto" />
            </div>
            <p className="mt-3 whitespace-pre-line text-sm leading-6 text-slate-700">{review.review}</p>
            {review.images.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Photos by ${review.user_name}`}>
                {review.images.map((image) => (
                  <li key={image.id}>
                    <Picture image={image} sizes="96px" className="size-24 rounded-lg object-cover" />
                  </li>
                ))}
              </ul>
            ) : null}
            {review.reply ? (
              <div className="mt-3 rounded-lg border-l-4 border-primary-strong bg-slate-50 p-3 text-sm leading-6 text-slate-700">
                <p className="font-semibold text-slate-900">Reply from Parvat Journeys</p>
                <p className="mt-1 whitespace-pre-line">{review.reply}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

/** Plain links to the other orders (a page each): no script needed to sort. */
function ReviewOrder() {
  return (
    <nav aria-label="Sort reviews" className="mt-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        {REVIEW_SORT_OPTIONS.map((option) => (
          <li key={option.param}>
            <a
              href={reviewSortHref(option.param)}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 font-medium text-slate-800 hover:bg-slate-100"
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The photos travellers shared in their reviews: the gallery's travellers' tab. */
export function TravellerPhotos({ trek }: { trek: Trek }) {
  const photos = trek.review_photos.flatMap((review) =>
    review.images.map((image) => ({ image, by: review.user_name, key: `${review.id}-${image.id}` })),
  );
  if (photos.length === 0) return null;
  return (
    <ContentSection id="traveller-photos" title="Travellers' photos">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.key}>
            <figure>
              <Picture
                image={photo.image}
                sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw"
                className="aspect-[4/3] w-full rounded-lg object-cover"
              />
              <figcaption className="mt-1 text-xs text-slate-600">By {photo.by}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

export function Attractions({ attractions }: { attractions: Trek["attractions"] }) {
  if (attractions.length === 0) return null;
  return (
    <ContentSection id="attractions" title="Places on the way">
      <ul className="grid gap-4 sm:grid-cols-2">
        {attractions.map((attraction) => (
          <li key={attraction.id}>
            <Link
              to={attractionPath(attraction.slug)}
              className="card group flex h-full flex-col transition-shadow hover:shadow-md"
            >
              <Picture
                image={attraction.image}
                alt=""
                sizes="(min-width: 1024px) 340px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[16/9] w-full object-cover"
              />
              <span className="flex flex-1 flex-col p-4">
                <span className="font-semibold text-slate-900 group-hover:text-primary-strong">{attraction.name}</span>
                <span className="mt-1 text-sm text-slate-600">{attraction.brief}</span>
                <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary-strong">
                  Read more <ArrowRightIcon className="size-4" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
