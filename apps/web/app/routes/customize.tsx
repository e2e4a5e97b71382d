// /customize: the customized trip request: the form stores an enquiry the planners answer
// with quotations; the WhatsApp template stays for those who prefer to write.
import { company } from "@parvat/domain/company";
import { FramePage } from "../components/frame-page.tsx";
import { Section } from "../components/page-hero.tsx";
import { CustomTripForm } from "../components/quotation/custom-trip-form.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/customize";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Customise your trip",
    description: `Ask ${company.name} for a trip planned around you: your destination, dates, budget and travellers, with a day-by-day plan and a clear quotation.`,
  });
}

const requestTemplate = [
  `Hi ${company.name}! I would like a customised trip.`,
  "Destination: ",
  "Travel dates: ",
  "Number of travellers (adults / children): ",
  "Budget per person: ",
  "Hotel category: ",
  "Anything else: ",
].join("\n");

const details = [
  {
    title: "Where and when",
    text: "The destination (or a few you are choosing between) and your dates, even if they are flexible.",
  },
  {
    title: "Who is travelling",
    text: "How many adults and children, and anyone who needs extra care or an easier pace.",
  },
  { title: "Your budget", text: "A rough amount per person helps us suggest the right stays and transport." },
  {
    title: "What you love",
    text: "Treks or slow mornings, local food or familiar comforts, photographs or festivals.",
  },
] as const;

export default function Customize() {
  return (
    <FramePage
      eyebrow="Made for you"
      title="Customise your trip"
      lead="Tell us how you like to travel and we will plan the trip around you: a day-by-day plan, stays you can see before you book, and one clear price."
      helpTitle="Send your request"
      helpIntro="The WhatsApp message below comes with a short form to fill in. A planner replies within a few hours with questions or a first plan."
      whatsappMessage={requestTemplate}
      emailSubject="Customised trip request"
    >
      <Section
        title="Tell us about your trip"
        intro="A planner replies with a day-by-day plan and prices, usually within a day."
      >
        <div className="max-w-3xl">
          <CustomTripForm />
        </div>
      </Section>
      <Section title="What to tell us">
        <ul className="grid gap-4 sm:grid-cols-2">
          {details.map((detail, index) => (
            <li key={detail.title} className="card flex gap-4 p-5">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-strong font-bold text-white">
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{detail.title}</span>
                <span className="mt-1 block text-sm leading-6 text-slate-600">{detail.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </Section>
    </FramePage>
  );
}
