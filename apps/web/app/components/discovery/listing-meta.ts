// The head of a listing page: title, description, the ItemList of the trips shown and the
// breadcrumbs. A filtered or later page keeps the listing's own address as its canonical URL; a
// list that could not be loaded stays out of search results.
import { TRIPS_PER_PAGE } from "@parvat/domain/listing";
import { tripPath } from "../../lib/paths.ts";
import { pageMeta, rootOrigin } from "../../lib/seo.ts";
import type { Crumb } from "./breadcrumbs.tsx";
import { breadcrumbJsonLd, itemListJsonLd } from "./discovery-seo.ts";
import type { TripListingPage } from "./trip-listing.server.ts";

type MetaArgs = Parameters<typeof pageMeta>[0];

export function listingMeta(
  args: MetaArgs,
  page: TripListingPage | undefined,
  options: { title: string; description: string; trail: readonly Crumb[]; image?: string; imageAlt?: string },
) {
  const origin = rootOrigin(args.matches);
  const cards = page?.cards ?? [];
  return pageMeta(args, {
    title: options.title,
    description: options.description,
    image: options.image,
    imageAlt: options.imageAlt,
    noindex: page?.failed,
    jsonLd: [
      breadcrumbJsonLd(origin, options.trail),
      itemListJsonLd(
        origin,
        options.title,
        cards.map((card) => ({ name: card.title, path: tripPath(card.slug) })),
        page ? (page.query.page - 1) * TRIPS_PER_PAGE : 0,
      ),
    ],
  });
}
