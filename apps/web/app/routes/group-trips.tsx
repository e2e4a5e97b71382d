import { company } from "@parvat/domain/company";
import { DestinationLinks } from "../components/destination-links.tsx";
import { FramePage } from "../components/frame-page.tsx";
import { CheckIcon } from "../components/icons.tsx";
import { Section } from "../components/page-hero.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/group-trips";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Group trips",
    description: `Fixed-departure group trips with ${company.name}: Himalayan treks, Ladakh and Spiti road trips and holidays abroad with a trip captain and like-minded travellers.`,
  });
}

const included = [
  "A certified trip captain with the group from the first day to the last",
  "Stays on twin or triple sharing, picked and visited by our team",
  "Breakfast and dinner every day, and all meals on treks",
  "Transport in tempo travellers or SUVs driven by mountain drivers",
  "Permits, camping gear and first aid, including oxygen on high routes",
] as const;

export default function GroupTrips() {
  return (
    <FramePage
      eyebrow="Fixed departures"
      title="Group trips"
      lead="Join a small group on dates we have already planned: you bring the enthusiasm, we bring the captain, the stays and the route."
      helpTitle="Find your departure"
      helpIntro="Tell us where you would like to go and roughly when. We will send the next departures with seats, the price per person and what is included."
      whatsappMessage={`Hi ${company.name}! I would like details about your upcoming group trips.`}
      emailSubject="Upcoming group trips"
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
      <DestinationLinks title="Group trips by destination" />
    </FramePage>
  );
}
