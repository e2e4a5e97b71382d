// Campaigns (docs/api.md, "Campaigns"): what /campaign/{slug} and the sitemap read.
//   campaign(slug)      a campaign whatever its state (the page says when it ended), or null (a 404)
//   runningCampaigns    the campaigns running now, for sitemap.xml
// The state is decided at the request's moment (context.now); the trips are the covered ones a
// listing would show (active, with a bookable departure). The price after the offer on a card is
// the domain's offerPricePerPersonPaise on the card's price; bookings get their discount from the
// server alone (campaigns.ts).
import {
  CAMPAIGN_STATES,
  campaignState,
  describeCombination,
  describeOffer,
  OFFER_KINDS,
  type OfferKind,
} from "@parvat/domain/campaign-offer";
import { builder } from "../builder.ts";
import { ListingCard, listingWhere } from "../catalog/listing-card.ts";
import { Image } from "../media/image.ts";

const CampaignStateRef = builder.enumType("CampaignState", {
  description: "upcoming (not started), running (its offer applies to new bookings), ended.",
  values: CAMPAIGN_STATES,
});

const OfferKindRef = builder.enumType("OfferKind", {
  description: "percent: percent_off of the subtotal; fixed_per_traveller: amount_per_traveller_paise per seat.",
  values: OFFER_KINDS,
});

/** Most campaigns cover a handful of trips. */
const CAMPAIGN_TRIPS_COMPLEXITY = 12;

const Campaign = builder.drizzleObject("campaigns", {
  name: "Campaign",
  description: "An offer with a page of its own, over the trips it covers. Amounts are integer paise.",
  select: {},
  fields: (t) => ({
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    headline: t.exposeString("headline"),
    description: t.exposeString("description"),
    hero_image: t.relation("heroImage", { type: Image }),
    starts_at: t.string({
      description: "ISO 8601; midnight in the business time zone.",
      select: { columns: { startsAt: true } },
      resolve: (campaign) => new Date(campaign.startsAt).toISOString(),
    }),
    ends_at: t.string({
      description: "ISO 8601, excluded: the offer stops at this instant.",
      select: { columns: { endsAt: true } },
      resolve: (campaign) => new Date(campaign.endsAt).toISOString(),
    }),
    state: t.field({
      type: CampaignStateRef,
      select: { columns: { startsAt: true, endsAt: true } },
      resolve: (campaign, _args, context) => campaignState(campaign, context.now()),
    }),
    offer_kind: t.field({
      type: OfferKindRef,
      select: { columns: { offerKind: true } },
      resolve: (campaign) => campaign.offerKind as OfferKind,
    }),
    percent_off: t.exposeInt("percentOff", { nullable: true }),
    amount_per_traveller_paise: t.exposeInt("amountPerTravellerPaise", { nullable: true }),
    cap_paise: t.exposeInt("capPaise", { nullable: true, description: "The most one booking saves; null: no cap." }),
    min_travellers: t.exposeInt("minTravellers", {
      description: "Below this many travellers the offer gives nothing.",
    }),
    combines_with_fare_offers: t.exposeBoolean("combinesWithFareOffers", {
      description:
        "The combination rule: true, the offer also comes off a fare already reduced (an early-bird fare); false, not combined: the traveller pays whichever is lower, the reduced fare or the offer on the regular fare.",
    }),
    combination_text: t.string({
      description: "The combination rule in one sentence, as the pages state it beside the terms.",
      select: { columns: { combinesWithFareOffers: true } },
      resolve: (campaign) => describeCombination(campaign),
    }),
    offer_text: t.string({
      description: 'The offer in words, e.g. "10% off (up to ₹10,000 a booking)".',
      select: {
        columns: {
          offerKind: true,
          percentOff: true,
          amountPerTravellerPaise: true,
          capPaise: true,
          minTravellers: true,
        },
      },
      resolve: (campaign) => describeOffer({ ...campaign, offerKind: campaign.offerKind as OfferKind }),
    }),
    code: t.exposeString("code", {
      nullable: true,
      description:
        "The code travellers enter when booking (createBooking's campaignCode); null: through the page only.",
    }),
    terms: t.exposeStringList("terms"),
    trek_ids: t.field({
      type: ["Int"],
      description:
        "Every trip the offer covers, bookable now or not (a trip page tells by its id whether it is in the offer).",
      select: { with: { coverage: { columns: { trekId: true } } } },
      resolve: (campaign) => campaign.coverage.map((row) => row.trekId),
    }),
    trips: t.relation("treks", {
      type: ListingCard,
      description: "The covered trips a listing would show now (active, with a bookable departure), by name.",
      query: (_args, context) => ({ where: listingWhere({}, context.today), orderBy: { name: "asc" } }),
      complexity: { field: 1, multiplier: CAMPAIGN_TRIPS_COMPLEXITY },
    }),
  }),
});

builder.queryField("campaign", (t) =>
  t.drizzleField({
    publicAnswer: true,
    type: Campaign,
    nullable: true,
    description: "A campaign by slug in any state (the page of an ended one says so), or null when unknown.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, { db }) => db.query.campaigns.findFirst(query({ where: { slug } })),
  }),
);

builder.queryField("runningCampaigns", (t) =>
  t.drizzleField({
    publicAnswer: true,
    type: [Campaign],
    description: "The campaigns running now, ending soonest first (sitemap.xml lists their pages).",
    complexity: { field: 1, multiplier: 10 },
    resolve: (query, _root, _args, { db, now }) => {
      const at = now();
      return db.query.campaigns.findMany(
        query({ where: { startsAt: { lte: at }, endsAt: { gt: at } }, orderBy: { endsAt: "asc", id: "asc" } }),
      );
    },
  }),
);
