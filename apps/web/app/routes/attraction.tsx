import { company } from "@parvat/domain/company";
import { FramePage } from "../components/frame-page.tsx";
import { pageMeta } from "../lib/seo.ts";
import { titleFromSlug } from "../lib/slug.ts";
import type { Route } from "./+types/attraction";

export function meta(args: Route.MetaArgs) {
  const name = titleFromSlug(args.params.slug);
  return pageMeta(args, {
    title: `${name}: attraction guide`,
    description: `Visiting ${name}: ask ${company.name} how to include it in your trip, the best time to go, tickets and how long to spend there.`,
  });
}

export default function Attraction({ params }: Route.ComponentProps) {
  const name = titleFromSlug(params.slug);
  return (
    <FramePage
      eyebrow="Attraction"
      title={name}
      lead={`Want to see ${name}? Our planners know the best hour to arrive, how to avoid the queues and which trips pass by.`}
      helpTitle={`Add ${name} to your trip`}
      helpIntro="Tell us your dates and where you are staying, and we will suggest how to fit it in."
      whatsappMessage={`Hi ${company.name}! I would like to include ${name} in my trip. Which of your upcoming experiences go there?`}
      emailSubject={`Visiting ${name}`}
    />
  );
}
