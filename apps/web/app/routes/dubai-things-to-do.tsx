import { company } from "@parvat/domain/company";
import { FramePage } from "../components/frame-page.tsx";
import { CheckIcon } from "../components/icons.tsx";
import { Section } from "../components/page-hero.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/dubai-things-to-do";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Things to do in Dubai",
    description: `Desert safaris, dhow cruises, theme parks and the view from the top of the Burj Khalifa: book Dubai activities with ${company.name}, with hotel pick-up and prices in rupees.`,
  });
}

const ideas = [
  {
    title: "Desert safari",
    text: "Dune drives in the late afternoon, a camel ride and dinner at a desert camp under the stars.",
  },
  { title: "Dhow cruise", text: "A dinner cruise on Dubai Creek or Dubai Marina, with the skyline lit up around you." },
  {
    title: "At the Top, Burj Khalifa",
    text: "Timed tickets to the observation decks of the world's tallest building.",
  },
  { title: "Theme parks", text: "Water parks and indoor and outdoor parks, good for a full day with children." },
  { title: "Old Dubai walk", text: "Al Fahidi's lanes, an abra ride across the creek and the spice and gold souks." },
  {
    title: "Abu Dhabi day trip",
    text: "The Sheikh Zayed Grand Mosque and the capital's museums, with a private driver.",
  },
] as const;

export default function DubaiThingsToDo() {
  return (
    <FramePage
      eyebrow="Dubai"
      title="Things to do in Dubai"
      lead="From the dunes to the tallest tower on earth: tell us your dates and we will book the experiences, with pick-up from your hotel and prices in rupees."
      helpTitle="Book your Dubai activities"
      helpIntro="Share your travel dates, your hotel and who is coming. We will confirm slots and send one price for everything."
      whatsappMessage={`Hi ${company.name}! I would like details about your upcoming experiences in Dubai.`}
      emailSubject="Dubai activities"
    >
      <Section title="Popular with our travellers">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ideas.map((idea) => (
            <li key={idea.title} className="card p-5">
              <p className="flex items-center gap-2 font-semibold text-slate-900">
                <CheckIcon className="size-5 text-primary" />
                {idea.title}
              </p>
              <p className="mt-2 text-sm leading-6 text-slate-600">{idea.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </FramePage>
  );
}
