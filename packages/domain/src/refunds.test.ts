import { describe, expect, it } from "vitest";
import { describeTier, type RefundTier, refundFor, refundTiersSchema } from "./refunds.ts";

// Uttarakhand's policy: 20+ days full refund minus ₹1,000; 10 to 19 days 50%; inside 10 days no cash refund.
const uttarakhand: RefundTier[] = [
  { minDaysBefore: 20, percent: 100, feeRupees: 1_000 },
  { minDaysBefore: 10, percent: 50 },
  { minDaysBefore: 0, percent: 0 },
];

describe("refundFor", () => {
  it.each([
    // days before, paid (paise), refund (paise), percent
    [60, 1_260_000, 1_160_000, 100],
    [20, 1_260_000, 1_160_000, 100],
    [19, 1_260_000, 630_000, 50],
    [10, 1_260_000, 630_000, 50],
    [9, 1_260_000, 0, 0],
    [0, 1_260_000, 0, 0],
    // Rounded down to the paisa: half of 3 paise is 1.
    [15, 3, 1, 50],
    // The fee never makes a refund negative.
    [25, 50_000, 0, 100],
    [25, 0, 0, 100],
  ])("%i days before, %i paid: %i back (%i%%)", (daysBefore, paid, refund, percent) => {
    const quote = refundFor(uttarakhand, daysBefore, paid);
    expect(quote?.refundPaise).toBe(refund);
    expect(quote?.percent).toBe(percent);
  });

  it("has nothing to say once the trip has started", () => {
    expect(refundFor(uttarakhand, -1, 1_000_00)).toBeNull();
  });

  it("refuses amounts that are not whole paise", () => {
    expect(() => refundFor(uttarakhand, 30, 10.5)).toThrow(RangeError);
    expect(() => refundFor(uttarakhand, 30, -1)).toThrow(RangeError);
  });

  it("words each tier the way the policy does", () => {
    expect(refundFor(uttarakhand, 30, 100)?.tierText).toBe(
      "20 days or more before departure: 100% refund minus ₹1,000",
    );
    expect(describeTier(uttarakhand, 1)).toBe("10 to 19 days before departure: 50% refund");
    expect(describeTier(uttarakhand, 2)).toBe("Less than 10 days before departure: no refund");
  });
});

describe("refundTiersSchema", () => {
  it("accepts a policy ordered from most days to 0", () => {
    expect(refundTiersSchema.safeParse(uttarakhand).success).toBe(true);
  });

  it.each([
    ["no tiers", []],
    ["out of order", [uttarakhand[1], uttarakhand[0], uttarakhand[2]]],
    ["a gap at the end", [{ minDaysBefore: 7, percent: 50 }]],
    ["over 100%", [{ minDaysBefore: 0, percent: 101 }]],
  ])("refuses %s", (_name, tiers) => {
    expect(refundTiersSchema.safeParse(tiers).success).toBe(false);
  });
});
