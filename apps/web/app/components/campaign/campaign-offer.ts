// The campaign a booking started from (`?campaign=` in the address, from its page to the trip page
// and on to registration), as those screens state it before any seat is held: whether it applies
// to this trip, and what it takes off the chosen fare by the same rule the server books with
// (@parvat/domain/campaign-offer, its combination rule included). The server alone decides the
// booking's discount; these figures only say beforehand what it will be.
import { DEFAULT_BUSINESS_TIME_ZONE } from "@parvat/domain/business-dates";
import {
  type CampaignOffer,
  campaignSavingPaise,
  type Fare,
  type OfferKind,
  type OfferOutcome,
  offerOutcome,
} from "@parvat/domain/campaign-offer";
import { graphql } from "../../graphql/generated/gql.ts";
import type { CampaignOfferFieldsFragment } from "../../graphql/generated/graphql.ts";
import { onFirstUse } from "../../lib/on-first-use.ts";

export const campaignOfferFields = graphql(`
  fragment CampaignOfferFields on Campaign {
    slug
    name
    state
    ends_at
    offer_kind
    percent_off
    amount_per_traveller_paise
    cap_paise
    min_travellers
    combines_with_fare_offers
    offer_text
    combination_text
    trek_ids
  }
`);

/** The campaign named in a booking screen's address. */
export const BookingCampaignDocument = graphql(`
  query BookingCampaign($slug: String!) {
    campaign(slug: $slug) {
      ...CampaignOfferFields
    }
  }
`);

/** The offer as the domain's rule takes it. */
export function offerOf(campaign: CampaignOfferFieldsFragment): CampaignOffer {
  return {
    offerKind: campaign.offer_kind as OfferKind,
    percentOff: campaign.percent_off ?? null,
    amountPerTravellerPaise: campaign.amount_per_traveller_paise ?? null,
    capPaise: campaign.cap_paise ?? null,
    minTravellers: campaign.min_travellers,
    combinesWithFareOffers: campaign.combines_with_fare_offers,
  };
}

/** What a campaign in the address means for one trip: its offer, or why it gives none. */
export type TripOffer =
  | {
      applies: true;
      name: string;
      offer: CampaignOffer;
      /** "10% off (up to ₹10,000 a booking)". */
      offerText: string;
      /** The combination rule in a sentence. */
      combinationText: string;
      endsAt: string;
    }
  | { applies: false; name: string; reason: "ended" | "upcoming" | "not-covered" };

/** Null when the address names no campaign, or one that does not exist. */
export function tripOffer(campaign: CampaignOfferFieldsFragment | null | undefined, trekId: number): TripOffer | null {
  if (!campaign) return null;
  if (campaign.state !== "running") {
    return { applies: false, name: campaign.name, reason: campaign.state === "upcoming" ? "upcoming" : "ended" };
  }
  if (!campaign.trek_ids.includes(trekId)) return { applies: false, name: campaign.name, reason: "not-covered" };
  return {
    applies: true,
    name: campaign.name,
    offer: offerOf(campaign),
    offerText: campaign.offer_text,
    combinationText: campaign.combination_text,
    endsAt: campaign.ends_at,
  };
}

export interface OfferOnFare {
  /** What the offer takes off the fare's subtotal, in paise (0 when it gives nothing). */
  discountPaise: number;
  outcome: OfferOutcome;
}

/** The offer's figures on a fare; null when no running campaign of this trip is in the address. */
export function offerOnFare(tripOffer: TripOffer | null, fare: Fare): OfferOnFare | null {
  if (!tripOffer?.applies) return null;
  return { discountPaise: campaignSavingPaise(tripOffer.offer, fare), outcome: offerOutcome(tripOffer.offer, fare) };
}

const dayFormat = onFirstUse(
  () => new Intl.DateTimeFormat("en-IN", { timeZone: DEFAULT_BUSINESS_TIME_ZONE, dateStyle: "long" }),
);

/** The last day of an offer in the business time zone (it ends at the midnight after it). */
export function lastDay(endsAt: string): string {
  return dayFormat().format(new Date(Date.parse(endsAt) - 1));
}
