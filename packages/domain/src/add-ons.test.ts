import { describe, expect, it } from "vitest";
import { addOnClosesOn, addOnLineAmounts, departureDays, normaliseAddOnChoices } from "./add-ons.ts";

describe("add-on amounts", () => {
  it("prices a per-day add-on by the departure's days, with its own GST rate", () => {
    const offloading = { pricePaise: 35_000, pricing: "per_traveller_day" as const, gstPercent: 18 };
    const line = addOnLineAmounts(offloading, {
      quantity: 2,
      departureDays: departureDays("2026-12-10", "2026-12-15"),
    });
    expect(line).toEqual({ days: 6, netPaise: 420_000, gstPaise: 75_600, totalPaise: 495_600 });
  });

  it("prices a per-traveller add-on once, rounding GST halves up", () => {
    const cab = { pricePaise: 1_250, pricing: "per_traveller" as const, gstPercent: 5 };
    // 1250 x 3 = 3750; 5% = 187.5 -> 188.
    expect(addOnLineAmounts(cab, { quantity: 3, departureDays: 6 })).toEqual({
      days: 1,
      netPaise: 3_750,
      gstPaise: 188,
      totalPaise: 3_938,
    });
  });

  it("closes the given number of days before the start", () => {
    expect(addOnClosesOn("2026-12-10", 3)).toBe("2026-12-07");
    expect(addOnClosesOn("2026-12-10", 0)).toBe("2026-12-10");
  });
});

describe("add-on choices", () => {
  it("adds repeats of one add-on and size together and drops zero quantities", () => {
    const parsed = normaliseAddOnChoices(
      [
        { addOnId: 1, quantity: 1, size: "M" },
        { addOnId: 1, quantity: 1, size: " M " },
        { addOnId: 2, quantity: 0, size: null },
      ],
      3,
    );
    expect(parsed).toEqual({ ok: true, lines: [{ addOnId: 1, quantity: 2, size: "M" }] });
  });

  it("refuses more travellers on one add-on than the booking has, across sizes", () => {
    const parsed = normaliseAddOnChoices(
      [
        { addOnId: 1, quantity: 1, size: "M" },
        { addOnId: 1, quantity: 2, size: "L" },
      ],
      2,
    );
    expect(parsed).toMatchObject({ ok: false, index: 1 });
  });

  it("refuses negative and fractional quantities", () => {
    expect(normaliseAddOnChoices([{ addOnId: 1, quantity: -1 }], 2)).toMatchObject({ ok: false, index: 0 });
    expect(normaliseAddOnChoices([{ addOnId: 1, quantity: 1.5 }], 2)).toMatchObject({ ok: false, index: 0 });
  });
});
