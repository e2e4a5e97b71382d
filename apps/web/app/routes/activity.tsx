import { company } from "@parvat/domain/company";
import { FramePage } from "../components/frame-page.tsx";
import { pageMeta } from "../lib/seo.ts";
import { titleFromSlug } from "../lib/slug.ts";
import type { Route } from "./+types/activity";

export function meta(args: Route.MetaArgs) {
  const name = titleFromSlug(args.params.slug);
  return pageMeta(args, {
    title: `${name}: book the activity`,
    description: `Book ${name} with ${company.name}: ask for available slots, the price per person, what is included and the cancellation policy.`,
  });
}

export default function Activity({ params }: Route.ComponentProps) {
  const name = titleFromSlug(params.slug);
  return (
    <FramePage
      eyebrow="Activity"
      title={name}
      lead={`Slots, prices and inclusions for ${name} change with the season. Our team confirms them for your date and books it for you.`}
      helpTitle={`Book ${name}`}
      helpIntro="Share the date, the number of adults and children, and where you are staying for pick-up."
      whatsappMessage={`Hi ${company.name}! I would like to book ${name}. Please share the available slots and price.`}
      emailSubject={`Booking ${name}`}
    />
  );
}
