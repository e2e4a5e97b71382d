// /group-trips: fixed departures with a trip captain and a small group.
import { company } from "@parvat/domain/company";
import { listingMeta } from "../components/discovery/listing-meta.ts";
import { ListingPage } from "../components/discovery/listing-page.tsx";
import { loadTripListing } from "../components/discovery/trip-listing.server.ts";
import { CheckIcon } from "../components/icons.tsx";
import { Section } from "../components/page-hero.tsx";
import { appContext } from "../context.ts";
import type { Route } from "./+types/group-trips";

const trail = [
  { name: "Home", path: "/" },
  { name: "Group trips", path: "/group-trips" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadTripListing(context, request, { kind: "group-trip" });
  const { today } = context.get(appContext);
  return { page, today };
}

export function meta(args: Route.MetaArgs) {
  return listingMeta(args, args.loaderData?.page, {
    title: "Group trips",
    description: `Fixed-departure group trips with ${company.name}: Ladakh and Spiti road trips, Kashmir in winter and holidays abroad with a trip captain and like-minded travellers.`,
    trail,
  });
}

const included = [
  "A certified trip captain with the group from the first day to the last",
  "Stays on twin or triple sharing, picked and visited by our team",
  "Breakfast and dinner every day, and all meals on treks",
  "Transport in tempo travellers or SUVs driven by mountain drivers",
  "Permits, camping gear and first aid, including oxygen on high routes",
] as const;

export default function GroupTrips({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      page={loaderData.page}
      today={loaderData.today}
      trail={trail}
      eyebrow="Fixed departures"
      title="Group trips"
      lead="Join a small group on dates we have already planned: you bring the enthusiasm, we bring the captain, the stays and the route."
      subject="group trips"
      showKind={false}
      whatsappMessage={`Hi ${company.name}! I would like details about your upcoming group trips.`}
    >
      <Section title="What every group trip includes">
        <ul className="grid gap-3 sm:grid-cols-2">
          {included.map((item) => (
            <li key={item} className="flex gap-3 text-slate-700">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-primary" />
              {item}
            </li>
          ))}
        </ul>
      </Section>
    </ListingPage>
  );
}
