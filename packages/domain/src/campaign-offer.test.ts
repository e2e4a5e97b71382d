import { describe, expect, it } from "vitest";
import { bookingAmounts } from "./booking-amounts.ts";
import {
  type CampaignOffer,
  campaignDiscount,
  campaignSavingPaise,
  campaignState,
  describeCombination,
  describeOffer,
  normaliseCampaignCode,
  offerDiscountPaise,
  offerOutcome,
  offerPricePerPersonPaise,
  startOfBusinessDay,
} from "./campaign-offer.ts";

const percent = (percentOff: number, more: Partial<CampaignOffer> = {}): CampaignOffer => ({
  offerKind: "percent",
  percentOff,
  amountPerTravellerPaise: null,
  capPaise: null,
  minTravellers: 1,
  combinesWithFareOffers: false,
  ...more,
});
const fixed = (amountPerTravellerPaise: number, more: Partial<CampaignOffer> = {}): CampaignOffer => ({
  offerKind: "fixed_per_traveller",
  percentOff: null,
  amountPerTravellerPaise,
  capPaise: null,
  minTravellers: 1,
  combinesWithFareOffers: false,
  ...more,
});

describe("offerDiscountPaise", () => {
  it.each([
    ["10% of 2 x ₹15,000", percent(10), 3_000_000, 2, 300_000],
    ["a percentage rounds down to the paisa", percent(15), 333, 1, 49],
    ["100% is the whole subtotal", percent(100), 1_200_000, 1, 1_200_000],
    ["fixed ₹1,000 per traveller, 3 travellers", fixed(100_000), 4_500_000, 3, 300_000],
    ["the cap limits a percentage", percent(20, { capPaise: 500_000 }), 6_000_000, 4, 500_000],
    ["the cap limits a fixed amount", fixed(200_000, { capPaise: 300_000 }), 6_000_000, 4, 300_000],
    ["under the cap, the full offer", percent(10, { capPaise: 500_000 }), 1_000_000, 1, 100_000],
    ["below the minimum travellers: nothing", percent(10, { minTravellers: 3 }), 3_000_000, 2, 0],
    ["at the minimum travellers: the offer", percent(10, { minTravellers: 3 }), 4_500_000, 3, 450_000],
    ["never more than the subtotal (never below zero)", fixed(500_000), 300_000, 1, 300_000],
    ["a free subtotal gives nothing", percent(50), 0, 1, 0],
  ])("%s", (_name, offer, subtotalPaise, travellerCount, expected) => {
    expect(offerDiscountPaise(offer, { subtotalPaise, travellerCount })).toBe(expected);
  });

  it("refuses amounts that are not whole paise", () => {
    expect(() => offerDiscountPaise(percent(10), { subtotalPaise: 10.5, travellerCount: 1 })).toThrow(RangeError);
  });
});

describe("campaignDiscount", () => {
  const campaign = {
    id: 7,
    trekIds: [3, 4],
    startsAt: startOfBusinessDay("2026-12-01", "Asia/Kolkata"),
    endsAt: startOfBusinessDay("2026-12-31", "Asia/Kolkata"),
    ...percent(10),
  };
  const fare = { pricePerPersonPaise: 1_000_000, regularPricePerPersonPaise: 1_000_000, travellerCount: 2 };
  const booking = { campaign, trekId: 3, fare };

  it.each([
    ["running, covered trip", { now: new Date("2026-12-10T06:00:00Z") }, { ok: true, discountPaise: 200_000 }],
    ["not started yet", { now: new Date("2026-11-30T06:00:00Z") }, { ok: false, reason: "not_running" }],
    ["ended", { now: new Date("2027-01-02T06:00:00Z") }, { ok: false, reason: "not_running" }],
    [
      "a trip it does not cover",
      { now: new Date("2026-12-10T06:00:00Z"), trekId: 9 },
      { ok: false, reason: "not_covered" },
    ],
    [
      "not combined with another campaign",
      { now: new Date("2026-12-10T06:00:00Z"), currentCampaignId: 8 },
      { ok: false, reason: "already_applied" },
    ],
    [
      "the same campaign again is not a combination",
      { now: new Date("2026-12-10T06:00:00Z"), currentCampaignId: 7 },
      { ok: true, discountPaise: 200_000 },
    ],
    [
      "not combined with a reduced fare that already saves more",
      { now: new Date("2026-12-10T06:00:00Z"), fare: { ...fare, regularPricePerPersonPaise: 1_200_000 } },
      { ok: true, discountPaise: 0 },
    ],
  ])("%s", (_name, change, expected) => {
    expect(campaignDiscount({ ...booking, ...change })).toEqual(expected);
  });

  it("runs by the business time zone: it ends at midnight IST, while the UTC date is still the day before", () => {
    // 2026-12-31 00:00 IST is 2026-12-30 18:30 UTC.
    expect(campaign.endsAt.toISOString()).toBe("2026-12-30T18:30:00.000Z");
    expect(campaignState(campaign, new Date("2026-12-30T18:29:59Z"))).toBe("running");
    expect(campaignState(campaign, new Date("2026-12-30T18:30:00Z"))).toBe("ended");
    expect(campaignState(campaign, new Date("2026-11-30T18:29:59Z"))).toBe("upcoming");
    expect(campaignState(campaign, new Date("2026-11-30T18:30:00Z"))).toBe("running");
  });
});

