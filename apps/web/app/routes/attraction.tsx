// /attractions/{slug}: a place worth seeing (SPEC.md's Attraction): what and where it is, its
// pictures, the campsites it is visited from, its FAQs, and trips, attractions and activities
// close to it. An unknown slug is a real 404; a load failure says so and leaves the lists empty.
import { company, whatsappLink } from "@parvat/domain/company";
import { mediaUrl } from "@parvat/domain/media";
import { CardGridSection } from "../components/card-grid.tsx";
import { ActivityCard } from "../components/discovery/activity-card.tsx";
import { AttractionCard } from "../components/discovery/attraction-card.tsx";
import { Breadcrumbs, type Crumb } from "../components/discovery/breadcrumbs.tsx";
import { DetailFailure } from "../components/discovery/detail-failure.tsx";
import { breadcrumbJsonLd, faqJsonLd, touristAttractionJsonLd } from "../components/discovery/discovery-seo.ts";
import { FaqList } from "../components/discovery/faq-list.tsx";
import { Gallery } from "../components/discovery/gallery.tsx";
import { TripCard } from "../components/discovery/trip-card.tsx";
import { MapPinIcon, WhatsappIcon } from "../components/icons.tsx";
import { HeroBackdrop, Section } from "../components/page-hero.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import type { AttractionPageQuery } from "../graphql/generated/graphql.ts";
import { requireFound, tryLoadQuery } from "../graphql/load.server.ts";
import { attractionPath, destinationPath } from "../lib/paths.ts";
import { pageMeta, rootOrigin } from "../lib/seo.ts";
import { titleFromSlug } from "../lib/slug.ts";
import type { Route } from "./+types/attraction";

const AttractionDocument = graphql(`
  query AttractionPage($slug: String!) {
    attraction(slug: $slug) {
      id
      slug
      name
      brief
      description
      location
      meta_title
      meta_description
      image {
        ...ImageFields
      }
      images {
        ...ImageFields
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
      similar_treks {
        ...TripCardFields
        next_departure {
          start_date
          available_seats
        }
      }
      similar_attractions {
        ...AttractionCardFields
      }
      similar_activities {
        ...ActivityCardFields
      }
    }
  }
`);

type Attraction = NonNullable<AttractionPageQuery["attraction"]>;

export async function loader({ context, params }: Route.LoaderArgs) {
  const result = await tryLoadQuery(
    context,
    AttractionDocument,
    { slug: params.slug },
    `The attraction ${params.slug}`,
  );
  // SPEC.md section 8: a failed load leaves the page's lists empty and says so.
  return { attraction: result ? requireFound(result.attraction) : null };
}

function trailOf(attraction: Pick<Attraction, "name" | "slug" | "destinations">): Crumb[] {
  const destination = attraction.destinations[0];
  return [
    { name: "Home", path: "/" },
    ...(destination ? [{ name: destination.name, path: destinationPath(destination.slug) }] : []),
    { name: attraction.name, path: attractionPath(attraction.slug) },
  ];
}

export function meta(args: Route.MetaArgs) {
  const attraction = args.loaderData?.attraction;
  if (!attraction) {
    return pageMeta(args, {
      title: titleFromSlug(args.params.slug),
      description: `${titleFromSlug(args.params.slug)}: what to see, when to go and the trips of ${company.name} that visit it.`,
      noindex: true,
    });
  }
  const origin = rootOrigin(args.matches);
  const image = mediaUrl(attraction.image, 1080, "webp");
  return pageMeta(args, {
    title: attraction.meta_title,
    description: attraction.meta_description,
    image,
    imageAlt: attraction.image.alt,
    jsonLd: [
      touristAttractionJsonLd(origin, {
        name: attraction.name,
        description: attraction.brief,
        location: attraction.location,
        path: attractionPath(attraction.slug),
        images: [image, ...attraction.images.map((picture) => mediaUrl(picture, 1080, "webp"))],
      }),
      breadcrumbJsonLd(origin, trailOf(attraction)),
      ...faqJsonLd(attraction.faqs),
    ],
  });
}

export default function AttractionPage({ loaderData, params }: Route.ComponentProps) {
  const { attraction } = loaderData;
  if (!attraction) {
    return <DetailFailure name={titleFromSlug(params.slug)} path={attractionPath(params.slug)} what="attraction" />;
  }
  const message = `Hi ${company.name}! I would like to visit ${attraction.name}. Which of your upcoming experiences go there?`;
  return (
    <>
      <section className="on-dark relative isolate overflow-hidden bg-night text-white">
        <HeroBackdrop image={attraction.image} />
        <div className="page-container pt-8 pb-12 sm:pt-10 sm:pb-16">
          <Breadcrumbs trail={trailOf(attraction)} onDark />
          <p className="mt-20 flex items-center gap-1.5 text-sm font-semibold text-slate-100 sm:mt-32">
            <MapPinIcon className="size-4" />
            {attraction.location}
          </p>
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {attraction.name}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-100">{attraction.brief}</p>
        </div>
      </section>

      <section aria-labelledby="about-attraction" className="py-10 sm:py-14">
        <div className="page-container grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            <h2 id="about-attraction" className="text-2xl font-bold tracking-tight text-slate-900">
              About {attraction.name}
            </h2>
            <div className="prose-text mt-4">
              {attraction.description.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside aria-label="Plan a visit" className="h-fit rounded-2xl border border-slate-200 bg-sand p-6">
            <h2 className="text-lg font-bold text-slate-900">Plan a visit</h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div>
                <dt className="font-semibold text-slate-900">Where</dt>
                <dd className="text-slate-700">{attraction.location}</dd>
              </div>
              {attraction.campsites.length > 0 ? (
                <div>
                  <dt className="font-semibold text-slate-900">Visited on our trips from</dt>
                  <dd className="text-slate-700">{attraction.campsites.map((campsite) => campsite.name).join(", ")}</dd>
                </div>
              ) : null}
            </dl>
            <a href={whatsappLink(message)} rel="noopener" className="btn btn-whatsapp mt-6 w-full">
              <WhatsappIcon className="size-5" />
              Ask about visiting
            </a>
          </aside>
        </div>
      </section>

      {attraction.images.length > 0 ? (
        <Section title="Pictures" className="pt-0 sm:pt-0">
          <Gallery items={attraction.images.map((image) => ({ image }))} />
        </Section>
      ) : null}

      <CardGridSection
        eyebrow="Go with us"
        title={`Trips that visit ${attraction.name}`}
        className="bg-slate-50"
        items={attraction.similar_treks}
        renderCard={(trip) => <TripCard trip={trip} />}
      />

      {attraction.faqs.length > 0 ? (
        <Section eyebrow="Good to know" title="Questions travellers ask">
          <FaqList faqs={attraction.faqs} />
        </Section>
      ) : null}

      <CardGridSection
        eyebrow="Nearby"
        title="More places to see"
        columns={4}
        items={attraction.similar_attractions}
        renderCard={(item) => <AttractionCard attraction={item} />}
      />

      <CardGridSection
        eyebrow="Things to do"
        title="Activities nearby"
        className="bg-sand"
        columns={4}
        items={attraction.similar_activities}
        renderCard={(activity) => <ActivityCard activity={activity} />}
      />
    </>
  );
}
