// /{location}: a destination's page (SPEC.md section 2's single-segment catch-all and the listing
// filtered by a destination slug): its header, its trips with filters, its curated attractions in
// order, its activities, its FAQs. An unknown place is a real 404 that points to real destinations.
import { company } from "@parvat/domain/company";
import { mediaUrl } from "@parvat/domain/media";
import { isRouteErrorResponse, Link, useRouteLoaderData } from "react-router";
import { deferredModule } from "../components/deferred-parts.tsx";
import { Breadcrumbs } from "../components/discovery/breadcrumbs.tsx";
import { faqJsonLd } from "../components/discovery/discovery-seo.ts";
import { listingMeta } from "../components/discovery/listing-meta.ts";
import { loadTripListing } from "../components/discovery/trip-listing.server.ts";
import { TripListing } from "../components/discovery/trip-listing.tsx";
import { hydratedApart } from "../components/hydrated-apart.tsx";
import { ArrowRightIcon, CompassIcon } from "../components/icons.tsx";
import { HeroBackdrop } from "../components/page-hero.tsx";
import { appContext } from "../context.ts";
import { destinationPath, searchPath } from "../lib/paths.ts";
import { titleFromSlug } from "../lib/slug.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/location";

// The text and cards around the trips hydrate without their code (static parts, given the loader's own
// objects); their code loads when they must render in the browser (a client navigation, or another
// filter, whose answer brings new objects). The trip listing hydrates apart from the page
// (selective hydration, ../components/hydrated-apart.tsx). Decision 0024.
const partsCode = () => import("../components/destination/destination-parts.tsx");
const parts = deferredModule(partsCode, import.meta.env.SSR ? await partsCode() : null);
const About = parts.staticPart((module) => module.AboutDestination);
const BelowTheTrips = parts.staticPart((module) => module.BelowTheTrips);
const Listing = hydratedApart(TripListing);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await loadTripListing(context, request, { destination: params.location });
  const { today } = context.get(appContext);
  return { page, today };
}

function crumbs(slug: string, name: string) {
  return [
    { name: "Home", path: "/" },
    { name, path: destinationPath(slug) },
  ];
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  const destination = page?.destination;
  if (!page) return [{ title: `Destination not found | ${company.name}` }, { name: "robots", content: "noindex" }];
  const name = destination?.name ?? titleFromSlug(args.params.location);
  const tags = listingMeta(args, page, {
    title: destination?.meta_title ?? `${name} trips and tour packages`,
    description:
      destination?.meta_description ??
      `Treks, group trips and tour packages to ${name} with ${company.name}: planned stays, local guides, flexible cancellation and ${company.claims.supportShort}.`,
    trail: crumbs(args.params.location, name),
    image: destination ? mediaUrl(destination.hero_image, 1080, "webp") : undefined,
    imageAlt: destination?.hero_image.alt,
  });
  return [...tags, ...faqJsonLd(destination?.faqs ?? []).map((object) => ({ "script:ld+json": object }))];
}

export default function Location({ loaderData, params }: Route.ComponentProps) {
  const { page, today } = loaderData;
  const destination = page.destination;
  const name = destination?.name ?? titleFromSlug(params.location);
  const pathname = destinationPath(params.location);
  const attractions = destination?.attractions ?? [];
  return (
    <>
      <section className="on-dark relative isolate overflow-hidden bg-night text-white">
        {destination ? <HeroBackdrop image={destination.hero_image} /> : null}
        <div className="page-container pt-8 pb-12 sm:pt-10 sm:pb-16">
          <Breadcrumbs trail={crumbs(params.location, name)} onDark />
          <p className="mt-16 text-xs font-bold tracking-[0.18em] text-primary-on-dark uppercase sm:mt-28">
            {destination?.country ?? "Destination"}
          </p>
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">{name}</h1>
          {destination ? (
            <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-100">{destination.tagline}</p>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <a href="#trips" className="btn btn-primary">
              See {name} trips
            </a>
            {attractions.length > 0 ? (
              <a href="#places" className="btn btn-light">
                Places to see
              </a>
            ) : null}
          </div>
        </div>
      </section>

      {destination ? <About destination={destination} /> : null}

      <section id="trips" aria-labelledby="trips-title" className="scroll-mt-16 bg-slate-50 py-10 sm:py-14">
        <div className="page-container">
          <h2 id="trips-title" className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Trips to {name}
          </h2>
          <Listing
            cards={page.cards}
            total={page.total}
            query={page.query}
            failed={page.failed}
            today={today}
            pathname={pathname}
            subject={`trips to ${name}`}
          />
        </div>
      </section>

      <BelowTheTrips destination={destination} name={name} slug={params.location} />
    </>
  );
}

/** An unknown single-segment address: a real 404 that points to the places we do travel to. */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const destinations = useRouteLoaderData<typeof rootLoader>("root")?.destinations ?? [];
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="page-container py-16 sm:py-24">
      <CompassIcon className="size-12 text-primary" />
      <p className="eyebrow mt-6">Error 404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        We could not find “{titleFromSlug(params.location ?? "")}”
      </h1>
      <p className="mt-4 max-w-xl text-slate-600">
        We do not have a page for that place. These are the destinations we travel to, or you can{" "}
        <Link to="/tours/all" className="link">
          browse every trip
        </Link>{" "}
        or{" "}
        <Link to={searchPath(params.location ?? "")} className="link">
          search for it
        </Link>
        .
      </p>
      {destinations.length > 0 ? (
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {destinations.map((destination) => (
            <li key={destination.slug}>
              <Link
                to={destinationPath(destination.slug)}
                className="card flex items-center justify-between gap-3 p-4 font-semibold text-slate-900 hover:text-primary-strong"
              >
                {destination.name}
                <ArrowRightIcon className="size-5 text-primary-strong" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
