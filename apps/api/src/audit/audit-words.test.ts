import { describe, expect, it } from "vitest";
import { auditChanges, namedIdsIn } from "./audit-words.ts";

describe("auditChanges", () => {
  it("words an offline payment: the fields that changed, with amounts in rupees and methods in words", () => {
    const before = { status: "held", paidPaise: 0 };
    // As jsonb hands it back: shortest keys first, so the money would come last.
    const after = {
      status: "part_paid",
      payment: { note: null, method: "bank_transfer", ledgerId: 41, reference: "UTR-1", amountPaise: 600_050 },
      paidPaise: 600_000,
    };
    expect(auditChanges(before, after)).toEqual([
      { field: "Status", before: "held", after: "part paid" },
      { field: "Paid", before: "₹0", after: "₹6,000" },
      { field: "Payment › Note", before: null, after: "none" },
      { field: "Payment › Method", before: null, after: "Bank transfer" },
      { field: "Payment › Reference", before: null, after: "UTR-1" },
      { field: "Payment › Amount", before: null, after: "₹6,000.50" },
    ]);
  });

  it("leaves out internal ids", () => {
    const after = { payment: { ledgerId: 7, amountPaise: 100 } };
    expect(auditChanges(null, after)).toEqual([{ field: "Payment › Amount", before: null, after: "₹1" }]);
  });

  it("leaves out what did not change, and names a departure's package prices by the package", () => {
    const prices = (price: number | null, enabled: boolean) => [
      { packageId: 7, enabled, price },
      { packageId: 9, enabled: true, price: 15_000 },
    ];
    const names = { packageId: new Map([[7, "Base camp to summit"]]), trekId: new Map([[3, "Kedarkantha"]]) };
    const before = { trekId: 3, startDate: "2027-01-09", capacity: 12, prices: prices(12_000, true) };
    const after = { trekId: 3, startDate: "2027-01-16", capacity: 12, prices: prices(null, false) };
    expect(auditChanges(before, after, { names })).toEqual([
      { field: "Start date", before: "9 January 2027", after: "16 January 2027" },
      { field: "Prices › Base camp to summit › On sale", before: "yes", after: "no" },
      { field: "Prices › Base camp to summit › Price", before: "₹12,000", after: "none" },
    ]);
  });

  it("lists every field of something created, and words an assignee by name", () => {
    const names = { assigneeId: new Map([[5, "Priya Nair"]]) };
    expect(
      auditChanges({ status: "new", assigneeId: null }, { status: "contacted", assigneeId: 5 }, { names }),
    ).toEqual([
      { field: "Status", before: "new", after: "contacted" },
      { field: "Assigned to", before: "none", after: "Priya Nair" },
    ]);
    expect(
      auditChanges(null, { slug: "q-1", prices: [29_500, 36_500], draft: { days: [{ title: "Arrive" }] } }),
    ).toEqual([
      { field: "Prices", before: null, after: "₹29,500; ₹36,500" },
      { field: "Link", before: null, after: "q-1" },
      { field: "Quotation › Days › Day 1 › Title", before: null, after: "Arrive" },
    ]);
  });

  it("names a field it has no word for from its key", () => {
    expect(auditChanges({ balanceDueDays: 10 }, { balanceDueDays: 15 })).toEqual([
      { field: "Balance due days", before: "10", after: "15" },
    ]);
  });
});

describe("namedIdsIn", () => {
  it("finds the ids to look names up for, however deep", () => {
    expect(namedIdsIn([{ assigneeId: 5 }, { prices: [{ packageId: 7 }, { packageId: 9 }], trekId: 3 }, null])).toEqual({
      assigneeId: [5],
      packageId: [7, 9],
      trekId: [3],
    });
  });
});
