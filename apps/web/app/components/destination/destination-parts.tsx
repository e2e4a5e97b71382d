// The parts of a destination's page that do nothing in the browser (text, cards, links, FAQs):
// routes/location.tsx sends them as static parts (../deferred-parts.tsx), so a visitor's browser keeps
// their HTML without downloading this code or hydrating it (decision 0024). The trip listing, with its
// filters, stays live.
import { company } from "@parvat/domain/company";
import { Link } from "react-router";
import { CardGridSection } from "../card-grid.tsx";
import { ActivityCard } from "../discovery/activity-card.tsx";
import { AttractionCard } from "../discovery/attraction-card.tsx";
import { FaqList } from "../discovery/faq-list.tsx";
import type { TripListingPage } from "../discovery/trip-listing.server.ts";
import { ArrowRightIcon } from "../icons.tsx";
import { Section } from "../page-hero.tsx";
import { WhatsappInvite } from "../whatsapp-invite.tsx";

type Destination = NonNullable<TripListingPage["destination"]>;

/** What the destination is like, in the company's words. */
export function AboutDestination({ destination }: { destination: Destination }) {
  return (
    <section aria-labelledby="about" className="py-10 sm:py-12">
      <div className="page-container">
        <h2 id="about" className="sr-only">
          About {destination.name}
        </h2>
        <div className="prose-text">
          {destination.description.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Below the trips: the places to see, the things to do, the questions travellers ask, the chat. */
export function BelowTheTrips({
  destination,
  name,
  slug,
}: {
  destination: Destination | null;
  name: string;
  /** The destination's address segment (/dubai has its own page of things to do). */
  slug: string;
}) {
  const faqs = destination?.faqs ?? [];
  return (
    <>
      <CardGridSection
        id="places"
        eyebrow="Places to see"
        title={`Attractions in ${name}`}
        intro="Our trip captains' favourites, in the order we would show them to a friend."
        className="scroll-mt-20"
        items={destination?.attractions ?? []}
        renderCard={(attraction) => <AttractionCard attraction={attraction} />}
      />

      <CardGridSection
        eyebrow="Things to do"
        title={`Activities in ${name}`}
        className="bg-sand"
        columns={4}
        items={destination?.activities ?? []}
        renderCard={(activity) => <ActivityCard activity={activity} />}
      >
        {slug === "dubai" ? (
          <Link to="/dubai/things-to-do" className="link mt-6 inline-flex items-center gap-1">
            Every thing to do in Dubai <ArrowRightIcon className="size-4" />
          </Link>
        ) : null}
      </CardGridSection>

      {faqs.length > 0 ? (
        <Section eyebrow="Good to know" title={`${name}: your questions`}>
          <FaqList faqs={faqs} />
        </Section>
      ) : null}

      <WhatsappInvite
        title={`Planning ${name}?`}
        text={`Tell us your dates, who is coming and your budget. A trip expert who has been to ${name} many times replies on WhatsApp.`}
        message={`Hi ${company.name}! I would like details about your upcoming experiences in ${name}.`}
      />
    </>
  );
}
