// The page of a campaign: the hero with the offer in one sentence and, while it runs, a
// live countdown to its end; the covered trips as listing cards with the price after the offer
// beside the struck-through price, each leading to its trip page with the campaign in the address
// (so registration books with it); the terms; an enquiry form and a WhatsApp link that name it. An
// ended campaign says so and points to the current trips instead of selling.
import { DEFAULT_BUSINESS_TIME_ZONE } from "@parvat/domain/business-dates";
import { offerPricePerPersonPaise } from "@parvat/domain/campaign-offer";
import { company } from "@parvat/domain/company";
import { Link } from "react-router";
import type { CampaignPageQuery } from "../../graphql/generated/graphql.ts";
import { tripPath } from "../../lib/paths.ts";
import { CardGrid } from "../card-grid.tsx";
import { ContactOptions } from "../contact-options.tsx";
import { TripCard } from "../discovery/trip-card.tsx";
import { InquiryForm } from "../inquiry-form.tsx";
import { PageHero, Section } from "../page-hero.tsx";
import { lastDay, offerOf } from "./campaign-offer.ts";
import { Countdown } from "./countdown.tsx";

export type CampaignData = NonNullable<CampaignPageQuery["campaign"]>;
type CampaignTrip = CampaignData["trips"][number];

const dayFormat = new Intl.DateTimeFormat("en-IN", { timeZone: DEFAULT_BUSINESS_TIME_ZONE, dateStyle: "long" });

/**
 * A covered trip's card as the offer prices it (whole rupees, as cards are): the "from" price after
 * the offer by the campaign's rule (on a reduced fare, not combined, the lower of the two), struck
 * through against the regular price, and named after what gives the saving.
 */
export function offerCard(campaign: CampaignData, trip: CampaignTrip): CampaignTrip {
  const regular = Math.max(trip.price, trip.original_price ?? 0);
  const price = Math.round(offerPricePerPersonPaise(offerOf(campaign), trip.price * 100, regular * 100) / 100);
  const offerGivesMore = price < trip.price;
  return {
    ...trip,
    price,
    original_price: regular > price ? regular : null,
    discount_name: offerGivesMore ? campaign.name : trip.discount_name,
  };
}

export function CampaignPage({ campaign, serverNow }: { campaign: CampaignData; serverNow: string }) {
  const ended = campaign.state === "ended";
  const upcoming = campaign.state === "upcoming";
  const offerSentence = `${campaign.offer_text} on ${campaign.trips.length === 1 ? "one trip" : "the trips below"}, for bookings made ${
    upcoming ? `from ${dayFormat.format(new Date(campaign.starts_at))}` : `until ${lastDay(campaign.ends_at)}`
  }.`;
  const whatsappMessage = `Hi ${company.name}! I saw the ${campaign.name} offer and would like to know more.`;
  return (
    <>
      <PageHero
        eyebrow={ended ? "Offer ended" : "Offer"}
        title={campaign.name}
        lead={
          ended ? (
            <p>
              This offer ended on {lastDay(campaign.ends_at)}. Our current trips are open for booking at their usual
              prices.
            </p>
          ) : (
            <>
              <p className="font-semibold text-white">{campaign.headline}</p>
              <p className="mt-2">{offerSentence}</p>
            </>
          )
        }
        image={campaign.hero_image}
      >
        {campaign.state === "running" ? <Countdown endsAt={campaign.ends_at} serverNow={serverNow} /> : null}
        {ended ? (
          <Link to="/tours/all" className="btn btn-primary">
            See current trips
          </Link>
        ) : null}
      </PageHero>

      {ended ? null : (
        <Section
          title="Trips in this offer"
          intro={
            <>
              {campaign.description}
              {campaign.code ? (
                <>
                  {" "}
                  Booking without this page? Enter the code <strong className="font-mono">{campaign.code}</strong> on
                  the registration screen.
                </>
              ) : null}
            </>
          }
        >
          {campaign.trips.length > 0 ? (
            <CardGrid
              items={campaign.trips}
              renderCard={(trip) => (
                <TripCard
                  trip={offerCard(campaign, trip)}
                  href={upcoming ? tripPath(trip.slug) : tripPath(trip.slug, { campaign: campaign.slug })}
                />
              )}
            />
          ) : (
            <p className="text-slate-700">
              The trips in this offer have no open departures right now.{" "}
              <Link to="/tours/all" className="link">
                See current trips
              </Link>
            </p>
          )}
        </Section>
      )}

      <Section title="Terms of the offer" className="bg-sand">
        <ul className="grid max-w-3xl list-disc gap-2 pl-5 text-slate-700">
          {campaign.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
          <li>{campaign.combination_text}</li>
        </ul>
      </Section>

      <Section
        title={`Ask about the ${campaign.name}`}
        intro="Tell us when you would like to travel and how many of you are going: a trip expert replies within a working day."
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="rounded-2xl bg-white p-6 shadow-sm">
            <InquiryForm subject={`${campaign.name} offer`} />
          </div>
          <ContactOptions whatsappMessage={whatsappMessage} emailSubject={`${campaign.name} offer`} />
        </div>
      </Section>
    </>
  );
}
