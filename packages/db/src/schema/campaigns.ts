// Campaigns: an offer that runs from one moment to another, on a page of its own
// (/campaign/{slug}), over the trips it covers. The rule that prices it is the domain's
// (campaign-offer.ts); the rules that must hold whatever the code does live here: one offer kind
// with exactly its amount, a window that ends after it starts, codes kept upper case and unique.
import { CAMPAIGN_CODE_PATTERN, OFFER_KINDS } from "@parvat/domain/campaign-offer";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { treks } from "./catalog.ts";
import { createdAt, id, oneOf, stringList, table, updatedAt } from "./columns.ts";
import { media_id } from "./media.ts";

export const campaigns = table(
  "campaigns",
  {
    id: id(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    headline: text().notNull(),
    description: text().notNull(),
    heroImageId: media_id().notNull(),
    /** The offer runs from startsAt (included) to endsAt (excluded); set at midnight in the business time zone. */
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** percent: percentOff of the subtotal; fixed_per_traveller: amountPerTravellerPaise for each seat. */
    offerKind: text().notNull(),
    percentOff: integer(),
    amountPerTravellerPaise: integer(),
    /** The most a booking can save, when set. */
    capPaise: integer(),
    minTravellers: integer().notNull().default(1),
    /**
     * Whether the offer also comes off a fare that is already reduced (a package's early-bird fare).
     * False: it is not combined with one; the traveller pays the lower of the two (campaign-offer.ts).
     */
    combinesWithFareOffers: boolean().notNull().default(false),
    /** Entered at /pay by travellers who did not come through the page; null: the page only. */
    code: text().unique(),
    /** One condition per line, shown as a list. */
    terms: stringList(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("campaigns_offer_kind_valid", oneOf(t.offerKind, OFFER_KINDS)),
    check(
      "campaigns_offer_amount_matches_kind",
      sql`(${t.offerKind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.amountPerTravellerPaise} is null) or (${t.offerKind} = 'fixed_per_traveller' and ${t.amountPerTravellerPaise} > 0 and ${t.percentOff} is null)`,
    ),
    check("campaigns_cap_positive", sql`${t.capPaise} is null or ${t.capPaise} > 0`),
    check("campaigns_min_travellers_positive", sql`${t.minTravellers} >= 1`),
    check("campaigns_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
    check(
      "campaigns_code_format",
      sql`${t.code} is null or ${t.code} ~ ${sql.raw(`'${CAMPAIGN_CODE_PATTERN.source}'`)}`,
    ),
    index("campaigns_ends_at_idx").on(t.endsAt),
  ],
);

/** The trips a campaign covers: every departure of each. */
export const campaignTreks = table(
  "campaign_treks",
  {
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    trekId: integer()
      .notNull()
      .references(() => treks.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.trekId] }), index().on(t.trekId)],
);
