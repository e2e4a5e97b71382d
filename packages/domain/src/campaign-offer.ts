// The campaign offer: what a booking saves when it comes through a campaign's page or
// carries its code. One pure rule for the API (which alone decides a booking's amounts), the
// campaign page (the price after the offer on each card) and the tests. Amounts are integer paise.
//
// A campaign runs from startsAt (included) to endsAt (excluded). Operators set both at midnight in
// the business time zone (startOfBusinessDay), so "ends on the 30th" means it stops at 00:00 IST on
// the 31st, while the UTC date is still the 30th.
//
// The discount comes off the subtotal before GST (GST is charged on what the traveller pays for
// the trip: booking.ts's bookingAmounts), is at most the cap when there is one, never more than the
// subtotal, and is zero below the campaign's minimum number of travellers. A booking carries at
// most one campaign. Whether a campaign also comes on top of a fare that is already reduced (a
// package's early-bird fare: a price below its struck-through original) is the campaign's own rule,
// stored with it (combinesWithFareOffers): when it does not, the traveller gets whichever of the
// two saves more, never both (campaignSavingPaise).

export const OFFER_KINDS = ["percent", "fixed_per_traveller"] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** Codes are upper-case letters and digits, as printed on a poster; entry is trimmed and upper-cased. */
export const CAMPAIGN_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;

export function normaliseCampaignCode(input: string): string {
  return input.trim().toUpperCase();
}

export interface CampaignOffer {
  offerKind: OfferKind;
  /** For "percent": 1 to 100. */
  percentOff: number | null;
  /** For "fixed_per_traveller". */
  amountPerTravellerPaise: number | null;
  capPaise: number | null;
  minTravellers: number;
  /**
   * True: the offer also comes off a fare that is already reduced (an early-bird fare). False: it
   * is not combined with such a fare; the traveller pays whichever is lower, the reduced fare or
   * the offer on the regular fare.
   */
  combinesWithFareOffers: boolean;
}

/** What the offer takes off, without its combination rule. */
export type OfferAmount = Omit<CampaignOffer, "combinesWithFareOffers">;

/** The fare a booking is made at, per person in paise, and how many travel. */
export interface Fare {
  pricePerPersonPaise: number;
  /**
   * The regular fare the price is reduced from (the package's struck-through original price); the
   * price itself when the fare is not reduced.
   */
  regularPricePerPersonPaise: number;
  travellerCount: number;
}

export interface CampaignWindow {
  startsAt: Date;
  endsAt: Date;
}

export const CAMPAIGN_STATES = ["upcoming", "running", "ended"] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export function campaignState({ startsAt, endsAt }: CampaignWindow, now: Date): CampaignState {
  if (now.getTime() < startsAt.getTime()) return "upcoming";
  return now.getTime() < endsAt.getTime() ? "running" : "ended";
}