describe("campaignSavingPaise: the combination rule", () => {
  // The demo's case: an early-bird fare of ₹12,950 reduced from ₹14,450, and a 10% sale.
  const earlyBird = { pricePerPersonPaise: 1_295_000, regularPricePerPersonPaise: 1_445_000 };
  it.each([
    [
      "a fare that is not reduced: the offer on it",
      percent(10),
      { pricePerPersonPaise: 1_545_000, regularPricePerPersonPaise: 1_545_000, travellerCount: 2 },
      309_000,
    ],
    [
      "not combined: the early-bird fare already saves more than 10% of the regular fare, so nothing more",
      percent(10),
      { ...earlyBird, travellerCount: 2 },
      0,
    ],
    [
      "not combined: 20% of the regular fare beats the early-bird fare, which it replaces",
      percent(20),
      { ...earlyBird, travellerCount: 2 },
      // 20% of 2 x 14,450 = 5,780; the early-bird fare saved 2 x 1,500 = 3,000; 2,780 more.
      278_000,
    ],
    [
      "not combined, under the cap the comparison uses the capped offer",
      percent(20, { capPaise: 400_000 }),
      { ...earlyBird, travellerCount: 2 },
      100_000,
    ],
    [
      "combined: the offer on the reduced fare, on top of it",
      percent(10, { combinesWithFareOffers: true }),
      { ...earlyBird, travellerCount: 2 },
      259_000,
    ],
    [
      "below the minimum travellers: nothing, whatever the rule",
      percent(20, { minTravellers: 3 }),
      { ...earlyBird, travellerCount: 2 },
      0,
    ],
  ])("%s", (_name, offer, fare, expected) => {
    expect(campaignSavingPaise(offer, fare)).toBe(expected);
  });

  it("never gives both reductions when not combined, and never more than the fare", () => {
    for (const percentOff of [1, 5, 10, 11, 20, 50, 100]) {
      for (const travellerCount of [1, 2, 5]) {
        const fare = { ...earlyBird, travellerCount };
        const paid = earlyBird.pricePerPersonPaise * travellerCount - campaignSavingPaise(percent(percentOff), fare);
        const bestSingle = Math.min(
          earlyBird.pricePerPersonPaise * travellerCount,
          earlyBird.regularPricePerPersonPaise * travellerCount -
            Math.floor((earlyBird.regularPricePerPersonPaise * travellerCount * percentOff) / 100),
        );
        expect(paid, `${percentOff}% x ${travellerCount}`).toBe(bestSingle);
        expect(paid).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("says how the offer meets the fare", () => {
    expect(offerOutcome(percent(10), { ...earlyBird, travellerCount: 2 })).toBe("fare-is-lower");
    expect(offerOutcome(percent(20), { ...earlyBird, travellerCount: 2 })).toBe("applied");
    expect(offerOutcome(percent(10, { combinesWithFareOffers: true }), { ...earlyBird, travellerCount: 2 })).toBe(
      "applied",
    );
    expect(offerOutcome(percent(10, { minTravellers: 3 }), { ...earlyBird, travellerCount: 2 })).toBe("below-minimum");
  });

  it("states the rule", () => {
    expect(describeCombination({ combinesWithFareOffers: false })).toMatch(/^It cannot be combined with another offer/);
    expect(describeCombination({ combinesWithFareOffers: true })).toMatch(
      /also comes off fares that are already reduced/,
    );
  });
});

describe("the discount in a booking's amounts", () => {
  it("comes off before GST, and the total adds up", () => {
    const amounts = bookingAmounts({
      pricePerPersonPaise: 1_500_000,
      travellerCount: 2,
      gstPercent: 5,
      discountPaise: 300_000,
    });
    expect(amounts).toEqual({
      pricePerPersonPaise: 1_500_000,
      travellerCount: 2,
      subtotalPaise: 3_000_000,
      discountPaise: 300_000,
      gstPercent: 5,
      gstPaise: 135_000,
      totalPaise: 2_835_000,
      gstIncluded: false,
    });
  });

  it("refuses a discount above the subtotal", () => {
    expect(() =>
      bookingAmounts({ pricePerPersonPaise: 100, travellerCount: 1, gstPercent: 5, discountPaise: 101 }),
    ).toThrow(RangeError);
  });
});

describe("for the page", () => {
  it.each([
    ["a percentage", percent(10), 1_500_000, 1_350_000],
    ["a fixed amount", fixed(200_000), 1_500_000, 1_300_000],
    ["a cap shared over the smallest group", percent(20, { capPaise: 300_000, minTravellers: 2 }), 1_000_000, 850_000],
  ])("the price per person after %s", (_name, offer, price, expected) => {
    expect(offerPricePerPersonPaise(offer, price)).toBe(expected);
  });

  it("the price per person of a reduced fare follows the combination rule", () => {
    expect(offerPricePerPersonPaise(percent(10), 1_295_000, 1_445_000)).toBe(1_295_000);
    expect(offerPricePerPersonPaise(percent(20), 1_295_000, 1_445_000)).toBe(1_156_000);
    expect(offerPricePerPersonPaise(percent(10, { combinesWithFareOffers: true }), 1_295_000, 1_445_000)).toBe(
      1_165_500,
    );
  });

  it("says the offer in one sentence", () => {
    expect(describeOffer(percent(15, { capPaise: 400_000 }))).toBe("15% off (up to ₹4,000 a booking)");
    expect(describeOffer(fixed(150_000, { minTravellers: 2 }))).toBe(
      "₹1,500 off per traveller for groups of 2 or more",
    );
  });

  it("reads codes as printed", () => {
    expect(normaliseCampaignCode("  monsoon15 ")).toBe("MONSOON15");
  });
});
