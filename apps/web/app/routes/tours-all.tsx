import { company } from "@parvat/domain/company";
import { DestinationLinks } from "../components/destination-links.tsx";
import { FramePage } from "../components/frame-page.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/tours-all";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "All trips",
    description: `Every trek, group trip and tour package by ${company.name} with open seats, across the Himalaya, India's coasts and destinations abroad.`,
  });
}

export default function ToursAll() {
  return (
    <FramePage
      eyebrow="Treks, trips and packages"
      title="All trips"
      lead="Every trek, road trip and holiday we run, in one place. Pick a destination to start, or ask us for the departures that fit your dates."
      helpTitle="Ask for dates and seats"
      helpIntro="Seats on popular departures go quickly. Tell us what you have in mind and we will share every departure with open seats."
      whatsappMessage={company.whatsappGreeting}
      emailSubject="Upcoming trips"
    >
      <DestinationLinks />
    </FramePage>
  );
}
