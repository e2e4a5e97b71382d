// /activities/{slug}: a bookable experience with every field of SPEC.md's Activity, pictures with
// their tags, similar activities, and two ways to book: the enquiry form or WhatsApp. An unknown
// slug is a real 404; a load failure says so and leaves the lists empty. The first screen says what
// it costs (and per what), how long it takes and how it cancels, with a way to share it; a bar at the
// bottom of the screen keeps the price and the booking at hand, as on trek pages.
import { company, whatsappLink } from "@parvat/domain/company";
import { mediaUrl } from "@parvat/domain/media";
import { formatRupees } from "@parvat/domain/trek-pricing";
import type { ReactNode } from "react";
import { cancellationLine } from "../components/activity/cancellation-line.ts";
import { CardGridSection } from "../components/card-grid.tsx";
import { ActivityCard } from "../components/discovery/activity-card.tsx";
import { Breadcrumbs, type Crumb } from "../components/discovery/breadcrumbs.tsx";
import { DetailFailure } from "../components/discovery/detail-failure.tsx";
import { activityProductJsonLd, breadcrumbJsonLd, faqJsonLd } from "../components/discovery/discovery-seo.ts";
import { FaqList } from "../components/discovery/faq-list.tsx";
import { Gallery } from "../components/discovery/gallery.tsx";
import { CheckIcon, ClockIcon, CloseIcon, MapPinIcon, WhatsappIcon } from "../components/icons.tsx";
import { InquiryForm } from "../components/inquiry-form.tsx";
import { HeroBackdrop, Section } from "../components/page-hero.tsx";
import { ShareActions } from "../components/share/share-actions.tsx";
import { StickyBookingBar } from "../components/trek/sticky-booking-bar.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import type { ActivityPageQuery } from "../graphql/generated/graphql.ts";
import { requireFound, tryLoadQuery } from "../graphql/load.server.ts";
import { activityPath, destinationPath } from "../lib/paths.ts";
import { pageMeta, rootOrigin } from "../lib/seo.ts";
import { titleFromSlug } from "../lib/slug.ts";
import type { Route } from "./+types/activity";

const ActivityDocument = graphql(`
  query ActivityPage($slug: String!) {
    activity(slug: $slug) {
      id
      slug
      name
      brief
      description
      duration
      location
      map_location
      price
      original_price
      price_for
      discount_name
      inclusions
      exclusions
      highlights
      operating_duration
      know_before_you_go
      your_experience
      tickets_info
      cancellation_policy
      meta_title
      meta_description
      images {
        id
        tag
        image {
          ...ImageFields
        }
      }
      campsites {
        name
      }
      destinations {
        slug
        name
      }
      faqs {
        question
        answer
      }
      similar_activities {
        ...ActivityCardFields
      }
    }
  }
`);

type Activity = NonNullable<ActivityPageQuery["activity"]>;

const DUBAI = "Dubai";

export async function loader({ context, params }: Route.LoaderArgs) {
  const result = await tryLoadQuery(context, ActivityDocument, { slug: params.slug }, `The activity ${params.slug}`);
  // SPEC.md section 8: a failed load leaves the page's lists empty and says so.
  return { activity: result ? requireFound(result.activity) : null };
}

function trailOf(activity: Pick<Activity, "name" | "slug" | "campsites" | "destinations">): Crumb[] {
  const destination = activity.destinations[0];
  const parent = activity.campsites.some((campsite) => campsite.name === DUBAI)
    ? { name: "Things to do in Dubai", path: "/dubai/things-to-do" }
    : destination
      ? { name: destination.name, path: destinationPath(destination.slug) }
      : null;
  return [
    { name: "Home", path: "/" },
    ...(parent ? [parent] : []),
    { name: activity.name, path: activityPath(activity.slug) },
  ];
}

export function meta(args: Route.MetaArgs) {
  const activity = args.loaderData?.activity;
  if (!activity) {
    return pageMeta(args, {
      title: titleFromSlug(args.params.slug),
      description: `${titleFromSlug(args.params.slug)}: prices, what is included and how to book with ${company.name}.`,
      noindex: true,
    });
  }
  const origin = rootOrigin(args.matches);
  const images = activity.images.map((picture) => mediaUrl(picture.image, 1080, "webp"));
  return pageMeta(args, {
    title: activity.meta_title,
    description: activity.meta_description,
    image: images[0],
    imageAlt: activity.images[0]?.image.alt,
    jsonLd: [
      activityProductJsonLd(origin, {
        name: activity.name,
        description: activity.brief,
        path: activityPath(activity.slug),
        price: activity.price,
        images,
        sku: `activity-${activity.id}`,
      }),
      breadcrumbJsonLd(origin, trailOf(activity)),
      ...faqJsonLd(activity.faqs),
    ],
  });
}

