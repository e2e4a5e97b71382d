import { company } from "@parvat/domain/company";
import { FramePage } from "../components/frame-page.tsx";
import { pageMeta } from "../lib/seo.ts";
import { titleFromSlug } from "../lib/slug.ts";
import type { Route } from "./+types/campaign";

export function meta(args: Route.MetaArgs) {
  const name = titleFromSlug(args.params.slug);
  return pageMeta(args, {
    title: `${name} offer`,
    description: `The ${name} offer from ${company.name}: ask a trip expert which departures it covers, the price after the offer and until when it runs.`,
  });
}

export default function Campaign({ params }: Route.ComponentProps) {
  const name = titleFromSlug(params.slug);
  return (
    <FramePage
      eyebrow="Offer"
      title={name}
      lead={`Found us through the ${name} offer? Our trip experts will tell you which departures it applies to, the final price and until when it runs.`}
      helpTitle="Claim the offer"
      helpIntro="Mention the offer name when you write or call, and we will apply it to your quotation."
      whatsappMessage={`Hi ${company.name}! I saw the ${name} offer and would like details about your upcoming experiences.`}
      emailSubject={`${name} offer`}
    />
  );
}
