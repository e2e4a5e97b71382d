import { describe, expect, it } from "vitest";
import {
  amountDueNow,
  balanceDeadlineAfterChange,
  balanceDueBy,
  bookingAmountPaise,
  offersBookingAmount,
  type PayableBooking,
  receiptNumber,
  taxInside,
} from "./payments.ts";

const today = "2026-12-01";
const held: PayableBooking = { status: "held", totalPaise: 1_260_000, paidPaise: 0, bookingAmountPaise: 600_000 };
const dueBy = balanceDueBy("2027-01-10", 10);

describe("balanceDueBy", () => {
  it("counts back from the start date", () => {
    expect(dueBy).toBe("2026-12-31");
  });
});

describe("bookingAmountPaise", () => {
  it("is the trip's amount per traveller, never above the total", () => {
    expect(bookingAmountPaise(3_000, 2, 1_260_000)).toBe(600_000);
    expect(bookingAmountPaise(3_000, 2, 500_000)).toBe(500_000);
    expect(bookingAmountPaise(null, 2, 1_260_000)).toBeNull();
  });
});

describe("amountDueNow", () => {
  it("charges everything due for the full plan", () => {
    expect(amountDueNow(held, "full", { today, balanceDueBy: dueBy })).toEqual({
      ok: true,
      amountPaise: 1_260_000,
      purpose: "full",
    });
  });

  it("charges the booking amount when the trip sets one and there is time", () => {
    expect(amountDueNow(held, "booking_amount", { today, balanceDueBy: dueBy })).toEqual({
      ok: true,
      amountPaise: 600_000,
      purpose: "booking_amount",
    });
  });

  it.each([
    ["the trip sets none", { ...held, bookingAmountPaise: null }, dueBy],
    ["it is not less than the total", { ...held, bookingAmountPaise: 1_260_000 }, dueBy],
    ["the balance's deadline has passed", held, "2026-11-30"],
  ])("refuses the booking amount when %s", (_name, booking, deadline) => {
    expect(amountDueNow(booking, "booking_amount", { today, balanceDueBy: deadline })).toEqual({
      ok: false,
      reason: "plan-unavailable",
    });
    expect(offersBookingAmount(booking, today, deadline)).toBe(false);
  });

  it("charges the balance of a part-paid booking whatever the plan", () => {
    const partPaid = { ...held, status: "part_paid" as const, paidPaise: 600_000 };
    for (const plan of ["full", "booking_amount"] as const) {
      expect(amountDueNow(partPaid, plan, { today, balanceDueBy: dueBy })).toEqual({
        ok: true,
        amountPaise: 660_000,
        purpose: "balance",
      });
    }
  });

  it.each(["completed", "expired", "cancelled"] as const)("has nothing due on a %s booking", (status) => {
    expect(amountDueNow({ ...held, status }, "full", { today, balanceDueBy: dueBy })).toEqual({
      ok: false,
      reason: "nothing-due",
    });
  });

  it("has nothing due on a confirmed booking: one that owes money again is part paid, and pays its balance", () => {
    const paid = { ...held, status: "confirmed" as const, paidPaise: held.totalPaise };
    expect(amountDueNow(paid, "full", { today, balanceDueBy: dueBy })).toEqual({ ok: false, reason: "nothing-due" });
    const withAddOns = { ...paid, status: "part_paid" as const, totalPaise: held.totalPaise + 82_600 };
    expect(amountDueNow(withAddOns, "booking_amount", { today, balanceDueBy: dueBy })).toEqual({
      ok: true,
      amountPaise: 82_600,
      purpose: "balance",
    });
  });
});

describe("balanceDeadlineAfterChange", () => {
  it.each([
    // the trip's deadline, today, the start: the booking's own deadline (null: the trip's), or refused
    ["2026-12-20", "2026-12-10", "2026-12-30", null],
    ["2026-12-20", "2026-12-20", "2026-12-30", null],
    // Past the trip's deadline: two days' notice...
    ["2026-12-20", "2026-12-21", "2026-12-30", "2026-12-23"],
    // ... never later than the day before the start.
    ["2026-12-20", "2026-12-28", "2026-12-30", "2026-12-29"],
    ["2026-12-20", "2026-12-29", "2026-12-30", "2026-12-29"],
    // A departure that starts today leaves no day to pay.
    ["2026-12-20", "2026-12-30", "2026-12-30", "refused"],
    // A trip without a balance deadline of its own gets the same notice.
    [null, "2026-12-20", "2026-12-30", "2026-12-22"],
  ] as const)("deadline %s, today %s, start %s: %s", (tripDeadline, today, startDate, expected) => {
    const outcome = balanceDeadlineAfterChange({ tripDeadline, today, startDate });
    expect(outcome.ok ? outcome.balanceDueOn : "refused").toBe(expected);
  });
});

describe("taxInside", () => {
  it("splits a payment into taxable value and GST that add up", () => {
    expect(taxInside(1_260_000, 5)).toEqual({ taxablePaise: 1_200_000, gstPaise: 60_000 });
    const odd = taxInside(300_001, 5);
    expect(odd.taxablePaise + odd.gstPaise).toBe(300_001);
  });
});

describe("receiptNumber", () => {
  it("pads the ledger id under the year", () => {
    expect(receiptNumber(42, new Date("2026-12-01T10:00:00Z"))).toBe("PJR-2026-000042");
  });
});
