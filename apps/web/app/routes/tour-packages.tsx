import { company } from "@parvat/domain/company";
import { DestinationLinks } from "../components/destination-links.tsx";
import { FramePage } from "../components/frame-page.tsx";
import { CheckIcon } from "../components/icons.tsx";
import { Section } from "../components/page-hero.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/tour-packages";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Tour packages",
    description: `Tour packages by ${company.name} for families, couples and friends: Kashmir, Kerala, Goa, Andaman, Bali, Dubai and more, with stays, transfers and sightseeing planned.`,
  });
}

const reasons = [
  "Your own dates and pace, from a weekend to a fortnight",
  "Hotels in the category you choose, with the room types written down",
  "A private vehicle for transfers and sightseeing",
  "Clear prices in rupees, including taxes, before you pay",
  "One number to call, day or night, while you travel",
] as const;

export default function TourPackages() {
  return (
    <FramePage
      eyebrow="Holidays, planned for you"
      title="Tour packages"
      lead="Holidays with every stay, transfer and day out arranged: for couples, families and friends travelling on their own dates."
      helpTitle="Get a package quotation"
      helpIntro="Share the destination, dates, number of travellers and the hotel category you like. A planner sends a day-by-day plan with prices, usually the same day."
      whatsappMessage={`Hi ${company.name}! I would like details about your tour packages.`}
      emailSubject="Tour package enquiry"
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
      </Section>
      <DestinationLinks title="Packages by destination" />
    </FramePage>
  );
}
