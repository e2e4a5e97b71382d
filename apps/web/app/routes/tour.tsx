// /tours/{slug}: a trek, group trip or tour package. The full page (packages, departures, prices)
// arrives with the catalogue issue; until then it names the trip and connects to a person.
import { company } from "@parvat/domain/company";
import { FramePage } from "../components/frame-page.tsx";
import { CalendarIcon, UsersIcon, WhatsappIcon } from "../components/icons.tsx";
import { Section } from "../components/page-hero.tsx";
import { pageMeta } from "../lib/seo.ts";
import { titleFromSlug } from "../lib/slug.ts";
import type { Route } from "./+types/tour";

export function meta(args: Route.MetaArgs) {
  const name = titleFromSlug(args.params.slug);
  return pageMeta(args, {
    title: name,
    description: `${name} with ${company.name}: ask a trip expert for the next departures, packages, prices in rupees and what is included. Flexible cancellation and 24/7 support.`,
  });
}

export default function Tour({ params }: Route.ComponentProps) {
  const name = titleFromSlug(params.slug);
  return (
    <FramePage
      eyebrow="Trip details"
      title={name}
      lead={`Dates, packages and prices for ${name} are shared by our trip experts, who can also hold seats for you on the next departure.`}
      helpTitle={`Ask about ${name}`}
      whatsappMessage={`Hi ${company.name}! I would like details about the upcoming departures of ${name}.`}
      emailSubject={`${name}: dates and prices`}
    >
      <Section title="What to ask us">
        <ul className="grid gap-4 sm:grid-cols-3">
          <li className="card p-5">
            <CalendarIcon className="size-7 text-primary" />
            <p className="mt-3 font-semibold text-slate-900">Departures and seats</p>
            <p className="mt-1 text-sm text-slate-600">Which dates still have seats, and how many.</p>
          </li>
          <li className="card p-5">
            <UsersIcon className="size-7 text-primary" />
            <p className="mt-3 font-semibold text-slate-900">Packages</p>
            <p className="mt-1 text-sm text-slate-600">From the trek alone to stays and transport included.</p>
          </li>
          <li className="card p-5">
            <WhatsappIcon className="size-7 text-primary" />
            <p className="mt-3 font-semibold text-slate-900">Fitness and gear</p>
            <p className="mt-1 text-sm text-slate-600">How to prepare, and what to carry or rent.</p>
          </li>
        </ul>
      </Section>
    </FramePage>
  );
}
