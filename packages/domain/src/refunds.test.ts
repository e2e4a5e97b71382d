import { describe, expect, it } from "vitest";
import {
  describeTier,
  netPaidPaise,
  type RefundTier,
  refundableByPayment,
  refundFor,
  refundTiersSchema,
  splitRefund,
} from "./refunds.ts";

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

describe("netPaidPaise and refundableByPayment", () => {
  const pay = (id: string, amountPaise: number, provider = "razorpay") =>
    ({ kind: "payment", provider, providerId: id, providerPaymentId: id, amountPaise }) as const;
  const refunded = (id: string, paymentId: string, amountPaise: number, provider = "razorpay") =>
    ({ kind: "refund", provider, providerId: id, providerPaymentId: paymentId, amountPaise }) as const;
  const request = (paymentId: string, amountPaise: number, status: string, providerRefundId: string | null = null) => ({
    provider: "razorpay",
    providerPaymentId: paymentId,
    providerRefundId,
    amountPaise,
    status,
  });

  it("counts a refund still pending as gone: paid twice, the excess being refunded, leaves one payment", () => {
    const ledger = [pay("pay_b", 600_000), pay("pay_a", 2_520_000)];
    expect(netPaidPaise(ledger, [request("pay_b", 600_000, "pending")])).toBe(2_520_000);
  });

  it("counts a processed refund once, whether seen as a request or in the ledger", () => {
    const ledger = [pay("pay_a", 2_520_000), refunded("rfnd_1", "pay_a", 1_000_000)];
    expect(netPaidPaise(ledger, [request("pay_a", 1_000_000, "processed", "rfnd_1")])).toBe(1_520_000);
  });

  it("gives back to the payment what a failed refund did not take", () => {
    expect(netPaidPaise([pay("pay_a", 2_520_000)], [request("pay_a", 2_520_000, "failed", "rfnd_1")])).toBe(2_520_000);
  });

  it("counts a refund made at the gateway's dashboard, which no request of ours names", () => {
    const ledger = [pay("pay_a", 2_520_000), refunded("rfnd_9", "pay_a", 20_000)];
    expect(netPaidPaise(ledger, [])).toBe(2_500_000);
  });

  it("keeps payments of different providers apart", () => {
    const ledger = [pay("UTR123", 500_000, "offline"), pay("pay_a", 500_000)];
    const left = refundableByPayment(ledger, [request("pay_a", 500_000, "pending")]);
    expect([...left.values()].map((entry) => [entry.provider, entry.refundablePaise])).toEqual([
      ["offline", 500_000],
      ["razorpay", 0],
    ]);
  });
});

describe("splitRefund", () => {
  const gateway = (refundablePaise: number) => ({ refundablePaise, minimumPaise: 100 });
  it.each([
    ["one payment holds it all", 5_000, [gateway(10_000)], [5_000]],
    ["newest first, the rest from the next", 15_000, [gateway(10_000), gateway(10_000)], [10_000, 5_000]],
    // ₹150.50 from ₹150 and ₹100: not ₹150 + 50 paise (refused), but ₹149.50 + ₹1.
    ["never a piece under ₹1 left for the next", 15_050, [gateway(15_000), gateway(10_000)], [14_950, 100]],
    ["a payment with less than ₹1 left is passed over", 5_000, [gateway(60), gateway(10_000)], [0, 5_000]],
    ["nothing from a payment with nothing left", 5_000, [gateway(0), gateway(10_000)], [0, 5_000]],
    ["less than asked when less is left", 25_000, [gateway(10_000), gateway(10_000)], [10_000, 10_000]],
    // A whole refund under ₹1 is asked for as it is: the gateway refuses it, and the trip desk sees why.
    ["a whole refund under ₹1 as it is", 50, [gateway(10_000)], [50]],
    // No payment after it could take ₹1: the last 50 paise are asked for as they are.
    ["a remainder nothing else can take", 10_050, [gateway(10_000), gateway(60)], [10_000, 50]],
    ["credit has no minimum", 15_050, [gateway(15_000), { refundablePaise: 10_000, minimumPaise: 1 }], [15_000, 50]],
  ])("%s", (_case, refundPaise, payments, pieces) => {
    expect(splitRefund(refundPaise, payments)).toEqual(pieces);
  });
});
