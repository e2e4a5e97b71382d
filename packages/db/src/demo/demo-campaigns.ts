// The demo's campaigns, so /campaign/{slug} has something to show: one running (ending
// three weeks from the demo's today), one upcoming and one ended, each with a code. Dates are
// relative to today, at midnight in the business time zone, like the departures. They cover trips
// that no other end-to-end test books or counts the seats of; a trip the catalogue lacks (the test
// fixtures) is left out, and a campaign left with no trip is not written. The hero is the first
// picture of the campaign's first trip.
import { addDays, DEFAULT_BUSINESS_TIME_ZONE, type IsoDate } from "@parvat/domain/business-dates";
import { type CampaignOffer, startOfBusinessDay } from "@parvat/domain/campaign-offer";
import { asc, inArray } from "drizzle-orm";
import type { Executor } from "../factories/executor.ts";
import { campaigns, campaignTreks, trekImages, treks } from "../schema.ts";

interface DemoCampaign extends CampaignOffer {
  slug: string;
  name: string;
  headline: string;
  description: string;
  /** Days from today, in the business time zone. */
  startsInDays: number;
  endsInDays: number;
  code: string;
  trekSlugs: string[];
  terms: string[];
}

const COMMON_TERMS = [
  "The offer applies to bookings made while the campaign runs, on the trips listed on this page.",
  // Whether it combines with an early-bird fare is the campaign's own rule (combinesWithFareOffers),
  // which the page states beside these terms.
  "It comes off the trip price before GST.",
  "Cancellations follow each trip's cancellation policy; the refund is on the amount paid.",
];

/** The running one is the campaign of the end-to-end tests (e2e/tests/campaign.spec.ts). */
export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    slug: "himalayan-summer-sale",
    name: "Himalayan Summer Sale",
    headline: "15% off two of our favourite high-altitude treks",
    description:
      "Meadows of wild flowers and a chain of alpine lakes: book the Valley of Flowers or the Kashmir Great Lakes trek while the sale runs and save 15% on the regular trip price.",
    startsInDays: -10,
    endsInDays: 21,
    offerKind: "percent",
    // Above the early-bird fares of its treks (about 10% and 11% off), so that, not combined with
    // them, it still saves more: the pages show the rule at work.
    percentOff: 15,
    amountPerTravellerPaise: null,
    capPaise: 1_000_000,
    minTravellers: 1,
    combinesWithFareOffers: false,
    code: "SUMMER15",
    trekSlugs: ["valley-of-flowers-trek", "kashmir-great-lakes-trek"],
    terms: [...COMMON_TERMS, "The saving is at most ₹10,000 per booking."],
  },
  {
    slug: "monsoon-friends-offer",
    name: "Monsoon Friends Offer",
    headline: "₹1,500 off per traveller for groups of three or more",
    description: "Bring your friends to the Valley of Flowers in bloom: groups of three or more save ₹1,500 each.",
    startsInDays: 30,
    endsInDays: 60,
    offerKind: "fixed_per_traveller",
    percentOff: null,
    amountPerTravellerPaise: 150_000,
    capPaise: null,
    minTravellers: 3,
    combinesWithFareOffers: false,
    code: "FRIENDS3",
    trekSlugs: ["valley-of-flowers-trek"],
    terms: [...COMMON_TERMS, "At least three travellers in one booking."],
  },
  {
    slug: "winter-lakes-early-bird",
    name: "Winter Lakes Early Bird",
    headline: "15% off the Kashmir Great Lakes trek for early birds",
    description: "Our early-bird offer on the Kashmir Great Lakes trek, for bookings made before the season opened.",
    startsInDays: -60,
    endsInDays: -5,
    offerKind: "percent",
    percentOff: 15,
    amountPerTravellerPaise: null,
    capPaise: null,
    minTravellers: 1,
    combinesWithFareOffers: false,
    code: "EARLY15",
    trekSlugs: ["kashmir-great-lakes-trek"],
    terms: COMMON_TERMS,
  },
];

export async function insertDemoCampaigns(db: Executor, today: IsoDate): Promise<void> {
  const slugs = [...new Set(DEMO_CAMPAIGNS.flatMap((campaign) => campaign.trekSlugs))];
  const rows = await db.select({ id: treks.id, slug: treks.slug }).from(treks).where(inArray(treks.slug, slugs));
  const trekIds = new Map(rows.map((row) => [row.slug, row.id]));
  const pictures = await db
    .select({ trekId: trekImages.trekId, mediaId: trekImages.mediaId })
    .from(trekImages)
    .where(inArray(trekImages.trekId, [...trekIds.values()]))
    .orderBy(asc(trekImages.position));
  const at = (days: number) => startOfBusinessDay(addDays(today, days), DEFAULT_BUSINESS_TIME_ZONE);
  for (const { trekSlugs, startsInDays, endsInDays, ...campaign } of DEMO_CAMPAIGNS) {
    const covered = trekSlugs.flatMap((slug) => trekIds.get(slug) ?? []);
    const hero = pictures.find((picture) => picture.trekId === covered[0]);
    if (!hero) continue;
    const [row] = await db
      .insert(campaigns)
      .values({ ...campaign, heroImageId: hero.mediaId, startsAt: at(startsInDays), endsAt: at(endsInDays) })
      .returning({ id: campaigns.id });
    await db.insert(campaignTreks).values(covered.map((trekId) => ({ campaignId: row!.id, trekId })));
  }
}
