// Campaigns on bookings: which campaign a new booking carries and what it saves. The
// amount is the domain's rule (campaign-offer.ts); this reads the campaign inside the booking's
// transaction, at the booking's own moment, so an offer that ends at midnight is not given at
// 00:00:01. Two ways in, with different manners:
// - a code the traveller typed is a request: unknown, not running or not for this trip is refused
//   with a reason the field maps to a coded error;
// - the campaign page's slug (carried in the address to registration) is a hint: when the campaign
//   no longer runs or does not cover the trip, the booking goes ahead at the full price.
// Both naming different campaigns is refused: a booking carries one campaign. Whether the campaign
// also comes off a reduced fare (an early-bird fare) is its own rule, applied by campaignSavingPaise.
import type { Transaction } from "@parvat/db/client";
import { campaigns, campaignTreks } from "@parvat/db/schema";
import {
  type CampaignRefusal,
  type CampaignState,
  campaignDiscount,
  campaignState,
  type Fare,
  normaliseCampaignCode,
  type OfferKind,
} from "@parvat/domain/campaign-offer";
import { eq } from "drizzle-orm";

export interface CampaignRequest {
  /** The campaign page the booking started from. */
  slug?: string | null;
  /** A code the traveller entered. */
  code?: string | null;
}

export type CampaignChoice =
  | { ok: true; campaignId: number | null; discountPaise: number }
  | { ok: false; reason: "code-unknown" | "combined" | "not-covered" }
  | { ok: false; reason: "not-running"; state: Exclude<CampaignState, "running"> };

const NO_CAMPAIGN = { ok: true, campaignId: null, discountPaise: 0 } as const;

async function findCampaign(tx: Transaction, by: { slug: string } | { code: string } | { id: number }) {
  const [campaign] = await tx
    .select()
    .from(campaigns)
    .where(
      "slug" in by ? eq(campaigns.slug, by.slug) : "code" in by ? eq(campaigns.code, by.code) : eq(campaigns.id, by.id),
    );
  if (!campaign) return null;
  const covered = await tx
    .select({ trekId: campaignTreks.trekId })
    .from(campaignTreks)
    .where(eq(campaignTreks.campaignId, campaign.id));
  return { ...campaign, offerKind: campaign.offerKind as OfferKind, trekIds: covered.map((row) => row.trekId) };
}

/** The campaign and discount of a booking at `fare` on `trekId`, or why the code is refused. */
export async function chooseCampaign(
  tx: Transaction,
  request: CampaignRequest,
  booking: { trekId: number; fare: Fare; now: Date },
): Promise<CampaignChoice> {
  const code = request.code ? normaliseCampaignCode(request.code) : "";
  const slug = request.slug?.trim() ?? "";
  const fromPage = slug ? await findCampaign(tx, { slug }) : null;
  if (code) {
    const typed = await findCampaign(tx, { code });
    if (!typed) return { ok: false, reason: "code-unknown" };
    const decided = campaignDiscount({ campaign: typed, ...booking, currentCampaignId: fromPage?.id ?? null });
    if (decided.ok) return { ok: true, campaignId: typed.id, discountPaise: decided.discountPaise };
    return codeRefusal(decided.reason, typed, booking.now);
  }
  if (!fromPage) return NO_CAMPAIGN;
  const decided = campaignDiscount({ campaign: fromPage, ...booking });
  return decided.ok ? { ok: true, campaignId: fromPage.id, discountPaise: decided.discountPaise } : NO_CAMPAIGN;
}

function codeRefusal(
  reason: CampaignRefusal,
  campaign: { startsAt: Date; endsAt: Date },
  now: Date,
): Exclude<CampaignChoice, { ok: true }> {
  switch (reason) {
    case "already_applied":
      return { ok: false, reason: "combined" };
    case "not_covered":
      return { ok: false, reason: "not-covered" };
    case "not_running":
      return {
        ok: false,
        reason: "not-running",
        state: campaignState(campaign, now) === "upcoming" ? "upcoming" : "ended",
      };
  }
}

/**
 * What a booking's campaign gives it now (the same rule as when it was booked), or null when the
 * campaign no longer runs or no longer covers the trip: a late payment takes a booking back only
 * while its offer would still be given.
 */
export async function campaignDiscountNow(
  tx: Transaction,
  campaignId: number,
  booking: { trekId: number; fare: Fare; now: Date },
): Promise<number | null> {
  const campaign = await findCampaign(tx, { id: campaignId });
  if (!campaign) return null;
  const decided = campaignDiscount({ campaign, ...booking });
  return decided.ok ? decided.discountPaise : null;
}