function Block({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-20 border-t border-slate-200 pt-8">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-3 text-slate-700">{children}</div>
    </section>
  );
}

function Points({ items, icon = "check" }: { items: readonly string[]; icon?: "check" | "cross" | "dot" }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-7">
          {icon === "check" ? (
            <CheckIcon className="mt-1 size-5 shrink-0 text-[#0f7a3d]" />
          ) : icon === "cross" ? (
            <CloseIcon className="mt-1 size-5 shrink-0 text-primary-strong" />
          ) : (
            <span aria-hidden="true" className="mt-3 size-1.5 shrink-0 rounded-full bg-slate-500" />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

const paragraphs = (text: string) =>
  text.split(/\n\s*\n/).map((paragraph) => (
    <p key={paragraph.slice(0, 40)} className="mb-4 leading-7 last:mb-0">
      {paragraph}
    </p>
  ));

export default function ActivityPage({ loaderData, params }: Route.ComponentProps) {
  const { activity } = loaderData;
  if (!activity) {
    return <DetailFailure name={titleFromSlug(params.slug)} path={activityPath(params.slug)} what="activity" />;
  }
  const cover = activity.images[0]?.image;
  const whatsapp = `Hi ${company.name}! I would like to book ${activity.name}. Please share the available slots and the price.`;
  const discounted = activity.original_price !== null && activity.original_price > activity.price;
  return (
    <>
      <section className="on-dark relative isolate overflow-hidden bg-night text-white">
        {cover ? <HeroBackdrop image={cover} /> : null}
        <div className="page-container pt-4 pb-8 sm:pt-10 sm:pb-16">
          <Breadcrumbs trail={trailOf(activity)} onDark />
          <h1 className="mt-8 max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:mt-32 sm:text-5xl">
            {activity.name}
          </h1>
          <p className="mt-3 max-w-2xl text-base leading-7 text-slate-100 sm:mt-4 sm:text-lg sm:leading-8">
            {activity.brief}
          </p>
          <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm font-medium text-slate-100">
            <span className="flex items-center gap-1.5">
              <ClockIcon className="size-4 shrink-0" />
              {activity.duration}
            </span>
            <span className="flex items-center gap-1.5">
              <MapPinIcon className="size-4 shrink-0" />
              {activity.location}
            </span>
          </p>
          <div
            data-testid="activity-first-screen"
            className="mt-5 flex max-w-2xl flex-wrap items-end justify-between gap-x-6 gap-y-3 rounded-2xl bg-white p-4 text-slate-900 shadow-lg"
          >
            <div>
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-2xl font-extrabold">{formatRupees(activity.price)}</span>
                {discounted ? (
                  <s className="text-sm text-slate-600">
                    <span className="sr-only">was </span>
                    {formatRupees(activity.original_price!)}
                  </s>
                ) : null}
                <span className="text-sm text-slate-700">{activity.price_for}</span>
              </p>
              {activity.cancellation_policy ? (
                <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-[#0f7a3d]" />
                  <span>
                    {cancellationLine(activity.cancellation_policy)}{" "}
                    <a href="#cancellation" className="link">
                      Cancellation policy
                    </a>
                  </span>
                </p>
              ) : null}
            </div>
            <a href="#enquire" className="btn btn-primary">
              Check slots and book
            </a>
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <ShareActions title={activity.name} path={activityPath(activity.slug)} />
          </div>
        </div>
      </section>

      <div className="page-container grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-8">
          {activity.images.length > 1 ? (
            <Gallery items={activity.images.map((picture) => ({ image: picture.image, caption: picture.tag }))} />
          ) : null}
          <section>
            <h2 className="text-xl font-bold text-slate-900">About this activity</h2>
            <div className="mt-3 text-slate-700">{paragraphs(activity.description)}</div>
          </section>
          {activity.highlights.length > 0 ? (
            <Block title="Highlights">
              <Points items={activity.highlights} />
            </Block>
          ) : null}
          {activity.your_experience ? (
            <Block title="Your experience">{paragraphs(activity.your_experience)}</Block>
          ) : null}
          {activity.inclusions.length > 0 || activity.exclusions.length > 0 ? (
            <Block title="What is included">
              <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
                {activity.inclusions.length > 0 ? (
                  <div>
                    <h3 className="mb-2 font-semibold text-slate-900">Included</h3>
                    <Points items={activity.inclusions} />
                  </div>
                ) : null}
                {activity.exclusions.length > 0 ? (
                  <div>
                    <h3 className="mb-2 font-semibold text-slate-900">Not included</h3>
                    <Points items={activity.exclusions} icon="cross" />
                  </div>
                ) : null}
              </div>
            </Block>
          ) : null}
          {activity.know_before_you_go.length > 0 ? (
            <Block title="Know before you go">
              <Points items={activity.know_before_you_go} icon="dot" />
            </Block>
          ) : null}
          <Block title="When and where">
            <dl className="grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-slate-900">Duration</dt>
                <dd>{activity.duration}</dd>
              </div>
              {activity.operating_duration ? (
                <div>
                  <dt className="font-semibold text-slate-900">Runs</dt>
                  <dd>{activity.operating_duration}</dd>
                </div>
              ) : null}
              <div>
                <dt className="font-semibold text-slate-900">Meeting point</dt>
                <dd>
                  {activity.location}
                  {activity.map_location ? (
                    <>
                      {" "}
                      <a href={activity.map_location} rel="noopener" className="link">
                        Open in maps
                      </a>
                    </>
                  ) : null}
                </dd>
              </div>
            </dl>
          </Block>
          {activity.tickets_info ? <Block title="Tickets">{paragraphs(activity.tickets_info)}</Block> : null}
          {activity.cancellation_policy ? (
            <Block id="cancellation" title="Cancellation policy">
              {paragraphs(activity.cancellation_policy)}
            </Block>
          ) : null}
          {activity.faqs.length > 0 ? (
            <Block title="Questions travellers ask">
              <FaqList faqs={activity.faqs} />
            </Block>
          ) : null}
        </div>

        <aside aria-label="Price and booking" className="lg:sticky lg:top-24 lg:h-fit">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            {activity.discount_name ? (
              <p className="mb-3 inline-block rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary-strong">
                {activity.discount_name}
              </p>
            ) : null}
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-3xl font-extrabold text-slate-900">{formatRupees(activity.price)}</span>
              {discounted ? (
                <s className="text-base text-slate-500">
                  <span className="sr-only">was </span>
                  {formatRupees(activity.original_price!)}
                </s>
              ) : null}
            </p>
            <p className="text-sm text-slate-600">{activity.price_for}</p>
            <div className="mt-6 grid gap-3">
              <a href="#enquire" className="btn btn-primary">
                Check slots and book
              </a>
              <a href={whatsappLink(whatsapp)} rel="noopener" className="btn btn-whatsapp">
                <WhatsappIcon className="size-5" />
                Book on WhatsApp
              </a>
            </div>
            <p className="mt-4 text-xs text-slate-600">{company.hours.chat}</p>
          </div>
        </aside>
      </div>

      <Section id="enquire" title={`Book ${activity.name}`} className="scroll-mt-20 bg-sand">
        <div className="max-w-2xl rounded-2xl bg-white p-6 shadow-sm">
          <InquiryForm subject={activity.name} activityId={activity.id} />
        </div>
      </Section>

      <CardGridSection
        eyebrow="You may also like"
        title="Similar activities"
        columns={4}
        items={activity.similar_activities}
        renderCard={(item) => <ActivityCard activity={item} />}
      />
      <StickyBookingBar
        price={activity.price}
        struckThrough={discounted ? activity.original_price! : 0}
        detail={`${activity.price_for} · ${activity.duration}`}
        unpriced=""
        whatsappHref={whatsappLink(whatsapp)}
      >
        <a href="#enquire" className="btn btn-primary shrink-0 px-4">
          Book
        </a>
      </StickyBookingBar>
      {/* Room for the bar at the end of the page. */}
      <div aria-hidden="true" className="h-20" />
    </>
  );
}