/** What the offer takes off a subtotal of `travellerCount` seats: the rule without its conditions of time and trip. */
export function offerDiscountPaise(
  offer: OfferAmount,
  { subtotalPaise, travellerCount }: { subtotalPaise: number; travellerCount: number },
): number {
  for (const [name, value] of Object.entries({ subtotalPaise, travellerCount })) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number >= 0`);
  }
  if (travellerCount < offer.minTravellers) return 0;
  const raw =
    offer.offerKind === "percent"
      ? // Rounded down to the paisa: the offer never gives more than it says.
        Math.floor((subtotalPaise * (offer.percentOff ?? 0)) / 100)
      : (offer.amountPerTravellerPaise ?? 0) * travellerCount;
  return Math.max(0, Math.min(raw, offer.capPaise ?? raw, subtotalPaise));
}

/**
 * What a campaign takes off a booking at `fare`: the offer on the fare's subtotal when it combines
 * with reduced fares or the fare is not reduced; otherwise only what the offer on the regular fare
 * saves beyond the fare's own reduction (0 when the reduced fare is the better deal), so that the
 * traveller pays the lower of the two prices and never both reductions.
 */
export function campaignSavingPaise(offer: CampaignOffer, fare: Fare): number {
  const { pricePerPersonPaise, regularPricePerPersonPaise, travellerCount } = fare;
  const subtotalPaise = pricePerPersonPaise * travellerCount;
  if (offer.combinesWithFareOffers || regularPricePerPersonPaise <= pricePerPersonPaise) {
    return offerDiscountPaise(offer, { subtotalPaise, travellerCount });
  }
  const fareSavingPaise = (regularPricePerPersonPaise - pricePerPersonPaise) * travellerCount;
  const onRegularPaise = offerDiscountPaise(offer, {
    subtotalPaise: regularPricePerPersonPaise * travellerCount,
    travellerCount,
  });
  return Math.max(0, onRegularPaise - fareSavingPaise);
}

/**
 * How the offer meets a fare, for the pages that state it: "applied" (it saves something),
 * "fare-is-lower" (not combined, and the reduced fare already saves more), "below-minimum" (too few
 * travellers for it).
 */
export type OfferOutcome = "applied" | "fare-is-lower" | "below-minimum";

export function offerOutcome(offer: CampaignOffer, fare: Fare): OfferOutcome {
  if (fare.travellerCount < offer.minTravellers) return "below-minimum";
  const reduced = fare.regularPricePerPersonPaise > fare.pricePerPersonPaise;
  return !offer.combinesWithFareOffers && reduced && campaignSavingPaise(offer, fare) === 0
    ? "fare-is-lower"
    : "applied";
}

/** The campaign's combination rule in one sentence, as its terms and the booking pages state it. */
export function describeCombination(offer: Pick<CampaignOffer, "combinesWithFareOffers">): string {
  return offer.combinesWithFareOffers
    ? "It also comes off fares that are already reduced, such as an early-bird fare."
    : "It cannot be combined with another offer: on a fare that is already reduced, such as an early-bird fare, you pay whichever price is lower, the reduced fare or this offer on the regular fare.";
}

export type CampaignRefusal =
  /** Not started yet, or over. */
  | "not_running"
  /** The campaign does not cover the booking's trip. */
  | "not_covered"
  /** The booking already carries another campaign's offer. */
  | "already_applied";

export type CampaignDiscount = { ok: true; discountPaise: number } | { ok: false; reason: CampaignRefusal };

/**
 * The discount a booking gets from a campaign at `now`, or why it gets none. Below the minimum
 * number of travellers the campaign applies with a discount of 0 (the terms say so): that is not a
 * refusal, so a group that grows later is not turned away with an error.
 */
export function campaignDiscount({
  campaign,
  trekId,
  fare,
  now,
  currentCampaignId = null,
}: {
  campaign: CampaignOffer & CampaignWindow & { id: number; trekIds: readonly number[] };
  trekId: number;
  fare: Fare;
  now: Date;
  /** The campaign the booking already carries, if any. */
  currentCampaignId?: number | null;
}): CampaignDiscount {
  if (currentCampaignId !== null && currentCampaignId !== campaign.id) return { ok: false, reason: "already_applied" };
  if (campaignState(campaign, now) !== "running") return { ok: false, reason: "not_running" };
  if (!campaign.trekIds.includes(trekId)) return { ok: false, reason: "not_covered" };
  return { ok: true, discountPaise: campaignSavingPaise(campaign, fare) };
}

/**
 * The price per person after the offer, for a listing card: the discount on the smallest group
 * the offer applies to, shared per seat (rounded so that the card never promises more). The
 * regular price is the card's struck-through one, when its fare is reduced.
 */
export function offerPricePerPersonPaise(
  offer: CampaignOffer,
  pricePerPersonPaise: number,
  regularPricePerPersonPaise: number = pricePerPersonPaise,
): number {
  const travellerCount = Math.max(1, offer.minTravellers);
  const discount = campaignSavingPaise(offer, { pricePerPersonPaise, regularPricePerPersonPaise, travellerCount });
  return pricePerPersonPaise - Math.floor(discount / travellerCount);
}

/** The offer in one sentence, as the page and the booking lines say it. */
export function describeOffer(offer: OfferAmount): string {
  const amount =
    offer.offerKind === "percent"
      ? `${offer.percentOff}% off`
      : `${formatRupees(offer.amountPerTravellerPaise ?? 0)} off per traveller`;
  const cap = offer.capPaise === null ? "" : ` (up to ${formatRupees(offer.capPaise)} a booking)`;
  const group = offer.minTravellers > 1 ? ` for groups of ${offer.minTravellers} or more` : "";
  return `${amount}${cap}${group}`;
}

function formatRupees(paise: number): string {
  return `₹${(paise / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
}

// ─── Business-time-zone instants ────────────────────────────────────────────────────────

function offsetMs(timeZone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a calendar day (YYYY-MM-DD) starts in `timeZone`: a campaign's start or end. */
export function startOfBusinessDay(date: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(utcMidnight)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  // Twice: the offset at the guess may differ from the offset at the answer across a DST change.
  const guess = utcMidnight - offsetMs(timeZone, new Date(utcMidnight));
  return new Date(utcMidnight - offsetMs(timeZone, new Date(guess)));
}
