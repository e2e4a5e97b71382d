import { describe, expect, it } from "vitest";
import { bookingAmounts } from "./booking-amounts.ts";
import {
  accountedPaise,
  type CancellationRecord,
  chargeLines,
  endedMoneyLines,
  type MoneyLine,
} from "./booking-money.ts";

const shown = (lines: readonly MoneyLine[]) => lines.map((line) => [line.kind, line.text, line.paise]);

const cancellation = (record: Partial<CancellationRecord>): CancellationRecord => ({
  by: "traveller",
  basePaise: 0,
  refundPaise: 0,
  creditPaise: 0,
  feePaise: 0,
  percent: 100,
  ...record,
});

describe("endedMoneyLines", () => {
  it("says what became trip credit and that only the fee was kept, after a cancellation for credit", () => {
    const lines = endedMoneyLines({
      receivedPaise: 2_349_500,
      refunds: [],
      cancellation: cancellation({ basePaise: 2_349_500, creditPaise: 2_299_500, feePaise: 50_000 }),
    });
    expect(shown(lines)).toEqual([
      ["paid", "Paid", 2_349_500],
      ["credit", "Became trip credit", 2_299_500],
      ["kept", "Kept: the cancellation fee", 50_000],
    ]);
    expect(accountedPaise(lines)).toBe(2_349_500);
  });

  it("keeps nothing of a departure we cancelled while its traveller has not chosen", () => {
    const lines = endedMoneyLines({
      receivedPaise: 1_149_750,
      refunds: [],
      cancellation: cancellation({ by: "company", basePaise: 1_149_750 }),
    });
    expect(lines.some((line) => line.kind === "kept")).toBe(false);
    expect(shown(lines)).toEqual([
      ["paid", "Paid", 1_149_750],
      ["awaiting-choice", "Yours to choose: a full refund, trip credit with a bonus, or another date", 1_149_750],
    ]);
    expect(accountedPaise(lines)).toBe(1_149_750);
  });

  it("shows the credit and its bonus, and keeps nothing, when the traveller chose credit for a departure we cancelled", () => {
    const lines = endedMoneyLines({
      receivedPaise: 1_149_750,
      refunds: [],
      cancellation: cancellation({ by: "company", basePaise: 1_149_750, creditPaise: 1_264_725 }),
    });
    expect(shown(lines)).toEqual([
      ["paid", "Paid", 1_149_750],
      ["credit", "Became trip credit", 1_149_750],
      ["credit-bonus", "Trip credit bonus, for a departure we cancelled", 114_975],
    ]);
    expect(accountedPaise(lines)).toBe(1_149_750);
  });

  it("lists each refund with its day in words, what the tier kept and the fee within it", () => {
    const lines = endedMoneyLines({
      receivedPaise: 2_520_000,
      refunds: [
        {
          amountPaise: 1_000_000,
          status: "refunded",
          reasonText: "cancellation",
          createdAt: "2026-11-20T05:00:00Z",
          processedAt: "2026-12-08T20:00:00Z",
        },
        {
          amountPaise: 260_000,
          status: "pending",
          reasonText: "cancellation",
          createdAt: "2026-11-20T05:00:00Z",
          processedAt: null,
        },
      ],
      cancellation: cancellation({ basePaise: 2_520_000, refundPaise: 1_260_000, feePaise: 50_000, percent: 50 }),
    });
    expect(shown(lines)).toEqual([
      ["paid", "Paid", 2_520_000],
      ["refunded", "Refunded on 9 December 2026 (cancellation)", 1_000_000],
      ["refunding", "Refund on its way since 20 November 2026 (cancellation)", 260_000],
      ["kept", "Kept by the cancellation terms", 1_260_000],
      ["fee", "of which the cancellation fee", 50_000],
    ]);
    expect(accountedPaise(lines)).toBe(2_520_000);
  });

  it("adds up to what was paid when a payment came after the cancellation and went back", () => {
    const lines = endedMoneyLines({
      receivedPaise: 3_000_000,
      refunds: [
        {
          amountPaise: 1_000_000,
          status: "failed",
          reasonText: "cancellation",
          createdAt: "2026-11-20T05:00:00Z",
          processedAt: null,
        },
        {
          amountPaise: 1_000_000,
          status: "pending",
          reasonText: "paid after the booking had ended",
          createdAt: "2026-11-21T05:00:00Z",
          processedAt: null,
        },
      ],
      cancellation: cancellation({ by: "trip-desk", basePaise: 2_000_000, refundPaise: 1_000_000, percent: null }),
    });
    expect(lines.map((line) => line.kind)).toEqual(["paid", "refund-failed", "refunding", "kept"]);
    expect(lines.at(-1)!.text).toBe("Kept by the cancellation terms (the trip desk's amount)");
    expect(accountedPaise(lines)).toBe(3_000_000);
  });

  it("keeps what no refund returned of an expired booking", () => {
    const lines = endedMoneyLines({ receivedPaise: 500_000, refunds: [], cancellation: null });
    expect(shown(lines)).toEqual([
      ["paid", "Paid", 500_000],
      ["kept", "Kept", 500_000],
    ]);
  });
});

describe("chargeLines", () => {
  const price = bookingAmounts({ pricePerPersonPaise: 2_190_000, travellerCount: 1, gstPercent: 5, discountPaise: 0 });

  it("gives a date change fee a line of its own, so the lines add up to the booking's total", () => {
    const lines = chargeLines({ ...price, changeFeePaise: 50_000 });
    expect(shown(lines)).toEqual([
      ["price", "₹21,900 × 1 traveller", 2_190_000],
      ["gst", "GST (5%)", 109_500],
      ["change-fee", "Date change fee", 50_000],
      ["total", "Total", 2_349_500],
    ]);
  });

  it("lists an offer, each add-on and the paise of an odd total", () => {
    const amounts = bookingAmounts({
      pricePerPersonPaise: 1_095_000,
      travellerCount: 2,
      gstPercent: 5,
      discountPaise: 109_500,
    });
    const lines = chargeLines({
      ...amounts,
      campaignName: "Monsoon offer",
      addOns: [{ name: "Down jacket", size: "M", quantity: 1, gstPercent: 18, totalPaise: 59_000 }],
    });
    expect(shown(lines)).toEqual([
      ["price", "₹10,950 × 2 travellers", 2_190_000],
      ["discount", "Offer: Monsoon offer", 109_500],
      ["gst", "GST (5%)", 104_025],
      ["add-on", "Down jacket (M) × 1, incl. 18% GST", 59_000],
      ["total", "Total", 2_243_525],
    ]);
  });

  it("states GST included in the price without adding it again", () => {
    const inclusive = { ...price, gstIncluded: true, gstPaise: 104_286, totalPaise: 2_190_000 };
    expect(chargeLines(inclusive).map((line) => [line.kind, line.paise])).toEqual([
      ["price", 2_190_000],
      ["gst-included", 104_286],
      ["total", 2_190_000],
    ]);
  });
});
