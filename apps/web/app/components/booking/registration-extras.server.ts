// What registration carries from the trip page besides the choice itself: how many are travelling
// (a card for each) and the campaign page the booking started from, with its offer on this trip,
// so the registration screen states the same figures the trip page did before any seat is held.
import type { RouterContextProvider } from "react-router";
import { tryLoadQuery } from "../../graphql/load.server.ts";
import { BookingCampaignDocument, tripOffer } from "../campaign/campaign-offer.ts";
import type { RegistrationExtras } from "./registration-choice.ts";
import { travellerCount } from "./travellers.ts";

export async function registrationExtras(
  context: Readonly<RouterContextProvider>,
  url: URL,
  trip: { trekId: number; seatsLeft: number } | null,
): Promise<RegistrationExtras> {
  const campaignSlug = url.searchParams.get("campaign");
  const loaded =
    campaignSlug && trip
      ? await tryLoadQuery(context, BookingCampaignDocument, { slug: campaignSlug }, `Campaign ${campaignSlug}`)
      : null;
  return {
    campaignSlug,
    campaignOffer: trip ? tripOffer(loaded?.campaign, trip.trekId) : null,
    initialTravellers: travellerCount(url.searchParams.get("travellers"), trip?.seatsLeft ?? 1),
  };
}
