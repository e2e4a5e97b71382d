// /tours/all: every trek, group trip and tour package with a departure to book, filtered and
// sorted as the address says. A ready-made collection ("Winter treks") is this listing
// with its filters in the address; the page then takes the collection's title.
import { company } from "@parvat/domain/company";
import { collectionOf } from "@parvat/domain/search-facets";
import { listingMeta } from "../components/discovery/listing-meta.ts";
import { ListingPage } from "../components/discovery/listing-page.tsx";
import { loadTripListing } from "../components/discovery/trip-listing.server.ts";
import { appContext } from "../context.ts";
import type { Route } from "./+types/tours-all";

const trail = [
  { name: "Home", path: "/" },
  { name: "All trips", path: "/tours/all" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadTripListing(context, request);
  const { today } = context.get(appContext);
  return { page, today };
}

export function meta(args: Route.MetaArgs) {
  const collection = args.loaderData ? collectionOf(args.loaderData.page.query) : null;
  return listingMeta(args, args.loaderData?.page, {
    title: collection ? `${collection.title}: ${collection.text}` : "All trips: treks, group trips and tour packages",
    description: `Every trek, group trip and tour package by ${company.name} with open seats, across the Himalaya, India's coasts and abroad. Filter by month, duration, budget and difficulty.`,
    trail,
  });
}

export default function ToursAll({ loaderData }: Route.ComponentProps) {
  const collection = collectionOf(loaderData.page.query);
  return (
    <ListingPage
      page={loaderData.page}
      today={loaderData.today}
      trail={trail}
      eyebrow={collection ? "Collection" : "Treks, trips and packages"}
      title={collection?.title ?? "All trips"}
      lead={
        collection
          ? `${collection.text}. Every date here has seats to book; narrow it down by month, length or budget.`
          : "Every trek, road trip and holiday with seats to book. Narrow it down by month, length, budget or how hard you want it to be."
      }
      subject="trips"
      showKind
      whatsappMessage={company.whatsappGreeting}
    />
  );
}
