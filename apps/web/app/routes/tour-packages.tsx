// /tour-packages: holidays with stays, transfers and sightseeing planned, on set dates or your own.
import { company } from "@parvat/domain/company";
import { Link } from "react-router";
import { listingMeta } from "../components/discovery/listing-meta.ts";
import { ListingPage } from "../components/discovery/listing-page.tsx";
import { loadTripListing } from "../components/discovery/trip-listing.server.ts";
import { CheckIcon } from "../components/icons.tsx";
import { Section } from "../components/page-hero.tsx";
import { appContext } from "../context.ts";
import type { Route } from "./+types/tour-packages";

const trail = [
  { name: "Home", path: "/" },
  { name: "Tour packages", path: "/tour-packages" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadTripListing(context, request, { kind: "tour-package" });
  const { today } = context.get(appContext);
  return { page, today };
}

export function meta(args: Route.MetaArgs) {
  return listingMeta(args, args.loaderData?.page, {
    title: "Tour packages",
    description: `Tour packages by ${company.name} for families, couples and friends: Kashmir, Kerala, Goa, Andaman, Bali, Dubai and more, with stays, transfers and sightseeing planned.`,
    trail,
  });
}

const reasons = [
  "Your own dates and pace, from a weekend to a fortnight",
  "Hotels in the category you choose, with the room types written down",
  "A private vehicle for transfers and sightseeing",
  "Clear prices in rupees, including taxes, before you pay",
  "One number to call, day or night, while you travel",
] as const;

export default function TourPackages({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      page={loaderData.page}
      today={loaderData.today}
      trail={trail}
      eyebrow="Holidays, planned for you"
      title="Tour packages"
      lead="Holidays with every stay, transfer and day out arranged: for couples, families and friends travelling on set dates or their own."
      subject="tour packages"
      showKind={false}
      whatsappMessage={`Hi ${company.name}! I would like details about your tour packages.`}
    >
      <Section title="Why book a package with us">
        <ul className="grid gap-3 sm:grid-cols-2">
          {reasons.map((item) => (
            <li key={item} className="flex gap-3 text-slate-700">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-primary" />
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-700">
          Want other dates, hotels or places?{" "}
          <Link to="/customize" className="link">
            Ask for a trip made for you
          </Link>
          .
        </p>
      </Section>
    </ListingPage>
  );
}
